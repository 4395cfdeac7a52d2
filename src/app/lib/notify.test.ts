import { toast } from 'react-hot-toast';
import { notify } from './notify';

vi.mock('react-hot-toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('notify', () => {
  it('gives each message its own id, so the same text twice is one toast', async () => {
    notify.error('Out of stock');
    notify.error('Out of stock');
    notify.success('Product added to cart');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(vi.mocked(toast.error).mock.calls).toEqual([
      ['Out of stock', { id: 'Out of stock' }],
      ['Out of stock', { id: 'Out of stock' }],
    ]);
    expect(toast.success).toHaveBeenCalledWith('Product added to cart', {
      id: 'Product added to cart',
    });
  });
});

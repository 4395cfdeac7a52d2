import { act, fireEvent, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import type { Address } from '@shared/api/address';
import type { Product } from '@shared/api/catalogue';
import { storeToken, clearToken } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import type { BuyNowChoice } from './checkout-items';
import { usePlaceOrder } from './place-order';

const PRODUCT = { _id: 'p1', sellerId: 's1', slug: 'p-one', variations: [] } as unknown as Product;
const ADDRESS = { _id: 'a1' } as unknown as Address;

function Attempt() {
  const order = usePlaceOrder(() => {});
  return (
    <>
      <button
        type="button"
        onClick={() =>
          order.mutate({
            source: { kind: 'buy-now', product: PRODUCT, choice: { quantity: 1 } as BuyNowChoice },
            address: ADDRESS,
            userId: 'u1',
          })
        }
      >
        Place Order
      </button>
      <p>{order.error ? 'refused' : order.status}</p>
    </>
  );
}

beforeEach(() => {
  storeToken(`h.${btoa(JSON.stringify({ id: 'u1', name: 'Asha' }))}.s`);
  // The connection drops under the tap: the request never reaches the server.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
});
afterEach(() => {
  clearToken();
  vi.unstubAllGlobals();
  act(() => onlineManager.setOnline(true));
});

describe('an order attempt that never reached the server', () => {
  it('is forgotten once the connection is back, so the page stops saying it is offline', async () => {
    await renderWithRouter(<Attempt />);
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Place Order' })),
    );
    expect(await screen.findByText('refused')).toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByText('refused')).toBeInTheDocument();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('idle')).toBeInTheDocument();
  });

  it('is kept while the page still believes it is online (the server may be down)', async () => {
    await renderWithRouter(<Attempt />);
    act(() => onlineManager.setOnline(true));
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Place Order' })),
    );
    expect(await screen.findByText('refused')).toBeInTheDocument();
    // Nothing the connection did: the refusal stays.
    await new Promise((settled) => setTimeout(settled, 50));
    expect(screen.getByText('refused')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { messages } from '@shared/messages';
import { renderWithRouter } from '@/test/render';
import { OrderSuccess } from './result-pages';

describe('order placed page', () => {
  it('shows the order id and its expected delivery', async () => {
    await renderWithRouter(<OrderSuccess orderId="OD123" />);
    expect(await screen.findByText('OD123')).toBeInTheDocument();
    expect(screen.getByText(/Expected delivery/)).toBeInTheDocument();
  });

  it('without an order id shows no order line, only the message and the way on', async () => {
    await renderWithRouter(<OrderSuccess orderId={undefined} />);
    expect(await screen.findByRole('heading', { name: messages.orderPlaced })).toBeInTheDocument();
    expect(screen.queryByText(/Order ID/)).toBeNull();
    expect(screen.queryByText(/Expected delivery/)).toBeNull();
    expect(screen.getByRole('link', { name: 'View My Orders' })).toBeInTheDocument();
  });
});

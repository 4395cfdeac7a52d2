import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { messages } from '@shared/messages';
import { storeToken } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import { PaymentPage } from './payment-page';

const UPI = 'upi://pay?pa=bazaar.sandbox%40upi&pn=Bazaar&am=1085.00&cu=INR&tr=OD1&tn=Order+OD1';
const link = (windowSeconds: number) => ({
  url: UPI,
  amount: 1085,
  items: 2,
  windowSeconds,
  payerUrl: '/api/payment/sandbox/pay/OD1?secret=s3cr3t',
  apps: ['G-Pay', 'PhonePe', 'Paytm', 'Other UPI app'].map((name) => ({
    name,
    url: `${name}://pay`,
  })),
  cashOnDelivery: { available: true, reason: null, fee: 20, maxOrder: 10000 },
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** do_payment answers `first`; the status endpoint answers `status`. */
function serve(first: Response, status: () => string) {
  const fetchSpy = vi.fn(async (url: string) =>
    url.includes('/payment/status/') ? json({ payment_status: status() }) : first,
  );
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

beforeEach(() =>
  storeToken(
    `h.${btoa(JSON.stringify({ id: '11111111-1111-4111-8111-111111111111', name: 'Asha', email: null, phonenumber: null }))}.s`,
  ),
);
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => onlineManager.setOnline(true));
});

describe('payment page', () => {
  it('shows the server amount, the apps, a 256 px high-correction QR of the UPI link, and goes to the confirmation when paid', async () => {
    let paid = false;
    serve(json(link(300)), () => (paid ? 'paid' : 'not paid'));
    const { router } = await renderWithRouter(<PaymentPage orderId="OD1" price={1} />);
    expect(await screen.findByText('Amount to pay')).toBeInTheDocument();
    expect(screen.getAllByText('₹1,085').length).toBeGreaterThan(0);
    expect(screen.getByRole('timer')).toHaveTextContent('5:00');
    fireEvent.click(screen.getByRole('button', { name: 'Pay Using Apps' }));
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(
      expect.arrayContaining(['G-Pay', 'PhonePe', 'Paytm', 'Other UPI app']),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay using QR' }));
    const qr = screen.getByRole('img', { name: 'UPI payment QR code' });
    expect(qr).toHaveAttribute('width', '256');
    expect(qr).toHaveAttribute('data-upi', UPI);
    paid = true;
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/confirm'), {
      timeout: 3000,
    });
    expect(router.state.location.search).toEqual({ orderId: 'OD1' });
  });

  it("Pay Now of an unpaid order: the hold's time left as the server says it, and the same summary", async () => {
    // Opened from My Orders, whose link carries no items; 3:07 of the order's hold are left.
    serve(json({ ...link(187), items: 3 }), () => 'not paid');
    await renderWithRouter(<PaymentPage orderId="OD1" price={1085} />);
    expect(await screen.findByText('Amount to pay')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('3:07');
    const summary = screen.getByRole('complementary');
    expect(summary).toHaveTextContent('Items3');
    expect(summary).toHaveTextContent('Order ID');
  });

  it('cash on delivery: its fee as its own line, the cash to hand over, then the order is placed', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes('/payment/status/')) return json({ payment_status: 'not paid' });
        calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
        return url.includes('/payment/cash-on-delivery')
          ? json({ orderId: 'OD1', totalAmount: 1105, cod_fee: 20 })
          : json(link(300));
      }),
    );
    const { router } = await renderWithRouter(<PaymentPage orderId="OD1" price={1085} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cash on Delivery' }));
    expect(screen.getByText('Cash on delivery fee: ₹20')).toBeInTheDocument();
    expect(screen.getByText('Pay ₹1,105 in cash when the order arrives.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order, Pay on Delivery' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/confirm'));
    expect(calls.at(-1)).toEqual({
      url: expect.stringContaining('/api/payment/cash-on-delivery'),
      body: { orderId: 'OD1' },
    });
  });

  it('cash on delivery refused: says why, in rupees, and offers nothing to place', async () => {
    serve(
      json({
        ...link(300),
        cashOnDelivery: { available: false, reason: 'overCap', fee: 20, maxOrder: 10000 },
      }),
      () => 'not paid',
    );
    await renderWithRouter(<PaymentPage orderId="OD1" price={1} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cash on Delivery' }));
    expect(
      screen.getByText('Cash on delivery is available on orders up to ₹10,000: please pay online.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Order, Pay on Delivery' })).toBeNull();
  });

  it('offers the hosted checkout only when the provider has one', async () => {
    serve(json({ ...link(300), hostedCheckout: false, payerUrl: null }), () => 'not paid');
    await renderWithRouter(<PaymentPage orderId="OD1" price={1} />);
    expect(await screen.findByRole('button', { name: 'Pay using QR' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Card, net banking or wallet' })).toBeNull();
  });

  it("pays again after a declined attempt: the earlier 'failed' kept on the device decides nothing", async () => {
    let paid = false;
    serve(json(link(300)), () => (paid ? 'paid' : 'not paid'));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['personal', 'payment-status', 'OD1'], 'failed');
    const { router } = await renderWithRouter(
      <PaymentPage orderId="OD1" price={1085} />,
      queryClient,
    );
    expect(await screen.findByText('Amount to pay')).toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryData(['personal', 'payment-status', 'OD1'])).toBe('not paid'),
    );
    expect(router.state.location.pathname).toBe('/');
    paid = true;
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/confirm'), {
      timeout: 3000,
    });
  });

  it('goes to the failure page when the countdown runs out', async () => {
    serve(json(link(1)), () => 'not paid');
    const { router } = await renderWithRouter(<PaymentPage orderId="OD1" price={1085} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/failure'), {
      timeout: 3000,
    });
  });

  it('goes to the failure page on a failed status, and says when initiation fails', async () => {
    serve(json(link(300)), () => 'failed');
    const first = await renderWithRouter(<PaymentPage orderId="OD1" price={1085} />);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/payment/failure'), {
      timeout: 3000,
    });
    first.unmount();
    serve(
      json({ error: 'This order was cancelled and can no longer be paid' }, 409),
      () => 'not paid',
    );
    await renderWithRouter(<PaymentPage orderId="OD2" price={1085} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${messages.paymentInitFailed}: This order was cancelled and can no longer be paid`,
    );
  });

  it('an order already paid (by its code, whatever the text) goes to the confirmation', async () => {
    serve(json({ error: 'Paid already, reworded', code: 'ORDER_ALREADY_PAID' }, 409), () => 'paid');
    const { router } = await renderWithRouter(<PaymentPage orderId="OD1" price={1085} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/confirm'));
    expect(router.state.location.search).toEqual({ orderId: 'OD1' });
  });

  it('offline: says payment needs a connection and asks the server nothing', async () => {
    const fetchSpy = serve(json(link(300)), () => 'not paid');
    act(() => onlineManager.setOnline(false));
    await renderWithRouter(<PaymentPage orderId="OD1" price={1085} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.paymentNeedsNetwork);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

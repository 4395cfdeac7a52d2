import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import type { Order, OrderPart } from '@shared/api/orders';
import { readRecords, dropOthers } from '@shared/outbox/store';
import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import { notify } from '@/lib/notify';
import { orderKey } from '@/lib/order-query';
import { storeToken } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import { OrderDetails } from './order-details';

const ME = '99999999-9999-4999-8999-999999999999';
const SELLER_A = '55555555-5555-4555-8555-555555555555';
const SELLER_B = '66666666-6666-4666-8666-666666666666';

// Times in UTC; the page shows them in India's time (UTC+5:30) wherever the device is.
const part = (over: Partial<OrderPart>): OrderPart => ({
  sellerId: SELLER_A,
  shopName: 'Charminar Fashions',
  productIds: ['22222222-2222-4222-8222-222222222222'],
  stage: 'placed',
  steps: [{ stage: 'placed', at: '2026-11-30T04:30:00Z' }],
  deliveryBy: '2026-12-04',
  shipment: null,
  cancellable: true,
  refunds: [],
  ...over,
});

const shipped = part({
  stage: 'shipped',
  steps: [
    { stage: 'placed', at: '2026-11-30T04:30:00Z' },
    { stage: 'confirmed', at: '2026-11-30T04:31:00Z' },
    { stage: 'packed', at: '2026-11-30T09:00:00Z' },
    { stage: 'shipped', at: '2026-12-01T10:12:00Z' },
  ],
  shipment: {
    courier: 'Delhivery',
    awb: 'DLV123456789',
    trackingUrl: 'https://www.delhivery.com/track/package/DLV123456789',
    expectedBy: '2026-12-05',
  },
  cancellable: false,
});

const order = (over: Partial<Order>): Order => ({
  _id: '00000000-0000-4000-8000-000000000001',
  orderId: 'OD7',
  price: 3000,
  discountedPrice: 3000,
  shipping_fee: 0,
  cod_fee: 0,
  couponDiscount: 0,
  totalAmount: 3000,
  payment_status: 'paid',
  order_status: 'placed',
  payment_method: 'upi',
  refundDue: false,
  refundAmount: 0,
  createdAt: '2026-11-30T04:30:00Z',
  products: [],
  shippingInfo: {
    name: 'Asha',
    address: 'Flat 12',
    locality: 'Banjara Hills',
    landmark: 'KBR Park',
    cityDistTown: 'Hyderabad',
    state: 'Telangana',
    pincode: '500034',
    phonenumber: '9876543210',
  },
  ...over,
});

async function show(o: Order) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(orderKey(o.orderId), o);
  const rendered = await renderWithRouter(<OrderDetails orderId={o.orderId} />, queryClient);
  await screen.findByRole('article');
  return rendered;
}

const journeyOf = (shop: string) =>
  screen.getByRole('list', { name: `Journey of the items from ${shop}` });
const stepNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')!.textContent);
const current = (list: HTMLElement) => list.querySelector('[aria-current="step"]');

describe('the journey of each seller part', () => {
  it('just placed: Placed is current with its time in India, every later step ahead', async () => {
    await show(order({ parts: [part({})] }));
    const list = journeyOf('Charminar Fashions');
    expect(stepNames(list)).toEqual([
      'Placed',
      'Confirmed',
      'Packed',
      'Shipped',
      'Out for delivery',
      'Delivered',
    ]);
    expect(current(list)).toHaveTextContent('Placed');
    expect(current(list)).toHaveTextContent('Mon, 30 Nov, 10:00 am');
    expect(within(list).getAllByText(/am|pm/)).toHaveLength(1);
    expect(screen.getByText('Delivery by Fri, 4 Dec')).toBeInTheDocument();
  });

  it('shipped: the courier, the AWB, the tracking link and the expected day beside the promised one', async () => {
    await show(order({ parts: [shipped] }));
    const list = journeyOf('Charminar Fashions');
    expect(current(list)).toHaveTextContent('Shipped');
    expect(current(list)).toHaveTextContent('Tue, 1 Dec, 3:42 pm');
    expect(within(list).getByText(/Delhivery, AWB DLV123456789/)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
      'href',
      'https://www.delhivery.com/track/package/DLV123456789',
    );
    expect(screen.getByText('Delivery by Fri, 4 Dec')).toBeInTheDocument();
    expect(screen.getByText('Courier expects it by Sat, 5 Dec')).toBeInTheDocument();
  });

  it('delivered: every step reached, no dates ahead; the courier day is not repeated when it agrees', async () => {
    await show(
      order({
        parts: [
          {
            ...shipped,
            stage: 'delivered',
            steps: [
              ...shipped.steps,
              { stage: 'out_for_delivery', at: '2026-12-03T03:00:00Z' },
              { stage: 'delivered', at: '2026-12-03T08:15:00Z' },
            ],
            shipment: { ...shipped.shipment!, expectedBy: '2026-12-04' },
          },
        ],
      }),
    );
    const list = journeyOf('Charminar Fashions');
    expect(current(list)).toHaveTextContent('Delivered');
    expect(current(list)).toHaveTextContent('Thu, 3 Dec, 1:45 pm');
    expect(within(list).getAllByText(/am|pm/)).toHaveLength(6);
    expect(screen.queryByText(/Courier expects/)).toBeNull();
  });

  it('cancelled: only what happened, ending in Cancelled, nothing ahead', async () => {
    const cancelled = part({
      stage: 'cancelled',
      steps: [
        { stage: 'placed', at: '2026-11-30T04:30:00Z' },
        { stage: 'cancelled', at: '2026-11-30T05:00:00Z' },
      ],
      cancellable: false,
    });
    await show(order({ order_status: 'cancelled', parts: [cancelled] }));
    const list = journeyOf('Charminar Fashions');
    expect(stepNames(list)).toEqual(['Placed', 'Cancelled']);
    expect(current(list)).toHaveTextContent('Cancelled');
  });

  it('reads in Hindi on a Hindi page', async () => {
    setLocale('hi', { reload: false });
    try {
      await show(order({ parts: [shipped] }));
      const list = screen.getByRole('list', { name: 'Charminar Fashions के सामान की यात्रा' });
      expect(current(list)).toHaveTextContent('भेजा गया');
      expect(screen.getByRole('link', { name: 'अपना पार्सल ट्रैक करें' })).toBeInTheDocument();
    } finally {
      setLocale('en', { reload: false });
    }
  });
});

describe('cancel per seller part', () => {
  const two = order({
    parts: [part({}), part({ ...shipped, sellerId: SELLER_B, shopName: 'Mumbai Style Hub' })],
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a part not shipped has its own Cancel, sent with its seller and a key', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const sent: { body: unknown; key: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (!url.includes('/api/order/cancel')) return new Response('{}', { status: 503 });
        const headers = new Headers(init?.headers);
        sent.push({ body: JSON.parse(String(init?.body)), key: headers.get('idempotency-key') });
        return Response.json({ orderId: 'OD7', order_status: 'placed', refund: 1499.5 });
      }),
    );
    await show(two);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel items from Mumbai Style Hub' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel items from Charminar Fashions' }));
    fireEvent.click(screen.getByRole('radio', { name: 'I changed my mind' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel these items' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ orderId: 'OD7', sellerId: SELLER_A, reason: 'changedMind' });
    expect(sent[0]!.key).toMatch(/^[\w-]{8,64}$/);
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Items cancelled; a refund of ₹1,499.50 has been started',
      ),
    );
  });

  it('a shipped part says why it cannot be cancelled', async () => {
    await show(two);
    const card = screen.getByRole('region', { name: 'Mumbai Style Hub' });
    expect(
      within(card).getByText(
        'This item has shipped and can no longer be cancelled. You can return it after delivery.',
      ),
    ).toBeInTheDocument();
    const other = screen.getByRole('region', { name: 'Charminar Fashions' });
    expect(within(other).queryByText(/has shipped/)).toBeNull();
  });

  it('a one-seller paid order keeps one Cancel for the whole order until it ships', async () => {
    await show(order({ parts: [part({})] }));
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel items from/ })).toBeNull();
  });

  it('an unpaid order of two sellers is cancelled whole; once one part shipped, not at all', async () => {
    const unpaid = { payment_status: 'not paid' as const, payment_method: 'cod' };
    await show(
      order({ ...unpaid, parts: [part({}), part({ sellerId: SELLER_B, shopName: 'B' })] }),
    );
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel items from/ })).toBeNull();
    cleanup();
    await show(order({ ...unpaid, orderId: 'OD8', parts: two.parts }));
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(screen.getByText(/has shipped and can no longer be cancelled/)).toBeInTheDocument();
  });
});

describe('refunds on the order', () => {
  it('shows each refund of a part: amount to the paisa, its state, date and reference', async () => {
    await show(
      order({
        order_status: 'cancelled',
        parts: [
          part({
            stage: 'cancelled',
            cancellable: false,
            refunds: [
              {
                amount: 1234.5,
                status: 'requested',
                reference: 'rfnd_Q1w2E3r4',
                at: '2026-11-30T06:00:00Z',
              },
              { amount: 300, status: 'due', reference: null, at: '2026-11-30T06:05:00Z' },
              { amount: 15000, status: 'failed', reference: null, at: '2026-11-30T06:10:00Z' },
            ],
          }),
        ],
      }),
    );
    const refunds = screen.getByRole('heading', { name: 'Refunds' }).parentElement!;
    const [first, second, third] = within(refunds).getAllByRole('listitem');
    expect(first).toHaveTextContent('₹1,234.50');
    expect(first).toHaveTextContent('Refunded');
    expect(first).toHaveTextContent('30 November 2026');
    expect(first).toHaveTextContent('Reference: rfnd_Q1w2E3r4');
    expect(second).toHaveTextContent('₹300');
    expect(second).toHaveTextContent('In progress');
    expect(second).not.toHaveTextContent('Reference');
    expect(third).toHaveTextContent('₹15,000');
    expect(third).toHaveTextContent('Failed: our support team will contact you');
  });
});

describe('offline', () => {
  beforeEach(async () => {
    await dropOthers(null);
    storeToken(
      `h.${btoa(JSON.stringify({ id: ME, name: 'Asha', email: null, phonenumber: null }))}.s`,
    );
  });
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
  });

  it('shows the journey as last seen, and when', async () => {
    onlineManager.setOnline(false);
    await show(order({ parts: [shipped] }));
    expect(screen.getByText(/^Last updated \d+ \w+, \d+:\d\d [ap]m$/)).toBeInTheDocument();
    expect(current(journeyOf('Charminar Fashions'))).toHaveTextContent('Shipped');
  });

  it('does not say "Last updated" online', async () => {
    await show(order({ parts: [shipped] }));
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });

  it('a cancel that cannot reach the shop waits in the outbox under the key it was sent with', async () => {
    const keys: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        keys.push(new Headers(init?.headers).get('idempotency-key') ?? '');
        throw new TypeError('Failed to fetch');
      }),
    );
    const { outbox } = await show(order({ parts: [part({})] }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Another reason' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel this order' }));
    expect(await screen.findByText('Cancellation pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    const [record] = await readRecords();
    expect(record).toMatchObject({
      area: 'order',
      kind: 'cancel',
      payload: { orderId: 'OD7', reason: 'other' },
      key: keys[0],
      shopperId: ME,
    });
    outbox.stop();
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { Order } from '@shared/api/orders';
import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import { orderKey } from '@/lib/order-query';
import { renderWithRouter } from '@/test/render';
import { OrderDetails } from './order-details';

const line = (over: Partial<Order['products'][number]>): Order['products'][number] => ({
  productId: '22222222-2222-4222-8222-222222222222',
  variantId: '33333333-3333-4333-8333-333333333333',
  name: 'Redmi Note 14',
  slug: 'redmi-note-14',
  color: null,
  size: null,
  ram: null,
  storage: null,
  images: [],
  quantity: 1,
  price: 20000,
  discount: 0,
  discountedPrice: 20000,
  ...over,
});

const order: Order = {
  _id: '00000000-0000-4000-8000-000000000001',
  orderId: 'OD1',
  price: 21499,
  discountedPrice: 21499,
  shipping_fee: 0,
  cod_fee: 0,
  couponDiscount: 0,
  totalAmount: 21499,
  payment_status: 'paid',
  order_status: 'placed',
  payment_method: 'upi',
  refundDue: false,
  refundAmount: 0,
  createdAt: '2026-11-01T10:00:00Z',
  products: [
    line({ color: 'Ocean Blue', ram: '12 GB', storage: '256 GB' }),
    line({
      productId: '44444444-4444-4444-8444-444444444444',
      name: 'Cotton Kurta',
      color: 'Maroon',
      size: 'XL',
      price: 1499,
      discountedPrice: 1499,
    }),
  ],
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
};

it('names every chosen variation of each ordered line: colour, size, RAM and storage', async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(orderKey('OD1'), order);
  await renderWithRouter(<OrderDetails orderId="OD1" />, queryClient);
  const [phone, kurta] = await screen.findAllByRole('listitem');
  for (const text of ['Color: Ocean Blue', 'RAM: 12 GB', 'Storage: 256 GB'])
    expect(within(phone!).getByText(text)).toBeInTheDocument();
  expect(within(phone!).queryByText(/^Size:/)).not.toBeInTheDocument();
  for (const text of ['Color: Maroon', 'Size: XL'])
    expect(within(kurta!).getByText(text)).toBeInTheDocument();
});

it('names the colour and the choices in Hindi on a Hindi page', async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(orderKey('OD1'), order);
  setLocale('hi', { reload: false });
  try {
    await renderWithRouter(<OrderDetails orderId="OD1" />, queryClient);
    const [, kurta] = await screen.findAllByRole('listitem');
    for (const text of ['रंग: मैरून', 'साइज़: XL'])
      expect(within(kurta!).getByText(text)).toBeInTheDocument();
  } finally {
    setLocale('en', { reload: false });
  }
});

it('cancels with a reason the shopper picks, and shows the refund on the order', async () => {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/api/order/cancel')) {
        sent.push(JSON.parse(String(init?.body)));
        return new Response(
          JSON.stringify({ orderId: 'OD1', order_status: 'cancelled', refund: 21499 }),
          { headers: { 'content-type': 'application/json' } },
        );
      }
      return new Response('{}', { status: 503 });
    }),
  );
  try {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData(orderKey('OD1'), order);
    await renderWithRouter(<OrderDetails orderId="OD1" />, queryClient);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const confirm = screen.getByRole('button', { name: 'Cancel this order' });
    expect(confirm).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'I ordered by mistake' }));
    fireEvent.click(confirm);
    await waitFor(() => expect(sent).toEqual([{ orderId: 'OD1', reason: 'orderedByMistake' }]));
  } finally {
    vi.unstubAllGlobals();
  }
});

it('shows the refund of cancelled parts, and no Cancel once cancelled', async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(orderKey('OD1'), {
    ...order,
    order_status: 'cancelled',
    refundAmount: 21499,
  });
  await renderWithRouter(<OrderDetails orderId="OD1" />, queryClient);
  expect(
    await screen.findByText('Refund of ₹21,499 to your original payment method: started'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
});

describe('the promised delivery', () => {
  const show = async (o: Order) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData(orderKey('OD1'), o);
    await renderWithRouter(<OrderDetails orderId="OD1" />, queryClient);
    await screen.findByText('Ordered Items');
  };

  it("shows each seller's date as fixed when the order was placed", async () => {
    await show({
      ...order,
      deliveries: [
        {
          sellerId: '55555555-5555-4555-8555-555555555555',
          shopName: 'Charminar Fashions',
          deliveryBy: '2026-12-03',
        },
        {
          sellerId: '66666666-6666-4666-8666-666666666666',
          shopName: 'Mumbai Style Hub',
          deliveryBy: '2026-12-04',
        },
      ],
    });
    const promised = screen.getByRole('heading', { name: 'Promised delivery' }).parentElement!;
    expect(within(promised).getByText('Charminar Fashions')).toBeInTheDocument();
    expect(within(promised).getByText('Delivery by Thu, 3 Dec')).toBeInTheDocument();
    expect(within(promised).getByText('Delivery by Fri, 4 Dec')).toBeInTheDocument();
  });

  it('shows none for an order placed before dates were kept, or saved before the field', async () => {
    await show({ ...order, deliveries: [] });
    expect(screen.queryByText('Promised delivery')).toBeNull();
    cleanup();
    await show(order);
    expect(screen.queryByText(/Delivery by/)).toBeNull();
  });
});

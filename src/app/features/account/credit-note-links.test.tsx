import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { Order } from '@shared/api/orders';
import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import { orderKey } from '@/lib/order-query';
import { renderWithRouter } from '@/test/render';
import { OrderDetails } from './order-details';

const SELLER_A = '11111111-1111-4111-8111-111111111111';
const SELLER_B = '55555555-5555-4555-8555-555555555555';
const note = (over: Partial<NonNullable<Order['creditNotes']>[number]>) => ({
  sellerId: SELLER_A,
  shopName: 'Charminar Fashions',
  number: 'CN26-27/000001',
  date: '2026-11-02T10:00:00Z',
  amount: 1499,
  path: '/api/credit-note/OD1/66666666-6666-4666-8666-666666666666',
  ...over,
});

const order: Order = {
  _id: '00000000-0000-4000-8000-000000000001',
  orderId: 'OD1',
  price: 1499,
  discountedPrice: 1499,
  shipping_fee: 0,
  cod_fee: 0,
  couponDiscount: 0,
  totalAmount: 1499,
  payment_status: 'paid',
  order_status: 'cancelled',
  payment_method: 'upi',
  refundDue: false,
  refundAmount: 1499,
  createdAt: '2026-11-01T10:00:00Z',
  products: [
    {
      productId: '44444444-4444-4444-8444-444444444444',
      variantId: null,
      name: 'Cotton Kurta',
      slug: 'cotton-kurta',
      color: null,
      size: null,
      ram: null,
      storage: null,
      images: [],
      quantity: 1,
      price: 1499,
      discount: 0,
      discountedPrice: 1499,
    },
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

async function show(o: Order) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(orderKey('OD1'), o);
  await renderWithRouter(<OrderDetails orderId="OD1" />, queryClient);
  await screen.findByText('Cotton Kurta');
}

describe('the credit notes on the order page', () => {
  it('links the credit note beside the invoice, as a PDF in a new tab in the page language', async () => {
    await show({ ...order, creditNotes: [note({})] });
    const invoice = screen.getByRole('link', { name: 'Invoice' });
    const link = screen.getByRole('link', { name: 'Credit note' });
    expect(link).toHaveAttribute(
      'href',
      '/api/credit-note/OD1/66666666-6666-4666-8666-666666666666?lang=en',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(invoice.parentElement?.parentElement).toBe(link.parentElement);
  });

  it('names each seller when the order has several, and says it in Hindi on a Hindi page', async () => {
    setLocale('hi', { reload: false });
    try {
      await show({
        ...order,
        creditNotes: [
          note({}),
          note({
            sellerId: SELLER_B,
            shopName: 'Kochi Beauty Store',
            path: '/api/credit-note/OD1/77777777-7777-4777-8777-777777777777',
          }),
        ],
      });
      expect(screen.getByRole('link', { name: 'क्रेडिट नोट: Kochi Beauty Store' })).toHaveAttribute(
        'href',
        '/api/credit-note/OD1/77777777-7777-4777-8777-777777777777?lang=hi',
      );
      expect(screen.getByRole('link', { name: 'क्रेडिट नोट: Charminar Fashions' })).toBeVisible();
    } finally {
      setLocale('en', { reload: false });
    }
  });

  it('shows none for an order without, or an answer saved before orders listed them', async () => {
    await show({ ...order, order_status: 'placed', refundAmount: 0, creditNotes: [] });
    expect(screen.queryByRole('link', { name: /Credit note/ })).toBeNull();
    await show({ ...order, order_status: 'placed', refundAmount: 0 });
    expect(screen.queryByRole('link', { name: /Credit note/ })).toBeNull();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import { storeToken } from '@/lib/session';
import { renderWithRouter, testApi } from '@/test/render';
import { MyOrders } from './my-orders';
import { ordersQueryOptions } from './api';
import type { OrderSummary } from './order-table';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const order = (n: number, paid: boolean): OrderSummary => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  orderId: `OD${n}`,
  price: 1000,
  discountedPrice: 900,
  shipping_fee: 0,
  cod_fee: 0,
  couponDiscount: 0,
  totalAmount: 900,
  payment_status: paid ? 'paid' : 'not paid',
  order_status: paid ? 'placed' : 'pending',
  payment_method: paid ? 'upi' : null,
  refundDue: false,
  createdAt: '2026-11-01T10:00:00Z',
});

describe('My Orders', () => {
  it('shows 5 orders a page, Pay Now while unpaid and Invoice once paid; a filter change goes back to page 1', async () => {
    storeToken(
      `h.${btoa(JSON.stringify({ id: USER_ID, name: 'Asha', email: null, phonenumber: null }))}.s`,
    );
    const onChange = vi.fn();
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData(
      ordersQueryOptions(testApi, USER_ID, 'all').queryKey,
      Array.from({ length: 7 }, (_, i) => order(i + 1, i % 2 === 0)),
    );
    await renderWithRouter(<MyOrders status="all" page={2} onChange={onChange} />, queryClient);
    expect(await screen.findByText('OD6')).toBeInTheDocument();
    expect(screen.getByText('OD7')).toBeInTheDocument();
    expect(screen.queryByText('OD1')).not.toBeInTheDocument();
    const invoice = screen.getByRole('link', { name: 'Invoice' });
    expect(invoice).toHaveAttribute('href', '/api/generate-invoice/OD7?lang=en');
    expect(invoice).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Pay Now' })).toHaveAttribute(
      'href',
      expect.stringContaining('orderId=OD6'),
    );
    fireEvent.change(screen.getByLabelText('Order status'), { target: { value: 'pending' } });
    expect(onChange).toHaveBeenCalledWith({ status: 'pending', page: 1 });
  });

  it("asks for the invoice in the page's language", async () => {
    storeToken(
      `h.${btoa(JSON.stringify({ id: USER_ID, name: 'Asha', email: null, phonenumber: null }))}.s`,
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData(ordersQueryOptions(testApi, USER_ID, 'all').queryKey, [
      order(1, true),
    ]);
    setLocale('hi', { reload: false });
    try {
      await renderWithRouter(<MyOrders status="all" page={1} onChange={vi.fn()} />, queryClient);
      expect(await screen.findByRole('link', { name: 'इनवॉइस' })).toHaveAttribute(
        'href',
        '/api/generate-invoice/OD1?lang=hi',
      );
    } finally {
      setLocale('en', { reload: false });
    }
  });

  it('says a refund has been started on an order paid after it expired, with no Pay Now', async () => {
    storeToken(
      `h.${btoa(JSON.stringify({ id: USER_ID, name: 'Asha', email: null, phonenumber: null }))}.s`,
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const late: OrderSummary = { ...order(1, false), order_status: 'cancelled', refundDue: true };
    queryClient.setQueryData(ordersQueryOptions(testApi, USER_ID, 'all').queryKey, [
      late,
      order(2, false),
    ]);
    await renderWithRouter(<MyOrders status="all" page={1} onChange={() => {}} />, queryClient);
    expect(
      await screen.findByText(
        'Payment received after the order expired; a refund has been started',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/a refund has been started/)).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Pay Now' })).toHaveLength(1);
  });

  it('shows a cash on delivery order as Pay on delivery, with its invoice and no Pay Now', async () => {
    storeToken(
      `h.${btoa(JSON.stringify({ id: USER_ID, name: 'Asha', email: null, phonenumber: null }))}.s`,
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const cod: OrderSummary = {
      ...order(1, false),
      order_status: 'placed',
      payment_method: 'cod',
      cod_fee: 20,
      totalAmount: 920,
    };
    queryClient.setQueryData(ordersQueryOptions(testApi, USER_ID, 'all').queryKey, [cod]);
    await renderWithRouter(<MyOrders status="all" page={1} onChange={() => {}} />, queryClient);
    expect(await screen.findByText('Pay on delivery')).toBeInTheDocument();
    expect(screen.queryByText('not paid')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay Now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Invoice' })).toHaveAttribute(
      'href',
      '/api/generate-invoice/OD1?lang=en',
    );
  });
});

describe("each seller part's stage in the list", () => {
  const show = async (orders: OrderSummary[]) => {
    storeToken(
      `h.${btoa(JSON.stringify({ id: USER_ID, name: 'Asha', email: null, phonenumber: null }))}.s`,
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData(ordersQueryOptions(testApi, USER_ID, 'all').queryKey, orders);
    await renderWithRouter(<MyOrders status="all" page={1} onChange={() => {}} />, queryClient);
    await screen.findByText('OD1');
  };

  it('names where each part stands, compactly, under the order status', async () => {
    await show([
      {
        ...order(1, true),
        partStages: [
          { shopName: 'Charminar Fashions', stage: 'shipped' },
          { shopName: 'Mumbai Style Hub', stage: 'out_for_delivery' },
        ],
      },
    ]);
    expect(screen.getByText('Charminar Fashions: Shipped')).toBeInTheDocument();
    expect(screen.getByText('Mumbai Style Hub: Out for delivery')).toBeInTheDocument();
  });

  it('shows none for a list saved before parts, or an order cancelled whole', async () => {
    await show([
      order(1, true),
      {
        ...order(2, true),
        order_status: 'cancelled',
        partStages: [{ shopName: 'Charminar Fashions', stage: 'cancelled' }],
      },
    ]);
    expect(screen.queryByText(/Charminar Fashions:/)).toBeNull();
  });
});

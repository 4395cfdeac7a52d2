import { sql } from 'drizzle-orm';
import { createTestApp, registerCustomer, type TestApp } from '../../test/test-app';
import { ORDER_NOT_FOUND } from './service';
import { english } from '@shared/said';

let t: TestApp;
let productId: string;
let sellerId: string;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 48 });
  const row = (await t.db.execute(sql`select id, seller_id from products limit 1`)).rows[0] as {
    id: string;
    seller_id: string;
  };
  productId = row.id;
  sellerId = row.seller_id;
});
afterAll(() => t.close());

let counter = 0;
/** An order as the checkout will write it (the checkout itself is another issue). */
async function placeOrderRow(customerId: string, status: string, paid = false) {
  const number = `OD${Date.now()}${++counter}`;
  const [order] = (
    await t.db
      .execute(sql`insert into orders (order_number, customer_id, price, original_price, shipping_fee, total_amount, payment_status, order_status, payment_method, shipping_info, expires_at, created_at)
      values (${number}, ${customerId}, 900, 1200, 85, 985, ${paid ? 'paid' : 'not paid'}, ${status}, ${paid ? 'upi' : null},
        ${JSON.stringify({ name: 'Asha', address: 'Flat 12', locality: 'Banjara Hills', landmark: 'KBR Park', cityDistTown: 'Hyderabad', state: 'Telangana', pincode: '500034', phonenumber: '9876543210' })}::jsonb,
        now() + interval '15 minutes', now() + make_interval(secs => ${counter})) returning id`)
  ).rows as { id: string }[];
  const [part] = (
    await t.db.execute(
      sql`insert into order_parts (order_id, seller_id, price, shipping_fee) values (${order!.id}, ${sellerId}, 900, 85) returning id`,
    )
  ).rows as { id: string }[];
  await t.db
    .execute(sql`insert into order_items (order_id, order_part_id, product_id, name, slug, image, hsn, quantity, price, discount, discounted_price)
    values (${order!.id}, ${part!.id}, ${productId}, 'Kurta', 'kurta', '/images/x.svg', '6211', 2, 600, 25, 450)`);
  return number;
}

describe('orders, read', () => {
  it('counts and lists the shopper’s orders, newest first, by status', async () => {
    const { id, headers } = await registerCustomer(t.app);
    await placeOrderRow(id, 'pending');
    await placeOrderRow(id, 'placed', true);
    await placeOrderRow(id, 'cancelled');
    const dash = (
      await t.app.inject({ url: `/api/home/customer/gat-dashboard-data/${id}`, headers })
    ).json();
    expect(dash).toMatchObject({ totalOrder: 3, pendingOrder: 1, cancelledOrder: 1 });
    expect(dash.recentOrders.map((o: { order_status: string }) => o.order_status)).toEqual([
      'cancelled',
      'placed',
      'pending',
    ]);
    expect(dash.recentOrders[1]).toMatchObject({
      price: 1200,
      discountedPrice: 900,
      shipping_fee: 85,
      totalAmount: 985,
      payment_status: 'paid',
      payment_method: 'upi',
    });
    const placed = (
      await t.app.inject({ url: `/api/home/customer/gat-orders/${id}/placed`, headers })
    ).json();
    expect(placed.orders).toHaveLength(1);
    const all = (
      await t.app.inject({ url: `/api/home/customer/gat-orders/${id}/all`, headers })
    ).json();
    expect(all.orders).toHaveLength(3);
  });

  it('shows one order with its items and address snapshot', async () => {
    const { id, headers } = await registerCustomer(t.app);
    const number = await placeOrderRow(id, 'pending');
    const res = await t.app.inject({ url: `/api/home/customer/gat-order/${number}`, headers });
    expect(res.json().order).toMatchObject({
      orderId: number,
      products: [
        {
          name: 'Kurta',
          quantity: 2,
          price: 600,
          discount: 25,
          discountedPrice: 450,
          images: ['/images/x.svg'],
        },
      ],
      shippingInfo: { cityDistTown: 'Hyderabad', pincode: '500034' },
    });
  });

  it("reveals nothing of another shopper's orders", async () => {
    const alice = await registerCustomer(t.app);
    const bob = await registerCustomer(t.app);
    const number = await placeOrderRow(alice.id, 'pending');
    const res = await t.app.inject({
      url: `/api/home/customer/gat-order/${number}`,
      headers: bob.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: english(ORDER_NOT_FOUND),
      messageKey: ORDER_NOT_FOUND,
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
    expect(
      (
        await t.app.inject({
          url: `/api/home/customer/gat-orders/${alice.id}/all`,
          headers: bob.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          url: `/api/home/customer/gat-dashboard-data/${alice.id}`,
          headers: bob.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          url: `/api/home/customer/gat-orders/${bob.id}/shipped`,
          headers: bob.headers,
        })
      ).statusCode,
    ).toBe(400);
  });
});

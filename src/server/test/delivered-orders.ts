import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { sendWebhook } from './payment-webhook';
import { registerCustomer, type TestApp } from './test-app';
import { HOME_ADDRESS } from './home-address';

const DAY = 86_400_000;

/** A clothing item sold in sizes, another of which is in stock (the returns tests' item). */
export interface SizedItem {
  id: string;
  sellerId: string;
  variationId: string;
  size: string;
  other: string;
  price: number;
}

/** Finds a sized item priced ₹400-900 with a second size of its colour, its stock made ample. */
export async function sizedItem(t: TestApp): Promise<SizedItem> {
  const rows = (
    await t.db.execute(sql`select p.id, p.seller_id as "sellerId", v.id as "variationId",
      v.size, w.size as other, v.discounted_price as price
    from products p join variations v on v.product_id = p.id and v.size is not null
      join variations w on w.product_id = p.id and w.size is not null and w.size <> v.size
        and w.color is not distinct from v.color
    where v.discounted_price between 400 and 900 order by p.id, v.position, w.position limit 1`)
  ).rows as unknown as SizedItem[];
  const item = rows[0]!;
  await t.db.execute(sql`update variations set stock = 500 where product_id = ${item.id}`);
  return item;
}

export type Shopper = Awaited<ReturnType<typeof registerCustomer>> & { addressId: string };

/** Filled in by the test file's beforeAll. */
export interface ReturnsContext {
  t: TestApp;
  item: SizedItem;
}

let events = 0;
async function payOnline(
  t: TestApp,
  c: Shopper,
  o: { orderId: string; totalAmount: number },
  secret: string,
) {
  await t.app.inject({
    method: 'POST',
    url: '/api/payment/do_payment',
    headers: c.headers,
    payload: { orderId: o.orderId, price: o.totalAmount },
  });
  const paid = await sendWebhook(t.app, secret, {
    eventId: `evt-return-${++events}-${o.orderId}`,
    orderId: o.orderId,
    status: 'paid',
    amount: o.totalAmount,
    method: 'upi',
  });
  expect(paid.statusCode).toBe(200);
}

async function payOnDelivery(t: TestApp, c: Shopper, orderId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payment/cash-on-delivery',
    headers: c.headers,
    payload: { orderId },
  });
  return res.statusCode === 200;
}

/**
 * Orders delivered to fresh shoppers, and the return endpoints, for the returns tests (API and
 * seller tool): the courier's delivered scan is set in the database, as the shipments webhook
 * would set it.
 */
export function deliveredOrders(ctx: ReturnsContext, secret: string) {
  async function shopper(): Promise<Shopper> {
    const c = await registerCustomer(ctx.t.app);
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/home/customer/web_add_address',
      headers: c.headers,
      payload: { ...HOME_ADDRESS, userId: c.id },
    });
    return { ...c, addressId: res.json().address._id };
  }

  /**
   * A paid order of `units` of the sized item, delivered `daysAgo`; with the FLAT150 coupon when
   * it reaches the coupon's ₹999.
   */
  async function deliveredOrder(c: Shopper, units: number, daysAgo = 1, cod = false) {
    await ctx.t.app.inject({
      method: 'POST',
      url: '/api/home/product/add-to-card',
      headers: c.headers,
      payload: {
        userId: c.id,
        productId: ctx.item.id,
        quantity: units,
        variantId: ctx.item.variationId,
      },
    });
    const placed = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/order/cart/android',
      headers: c.headers,
      payload: {
        addressId: c.addressId,
        ...(ctx.item.price * units >= 999 && { couponCode: 'FLAT150' }),
      },
    });
    expect(placed.json()).toHaveProperty('orderId');
    const o = placed.json() as { orderId: string; totalAmount: number };
    if (cod) return delivered(c, o, daysAgo, await payOnDelivery(ctx.t, c, o.orderId));
    await payOnline(ctx.t, c, o, secret);
    return delivered(c, o, daysAgo, true);
  }

  async function delivered(
    c: Shopper,
    o: { orderId: string; totalAmount: number },
    daysAgo: number,
    placed: boolean,
  ) {
    expect(placed).toBe(true);
    await ctx.t.db
      .execute(sql`update order_parts set delivered_at = ${new Date(Date.now() - daysAgo * DAY).toISOString()}::timestamptz
      where order_id = (select id from orders where order_number = ${o.orderId})`);
    const view = await returnsView(c, o.orderId);
    return { ...o, orderItemId: view.parts[0].items[0].orderItemId as string, view };
  }

  const returnsView = async (c: Shopper, orderId: string) =>
    (await ctx.t.app.inject({ url: `/api/order/return/${orderId}`, headers: c.headers })).json();
  const ask = (c: Shopper, payload: object) =>
    ctx.t.app.inject({ method: 'POST', url: '/api/order/return', headers: c.headers, payload });
  const tomorrow = () => new Date(Date.now() + 5.5 * 3_600_000 + DAY).toISOString().slice(0, 10);
  const body = (o: { orderId: string; orderItemId: string }, extra: object = {}) => ({
    orderId: o.orderId,
    sellerId: ctx.item.sellerId,
    kind: 'return',
    reason: 'changedMind',
    items: [{ orderItemId: o.orderItemId, units: 1 }],
    pickupDay: tomorrow(),
    ...extra,
  });

  return { shopper, deliveredOrder, returnsView, ask, body };
}

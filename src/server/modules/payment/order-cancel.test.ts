import { sql } from 'drizzle-orm';
import { sendWebhook } from '../../test/payment-webhook';
import { createTestApp, registerCustomer, type TestApp } from '../../test/test-app';
import { HOME_ADDRESS } from '../../test/home-address';

const SECRET = 'webhook-secret-for-tests-0123';
let t: TestApp;
type Item = { id: string; sellerId: string; variationId: string; price: number };
let a: Item;
let b: Item;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 48, config: { PAYMENT_WEBHOOK_SECRET: SECRET } });
  // Two items of two sellers who take cash, cheap enough for a cash on delivery order.
  const rows = (
    await t.db.execute(sql`select distinct on (p.seller_id) p.id, p.seller_id as "sellerId",
      v.id as "variationId", v.discounted_price as price
    from products p join variations v on v.product_id = p.id and v.position = 0
      join sellers s on s.id = p.seller_id
    where v.discounted_price between 300 and 900 and s.cash_on_delivery and p.cash_on_delivery
    order by p.seller_id, p.id limit 2`)
  ).rows as Item[];
  [a, b] = [rows[0]!, rows[1]!];
  for (const item of rows)
    await t.db.execute(sql`update variations set stock = 500 where id = ${item.variationId}`);
});
afterAll(() => t.close());

type Shopper = Awaited<ReturnType<typeof registerCustomer>> & { addressId: string };
async function shopper(): Promise<Shopper> {
  const c = await registerCustomer(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/home/customer/web_add_address',
    headers: c.headers,
    payload: { ...HOME_ADDRESS, userId: c.id },
  });
  return { ...c, addressId: res.json().address._id };
}

/** An order of one unit of each item, through the cart, unpaid. */
async function order(c: Shopper, items: Item[]): Promise<{ orderId: string; totalAmount: number }> {
  for (const item of items) {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/home/product/add-to-card',
      headers: c.headers,
      payload: { userId: c.id, productId: item.id, quantity: 1, variantId: item.variationId },
    });
    expect(added.statusCode).toBe(200);
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/cart/android',
    headers: c.headers,
    payload: { addressId: c.addressId },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

let events = 0;
async function pay(c: Shopper, o: { orderId: string; totalAmount: number }) {
  await t.app.inject({
    method: 'POST',
    url: '/api/payment/do_payment',
    headers: c.headers,
    payload: { orderId: o.orderId, price: o.totalAmount },
  });
  const res = await sendWebhook(t.app, SECRET, {
    eventId: `evt-cancel-${++events}-${o.orderId}`,
    orderId: o.orderId,
    status: 'paid',
    amount: o.totalAmount,
    method: 'upi',
  });
  expect(res.statusCode).toBe(200);
}

const cancel = (c: Shopper, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/order/cancel', headers: c.headers, payload });
const stock = async (item: Item) =>
  Number(
    (await t.db.execute(sql`select stock from variations where id = ${item.variationId}`)).rows[0]!
      .stock,
  );
const refunds = async (orderId: string) =>
  (
    await t.db.execute(sql`select r.amount_paise as paise, r.order_part_id is not null as part
      from payment_refunds r join orders o on o.id = r.order_id where o.order_number = ${orderId}`)
  ).rows as { paise: number; part: boolean }[];
const read = async (c: Shopper, orderId: string) =>
  (
    await t.app.inject({ url: `/api/home/customer/gat-order/${orderId}`, headers: c.headers })
  ).json().order;

describe('cancelling an order before it ships', () => {
  it('a paid order: cancelled, its stock back, refunded in full once', async () => {
    const c = await shopper();
    const o = await order(c, [a]);
    await pay(c, o);
    const before = await stock(a);
    const res = await cancel(c, { orderId: o.orderId, reason: 'changedMind' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      orderId: o.orderId,
      order_status: 'cancelled',
      refund: o.totalAmount,
    });
    expect(await stock(a)).toBe(before + 1);
    expect(await refunds(o.orderId)).toEqual([{ paise: o.totalAmount * 100, part: true }]);
    // Asked of the gateway after the answer, and accepted by it.
    await vi.waitFor(async () => {
      const [row] = (
        await t.db.execute(sql`select r.status from payment_refunds r join orders o
          on o.id = r.order_id where o.order_number = ${o.orderId}`)
      ).rows;
      expect(row?.status).toBe('requested');
    });
    expect(await read(c, o.orderId)).toMatchObject({
      order_status: 'cancelled',
      refundAmount: o.totalAmount,
    });
    // A second cancel changes nothing: no second refund, no second restock.
    const again = await cancel(c, { orderId: o.orderId, reason: 'changedMind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ORDER_CANCELLED');
    expect(await refunds(o.orderId)).toHaveLength(1);
    expect(await stock(a)).toBe(before + 1);
  });

  it("one seller's part of a paid order: only that part refunded; the parts add up to the total", async () => {
    const c = await shopper();
    const o = await order(c, [a, b]);
    await pay(c, o);
    const first = await cancel(c, { orderId: o.orderId, sellerId: a.sellerId, reason: 'other' });
    expect(first.json()).toMatchObject({ order_status: 'placed' });
    const second = await cancel(c, { orderId: o.orderId, sellerId: b.sellerId, reason: 'other' });
    expect(second.json()).toMatchObject({ order_status: 'cancelled' });
    const paid = (await refunds(o.orderId)).map((r) => r.paise);
    expect(paid).toHaveLength(2);
    expect(paid[0]! + paid[1]!).toBe(o.totalAmount * 100);
    expect(first.json().refund + second.json().refund).toBe(o.totalAmount);
  });

  it('an unpaid order and a cash on delivery order: cancelled whole, nothing refunded', async () => {
    const c = await shopper();
    const unpaid = await order(c, [a]);
    const before = await stock(a);
    expect((await cancel(c, { orderId: unpaid.orderId, reason: 'foundCheaper' })).statusCode).toBe(
      200,
    );
    expect(await stock(a)).toBe(before + 1);
    const cod = await order(c, [a, b]);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/payment/cash-on-delivery',
      headers: c.headers,
      payload: { orderId: cod.orderId },
    });
    expect(placed.statusCode).toBe(200);
    const part = await cancel(c, { orderId: cod.orderId, sellerId: a.sellerId, reason: 'other' });
    expect(part.statusCode).toBe(409);
    const whole = await cancel(c, { orderId: cod.orderId, reason: 'deliveryTooLate' });
    expect(whole.json()).toEqual({ orderId: cod.orderId, order_status: 'cancelled', refund: 0 });
    expect(await refunds(cod.orderId)).toEqual([]);
  });

  it("refuses another shopper's order and bad input, changing nothing", async () => {
    const owner = await shopper();
    const o = await order(owner, [a]);
    await pay(owner, o);
    const other = await shopper();
    expect((await cancel(other, { orderId: o.orderId, reason: 'other' })).statusCode).toBe(404);
    for (const payload of [
      { orderId: o.orderId },
      { orderId: o.orderId, reason: 'because' },
      { orderId: o.orderId, reason: 'other', sellerId: 'not-a-uuid' },
      { orderId: o.orderId, reason: 'other', extra: 1 },
    ]) {
      const res = await cancel(owner, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    const stranger = await cancel(owner, {
      orderId: o.orderId,
      sellerId: '00000000-0000-4000-8000-000000000000',
      reason: 'other',
    });
    expect(stranger.statusCode).toBe(404);
    expect(await read(owner, o.orderId)).toMatchObject({ order_status: 'placed', refundAmount: 0 });
    expect(await refunds(o.orderId)).toEqual([]);
  });
});

describe('a cancel sent again under its Idempotency-Key (a queued offline cancel)', () => {
  const keyed = (c: Shopper, key: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/cancel',
      headers: { ...c.headers, 'idempotency-key': key },
      payload,
    });

  it('answers the first answer again and refunds once, directly and through /api/changes', async () => {
    const c = await shopper();
    const o = await order(c, [a, b]);
    await pay(c, o);
    const before = await stock(a);
    const ask = { orderId: o.orderId, sellerId: a.sellerId, reason: 'changedMind' };
    const first = await keyed(c, 'cancel-key-0001', ask);
    expect(first.statusCode).toBe(200);
    const again = await keyed(c, 'cancel-key-0001', ask);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // The outbox's way: the same change in a batch, its answer lost and sent again.
    const change = { key: 'cancel-key-0001', operation: 'cancelOrder', body: ask };
    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/changes',
      headers: c.headers,
      payload: { changes: [change] },
    });
    expect(batch.json().results).toEqual([{ status: 200, body: first.json() }]);
    expect(await refunds(o.orderId)).toHaveLength(1);
    expect(await stock(a)).toBe(before + 1);
    // Sent to the gateway after the answer, outside the key's (committed) transaction.
    await vi.waitFor(async () => {
      const [row] = (
        await t.db.execute(sql`select r.status from payment_refunds r join orders o
          on o.id = r.order_id where o.order_number = ${o.orderId}`)
      ).rows;
      expect(row?.status).toBe('requested');
    });
    // Another key for the part already cancelled is refused: no second refund either.
    const other = await keyed(c, 'cancel-key-0002', ask);
    expect(other.statusCode).toBe(404);
    expect(await refunds(o.orderId)).toHaveLength(1);
    expect(await read(c, o.orderId)).toMatchObject({ order_status: 'placed' });
  });

  it('refuses the same key with another request, changing nothing', async () => {
    const c = await shopper();
    const o = await order(c, [a, b]);
    await pay(c, o);
    const ask = { orderId: o.orderId, sellerId: a.sellerId, reason: 'other' };
    expect((await keyed(c, 'cancel-key-0003', ask)).statusCode).toBe(200);
    const changed = await keyed(c, 'cancel-key-0003', { ...ask, sellerId: b.sellerId });
    expect(changed.statusCode).toBe(422);
    expect(await refunds(o.orderId)).toHaveLength(1);
    expect(await read(c, o.orderId)).toMatchObject({ order_status: 'placed' });
  });
});

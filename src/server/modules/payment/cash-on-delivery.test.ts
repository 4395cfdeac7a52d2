import { sql } from 'drizzle-orm';
import { sendWebhook } from '../../test/payment-webhook';
import { createTestApp, registerCustomer, type TestApp } from '../../test/test-app';
import { HOME_ADDRESS } from '../../test/home-address';
import { pdfText } from '../../../../tests/tools/pdf-text';
import { expireUnpaidOrders } from '../orders/expiry';
import { recordRefusedAtDoor } from './cash-on-delivery';

const SECRET = 'webhook-secret-for-tests-0123';
const FEE = 20;
const CAP = 3000;
let t: TestApp;
let item: { id: string; sellerId: string; variationId: string; price: number };

beforeAll(async () => {
  t = await createTestApp({
    seedProducts: 48,
    config: {
      PAYMENT_WEBHOOK_SECRET: SECRET,
      COD_FEE_RUPEES: String(FEE),
      COD_MAX_ORDER_RUPEES: String(CAP),
      COD_MAX_REFUSALS: '1',
    },
  });
  item = (
    await t.db.execute(sql`select p.id, p.seller_id as "sellerId", v.id as "variationId",
      v.discounted_price as price
    from products p join variations v on v.product_id = p.id and v.position = 0
      join sellers s on s.id = p.seller_id
    where v.discounted_price between 300 and 700 and s.cash_on_delivery and p.cash_on_delivery
    order by p.id limit 1`)
  ).rows[0] as typeof item;
  await t.db.execute(sql`update variations set stock = 500 where id = ${item.variationId}`);
});
afterAll(() => t.close());

type Shopper = Awaited<ReturnType<typeof registerCustomer>> & { addressId: string };
async function shopper(pincode = '500034', state = 'Telangana'): Promise<Shopper> {
  const c = await registerCustomer(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/home/customer/web_add_address',
    headers: c.headers,
    payload: { ...HOME_ADDRESS, pincode, state, userId: c.id },
  });
  expect(res.statusCode).toBe(200);
  return { ...c, addressId: res.json().address._id };
}

async function order(c: Shopper, quantity = 1): Promise<{ orderId: string; totalAmount: number }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: c.headers,
    payload: {
      productId: item.id,
      sellerId: item.sellerId,
      quantity,
      variationId: item.variationId,
      addressId: c.addressId,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const choice = async (c: Shopper, orderId: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payment/do_payment',
    headers: c.headers,
    payload: { orderId, price: 0 },
  });
  expect(res.statusCode).toBe(200);
  return res.json().cashOnDelivery;
};
const placeCod = (c: Shopper, orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/cash-on-delivery',
    headers: c.headers,
    payload: { orderId },
  });
const row = async (orderId: string) =>
  (
    await t.db.execute(sql`select payment_status, order_status, payment_method, cod_fee,
      total_amount, refused_at_door_at is not null as refused from orders
      where order_number = ${orderId}`)
  ).rows[0] as Record<string, unknown>;
const stock = async () =>
  (await t.db.execute(sql`select stock from variations where id = ${item.variationId}`)).rows[0]!
    .stock;

describe('cash on delivery', () => {
  it('is offered with its fee, then places the order unpaid with the fee as its own line', async () => {
    const c = await shopper();
    const o = await order(c);
    expect(await choice(c, o.orderId)).toEqual({
      available: true,
      reason: null,
      fee: FEE,
      maxOrder: CAP,
    });
    const res = await placeCod(c, o.orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      orderId: o.orderId,
      totalAmount: o.totalAmount + FEE,
      cod_fee: FEE,
    });
    expect(await row(o.orderId)).toMatchObject({
      payment_status: 'not paid',
      order_status: 'placed',
      payment_method: 'cod',
      cod_fee: FEE,
      total_amount: o.totalAmount + FEE,
    });
    const read = (
      await t.app.inject({ url: `/api/home/customer/gat-order/${o.orderId}`, headers: c.headers })
    ).json().order;
    expect(read).toMatchObject({ cod_fee: FEE, payment_method: 'cod', order_status: 'placed' });
    // Not pending: the dashboard counts it with the placed orders.
    const board = (
      await t.app.inject({
        url: `/api/home/customer/gat-dashboard-data/${c.id}`,
        headers: c.headers,
      })
    ).json();
    expect(board.pendingOrder).toBe(0);
  });

  it('asked twice adds the fee once; Pay Now is refused for it', async () => {
    const c = await shopper();
    const o = await order(c);
    await placeCod(c, o.orderId);
    const again = await placeCod(c, o.orderId);
    expect(again.statusCode).toBe(200);
    expect(again.json().totalAmount).toBe(o.totalAmount + FEE);
    expect((await row(o.orderId)).total_amount).toBe(o.totalAmount + FEE);
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payment/do_payment',
      headers: c.headers,
      payload: { orderId: o.orderId, price: o.totalAmount },
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().code).toBe('CASH_ON_DELIVERY');
  });

  it("answers another shopper's order as not found, and changes nothing", async () => {
    const owner = await shopper();
    const o = await order(owner);
    const other = await shopper();
    const res = await placeCod(other, o.orderId);
    expect(res.statusCode).toBe(404);
    expect(await row(o.orderId)).toMatchObject({
      order_status: 'pending',
      payment_method: null,
      cod_fee: 0,
    });
  });

  it('refuses a bad body with a clear error', async () => {
    const c = await shopper();
    for (const payload of [
      {},
      { orderId: '' },
      { orderId: 'x'.repeat(65) },
      { orderId: 'A', x: 1 },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment/cash-on-delivery',
        headers: c.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
  });

  it('is refused over the cap, and the order stays unpaid and unchanged', async () => {
    const c = await shopper();
    const o = await order(c, Math.ceil((CAP + 1) / item.price));
    expect(o.totalAmount).toBeGreaterThan(CAP);
    expect(await choice(c, o.orderId)).toMatchObject({ available: false, reason: 'overCap' });
    const res = await placeCod(c, o.orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CASH_ON_DELIVERY_REFUSED');
    expect(await row(o.orderId)).toMatchObject({
      order_status: 'pending',
      cod_fee: 0,
      total_amount: o.totalAmount,
    });
  });

  it('is refused where the islands are (prepaid only), for a prepaid-only seller and item', async () => {
    const islander = await shopper('744101', 'Andaman and Nicobar Islands');
    expect(await choice(islander, (await order(islander)).orderId)).toMatchObject({
      reason: 'pin',
    });
    const c = await shopper();
    await t.db.execute(
      sql`update sellers set cash_on_delivery = false where id = ${item.sellerId}`,
    );
    try {
      expect(await choice(c, (await order(c)).orderId)).toMatchObject({ reason: 'seller' });
    } finally {
      await t.db.execute(
        sql`update sellers set cash_on_delivery = true where id = ${item.sellerId}`,
      );
    }
    await t.db.execute(sql`update products set cash_on_delivery = false where id = ${item.id}`);
    try {
      expect(await choice(c, (await order(c)).orderId)).toMatchObject({ reason: 'item' });
    } finally {
      await t.db.execute(sql`update products set cash_on_delivery = true where id = ${item.id}`);
    }
  });

  it('is lost after more refusals at the door than allowed; a refusal puts the stock back', async () => {
    const c = await shopper();
    for (let refused = 0; refused <= 1; refused++) {
      const o = await order(c);
      expect(await choice(c, o.orderId)).toMatchObject({ available: true });
      await placeCod(c, o.orderId);
      const before = await stock();
      expect(await recordRefusedAtDoor(t.db, o.orderId)).toMatchObject({ counted: true });
      expect(await recordRefusedAtDoor(t.db, o.orderId)).toMatchObject({ counted: false });
      expect(await stock()).toBe(Number(before) + 1);
      expect(await row(o.orderId)).toMatchObject({ order_status: 'cancelled', refused: true });
    }
    const last = await order(c);
    expect(await choice(c, last.orderId)).toMatchObject({ available: false, reason: 'refusals' });
    // Only a parcel sent to be paid at the door can be refused there.
    await expect(recordRefusedAtDoor(t.db, last.orderId)).rejects.toThrow(/on delivery/);
  });

  it('is not swept when the payment hold runs out', async () => {
    const c = await shopper();
    const o = await order(c);
    await placeCod(c, o.orderId);
    await expireUnpaidOrders(t.db, new Date(Date.now() + 24 * 3600_000));
    expect((await row(o.orderId)).order_status).toBe('placed');
  });

  it('becomes prepaid when an online payment of the order lands after all: the fee goes', async () => {
    const c = await shopper();
    const o = await order(c);
    await choice(c, o.orderId); // an online attempt opened first
    await placeCod(c, o.orderId);
    const paid = (eventId: string, amount: number) =>
      sendWebhook(t.app, SECRET, { eventId, orderId: o.orderId, status: 'paid', amount });
    // The online price is the order's without the fee: a payment of more is not this order's.
    expect((await paid(`evt-cod-fee-${o.orderId}`, o.totalAmount + FEE)).statusCode).toBe(422);
    expect((await row(o.orderId)).payment_status).toBe('not paid');
    const res = await paid(`evt-cod-${o.orderId}`, o.totalAmount);
    expect(res.statusCode).toBe(200);
    expect(await row(o.orderId)).toMatchObject({
      payment_status: 'paid',
      order_status: 'placed',
      cod_fee: 0,
      total_amount: o.totalAmount,
    });
  });

  it("has an invoice that says cash on delivery and the amount to collect; a pending order's has none", async () => {
    const c = await shopper();
    const o = await order(c);
    const before = await t.app.inject({
      url: `/api/generate-invoice/${o.orderId}`,
      headers: c.headers,
    });
    expect(before.statusCode).toBe(404);
    await placeCod(c, o.orderId);
    const res = await t.app.inject({
      url: `/api/generate-invoice/${o.orderId}`,
      headers: c.headers,
    });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Payment: Cash on delivery');
    expect(text).toContain('Cash on delivery fee');
    expect(text).toContain('Amount to collect on delivery');
  });
});

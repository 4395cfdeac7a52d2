import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  deliveredOrders,
  sizedItem,
  type ReturnsContext,
  type Shopper,
  type SizedItem,
} from '../../test/delivered-orders';
import { SandboxCourierProvider } from '../../providers/courier-sandbox';
import { SandboxPaymentProvider } from '../../providers/payment-sandbox';
import { sendDueRefunds } from '../payment/service';
import { acceptReturn, refuseReturn, returnParcelReceived } from './decide';

const SECRET = 'webhook-secret-for-tests-0123';
const courier = new SandboxCourierProvider({ webhookToken: 'returns-test', stepSeconds: 1 });
const payment = new SandboxPaymentProvider({
  vpa: 'shop@upi',
  payeeName: 'Shop',
  webhookSecret: SECRET,
});
const ctx = {} as ReturnsContext;
let t: TestApp;
let item: SizedItem;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 120, config: { PAYMENT_WEBHOOK_SECRET: SECRET } });
  item = await sizedItem(t);
  Object.assign(ctx, { t, item });
});
afterAll(() => t.close());

const { shopper, deliveredOrder, returnsView, ask, body } = deliveredOrders(ctx, SECRET);
/** Everything a refused request might have changed. */
const state = async () =>
  (
    await t.db.execute(sql`select (select count(*) from order_returns)::int as returns,
      (select count(*) from shipments)::int as shipments,
      (select count(*) from payment_refunds)::int as refunds,
      (select sum(stock) from variations where product_id = ${item.id})::int as stock`)
  ).rows[0];
const shipmentOf = async (returnId: string) =>
  (await t.db.execute(sql`select shipment_id as id from order_returns where id = ${returnId}`))
    .rows[0]!.id as string;
/** The parcel reached the seller and the seller accepted it; the refund sent to the provider. */
async function receiveAndAccept(returnId: string) {
  await returnParcelReceived(t.db, await shipmentOf(returnId));
  const accepted = await acceptReturn(t.db, courier, item.sellerId, returnId);
  await sendDueRefunds(t.db, payment, pino({ level: 'silent' }));
  return accepted;
}

describe('returning delivered items', () => {
  it('returned within 7 days and refunded to the paisa, coupon share taken off', async () => {
    const c = await shopper();
    const o = await deliveredOrder(c, 3);
    expect(o.view.parts[0]).toMatchObject({ blocked: null, cashOnDelivery: false });
    const res = await ask(c, body(o));
    expect(res.statusCode).toBe(200);
    const made = res.json().return;
    expect(made).toMatchObject({ kind: 'return', status: 'requested', refund: null });
    expect(made.pickup.awb).toBeTruthy();
    const shipment = (
      await t.db.execute(
        sql`select kind, status from shipments where id = ${await shipmentOf(made.id)}`,
      )
    ).rows[0];
    expect(shipment).toEqual({ kind: 'return', status: 'pickup_scheduled' });
    // Not yet at the seller: it cannot be accepted.
    await expect(acceptReturn(t.db, courier, item.sellerId, made.id)).rejects.toThrow(
      'The parcel has not reached the seller yet',
    );
    await receiveAndAccept(made.id);
    const [part] = (await returnsView(c, o.orderId)).parts;
    // One seller part, one item of 3 units: the ₹150 coupon is ₹50 a unit.
    expect(part.returns[0].refund).toMatchObject({
      amount: item.price - 50,
      status: 'requested',
    });
    expect(part.returns[0].refund.reference).toMatch(/^sandbox_refund_/);
    expect(part.items[0].unitsLeft).toBe(2);
    // The order's refundAmount stays the cancels' own: a return's refund is shown with it.
    const order = await t.app.inject({
      url: `/api/home/customer/gat-order/${o.orderId}`,
      headers: c.headers,
    });
    expect(order.json().order.refundAmount).toBe(0);
  });

  it('a partial return, then the rest: the refunds add up to what the items were paid', async () => {
    const c = await shopper();
    const o = await deliveredOrder(c, 3);
    const first = (await ask(c, body(o))).json().return;
    const rest = (
      await ask(c, body(o, { items: [{ orderItemId: o.orderItemId, units: 2 }] }))
    ).json().return;
    await receiveAndAccept(first.id);
    await receiveAndAccept(rest.id);
    const paise = (
      await t.db.execute(sql`select r.amount_paise as paise from payment_refunds r
        join orders o on o.id = r.order_id where o.order_number = ${o.orderId} order by r.amount_paise`)
    ).rows.map((r) => Number(r.paise));
    expect(paise).toEqual([(item.price - 50) * 100, (item.price - 50) * 200]);
    // Shipping was paid for a delivery made: never refunded by a return.
    expect(paise[0]! + paise[1]!).toBe(item.price * 300 - 15_000);
  });

  it('an exchange of size: the new size reserved, then sent in a new parcel', async () => {
    const c = await shopper();
    const o = await deliveredOrder(c, 1);
    expect(o.view.parts[0].items[0].exchangeSizes).toContain(item.other);
    const stockOf = async () =>
      Number(
        (
          await t.db.execute(sql`select stock from variations where product_id = ${item.id}
            and size = ${item.other} and color is not distinct from (select color from variations where id = ${item.variationId})`)
        ).rows[0]!.stock,
      );
    const before = await stockOf();
    const wrongReason = await ask(
      c,
      body(o, {
        kind: 'exchange',
        items: [{ orderItemId: o.orderItemId, units: 1, newSize: item.other }],
      }),
    );
    expect(wrongReason.statusCode).toBe(422);
    expect(wrongReason.json().code).toBe('EXCHANGE_NOT_ALLOWED');
    const res = await ask(
      c,
      body(o, {
        kind: 'exchange',
        reason: 'damaged',
        items: [{ orderItemId: o.orderItemId, units: 1, newSize: item.other }],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().return.items[0]).toMatchObject({ units: 1, newSize: item.other });
    expect(await stockOf()).toBe(before - 1);
    await receiveAndAccept(res.json().return.id);
    const [done] = (await returnsView(c, o.orderId)).parts[0].returns;
    expect(done).toMatchObject({ status: 'accepted', refund: null });
    expect(done.exchangeAwb).toBeTruthy();
    const kinds = (
      await t.db
        .execute(sql`select s.kind from shipments s join order_parts p on p.id = s.order_part_id
        join orders o on o.id = p.order_id where o.order_number = ${o.orderId} order by s.kind`)
    ).rows.map((r) => r.kind);
    expect(kinds).toEqual(['forward', 'return']);
  });

  it('a refused return says why, and its reserved size goes back on sale', async () => {
    const c = await shopper();
    const o = await deliveredOrder(c, 1);
    const before = await state();
    const made = (
      await ask(
        c,
        body(o, {
          kind: 'exchange',
          reason: 'defective',
          items: [{ orderItemId: o.orderItemId, units: 1, newSize: item.other }],
        }),
      )
    ).json().return;
    await refuseReturn(t.db, item.sellerId, made.id, 'The tags were removed');
    const [refused] = (await returnsView(c, o.orderId)).parts[0].returns;
    expect(refused).toMatchObject({ status: 'refused', refusedReason: 'The tags were removed' });
    expect((await state())!.stock).toBe(before!.stock);
  });
});

describe('a cash on delivery order', () => {
  it('is refunded to the UPI id the shopper gives, owed for support to pay', async () => {
    const c = await shopper();
    const o = await deliveredOrder(c, 1, 1, true);
    expect(o.view.parts[0].cashOnDelivery).toBe(true);
    const without = await ask(c, body(o));
    expect(without.statusCode).toBe(400);
    expect(without.json().error).toBe('Enter the UPI id the refund should go to');
    const made = (await ask(c, body(o, { upiId: 'asha.k@okaxis' }))).json().return;
    await receiveAndAccept(made.id);
    const [done] = (await returnsView(c, o.orderId)).parts[0].returns;
    expect(done.refund).toMatchObject({
      amount: item.price,
      status: 'owed',
      upiId: 'asha.k@okaxis',
      reference: null,
    });
  });
});

describe('a return refused changes nothing', () => {
  async function refused(c: Shopper, payload: object, status: number, code: string) {
    const before = await state();
    const res = await ask(c, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(await state()).toEqual(before);
  }

  it('after the 7 days', async () => {
    const c = await shopper();
    const o = await deliveredOrder(c, 1, 8);
    expect(o.view.parts[0].blocked).toBe('windowClosed');
    await refused(c, body(o), 409, 'RETURN_WINDOW_CLOSED');
  });

  it('before delivery', async () => {
    const c = await shopper();
    const o = await deliveredOrder(c, 1);
    await t.db.execute(sql`update order_parts set delivered_at = null
      where order_id = (select id from orders where order_number = ${o.orderId})`);
    await refused(c, body(o), 409, 'NOT_DELIVERED');
  });

  it('for an item that is not returnable (personal care)', async () => {
    const c = await shopper();
    const o = await deliveredOrder(c, 1);
    await t.db.execute(sql`update products set returnable = false where id = ${item.id}`);
    try {
      await refused(c, body(o), 409, 'NOT_RETURNABLE');
      expect((await returnsView(c, o.orderId)).parts[0].items[0].returnable).toBe(false);
    } finally {
      await t.db.execute(sql`update products set returnable = true where id = ${item.id}`);
    }
  });

  it('twice for the same units', async () => {
    const c = await shopper();
    const o = await deliveredOrder(c, 2);
    expect(
      (await ask(c, body(o, { items: [{ orderItemId: o.orderItemId, units: 2 }] }))).statusCode,
    ).toBe(200);
    await refused(c, body(o), 409, 'ALREADY_RETURNED');
  });

  it("for another shopper's order: not found", async () => {
    const owner = await shopper();
    const o = await deliveredOrder(owner, 1);
    const other = await shopper();
    await refused(other, body(o), 404, 'NOT_FOUND');
    const view = await t.app.inject({
      url: `/api/order/return/${o.orderId}`,
      headers: other.headers,
    });
    expect(view.statusCode).toBe(404);
  });

  it('with a photo not sent in this chat, a pickup day not offered, or an exchange size out of stock', async () => {
    const c = await shopper();
    const o = await deliveredOrder(c, 1);
    await refused(c, body(o, { photos: [crypto.randomUUID()] }), 404, 'NOT_FOUND');
    await refused(c, body(o, { pickupDay: '2020-01-01' }), 400, 'BAD_REQUEST');
    await refused(
      c,
      body(o, {
        kind: 'exchange',
        reason: 'damaged',
        items: [{ orderItemId: o.orderItemId, units: 1, newSize: 'XXXXL' }],
      }),
      409,
      'OUT_OF_STOCK',
    );
    await refused(c, body(o, { upiId: 'not-a-upi-id' }), 400, 'BAD_REQUEST');
  });
});

describe('a refund cannot be asked twice', () => {
  it('a second accept is refused and the provider is asked once', async () => {
    const c = await shopper();
    const o = await deliveredOrder(c, 1);
    const made = (await ask(c, body(o))).json().return;
    await receiveAndAccept(made.id);
    await expect(acceptReturn(t.db, courier, item.sellerId, made.id)).rejects.toThrow(
      'This return has already been decided',
    );
    await expect(refuseReturn(t.db, item.sellerId, made.id, 'late')).rejects.toThrow(
      'This return has already been decided',
    );
    expect(await sendDueRefunds(t.db, payment, pino({ level: 'silent' }))).toBe(0);
    const rows = (
      await t.db.execute(sql`select count(*)::int as n from payment_refunds r join orders o
        on o.id = r.order_id where o.order_number = ${o.orderId}`)
    ).rows[0];
    expect(rows).toEqual({ n: 1 });
    // Another seller cannot decide it either.
    await expect(acceptReturn(t.db, courier, crypto.randomUUID(), made.id)).rejects.toThrow(
      'Return not found',
    );
  });

  it('a request sent twice (a retry of the same key) books one pickup', async () => {
    const c = await shopper();
    const o = await deliveredOrder(c, 2);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/return',
        headers: { ...c.headers, 'idempotency-key': `return-retry-${o.orderId}` },
        payload: body(o),
      });
    const [first, again] = [await send(), await send()];
    expect(again.json()).toEqual(first.json());
    expect((await returnsView(c, o.orderId)).parts[0].returns).toHaveLength(1);
  });

  it('the parcel received twice changes nothing the second time', async () => {
    const c = await shopper();
    const o = await deliveredOrder(c, 1);
    const made = (await ask(c, body(o))).json().return;
    const shipmentId = await shipmentOf(made.id);
    expect(await returnParcelReceived(t.db, shipmentId)).toBe(made.id);
    expect(await returnParcelReceived(t.db, shipmentId)).toBeNull();
  });
});

import { sql } from 'drizzle-orm';
import { SandboxCourierProvider } from '../../providers/courier-sandbox';
import { sendWebhook } from '../../test/payment-webhook';
import { HOME_ADDRESS } from '../../test/home-address';
import { createTestApp, registerShopper, rowCount, type TestApp } from '../../test/test-app';
import { SELLER_DEMO_PASSWORD } from '../chat/seller-login';
import { sellerOrders } from '../../tools/seller-orders/orders-cli';
import { parcelRows } from '../../tools/payment-ledger/shipments';
import { shipmentLedgerOf } from './repository';
import { postDueScans } from './sandbox-clock';
import { applyTrackingEvent } from './tracking';
import { inTransaction } from '../../db/client';

const SECRET = 'webhook-secret-for-tests-0123';
const TOKEN = 'courier-token-for-tests-0123456789';
const STEP_MS = 60_000;
let clock = Date.now();
const courier = new SandboxCourierProvider({
  webhookToken: TOKEN,
  stepSeconds: STEP_MS / 1000,
  now: () => new Date(clock),
});
/** The sandbox's next scan: its clock moves one step and its due scans are posted. */
async function step(steps = 1) {
  clock += steps * STEP_MS;
  return postDueScans(t.db, courier, t.sms, t.app.log);
}

let t: TestApp;
type Item = { id: string; sellerId: string; variationId: string; email: string };
let item: Item;
let other: Item;
let seller: Record<string, string>;
let otherSeller: Record<string, string>;

async function sellerHeaders(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat/seller/login',
    payload: { email, password: SELLER_DEMO_PASSWORD },
  });
  return { authorization: `Bearer ${res.json().token}` };
}

beforeAll(async () => {
  t = await createTestApp({
    seedProducts: 48,
    config: { PAYMENT_WEBHOOK_SECRET: SECRET },
    courier,
  });
  const rows = (
    await t.db.execute(sql`select distinct on (p.seller_id) p.id, p.seller_id as "sellerId",
      v.id as "variationId", s.email
    from products p join variations v on v.product_id = p.id and v.position = 0
      join sellers s on s.id = p.seller_id
    where v.discounted_price between 300 and 900 and s.cash_on_delivery and p.cash_on_delivery
    order by p.seller_id, p.id limit 2`)
  ).rows as Item[];
  [item, other] = [rows[0]!, rows[1]!];
  for (const row of rows)
    await t.db.execute(sql`update variations set stock = 500 where id = ${row.variationId}`);
  seller = await sellerHeaders(item.email);
  otherSeller = await sellerHeaders(other.email);
});
afterAll(() => t.close());

type Shopper = Awaited<ReturnType<typeof registerShopper>>;

/** A paid order of one unit of `item` (or placed cash on delivery). */
async function order(c: Shopper, how: 'paid' | 'cod' = 'paid') {
  await t.app.inject({
    method: 'POST',
    url: '/api/home/product/add-to-card',
    headers: c.headers,
    payload: { userId: c.id, productId: item.id, quantity: 1, variantId: item.variationId },
  });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/order/cart/android',
    headers: c.headers,
    payload: { addressId: c.addressId },
  });
  const o = placed.json() as { orderId: string; totalAmount: number };
  if (how === 'cod') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/cash-on-delivery',
      headers: c.headers,
      payload: { orderId: o.orderId },
    });
    expect(res.statusCode).toBe(200);
    return o;
  }
  await t.app.inject({
    method: 'POST',
    url: '/api/payment/do_payment',
    headers: c.headers,
    payload: { orderId: o.orderId, price: o.totalAmount },
  });
  const paid = await sendWebhook(t.app, SECRET, {
    eventId: `evt-ship-${o.orderId}`,
    orderId: o.orderId,
    status: 'paid',
    amount: o.totalAmount,
    method: 'upi',
  });
  expect(paid.statusCode).toBe(200);
  return o;
}

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const pack = (orderId: string, as = seller) => post('/api/seller/orders/pack', as, { orderId });
const handOver = (orderId: string, as = seller) =>
  post('/api/seller/orders/hand-over', as, { orderId });
const cancel = (c: Shopper, orderId: string) =>
  post('/api/order/cancel', c.headers, { orderId, reason: 'changedMind' });
const read = async (c: Shopper, orderId: string) =>
  (
    await t.app.inject({ url: `/api/home/customer/gat-order/${orderId}`, headers: c.headers })
  ).json().order;
const webhook = (body: string, headers: Record<string, string | string[] | undefined>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/courier/webhook',
    headers: headers as Record<string, string>,
    payload: body,
  });
const parcelOf = async (orderId: string) =>
  (
    await t.db.execute(sql`select s.id, s.awb, s.status, p.delivered_at as "deliveredAt",
      p.cancelled_at as "cancelledAt"
    from shipments s join order_parts p on p.id = s.order_part_id join orders o on o.id = p.order_id
    where o.order_number = ${orderId} and s.kind = 'forward'`)
  ).rows as {
    id: string;
    awb: string;
    status: string;
    deliveredAt: unknown;
    cancelledAt: unknown;
  }[];
const scansOf = async (shipmentId: string) =>
  (
    await t.db.execute(sql`select status, applied from shipment_events
      where shipment_id = ${shipmentId} order by scan_at, created_at`)
  ).rows as { status: string; applied: boolean }[];

/** A paid order, packed and handed to the sandbox courier: its parcel. */
async function shipped(c: Shopper, how: 'paid' | 'cod' = 'paid') {
  const o = await order(c, how);
  expect((await pack(o.orderId)).statusCode).toBe(200);
  const res = await handOver(o.orderId);
  expect(res.statusCode).toBe(200);
  const [parcel] = await parcelOf(o.orderId);
  return { o, parcel: parcel!, answer: res.json() };
}

describe("the seller's steps", () => {
  it('lists the open part, packs it, hands it over once, and the journey shows each step', async () => {
    const c = await registerShopper(t.app);
    const o = await order(c);
    const listed = await t.app.inject({ url: '/api/seller/orders', headers: seller });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().parts).toContainEqual(
      expect.objectContaining({ orderId: o.orderId, stage: 'confirmed', payment: 'prepaid' }),
    );
    // Not packed: no courier yet.
    const early = await handOver(o.orderId);
    expect(early.statusCode).toBe(409);
    expect(await parcelOf(o.orderId)).toEqual([]);
    const packed = await pack(o.orderId);
    expect(packed.json().part.stage).toBe('packed');
    const first = await handOver(o.orderId);
    const again = await handOver(o.orderId);
    expect(first.statusCode).toBe(200);
    expect(first.json().part.shipment).toMatchObject({
      courier: expect.stringMatching(/^Sandbox/),
    });
    expect(again.json().part.shipment).toEqual(first.json().part.shipment);
    expect(await parcelOf(o.orderId)).toHaveLength(1);
    const [part] = (await read(c, o.orderId)).parts;
    expect(part).toMatchObject({
      sellerId: item.sellerId,
      stage: 'packed',
      cancellable: true,
      shipment: first.json().part.shipment,
    });
    expect(part.steps.map((s: { stage: string }) => s.stage)).toEqual([
      'placed',
      'confirmed',
      'packed',
    ]);
  });

  it('refuses a part of another seller, an unpaid order, and a customer token', async () => {
    const c = await registerShopper(t.app);
    const o = await order(c);
    expect((await pack(o.orderId, otherSeller)).statusCode).toBe(404);
    expect(
      (await post('/api/seller/orders/pack', c.headers, { orderId: o.orderId })).statusCode,
    ).toBe(401);
    expect((await post('/api/seller/orders/pack', {}, { orderId: o.orderId })).statusCode).toBe(
      401,
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/home/product/add-to-card',
      headers: c.headers,
      payload: { userId: c.id, productId: item.id, quantity: 1, variantId: item.variationId },
    });
    const unpaid = (
      await post('/api/order/cart/android', c.headers, { addressId: c.addressId })
    ).json();
    expect((await pack(unpaid.orderId)).statusCode).toBe(409);
    const packedAt = await t.db.execute(sql`select p.packed_at from order_parts p
      join orders o on o.id = p.order_id where o.order_number in (${o.orderId}, ${unpaid.orderId})`);
    expect(packedAt.rows.every((r) => r.packed_at === null)).toBe(true);
  });
});

describe('the sandbox clock and the tracking webhook', () => {
  it('moves a parcel to delivered by itself; the journey and notices follow, each once', async () => {
    const c = await registerShopper(t.app);
    const { o, parcel } = await shipped(c);
    await step(); // picked up
    let part = (await read(c, o.orderId)).parts[0];
    expect(part).toMatchObject({ stage: 'shipped', cancellable: false });
    await step(4); // in transit, out for delivery, delivered
    part = (await read(c, o.orderId)).parts[0];
    expect(part.stage).toBe('delivered');
    expect(part.steps.map((s: { stage: string }) => s.stage)).toEqual([
      'placed',
      'confirmed',
      'packed',
      'shipped',
      'out_for_delivery',
      'delivered',
    ]);
    const [after] = await parcelOf(o.orderId);
    expect(after).toMatchObject({ status: 'delivered' });
    expect(after!.deliveredAt).not.toBeNull();
    const notices = (
      await t.db.execute(sql`select event_key from push_deliveries
        where event_key like ${`parcel:${parcel.id}:%`} order by event_key`)
    ).rows.map((r) => r.event_key);
    expect(notices).toEqual([
      `parcel:${parcel.id}:delivered`,
      `parcel:${parcel.id}:out_for_delivery`,
      `parcel:${parcel.id}:shipped`,
    ]);
    // One SMS a stage too, to the delivery's number, in the shopper's language (English here).
    const texts = t.sms
      .sentMessages()
      .filter((m) => m.text.includes(o.orderId))
      .map((m) => m.text);
    expect(texts).toHaveLength(3);
    expect(texts.at(-1)).toContain('is on its way with');
    expect(texts[0]).toContain('has been delivered');
    // My Orders and the dashboard show where the part stands.
    const list = await t.app.inject({
      url: `/api/home/customer/gat-orders/${c.id}/all`,
      headers: c.headers,
    });
    expect(list.json().orders[0].partStages).toEqual([
      { shopName: part.shopName, stage: 'delivered' },
    ]);
    const dash = await t.app.inject({
      url: `/api/home/customer/gat-dashboard-data/${c.id}`,
      headers: c.headers,
    });
    expect(dash.json()).toMatchObject({ totalOrder: 1, pendingOrder: 0, cancelledOrder: 0 });
    expect(dash.json().recentOrders[0].partStages[0].stage).toBe('delivered');
  });

  it('refuses a bad token with 401 and stores nothing', async () => {
    const c = await registerShopper(t.app);
    const { parcel } = await shipped(c);
    const scan = courier.webhook({
      eventId: 'forged-1',
      awb: parcel.awb,
      status: 'delivered',
      scanAt: new Date(clock),
      isReturn: false,
      reference: null,
      description: 'Delivered',
      location: null,
    });
    const before = await rowCount(t.db, 'shipment_events');
    for (const headers of [
      { ...scan.headers, 'x-courier-token': 'not-the-token' },
      { 'content-type': 'application/json' },
    ]) {
      const res = await webhook(scan.body, headers);
      expect(res.statusCode).toBe(401);
    }
    expect(await rowCount(t.db, 'shipment_events')).toBe(before);
    expect((await parcelOf(await parcelOrder(parcel.id)))[0]).toMatchObject({
      status: 'pickup_scheduled',
      deliveredAt: null,
    });
  });

  it('stores a replayed scan once and never rolls a parcel back for a late one', async () => {
    const c = await registerShopper(t.app);
    const { parcel } = await shipped(c);
    const scan = (status: 'in_transit' | 'out_for_delivery', eventId: string, at: number) =>
      courier.webhook({
        eventId,
        awb: parcel.awb,
        status,
        scanAt: new Date(at),
        isReturn: false,
        reference: null,
        description: status,
        location: null,
      });
    const out = scan('out_for_delivery', `ofd-${parcel.awb}`, clock + 1000);
    expect((await webhook(out.body, out.headers)).json().outcomes).toEqual(['applied']);
    expect((await webhook(out.body, out.headers)).json().outcomes).toEqual(['duplicate']);
    const late = scan('in_transit', `transit-${parcel.awb}`, clock + 500);
    const res = await webhook(late.body, late.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().outcomes).toEqual(['stale']);
    expect(await scansOf(parcel.id)).toEqual([
      { status: 'in_transit', applied: false },
      { status: 'out_for_delivery', applied: true },
    ]);
    expect((await parcelOf(await parcelOrder(parcel.id)))[0]!.status).toBe('out_for_delivery');
    // npm run ledger lists the parcel, then its scans by scan time, the late one marked stale.
    const orderId = (
      await t.db.execute(sql`select p.order_id from shipments s
        join order_parts p on p.id = s.order_part_id where s.id = ${parcel.id}`)
    ).rows[0]!.order_id as string;
    const lines = parcelRows(await shipmentLedgerOf(t.db, orderId)).map(
      (r) => `${r.kind} ${r.text}`,
    );
    expect(lines.map((l) => l.split(/\s+/).slice(0, 2).join(' '))).toEqual([
      'parcel forward',
      `scan ${parcel.awb}`,
      `scan ${parcel.awb}`,
    ]);
    expect(lines[1]).toContain('in_transit stale');
    expect(lines[2]).toContain('out_for_delivery applied');
  });

  /** An order to 400098, where the sandbox fails both attempts and sends the parcel back. */
  async function backAtSeller(how: 'paid' | 'cod') {
    const c = await registerShopper(t.app, {
      ...HOME_ADDRESS,
      pincode: '400098',
      state: 'Maharashtra',
      cityDistTown: 'Mumbai',
      locality: 'Vidyanagari',
      landmark: 'Kalina',
    });
    const o = await order(c, how);
    expect((await pack(o.orderId)).statusCode).toBe(200);
    expect((await handOver(o.orderId)).statusCode).toBe(200);
    const stage = async () => (await read(c, o.orderId)).parts[0].stage;
    for (let i = 0; i < 12 && (await stage()) !== 'returned_to_seller'; i++) await step();
    return { c, o, back: await read(c, o.orderId) };
  }

  it('refunds in full a paid parcel that came back to its seller, once', async () => {
    const { c, o, back } = await backAtSeller('paid');
    expect(back.parts[0].stage).toBe('returned_to_seller');
    expect(back.order_status).toBe('cancelled');
    expect(back.refundAmount).toBe(o.totalAmount);
    expect(back.creditNotes).toHaveLength(1);
    await step(3);
    const again = await read(c, o.orderId);
    expect(again.refundAmount).toBe(o.totalAmount);
    expect(again.creditNotes).toHaveLength(1);
  });

  it('records a cash on delivery parcel back at its seller as refused at the door, once', async () => {
    const { c, o, back } = await backAtSeller('cod');
    expect(back.parts[0].stage).toBe('returned_to_seller');
    expect(back.order_status).toBe('cancelled');
    expect(back.creditNotes).toHaveLength(1);
    const { rows } = await t.db.execute(
      sql`select refused_at_door_at is not null as refused from orders where order_number = ${o.orderId}`,
    );
    expect(rows[0]!.refused).toBe(true);
    // The courier's scans again change nothing: counted and credited once.
    await step(3);
    expect((await read(c, o.orderId)).creditNotes).toHaveLength(1);
  });

  it("moves a return parcel on its own scans, leaving the part's delivery and notices alone", async () => {
    const c = await registerShopper(t.app);
    const { o, parcel } = await shipped(c);
    await step(5); // delivered to the shopper
    const [delivered] = await parcelOf(o.orderId);
    // A return pickup as the returns work books it (its own reference and AWB).
    const awb = `SBXRTEST${parcel.awb.slice(-7)}`;
    await t.db.execute(sql`insert into shipments (order_part_id, kind, provider, reference, awb,
        courier, status, status_at)
      select order_part_id, 'return', 'sandbox', ${`${o.orderId}-return`}, ${awb},
        'Sandbox Surface', 'pickup_scheduled', now()
      from shipments where id = ${parcel.id}`);
    const scan = (status: 'picked_up' | 'delivered', minutes: number) =>
      courier.webhook({
        eventId: `return-${awb}-${status}`,
        awb,
        status,
        scanAt: new Date(clock + minutes * 60_000),
        isReturn: true,
        reference: `${o.orderId}-return`,
        description: status,
        location: null,
      });
    const noticesBefore = await rowCount(t.db, 'push_deliveries');
    for (const webhookOf of [scan('picked_up', 1), scan('delivered', 2)])
      expect((await webhook(webhookOf.body, webhookOf.headers)).json().outcomes).toEqual([
        'applied',
      ]);
    const [row] = (await t.db.execute(sql`select status from shipments where awb = ${awb}`))
      .rows as { status: string }[];
    expect(row!.status).toBe('delivered');
    // The forward parcel, the part's delivered time and the shopper's notices are untouched.
    expect((await parcelOf(o.orderId))[0]).toEqual(delivered);
    expect(await rowCount(t.db, 'push_deliveries')).toBe(noticesBefore);
  });

  it('answers 200 to a scan for an AWB it does not have, storing nothing', async () => {
    const before = await rowCount(t.db, 'shipment_events');
    const scan = courier.webhook({
      eventId: 'stranger-1',
      awb: 'SBXS00000000000',
      status: 'picked_up',
      scanAt: new Date(clock),
      isReturn: false,
      reference: null,
      description: 'Picked up',
      location: null,
    });
    const res = await webhook(scan.body, scan.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().outcomes).toEqual(['unknown']);
    expect(await rowCount(t.db, 'shipment_events')).toBe(before);
  });
});

const parcelOrder = async (shipmentId: string) =>
  (
    await t.db.execute(sql`select o.order_number from shipments s
      join order_parts p on p.id = s.order_part_id join orders o on o.id = p.order_id
      where s.id = ${shipmentId}`)
  ).rows[0]!.order_number as string;

describe('cancel meets the courier', () => {
  it('refuses a part the courier has picked up with 409 ALREADY_SHIPPED, changing nothing', async () => {
    const c = await registerShopper(t.app);
    const { o, parcel } = await shipped(c);
    await step(); // picked up
    const refundsBefore = await rowCount(t.db, 'payment_refunds');
    const stockBefore = (
      await t.db.execute(sql`select stock from variations where id = ${item.variationId}`)
    ).rows[0]!.stock;
    const res = await cancel(c, o.orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ALREADY_SHIPPED');
    expect(await rowCount(t.db, 'payment_refunds')).toBe(refundsBefore);
    expect(
      (await t.db.execute(sql`select stock from variations where id = ${item.variationId}`))
        .rows[0]!.stock,
    ).toBe(stockBefore);
    expect((await parcelOf(o.orderId))[0]).toMatchObject({
      status: 'picked_up',
      cancelledAt: null,
    });
    expect((await read(c, o.orderId)).order_status).toBe('placed');
    expect(parcel.status).toBe('pickup_scheduled');
  });

  it('cancels a parcel booked but not picked up, with the courier too', async () => {
    const c = await registerShopper(t.app);
    const { o, parcel } = await shipped(c, 'cod');
    const res = await cancel(c, o.orderId);
    expect(res.statusCode).toBe(200);
    expect((await parcelOf(o.orderId))[0]).toMatchObject({ status: 'cancelled' });
    expect(courier.trackingEvents(parcel.awb).at(-1)?.status).toBe('cancelled');
    // The sandbox's own cancelled scan changes nothing more, and no pickup follows.
    await step(3);
    expect((await parcelOf(o.orderId))[0]).toMatchObject({ status: 'cancelled' });
    const part = (await read(c, o.orderId)).parts[0];
    expect(part).toMatchObject({ stage: 'cancelled', cancellable: false });
    expect(part.steps.at(-1).stage).toBe('cancelled');
  });

  it('tells the shopper of a refund the gateway accepted, by push and SMS, once', async () => {
    const c = await registerShopper(t.app);
    const o = await order(c);
    expect((await pack(o.orderId)).statusCode).toBe(200);
    expect((await cancel(c, o.orderId)).statusCode).toBe(200);
    await vi.waitFor(async () => {
      const rows = (
        await t.db.execute(sql`select d.kind, d.payload->>'body' as body from push_deliveries d
          join payment_refunds r on d.event_key = 'refund:' || r.id
          join orders o on o.id = r.order_id where o.order_number = ${o.orderId}`)
      ).rows;
      expect(rows).toEqual([{ kind: 'refund_started', body: expect.stringContaining(o.orderId) }]);
    });
    await vi.waitFor(() =>
      expect(
        t.sms.sentMessages().filter((m) => m.text.includes(`for order ${o.orderId}`)),
      ).toHaveLength(1),
    );
    const [part] = (await read(c, o.orderId)).parts;
    expect(part.refunds).toEqual([
      expect.objectContaining({ amount: o.totalAmount, status: 'requested' }),
    ]);
    expect(part.refunds[0].reference).toBeTruthy();
  });

  it("answers 404 for another shopper's order, and shows them no journey", async () => {
    const owner = await registerShopper(t.app);
    const { o } = await shipped(owner);
    const stranger = await registerShopper(t.app);
    expect((await cancel(stranger, o.orderId)).statusCode).toBe(404);
    const res = await t.app.inject({
      url: `/api/home/customer/gat-order/${o.orderId}`,
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
    expect((await parcelOf(o.orderId))[0]).toMatchObject({ status: 'pickup_scheduled' });
  });
});

describe('npm run seller-orders', () => {
  it('lists, packs and hands over through the running shop, and says why it refuses', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const c = await registerShopper(t.app);
    const o = await order(c, 'cod');
    const run = (...args: string[]) =>
      sellerOrders(['--seller', item.email, '--url', address, ...args]);
    expect((await run('list')).out).toContain(`${o.orderId} | confirmed | COD`);
    await expect(run('hand-over', o.orderId)).rejects.toThrow(
      'Mark the part packed before handing it to the courier',
    );
    expect((await run('pack', o.orderId)).out).toContain(`${o.orderId} | packed`);
    const handed = await run('hand-over', o.orderId);
    const [parcel] = await parcelOf(o.orderId);
    expect(handed.out).toContain(`AWB ${parcel!.awb}`);
    expect((await run('list')).out).toContain(`${o.orderId} | packed | COD`);
    await expect(
      sellerOrders(['--seller', other.email, '--url', address, 'pack', o.orderId]),
    ).rejects.toThrow('No order with that number has a part of yours');
    expect(await sellerOrders(['--seller', item.email, 'ship'])).toMatchObject({ code: 2 });
  });
});

// PGlite has one connection, so only PostgreSQL can interleave two transactions.
describe.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')('a scan beside a cancel', () => {
  /** Whether some other session waits for a row lock now. */
  const someoneWaits = async () =>
    (
      (
        await t.db.execute(sql`select count(*)::int as n from pg_stat_activity
        where wait_event_type = 'Lock' and pid <> pg_backend_pid()`)
      ).rows[0] as { n: number }
    ).n > 0;

  it('takes the order before the parcel, as a cancel does, so neither waits on the other forever', async () => {
    const c = await registerShopper(t.app);
    const { o, parcel } = await shipped(c);
    let scan: Promise<unknown> | null = null;
    // A cancel's locks, by hand: the order, then (once the scan waits) the parcel. A scan that
    // took the parcel first would wait for the order while this waits for the parcel.
    await inTransaction(t.db, async (tx) => {
      await tx.execute(sql`set local lock_timeout = '5s'`);
      await tx.execute(sql`select id from orders where order_number = ${o.orderId} for update`);
      scan = applyTrackingEvent(t.db, 'sandbox', {
        eventId: 'race-rto',
        awb: parcel.awb,
        status: 'rto_delivered',
        scanAt: new Date(),
        isReturn: false,
        reference: null,
        description: 'Delivered back to the seller',
        location: null,
      });
      await vi.waitFor(async () => expect(await someoneWaits()).toBe(true), { timeout: 5000 });
      await tx.execute(sql`select id from shipments where id = ${parcel.id} for update`);
    });
    await expect(scan).resolves.toMatchObject({ outcome: 'applied' });
    expect((await parcelOf(o.orderId))[0]!.status).toBe('rto_delivered');
  });
});

import { sql } from 'drizzle-orm';
import { inTransaction } from '../../../db/client';
import { sendWebhook } from '../../../test/payment-webhook';
import { createTestApp, registerShopper, type TestApp } from '../../../test/test-app';
import { findPaidOrder, invoicesOf } from '../invoice/invoice-service';
import { financialYear } from '../invoice/invoice-number';
import { issueCreditNote, type CreditNoteAsk } from './credit-note';
import { MORE_THAN_LEFT } from './credit-note-lines';

interface Item {
  productId: string;
  variationId: string;
  sellerId: string;
}

let t: TestApp;
/** One product of each of three sellers who take cash on delivery. */
let items: Item[];
const COUPON = 'CREDIT15';

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 48 });
  items = (
    await t.db.execute(sql`select distinct on (p.seller_id) p.id as "productId",
        v.id as "variationId", p.seller_id as "sellerId"
      from products p join variations v on v.product_id = p.id and v.position = 0
        join sellers s on s.id = p.seller_id
      where v.discounted_price between 300 and 900 and s.cash_on_delivery and p.cash_on_delivery
      order by p.seller_id, p.id limit 3`)
  ).rows as unknown as Item[];
  expect(items).toHaveLength(3);
  for (const item of items)
    await t.db.execute(sql`update variations set stock = 1000 where id = ${item.variationId}`);
  // 15% of a total that is rarely a multiple of the parts' values: shares with remainders.
  await t.db.execute(sql`insert into coupons (code, kind, value, min_order, expires_at)
    values (${COUPON}, 'percent', 15, 0, now() + interval '1 year')`);
});
afterAll(() => t.close());

type Shopper = Awaited<ReturnType<typeof registerShopper>>;
interface Placed {
  shopper: Shopper;
  orderId: string;
  totalAmount: number;
}

/** A new shopper orders the items (quantities 1, 2, 1...) through the cart; unpaid. */
async function cartOrder(of: Item[], couponCode?: string): Promise<Placed> {
  const c = await registerShopper(t.app);
  for (const [i, item] of of.entries()) {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/home/product/add-to-card',
      headers: c.headers,
      payload: {
        userId: c.id,
        productId: item.productId,
        variantId: item.variationId,
        quantity: 1 + (i % 2),
      },
    });
    expect(added.statusCode).toBe(200);
  }
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/order/cart/android',
    headers: c.headers,
    payload: { addressId: c.addressId, ...(couponCode && { couponCode }) },
  });
  expect(placed.statusCode).toBe(200);
  return { shopper: c, ...placed.json<{ orderId: string; totalAmount: number }>() };
}

let events = 0;
async function paid(of: Item[], couponCode?: string): Promise<Placed> {
  const o = await cartOrder(of, couponCode);
  const res = await sendWebhook(t.app, t.config.PAYMENT_WEBHOOK_SECRET, {
    eventId: `evt_credit_notes_${++events}`,
    orderId: o.orderId,
    status: 'paid',
    amount: o.totalAmount,
    method: 'upi',
  });
  expect(res.statusCode).toBe(200);
  return o;
}

const cancel = (o: Placed, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/cancel',
    headers: o.shopper.headers,
    payload: { orderId: o.orderId, reason: 'changedMind', ...payload },
  });

interface NoteRow {
  partId: string;
  sellerId: string;
  number: string;
  paise: number;
}
const notesOf = async (orderId: string) =>
  (
    await t.db.execute(sql`select n.order_part_id as "partId", n.seller_id as "sellerId",
        n.number, n.amount_paise as paise
      from credit_notes n join orders o on o.id = n.order_id
      where o.order_number = ${orderId} order by n.number`)
  ).rows as unknown as NoteRow[];
const refundsOf = async (orderId: string) =>
  (
    await t.db.execute(sql`select r.order_part_id as "partId", r.amount_paise as paise
      from payment_refunds r join orders o on o.id = r.order_id
      where o.order_number = ${orderId}`)
  ).rows as { partId: string; paise: number }[];
const invoices = async (o: Placed) =>
  (await invoicesOf(t.db, (await findPaidOrder(t.db, o.shopper.id, o.orderId))!)).invoices;
const partOf = async (o: Placed, sellerId: string) =>
  (
    await t.db.execute(sql`select p.id from order_parts p join orders o on o.id = p.order_id
      where o.order_number = ${o.orderId} and p.seller_id = ${sellerId}`)
  ).rows[0]!.id as string;
const issue = (ask: CreditNoteAsk, at?: Date) =>
  inTransaction(t.db, (tx) => issueCreditNote(tx, ask, at));
const fy = financialYear(new Date()).slice(2);

describe('the credit note of a cancelled seller part', () => {
  it('gives back exactly the refund, coupon share included, and the invoice it credits', async () => {
    const o = await paid(items, COUPON);
    const first = await cancel(o, { sellerId: items[1]!.sellerId });
    expect(first.statusCode).toBe(200);
    const [note] = await notesOf(o.orderId);
    expect(note!.number).toMatch(new RegExp(`^CN${fy}/\\d{6}$`));
    const [refund] = await refundsOf(o.orderId);
    expect(refund).toEqual({ partId: note!.partId, paise: note!.paise });
    expect(first.json().refund).toBe(note!.paise / 100);
    const invoice = (await invoices(o)).find((inv) => inv.partId === note!.partId)!;
    expect(invoice.totals.discount).toBeGreaterThan(0);
    expect(note!.paise).toBe(invoice.totals.total);

    // The rest cancelled: every part credited, and the notes add up to what was paid.
    expect((await cancel(o, {})).json()).toMatchObject({ order_status: 'cancelled' });
    const notes = await notesOf(o.orderId);
    expect(notes).toHaveLength(3);
    expect(notes.reduce((n, r) => n + r.paise, 0)).toBe(o.totalAmount * 100);
    const refunds = await refundsOf(o.orderId);
    for (const r of notes) expect(refunds).toContainEqual({ partId: r.partId, paise: r.paise });

    // The order tells the shopper of each, with where it opens.
    const read = await t.app.inject({
      url: `/api/home/customer/gat-order/${o.orderId}`,
      headers: o.shopper.headers,
    });
    const listed = read.json().order.creditNotes as {
      number: string;
      amount: number;
      path: string;
    }[];
    expect(listed).toHaveLength(3);
    for (const r of notes)
      expect(listed).toContainEqual(
        expect.objectContaining({
          number: r.number,
          amount: r.paise / 100,
          path: expect.stringMatching(new RegExp(`^/api/credit-note/${o.orderId}/[0-9a-f-]{36}$`)),
        }),
      );
  });

  it('numbers each seller in its own consecutive series, apart from its invoices', async () => {
    const orders = [await paid(items), await paid(items.slice(0, 2))];
    for (const o of orders) expect((await cancel(o, {})).statusCode).toBe(200);
    for (const seller of items) {
      const numbers = (
        await t.db.execute(sql`select number from credit_notes where seller_id = ${seller.sellerId}
          order by issued_at, number`)
      ).rows.map((r) => r.number as string);
      // Every note this seller ever issued, in the order issued: 1, 2, 3... with no gap.
      expect(numbers).toEqual(numbers.map((_, i) => `CN${fy}/${String(i + 1).padStart(6, '0')}`));
    }
    expect((await notesOf(orders[1]!.orderId)).map((n) => n.sellerId).sort()).toEqual(
      items
        .slice(0, 2)
        .map((i) => i.sellerId)
        .sort(),
    );
  });

  it('starts again at 1 in a new financial year', async () => {
    const o = await paid(items.slice(0, 1));
    const partId = await partOf(o, items[0]!.sellerId);
    const note = await issue(
      { orderPartId: partId, reason: 'returned', returnId: 'return-1' },
      new Date('2031-06-01T10:00:00+05:30'),
    );
    expect(note.number).toBe('CN31-32/000001');
  });

  it('is issued once per event: asked again it answers the same note and spends no number', async () => {
    const o = await paid(items.slice(0, 1));
    expect((await cancel(o, {})).statusCode).toBe(200);
    const [note] = await notesOf(o.orderId);
    const again = await issue({ orderPartId: note!.partId, reason: 'cancelled' });
    expect(again.number).toBe(note!.number);
    // A retried cancel is refused and issues nothing either.
    expect((await cancel(o, {})).statusCode).toBe(409);
    expect(await notesOf(o.orderId)).toEqual([note]);
    const next = await paid(items.slice(0, 1));
    expect((await cancel(next, {})).statusCode).toBe(200);
    const [nextNote] = await notesOf(next.orderId);
    expect(Number(nextNote!.number.slice(-6))).toBe(Number(note!.number.slice(-6)) + 1);
  });

  it('credits a cash on delivery order cancelled whole, and none for an unpaid one', async () => {
    const cod = await cartOrder(items.slice(0, 2));
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/payment/cash-on-delivery',
      headers: cod.shopper.headers,
      payload: { orderId: cod.orderId },
    });
    expect(placed.statusCode).toBe(200);
    const invoiced = await invoices(cod);
    expect((await cancel(cod, {})).json()).toMatchObject({ refund: 0 });
    const notes = await notesOf(cod.orderId);
    expect(notes.map((n) => n.paise).sort()).toEqual(
      invoiced.map((inv) => inv.totals.total).sort(),
    );
    expect(await refundsOf(cod.orderId)).toEqual([]);

    const unpaid = await cartOrder(items.slice(0, 1));
    expect((await cancel(unpaid, {})).statusCode).toBe(200);
    expect(await notesOf(unpaid.orderId)).toEqual([]);
  });
});

describe('a credit note of a return (issueCreditNote for the returns flow)', () => {
  it('credits some units, then the rest, adding up to the invoice; never more', async () => {
    // Quantities 1 and 2: the second seller's part has two units of one line.
    const o = await paid(items.slice(0, 2), COUPON);
    const partId = await partOf(o, items[1]!.sellerId);
    const invoice = (await invoices(o)).find((inv) => inv.partId === partId)!;
    const [line] = invoice.itemIds;
    const one = await issue({
      orderPartId: partId,
      reason: 'returned',
      returnId: 'r1',
      lines: [{ orderItemId: line!, quantity: 1 }],
    });
    const rest = await issue({
      orderPartId: partId,
      reason: 'returned',
      returnId: 'r2',
      shipping: true,
    });
    expect(one.credited.items).toEqual([{ orderItemId: line, quantity: 1 }]);
    expect(rest.credited.items).toEqual([{ orderItemId: line, quantity: 1 }]);
    expect(one.amountPaise + rest.amountPaise).toBe(invoice.totals.total);
    expect(Number(rest.number.slice(-6))).toBe(Number(one.number.slice(-6)) + 1);

    // Nothing is left: refused before a number is spent.
    await expect(
      issue({
        orderPartId: partId,
        reason: 'returned',
        returnId: 'r3',
        lines: [{ orderItemId: line!, quantity: 1 }],
      }),
    ).rejects.toThrow(MORE_THAN_LEFT);
    const after = await paid(items.slice(1, 2));
    expect((await cancel(after, {})).statusCode).toBe(200);
    const [next] = await notesOf(after.orderId);
    expect(Number(next!.number.slice(-6))).toBe(Number(rest.number.slice(-6)) + 1);
  });
});

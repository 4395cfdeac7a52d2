import { buyNow, stockedItem, type StockedItem } from '../../test/buy-now';
import { sendWebhook } from '../../test/payment-webhook';
import { createTestApp, registerShopper, type TestApp } from '../../test/test-app';
import { formatLedger } from './format';
import { LEDGER_SOURCES, readLedger, type LedgerSource } from './ledger-sources';

let t: TestApp;
let item: StockedItem;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 8 });
  item = await stockedItem(t.db);
});
afterAll(() => t.close());

/** A paid order of one unit, cancelled: its number. */
async function paidThenCancelled(): Promise<string> {
  const c = await registerShopper(t.app);
  const { orderId, totalAmount } = await buyNow(t.app, c, item);
  await t.app.inject({
    method: 'POST',
    url: '/api/payment/do_payment',
    headers: c.headers,
    payload: { orderId, price: totalAmount },
  });
  const paid = await sendWebhook(t.app, t.config.PAYMENT_WEBHOOK_SECRET, {
    eventId: `evt_ledger_${orderId}`,
    orderId,
    status: 'paid',
    amount: totalAmount,
    method: 'upi',
  });
  expect(paid.statusCode).toBe(200);
  const cancelled = await t.app.inject({
    method: 'POST',
    url: '/api/order/cancel',
    headers: c.headers,
    payload: { orderId, reason: 'changedMind' },
  });
  expect(cancelled.statusCode).toBe(200);
  return orderId;
}

describe('npm run ledger', () => {
  it("tells a cancelled order's payment, refund and credit note in time order", async () => {
    const orderId = await paidThenCancelled();
    const ledger = (await readLedger(t.db, orderId))!;
    const times = ledger.rows.map((r) => r.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const kinds = ledger.rows.map((r) => r.kind);
    expect(kinds).toEqual(expect.arrayContaining(['attempt', 'event', 'refund', 'credit']));
    // The money comes back after it was paid.
    expect(kinds.indexOf('refund')).toBeGreaterThan(kinds.indexOf('event'));
    expect(kinds.indexOf('credit')).toBeGreaterThan(kinds.indexOf('event'));

    const text = formatLedger(ledger);
    expect(text).toContain(`order ${orderId}:`);
    expect(text).toMatch(
      / refund {3}\S+ \S+ \S+ Rs \d+\.\d\d key \S+( refund \S+)? part [0-9a-f-]{36}/,
    );
    expect(text).toMatch(
      / credit {3}CN\d\d-\d\d\/\d{6} cancelled Rs \d+\.\d\d by .+ part [0-9a-f-]{36}/,
    );
  });

  it('merges any further source by time (where the courier events will join)', async () => {
    const orderId = await paidThenCancelled();
    const first = (await readLedger(t.db, orderId))!.rows;
    const between = new Date((first[0]!.at.getTime() + first.at(-1)!.at.getTime()) / 2);
    const courier: LedgerSource = async () => [
      { at: new Date(0), kind: 'courier', text: 'booked' },
      { at: between, kind: 'courier', text: 'picked up' },
    ];
    const rows = (await readLedger(t.db, orderId, [...LEDGER_SOURCES, courier]))!.rows;
    expect(rows).toHaveLength(first.length + 2);
    expect(rows[0]).toMatchObject({ kind: 'courier', text: 'booked' });
    const times = rows.map((r) => r.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('answers null for an order that does not exist', async () => {
    expect(await readLedger(t.db, 'OD-NO-SUCH-ORDER')).toBeNull();
  });
});

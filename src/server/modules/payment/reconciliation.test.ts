import { sql } from 'drizzle-orm';
import type { RazorpayPaymentProvider } from '../../providers/payment-razorpay';
import { RazorpayFake } from '../../test/razorpay-fake';
import { createTestApp, registerShopper, type TestApp } from '../../test/test-app';
import { formatLedger } from '../../tools/payment-ledger/format';
import { readLedger } from '../../tools/payment-ledger/ledger-sources';
import { reconcilePayments } from './reconciliation';
import { buyNow, stockedItem } from '../../test/buy-now';

const fake = new RazorpayFake();
let t: TestApp;
let razorpay: RazorpayPaymentProvider;
let item: { id: string; sellerId: string; variationId: string };
beforeAll(async () => {
  const apiUrl = await fake.start();
  t = await createTestApp({ seedProducts: 12, config: fake.shopConfig(apiUrl) });
  razorpay = fake.provider(apiUrl);
  item = await stockedItem(t.db);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

async function openPayment() {
  const c = await registerShopper(t.app);
  const { orderId, totalAmount } = await buyNow(t.app, c, item);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payment/do_payment',
    headers: c.headers,
    payload: { orderId, price: totalAmount },
  });
  expect(res.statusCode, res.body).toBe(200);
  const qrId = [...fake.qrs.values()].find((q) => q.notes.order_number === orderId)!.id;
  return { orderId, totalAmount, qrId };
}
/** The attempt's window closed minutes ago (the QR is closed at the gateway). */
const windowClosed = (qrId: string) =>
  t.db.execute(
    sql`update payments set expires_at = now() - interval '3 minutes' where reference = ${qrId}`,
  );
const order = async (orderNumber: string) =>
  (
    await t.db.execute(
      sql`select payment_status, order_status from orders where order_number = ${orderNumber}`,
    )
  ).rows[0];
const asked = (qrId: string) =>
  fake.requests.filter((r) => r.path === `/v1/payments/qr_codes/${qrId}/payments`).length;
const reconcile = () => reconcilePayments(t.db, razorpay, t.app.log);

describe('payment reconciliation', () => {
  it('places an order paid at the gateway whose webhook never came, once, and a late webhook changes nothing', async () => {
    const p = await openPayment();
    const { delivery } = fake.pay(p.qrId); // paid; the webhook is lost
    // Still in its window: not asked about (the webhook normally comes).
    await reconcile();
    expect(asked(p.qrId)).toBe(0);
    await windowClosed(p.qrId);
    expect((await reconcile()).settled).toBeGreaterThanOrEqual(1);
    expect(await order(p.orderId)).toEqual({ payment_status: 'paid', order_status: 'placed' });
    // The webhook arrives after all: the same payment, nothing more.
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/razorpay',
      headers: delivery.headers,
      payload: delivery.body,
    });
    expect(late.json().outcome).toBe('ignored');
    const refunds = await t.db.execute(
      sql`select 1 from payment_refunds r join orders o on o.id = r.order_id where o.order_number = ${p.orderId}`,
    );
    expect(refunds.rows).toHaveLength(0);
  });

  it('refunds a payment that reached the gateway after the hold ran out, once, however often it runs', async () => {
    const p = await openPayment();
    await t.db.execute(
      sql`update orders set expires_at = now() - interval '1 minute' where order_number = ${p.orderId}`,
    );
    const { payment } = fake.pay(p.qrId);
    await windowClosed(p.qrId);
    await reconcile();
    // Leased: asked about within the lease once only; nothing pending is left anyway.
    await reconcile();
    expect(asked(p.qrId)).toBe(1);
    expect(await order(p.orderId)).toEqual({
      payment_status: 'not paid',
      order_status: 'cancelled',
    });
    expect(
      fake.requests.filter((r) => r.path === `/v1/payments/${payment.id}/refund`),
    ).toHaveLength(1);
  });

  it('asks about an attempt still pending at the gateway once per lease, however many run the job', async () => {
    const p = await openPayment();
    await windowClosed(p.qrId);
    await Promise.all([reconcile(), reconcile()]);
    await reconcile();
    expect(asked(p.qrId)).toBe(1);
    expect(await order(p.orderId)).toEqual({ payment_status: 'not paid', order_status: 'pending' });
  });

  it('asks again with the same idempotency key for a refund the gateway refused', async () => {
    const p = await openPayment();
    await t.db.execute(
      sql`update orders set expires_at = now() - interval '1 minute' where order_number = ${p.orderId}`,
    );
    const { payment } = fake.pay(p.qrId);
    await windowClosed(p.qrId);
    const refundPath = `/v1/payments/${payment.id}/refund`;
    const before = fake.requests.length;
    fake.refuseRefunds = 1;
    await reconcile();
    const failed = await t.db.execute(
      sql`select status, last_error from payment_refunds where provider_payment_id = ${payment.id}`,
    );
    expect(failed.rows).toEqual([{ status: 'failed', last_error: expect.stringMatching(/502/) }]);
    await reconcile();
    const asks = fake.requests.slice(before).filter((r) => r.path === refundPath);
    expect(asks).toHaveLength(2);
    expect(new Set(asks.map((r) => r.headers['x-refund-idempotency']))).toEqual(
      new Set([`refund_${payment.id}`]),
    );
    const done = await t.db.execute(
      sql`select status, refund_id from payment_refunds where provider_payment_id = ${payment.id}`,
    );
    expect(done.rows).toEqual([
      { status: 'requested', refund_id: expect.stringMatching(/^rfnd_/) },
    ]);

    // Support reads the whole story of the order.
    const ledger = formatLedger((await readLedger(t.db, p.orderId))!);
    expect(ledger).toContain(`order ${p.orderId}`);
    expect(ledger).toMatch(new RegExp(`attempt  razorpay ${p.qrId} paid`));
    expect(ledger).toMatch(/event {4}razorpay reconciled:/);
    expect(ledger).toMatch(
      new RegExp(`refund   razorpay ${payment.id} requested .* key refund_${payment.id}`),
    );
  });
});

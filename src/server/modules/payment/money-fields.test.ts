import { sql } from 'drizzle-orm';
import { sendWebhook } from '../../test/payment-webhook';
import { RazorpayFake } from '../../test/razorpay-fake';
import { createTestApp, registerShopper, rowCount, type TestApp } from '../../test/test-app';
import type { RazorpayPaymentProvider } from '../../providers/payment-razorpay';
import { reconcilePayments } from './reconciliation';
import { sendDueRefunds } from './service';
import { buyNow, stockedItem, type StockedItem } from '../../test/buy-now';

/**
 * Every money field of every gateway event is checked before it moves an order: the currency
 * (rupees only), the amount, the order it names, and the payment's own state. One test per
 * field and gateway: a correctly signed event with that one field wrong changes nothing.
 */

/** A shopper's fresh order with one payment attempt opened at the gateway. */
async function openPayment(t: TestApp, item: StockedItem) {
  const c = await registerShopper(t.app);
  const { orderId, totalAmount } = await buyNow(t.app, c, item);
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/payment/do_payment',
    headers: c.headers,
    payload: { orderId, price: 1 },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const status = async () =>
    (await t.app.inject({ url: `/api/payment/status/${orderId}`, headers: c.headers })).json<{
      payment_status: string;
    }>().payment_status;
  return { orderId, totalAmount, status };
}

describe('Razorpay: each money field of an event is checked', () => {
  const fake = new RazorpayFake();
  let t: TestApp;
  let item: StockedItem;
  let razorpay: RazorpayPaymentProvider;
  beforeAll(async () => {
    const apiUrl = await fake.start();
    razorpay = fake.provider(apiUrl);
    t = await createTestApp({ seedProducts: 12, config: fake.shopConfig(apiUrl) });
    item = await stockedItem(t.db);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  const qrOf = (orderId: string) =>
    [...fake.qrs.values()].find((q) => q.notes.order_number === orderId)!.id;
  const deliver = (d: { body: string; headers: Record<string, string> }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/razorpay',
      headers: d.headers,
      payload: d.body,
    });
  /** The event Razorpay would send, changed by `edit`, signed again as Razorpay signs. */
  const edited = (body: string, edit: (event: RazorpayEvent) => void) => {
    const event = JSON.parse(body) as RazorpayEvent;
    edit(event);
    return fake.delivery(event);
  };

  /** Razorpay hears 200 (or it retries for a day); the order and its events are as they were. */
  async function expectNothingChanged(
    p: Awaited<ReturnType<typeof openPayment>>,
    delivery: { body: string; headers: Record<string, string> },
  ) {
    const events = await rowCount(t.db, 'payment_events');
    const res = await deliver(delivery);
    expect([res.statusCode, res.json()]).toEqual([200, { received: true, outcome: 'ignored' }]);
    expect(await rowCount(t.db, 'payment_events')).toBe(events);
    expect(await p.status()).toBe('not paid');
  }

  it('currency: a qr_code.credited in USD, rightly signed and for the right amount, pays nothing', async () => {
    const p = await openPayment(t, item);
    await expectNothingChanged(p, fake.pay(qrOf(p.orderId), { currency: 'USD' }).delivery);
  });

  it('currency: a payment that names none pays nothing', async () => {
    const p = await openPayment(t, item);
    const { delivery } = fake.pay(qrOf(p.orderId));
    await expectNothingChanged(
      p,
      edited(delivery.body, (e) => delete e.payload.payment!.entity.currency),
    );
  });

  it('currency: the same event in INR pays the order (the check passes what it should)', async () => {
    const p = await openPayment(t, item);
    const res = await deliver(fake.pay(qrOf(p.orderId)).delivery);
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await p.status()).toBe('paid');
  });

  it('amount: a payment one rupee short pays nothing', async () => {
    const p = await openPayment(t, item);
    const short = fake.pay(qrOf(p.orderId), { amount: p.totalAmount * 100 - 100 }).delivery;
    await expectNothingChanged(p, short);
  });

  it('amount: a payment.failed for another amount does not fail the attempt', async () => {
    const p = await openPayment(t, item);
    const failed = fake.pay(qrOf(p.orderId), { status: 'failed', amount: 100 }).delivery;
    await expectNothingChanged(p, failed);
  });

  it("order: a QR's payment whose notes name another order pays neither", async () => {
    const a = await openPayment(t, item);
    const b = await openPayment(t, item);
    const { delivery } = fake.pay(qrOf(a.orderId));
    await expectNothingChanged(
      b,
      edited(delivery.body, (e) => (e.payload.qr_code!.entity.notes.order_number = b.orderId)),
    );
    expect(await a.status()).toBe('not paid');
  });

  it('state: a payment.captured whose payment says it failed (or was refunded) pays nothing', async () => {
    const p = await openPayment(t, item);
    const { delivery } = fake.pay(qrOf(p.orderId));
    for (const status of ['failed', 'refunded', 'authorized'])
      await expectNothingChanged(
        p,
        edited(delivery.body, (e) => {
          e.event = 'payment.captured';
          e.payload.payment!.entity.status = status;
          e.payload.payment!.entity.notes = { order_number: p.orderId };
          delete e.payload.qr_code;
        }),
      );
  });

  it('state: a payment.failed whose payment says it was captured fails nothing', async () => {
    const p = await openPayment(t, item);
    const { delivery } = fake.pay(qrOf(p.orderId), { status: 'failed' });
    await expectNothingChanged(
      p,
      edited(delivery.body, (e) => (e.payload.payment!.entity.status = 'captured')),
    );
  });

  it('reconciliation: a captured payment in USD found by asking the gateway pays nothing', async () => {
    const p = await openPayment(t, item);
    fake.pay(qrOf(p.orderId), { currency: 'USD' });
    await t.db.execute(
      sql`update payments set expires_at = now() - interval '10 minutes' where reference = ${qrOf(p.orderId)}`,
    );
    await reconcilePayments(t.db, razorpay, t.app.log);
    expect(await p.status()).toBe('not paid');
  });

  it('refund: an answer for another amount or currency is not taken as the refund asked for', async () => {
    for (const [override, reason] of [
      [{ currency: 'USD' }, /currency USD/],
      [{ amount: 100 }, /amount 100/],
      [{ payment_id: 'pay_SomeoneElse01' }, /payment pay_SomeoneElse01/],
    ] as const) {
      const p = await openPayment(t, item);
      await t.db.execute(
        sql`update orders set expires_at = now() - interval '1 minute' where order_number = ${p.orderId}`,
      );
      fake.refundAnswerOverride = override;
      try {
        const { payment, delivery } = fake.pay(qrOf(p.orderId));
        // Paid after the hold: a refund is due; it is sent by hand here, not after the answer.
        fake.refuseRefunds = 1;
        expect((await deliver(delivery)).json().outcome).toBe('refund due');
        await expect.poll(async () => (await refundOf(payment.id))?.status).toBe('failed');
        await sendDueRefunds(t.db, razorpay, t.app.log, { retryFailed: true });
        expect(await refundOf(payment.id)).toEqual({
          status: 'failed',
          last_error: expect.stringMatching(reason),
        });
      } finally {
        fake.refundAnswerOverride = null;
        fake.refuseRefunds = 0;
      }
    }
  });

  const refundOf = async (paymentId: string) =>
    (
      await t.db.execute(
        sql`select status, last_error from payment_refunds where provider_payment_id = ${paymentId}`,
      )
    ).rows[0] as { status: string; last_error: string | null } | undefined;
});

interface RazorpayEvent {
  event: string;
  payload: {
    payment?: { entity: { status: string; currency?: string; notes: Record<string, string> } };
    qr_code?: { entity: { notes: Record<string, string> } };
  };
}

describe('the sandbox: each money field of an event is checked', () => {
  const SECRET = 'money-fields-webhook-secret';
  let t: TestApp;
  let item: StockedItem;
  beforeAll(async () => {
    t = await createTestApp({ seedProducts: 12, config: { PAYMENT_WEBHOOK_SECRET: SECRET } });
    item = await stockedItem(t.db);
  });
  afterAll(() => t.close());

  let events = 0;
  const event = (orderId: string, totalAmount: number, change: object = {}) => ({
    eventId: `evt_money_${++events}`,
    orderId,
    status: 'paid',
    amount: totalAmount,
    method: 'upi',
    ...change,
  });

  /** The sandbox's webhook refuses it (only this server posts there) and nothing changes. */
  async function expectRefused(
    p: Awaited<ReturnType<typeof openPayment>>,
    body: object,
    status: number,
  ) {
    const before = await rowCount(t.db, 'payment_events');
    const res = await sendWebhook(t.app, SECRET, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(await rowCount(t.db, 'payment_events')).toBe(before);
    expect(await p.status()).toBe('not paid');
  }

  it('currency: an event in USD is refused (422)', async () => {
    const p = await openPayment(t, item);
    await expectRefused(p, event(p.orderId, p.totalAmount, { currency: 'USD' }), 422);
  });

  it('currency: an event in INR, or naming none (the sandbox counts rupees), pays', async () => {
    for (const change of [{ currency: 'INR' }, {}]) {
      const p = await openPayment(t, item);
      const res = await sendWebhook(t.app, SECRET, event(p.orderId, p.totalAmount, change));
      expect(res.json()).toEqual({ received: true, outcome: 'applied' });
      expect(await p.status()).toBe('paid');
    }
  });

  it('amount: a paid or a failed event for another amount is refused (422)', async () => {
    const p = await openPayment(t, item);
    await expectRefused(p, event(p.orderId, p.totalAmount - 1), 422);
    await expectRefused(p, event(p.orderId, p.totalAmount + 1, { status: 'failed' }), 422);
  });

  it('order: an event for an order the shop does not have is refused (404)', async () => {
    const p = await openPayment(t, item);
    await expectRefused(p, event('OD-NOT-OURS', p.totalAmount), 404);
  });

  it('state: an event in a state other than paid or failed is refused (400)', async () => {
    const p = await openPayment(t, item);
    await expectRefused(p, event(p.orderId, p.totalAmount, { status: 'refunded' }), 400);
  });
});

import { sql } from 'drizzle-orm';
import { RazorpayFake } from '../../test/razorpay-fake';
import { createTestApp, registerShopper, rowCount, type TestApp } from '../../test/test-app';
import { PAYMENT_INITIATION_FAILED } from './service';
import { buyNow, stockedItem } from '../../test/buy-now';
import { english } from '@shared/said';

const fake = new RazorpayFake();
let t: TestApp;
let item: { id: string; sellerId: string; variationId: string };
beforeAll(async () => {
  const apiUrl = await fake.start();
  t = await createTestApp({ seedProducts: 12, config: fake.shopConfig(apiUrl) });
  item = await stockedItem(t.db);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

/** A shopper's fresh order and its payment opened at Razorpay (the fake). */
async function openPayment() {
  const c = await registerShopper(t.app);
  const { orderId, totalAmount } = await buyNow(t.app, c, item);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payment/do_payment',
    headers: c.headers,
    payload: { orderId, price: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  const qrId = [...fake.qrs.values()].find((q) => q.notes.order_number === orderId)!.id;
  const status = async () =>
    (await t.app.inject({ url: `/api/payment/status/${orderId}`, headers: c.headers })).json<{
      payment_status: string;
    }>().payment_status;
  return { c, orderId, totalAmount, qrId, answer: res.json(), status };
}

const deliver = (d: { body: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook/razorpay',
    headers: d.headers,
    payload: d.body,
  });
const orderRow = async (orderNumber: string) =>
  (
    await t.db.execute(
      sql`select payment_status, order_status, refund_due_at from orders where order_number = ${orderNumber}`,
    )
  ).rows[0] as { payment_status: string; order_status: string; refund_due_at: Date | null };

describe('Razorpay: opening a payment', () => {
  it('makes an Orders API order in paise and a single-use, fixed-amount QR closing with the window', async () => {
    const { orderId, totalAmount, answer } = await openPayment();
    const order = fake.requests.findLast((r) => r.path === '/v1/orders')!;
    expect(order.body).toMatchObject({
      amount: totalAmount * 100,
      currency: 'INR',
      receipt: orderId,
    });
    const qr = fake.requests.findLast((r) => r.path === '/v1/payments/qr_codes')!;
    expect(qr.body).toMatchObject({
      type: 'upi_qr',
      usage: 'single_use',
      fixed_amount: true,
      payment_amount: totalAmount * 100,
      notes: { order_number: orderId },
    });
    expect(qr.body!.close_by).toEqual(expect.any(Number));
    // The QR's UPI string is Razorpay's (its VPA, its tr); the apps open the same payment.
    expect(answer.url).toMatch(/^upi:\/\/pay\?pa=rzr\./);
    expect(answer.apps.map((a: { name: string }) => a.name)).toEqual([
      'G-Pay',
      'PhonePe',
      'Paytm',
      'Other UPI app',
    ]);
    // No sandbox payer page, and no hosted checkout: UPI only.
    expect(answer).toMatchObject({ amount: totalAmount, payerUrl: null, hostedCheckout: false });
  });

  it('has no hosted checkout: any2pay-initiate-payment is refused, opening nothing', async () => {
    const { c, orderId } = await openPayment();
    const attempts = await rowCount(t.db, 'payments');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/any2pay-initiate-payment',
      headers: c.headers,
      payload: {
        orderId,
        amount: 1,
        firstname: 'Asha',
        email: 'a@example.in',
        phone: '9876543210',
      },
    });
    expect([res.statusCode, res.json().error]).toEqual([503, english(PAYMENT_INITIATION_FAILED)]);
    expect(await rowCount(t.db, 'payments')).toBe(attempts);
  });

  it('serves no sandbox payer page: a gateway without a payer desk has none', async () => {
    const { orderId } = await openPayment();
    const page = await t.app.inject({ url: `/api/payment/sandbox/pay/${orderId}?secret=x` });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/json/);
  });

  it("answers the spec's error when Razorpay cannot be reached, and keeps no attempt", async () => {
    const c = await registerShopper(t.app);
    const { orderId } = await buyNow(t.app, c, item);
    const attempts = await rowCount(t.db, 'payments');
    fake.failWith = 500;
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment/do_payment',
        headers: c.headers,
        payload: { orderId, price: 1 },
      });
      expect([res.statusCode, res.json().error]).toEqual([503, english(PAYMENT_INITIATION_FAILED)]);
    } finally {
      fake.failWith = null;
    }
    expect(await rowCount(t.db, 'payments')).toBe(attempts);
  });
});

describe('Razorpay: the webhook', () => {
  it('a qr_code.credited for the right amount pays the order, once', async () => {
    const p = await openPayment();
    const { delivery, payment } = fake.pay(p.qrId);
    const res = await deliver(delivery);
    expect([res.statusCode, res.json()]).toEqual([200, { received: true, outcome: 'applied' }]);
    expect(await p.status()).toBe('paid');
    const attempt = (
      await t.db.execute(
        sql`select status, provider, reference, provider_payment_id from payments where reference = ${p.qrId}`,
      )
    ).rows[0];
    expect(attempt).toEqual({
      status: 'paid',
      provider: 'razorpay',
      reference: p.qrId,
      provider_payment_id: payment.id,
    });
  });

  it('a wrong or missing signature is refused (401), nothing changed', async () => {
    const p = await openPayment();
    const { delivery } = fake.pay(p.qrId);
    const events = await rowCount(t.db, 'payment_events');
    for (const signature of ['f'.repeat(64), undefined]) {
      const headers: Record<string, string> = { ...delivery.headers };
      if (signature) headers['x-razorpay-signature'] = signature;
      else delete headers['x-razorpay-signature'];
      expect((await deliver({ body: delivery.body, headers })).statusCode).toBe(401);
    }
    expect(await rowCount(t.db, 'payment_events')).toBe(events);
    expect(await p.status()).toBe('not paid');
  });

  it('a repeated x-razorpay-event-id is answered 200 and dropped', async () => {
    const p = await openPayment();
    const { delivery } = fake.pay(p.qrId);
    expect((await deliver(delivery)).json().outcome).toBe('applied');
    const events = await rowCount(t.db, 'payment_events');
    const again = await deliver(delivery);
    expect([again.statusCode, again.json().outcome]).toEqual([200, 'duplicate']);
    expect(await rowCount(t.db, 'payment_events')).toBe(events);
  });

  it('an amount that differs from the order is acknowledged (200) and changes nothing', async () => {
    const p = await openPayment();
    const { delivery } = fake.pay(p.qrId, { amount: p.totalAmount * 100 - 100 });
    const events = await rowCount(t.db, 'payment_events');
    const res = await deliver(delivery);
    expect([res.statusCode, res.json().outcome]).toEqual([200, 'ignored']);
    expect(await rowCount(t.db, 'payment_events')).toBe(events);
    expect(await orderRow(p.orderId)).toMatchObject({
      payment_status: 'not paid',
      order_status: 'pending',
    });
  });

  it('an event for an order we do not have is acknowledged (200) and changes nothing', async () => {
    const event = {
      entity: 'event',
      account_id: 'acc_FakeAccount0001',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: 'pay_Unknown0001',
            entity: 'payment',
            amount: 50000,
            currency: 'INR',
            status: 'captured',
            method: 'upi',
            order_id: 'order_Unknown0001',
            notes: { order_number: 'OD-NOT-OURS' },
          },
        },
      },
      created_at: 1700000000,
    };
    const events = await rowCount(t.db, 'payment_events');
    const res = await deliver(fake.delivery(event));
    expect([res.statusCode, res.json().outcome]).toEqual([200, 'ignored']);
    expect(await rowCount(t.db, 'payment_events')).toBe(events);
  });

  it('an event of a kind that moves no payment is acknowledged', async () => {
    const res = await deliver(
      fake.delivery({
        entity: 'event',
        event: 'qr_code.closed',
        contains: ['qr_code'],
        payload: {},
      }),
    );
    expect([res.statusCode, res.json().outcome]).toEqual([200, 'ignored']);
  });

  it('payment.failed moves the attempt to failed; a payment after it still pays (only forward)', async () => {
    const p = await openPayment();
    expect((await deliver(fake.pay(p.qrId, { status: 'failed' }).delivery)).json().outcome).toBe(
      'applied',
    );
    expect(await p.status()).toBe('failed');
    const { payment, delivery } = fake.pay(p.qrId);
    expect((await deliver(delivery)).json().outcome).toBe('applied');
    expect(await p.status()).toBe('paid');
    // The attempt took the payment that paid it; a failed one never comes back over it.
    const late = fake.pay(p.qrId, { status: 'failed' }).delivery;
    expect((await deliver(late)).json().outcome).toBe('ignored');
    const attempt = await t.db.execute(
      sql`select status, provider_payment_id from payments where reference = ${p.qrId}`,
    );
    expect(attempt.rows).toEqual([{ status: 'paid', provider_payment_id: payment.id }]);
  });

  it('a second payment of an order already paid is refunded; the same payment told twice is not', async () => {
    const p = await openPayment();
    const first = fake.pay(p.qrId);
    expect((await deliver(first.delivery)).json().outcome).toBe('applied');
    // Razorpay tells the same payment again as payment.captured: nothing to refund.
    const sameAgain = JSON.parse(first.delivery.body) as { payload: { payment: unknown } };
    await deliver(
      fake.delivery({
        entity: 'event',
        event: 'payment.captured',
        contains: ['payment'],
        payload: { payment: sameAgain.payload.payment },
      }),
    );
    // The shopper pays a second time (another app, the same order).
    const second = fake.pay(p.qrId);
    expect((await deliver(second.delivery)).json().outcome).toBe('ignored');
    await expect
      .poll(
        async () =>
          (
            await t.db.execute(
              sql`select r.provider_payment_id, r.status from payment_refunds r join orders o on o.id = r.order_id where o.order_number = ${p.orderId}`,
            )
          ).rows,
      )
      .toEqual([{ provider_payment_id: second.payment.id, status: 'requested' }]);
    expect(await p.status()).toBe('paid');
  });

  it('a late payment on an expired order is refunded once, with the idempotency key, after two deliveries', async () => {
    const p = await openPayment();
    await t.db.execute(
      sql`update orders set expires_at = now() - interval '1 minute' where order_number = ${p.orderId}`,
    );
    const { delivery, payment } = fake.pay(p.qrId);
    const first = await deliver(delivery);
    expect([first.statusCode, first.json().outcome]).toEqual([200, 'refund due']);
    // Razorpay delivers again (it did not hear us in time), and tells the same payment as
    // payment.captured too: neither refunds a second time.
    expect((await deliver(delivery)).json().outcome).toBe('duplicate');
    const captured = JSON.parse(delivery.body) as { payload: { payment: unknown } };
    await deliver(
      fake.delivery({
        entity: 'event',
        event: 'payment.captured',
        contains: ['payment'],
        payload: { payment: captured.payload.payment },
      }),
    );
    await expect
      .poll(
        async () =>
          (
            await t.db.execute(
              sql`select status, refund_id from payment_refunds where provider_payment_id = ${payment.id}`,
            )
          ).rows,
      )
      .toEqual([{ status: 'requested', refund_id: expect.stringMatching(/^rfnd_/) }]);
    const refunds = fake.requests.filter((r) => r.path === `/v1/payments/${payment.id}/refund`);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.headers['x-refund-idempotency']).toBe(`refund_${payment.id}`);
    expect(refunds[0]!.body).toEqual({ amount: p.totalAmount * 100, speed: 'normal' });
    expect(await orderRow(p.orderId)).toMatchObject({
      payment_status: 'not paid',
      order_status: 'cancelled',
    });
  });
});

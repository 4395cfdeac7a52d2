import { RazorpayFake } from '../test/razorpay-fake';
import type {
  CreatedPayment,
  PaymentProvider,
  PaymentRequest,
  WebhookHeaders,
} from './payment-provider';
import { RazorpayPaymentProvider } from './payment-razorpay';
import { SandboxPaymentProvider } from './payment-sandbox';

/** One provider under test, and how a shopper pays it (so its webhook and state follow). */
interface Harness {
  provider: PaymentProvider;
  pay(
    request: PaymentRequest,
    created: CreatedPayment,
    currency?: string,
  ): { body: string; headers: WebhookHeaders };
  close(): Promise<void>;
}

const harnesses: Record<string, () => Promise<Harness>> = {
  sandbox: async () => {
    const sandbox = new SandboxPaymentProvider({
      vpa: 'shop@upi',
      payeeName: 'Test Shop',
      webhookSecret: 'contract-webhook-secret',
    });
    return {
      provider: sandbox,
      pay: (request, _created, currency = 'INR') => {
        // What the payer page does on Approve.
        const body = JSON.stringify({
          eventId: 'sandbox_evt_1',
          orderId: request.orderNumber,
          status: 'paid',
          amount: request.amount,
          currency,
          method: 'upi',
        });
        sandbox.decide(request.payerSecret, {
          status: 'paid',
          paymentId: 'sandbox_evt_1',
          amountPaise: request.amount * 100,
          currency,
        });
        return { body, headers: { 'x-signature': sandbox.sign(body) } };
      },
      close: async () => {},
    };
  },
  razorpay: async () => {
    const fake = new RazorpayFake();
    const apiUrl = await fake.start();
    return {
      provider: new RazorpayPaymentProvider({
        keyId: fake.keyId,
        keySecret: fake.keySecret,
        webhookSecret: fake.webhookSecret,
        apiUrl,
        payeeName: 'Test Shop',
      }),
      pay: (_request, created, currency) => fake.pay(created.reference, { currency }).delivery,
      close: () => fake.stop(),
    };
  },
};

describe.each(Object.keys(harnesses))('the %s payment provider keeps the contract', (name) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harnesses[name]!();
  });
  afterAll(() => h.close());

  const request = (): PaymentRequest => ({
    orderNumber: `OD-${name}-${Math.random().toString(36).slice(2, 8)}`,
    amount: 1499,
    closesAt: new Date(Date.now() + 300_000),
    payerSecret: `secret-${Math.random().toString(36).slice(2)}`,
  });

  it('opens a payment: a UPI string for the amount, the four apps, when it closes, a reference', async () => {
    const r = request();
    const created = await h.provider.createPayment(r);
    expect(created.upiUrl).toMatch(/^upi:\/\/pay\?/);
    expect(new URL(created.upiUrl).searchParams.get('am')).toBe('1499.00');
    expect(created.apps.map((a) => a.name)).toEqual(['G-Pay', 'PhonePe', 'Paytm', 'Other UPI app']);
    // Every app opens the same payment: the query is the gateway's, unchanged.
    for (const app of created.apps)
      expect(app.url.split('?')[1]).toBe(created.upiUrl.split('?')[1]);
    expect(created.expiresAt.getTime()).toBeGreaterThanOrEqual(r.closesAt.getTime() - 1000);
    expect(created.reference).toMatch(/\w{6,}/);
  });

  it('reads its own signed event into a paid event for the order, the amount in paise and the payment', async () => {
    const r = request();
    const created = await h.provider.createPayment(r);
    const delivery = h.pay(r, created);
    const parsed = h.provider.parseWebhook(delivery.body, delivery.headers);
    expect(parsed.ok && parsed.event).toMatchObject({
      status: 'paid',
      amountPaise: 149_900,
      currency: 'INR',
    });
    const event = parsed.ok ? parsed.event! : null;
    // The order is named by its number, or by the attempt's reference.
    expect(event!.orderNumber === r.orderNumber || event!.reference === created.reference).toBe(
      true,
    );
    expect(event!.eventId).toBeTruthy();
    expect(event!.paymentId).toBeTruthy();
  });

  it('reads the currency the gateway names, so a payment in another is never taken for rupees', async () => {
    const r = request();
    const created = await h.provider.createPayment(r);
    const delivery = h.pay(r, created, 'USD');
    const parsed = h.provider.parseWebhook(delivery.body, delivery.headers);
    expect(parsed.ok && parsed.event).toMatchObject({ currency: 'USD', amountPaise: 149_900 });
    expect(await h.provider.fetchPayment(created.reference)).toMatchObject({
      status: 'paid',
      currency: 'USD',
    });
  });

  it('refuses a wrong, a missing or a re-signed body', async () => {
    const r = request();
    const delivery = h.pay(r, await h.provider.createPayment(r));
    const without = Object.fromEntries(
      Object.entries(delivery.headers).filter(([k]) => !k.endsWith('signature')),
    );
    const signatureHeader = Object.keys(delivery.headers).find((k) => k.endsWith('signature'))!;
    for (const [body, headers] of [
      [delivery.body, without],
      [delivery.body, { ...delivery.headers, [signatureHeader]: 'a'.repeat(64) }],
      [delivery.body.replace('1499', '1'), delivery.headers],
    ] as const)
      expect(h.provider.parseWebhook(body, headers)).toMatchObject({
        ok: false,
        reason: 'signature',
      });
  });

  it('answers pending before the shopper pays and paid after, by reference', async () => {
    const r = request();
    const created = await h.provider.createPayment(r);
    expect(await h.provider.fetchPayment(created.reference)).toMatchObject({ status: 'pending' });
    h.pay(r, created);
    expect(await h.provider.fetchPayment(created.reference)).toMatchObject({
      status: 'paid',
      amountPaise: 149_900,
      currency: 'INR',
    });
  });

  it('refunds a payment once per idempotency key, answering the payment, amount and currency', async () => {
    const refund = {
      paymentId: 'pay_contract1',
      amountPaise: 149_900,
      idempotencyKey: 'refund_pay_contract1',
    };
    const first = await h.provider.refund(refund);
    expect(first).toEqual({
      refundId: expect.any(String),
      paymentId: 'pay_contract1',
      amountPaise: 149_900,
      currency: 'INR',
    });
    expect(await h.provider.refund(refund)).toEqual(first);
  });
});

import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { RazorpayPaymentProvider } from '../providers/payment-razorpay';
import { JsonApiFake } from './json-api-fake';

interface FakeQr {
  id: string;
  amount: number;
  notes: Record<string, string>;
  closeBy: number;
  payments: FakePayment[];
}
interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  method: 'upi';
  order_id: null;
  captured: boolean;
  vpa: string;
  notes: Record<string, string>;
  created_at: number;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/**
 * An id as Razorpay writes one: its prefix and 14 letters and digits ("qr_HMsVL8HOpbMcjU").
 * Base64url ids could hold '-', which Razorpay's never do, and now and then split the id into
 * runs shorter than a test's pattern for a reference.
 */
const id = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(14), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('')}`;
const now = () => Math.floor(Date.now() / 1000);

/**
 * A fake of Razorpay's documented endpoints this shop calls (Orders, QR Codes, a QR's payments,
 * refunds), checking Basic auth like the real API, on 127.0.0.1. Tests and the end-to-end run
 * point RAZORPAY_API_URL at it; it never ships in the server. `pay` makes a QR's payment and
 * hands back the webhook Razorpay would send, shaped as its docs show, signed.
 */
export class RazorpayFake extends JsonApiFake {
  readonly qrs = new Map<string, FakeQr>();
  /** Refunds by idempotency key: the same key answers the same refund, as Razorpay's does. */
  readonly refunds = new Map<
    string,
    { id: string; payment_id: string; amount: number; currency: unknown }
  >();
  /** When set, every API call answers this status (a gateway outage). */
  failWith: number | null = null;
  /** Refund requests still to refuse (502), before refunds are made again. */
  refuseRefunds = 0;
  /** Fields the next refund answers write over what was asked (a gateway answering wrongly). */
  refundAnswerOverride: Record<string, unknown> | null = null;

  constructor(
    readonly keyId = 'rzp_test_fakekey',
    readonly keySecret = 'fake-key-secret',
    readonly webhookSecret = 'fake-webhook-secret',
  ) {
    super();
  }

  /** The shop's settings that send its payments to this fake, listening at `apiUrl`. */
  shopConfig(apiUrl: string) {
    return {
      PAYMENT_PROVIDER: 'razorpay' as const,
      RAZORPAY_KEY_ID: this.keyId,
      RAZORPAY_KEY_SECRET: this.keySecret,
      RAZORPAY_WEBHOOK_SECRET: this.webhookSecret,
      RAZORPAY_API_URL: apiUrl,
    };
  }

  /** The same gateway as the shop's (it keeps no state of its own), for jobs a test runs by hand. */
  provider(apiUrl: string): RazorpayPaymentProvider {
    return new RazorpayPaymentProvider({
      keyId: this.keyId,
      keySecret: this.keySecret,
      webhookSecret: this.webhookSecret,
      apiUrl,
      payeeName: 'Test Shop',
    });
  }

  protected answer(
    req: IncomingMessage,
    path: string,
    body: Record<string, unknown> | null,
  ): [number, unknown] {
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return [401, error('Authentication failed')];
    if (this.failWith) return [this.failWith, error('The fake is down')];
    if (req.method === 'POST' && path === '/v1/orders')
      return [
        200,
        {
          id: id('order'),
          entity: 'order',
          amount: body?.amount,
          amount_paid: 0,
          amount_due: body?.amount,
          currency: body?.currency,
          receipt: body?.receipt,
          status: 'created',
          attempts: 0,
          notes: body?.notes ?? [],
          created_at: now(),
        },
      ];
    if (req.method === 'POST' && path === '/v1/payments/qr_codes') {
      const closeBy = Number(body?.close_by);
      // Razorpay's documented minimum for close_by.
      if (closeBy < now() + 15 * 60)
        return [400, error('close_by should be at least 15 minutes after current time')];
      const qr: FakeQr = {
        id: id('qr'),
        amount: Number(body?.payment_amount),
        notes: (body?.notes ?? {}) as Record<string, string>,
        closeBy,
        payments: [],
      };
      this.qrs.set(qr.id, qr);
      return [200, this.qrEntity(qr)];
    }
    const qrPayments = /^\/v1\/payments\/qr_codes\/([\w-]+)\/payments$/.exec(path);
    if (req.method === 'GET' && qrPayments) {
      const qr = this.qrs.get(qrPayments[1]!);
      if (!qr) return [400, error('The id provided does not exist')];
      return [200, { entity: 'collection', count: qr.payments.length, items: qr.payments }];
    }
    const refund = /^\/v1\/payments\/([\w-]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refund && this.refuseRefunds > 0) {
      this.refuseRefunds--;
      return [502, error('Refund could not be processed, please retry')];
    }
    if (req.method === 'POST' && refund) {
      const key = req.headers['x-refund-idempotency'];
      const known = typeof key === 'string' ? this.refunds.get(key) : undefined;
      if (known) return [200, { ...known, entity: 'refund' }];
      const made = {
        id: id('rfnd'),
        payment_id: refund[1]!,
        amount: Number(body?.amount),
        currency: 'INR',
        ...this.refundAnswerOverride,
      };
      if (typeof key === 'string') this.refunds.set(key, made);
      return [200, { ...made, entity: 'refund', speed_requested: body?.speed }];
    }
    return [404, error('The requested URL was not found on the server.')];
  }

  private qrEntity(qr: FakeQr) {
    const query = new URLSearchParams({
      pa: 'rzr.fakeshop@icici',
      pn: 'FakeShop',
      tr: `RZP${qr.id.slice(3)}qrv2`,
      tn: 'PaymenttoFakeShop',
      cu: 'INR',
      mc: '5411',
      am: (qr.amount / 100).toFixed(2),
    });
    return {
      id: qr.id,
      entity: 'qr_code',
      created_at: now(),
      name: 'Shop',
      usage: 'single_use',
      type: 'upi_qr',
      image_url: `https://rzp.io/i/${qr.id.slice(3)}`,
      image_content: `upi://pay?${query}`,
      payment_amount: qr.amount,
      status: qr.payments.some((p) => p.status === 'captured') ? 'closed' : 'active',
      description: 'Order',
      fixed_amount: true,
      payments_amount_received: qr.payments.reduce((s, p) => s + p.amount, 0),
      payments_count_received: qr.payments.length,
      notes: qr.notes,
      customer_id: null,
      close_by: qr.closeBy,
    };
  }

  /**
   * The shopper pays the QR (amount: paise, the QR's own unless told; currency INR unless
   * told): the webhook to deliver.
   */
  pay(
    qrId: string,
    {
      amount,
      status = 'captured',
      currency = 'INR',
    }: { amount?: number; status?: 'captured' | 'failed'; currency?: string } = {},
  ) {
    const qr = this.qrs.get(qrId);
    if (!qr) throw new Error(`no QR ${qrId}`);
    const payment: FakePayment = {
      id: id('pay'),
      entity: 'payment',
      amount: amount ?? qr.amount,
      currency,
      status,
      method: 'upi',
      order_id: null,
      captured: status === 'captured',
      vpa: 'shopper@okaxis',
      notes: {},
      created_at: now(),
    };
    qr.payments.push(payment);
    const event =
      status === 'captured'
        ? {
            entity: 'event',
            account_id: 'acc_FakeAccount0001',
            event: 'qr_code.credited',
            contains: ['payment', 'qr_code'],
            payload: {
              payment: { entity: payment },
              qr_code: { entity: this.qrEntity(qr) },
            },
            created_at: now(),
          }
        : {
            entity: 'event',
            account_id: 'acc_FakeAccount0001',
            event: 'payment.failed',
            contains: ['payment'],
            payload: { payment: { entity: { ...payment, notes: qr.notes } } },
            created_at: now(),
          };
    return { payment, delivery: this.delivery(event) };
  }

  /** A webhook delivery as Razorpay sends it: the raw body, its signature and a fresh event id. */
  delivery(event: object, eventId = id('evt')) {
    const body = JSON.stringify(event);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', this.webhookSecret).update(body).digest('hex'),
        'x-razorpay-event-id': eventId,
      },
    };
  }
}

const error = (description: string) => ({
  error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA' },
});

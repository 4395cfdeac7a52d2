import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  ProviderError,
  header,
  upiApps,
  type CreatedPayment,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderPaymentState,
  type RefundAnswer,
  type RefundRequest,
  type WebhookHeaders,
  type WebhookParse,
} from './payment-provider';
import { webhookJson } from './webhook-json';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or a fake's address in tests. */
  apiUrl: string;
  payeeName: string;
  fetch?: typeof fetch;
}

export const RAZORPAY_WEBHOOK_PATH = '/api/payment/webhook/razorpay';
/**
 * Razorpay refuses a QR code that closes sooner than 15 minutes from now (its QR Codes API docs):
 * the QR outlives the 5-minute payment screen, and a payment after the order's hold is refunded.
 */
const MIN_QR_LIFETIME_MS = 15 * 60_000 + 30_000;
const REQUEST_TIMEOUT_MS = 10_000;

const notes = z.record(z.string(), z.unknown()).or(z.array(z.unknown())).optional();
const orderNumberIn = (n: z.infer<typeof notes>) =>
  n && !Array.isArray(n) && typeof n.order_number === 'string' ? n.order_number : null;

const paymentEntity = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string().nullish(),
  status: z.string(),
  method: z.string().nullish(),
  order_id: z.string().nullish(),
  notes,
});
/** The documented envelope of every webhook: { entity: 'event', event, contains, payload }. */
const webhookBody = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      qr_code: z.object({ entity: z.object({ id: z.string(), notes }) }).optional(),
    })
    .passthrough(),
});
const created = z.object({ id: z.string() });
const refundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  currency: z.string().nullish(),
});
/**
 * The payment's own state each moving event must carry (Razorpay's payment entity): an event
 * whose payment says otherwise (a payment.captured of a refunded payment) moves nothing.
 */
const STATE_OF_EVENT = new Map<string, { payment: string; status: 'paid' | 'failed' }>([
  ['qr_code.credited', { payment: 'captured', status: 'paid' }],
  ['payment.captured', { payment: 'captured', status: 'paid' }],
  ['payment.failed', { payment: 'failed', status: 'failed' }],
]);
const qrCode = z.object({
  id: z.string(),
  image_content: z.string().startsWith('upi://'),
  close_by: z.number().int(),
});
const collection = z.object({ items: z.array(paymentEntity) });

/**
 * Razorpay, over its REST API with fetch. Its official npm package is typed and kept, but fixes
 * the API's host (RAZORPAY_API_URL could not point it at a fake) and brings axios along: one
 * Orders API order per attempt for the server's total in paise, and a single-use, fixed-amount
 * UPI QR code closing as soon as Razorpay allows after the payment window, whose UPI string (image_content) is both the QR
 * and the apps' intent link. Webhooks (qr_code.credited, payment.captured, payment.failed) are
 * signed in X-Razorpay-Signature: hex HMAC-SHA256 of the raw body with the webhook secret.
 */
export class RazorpayPaymentProvider implements PaymentProvider {
  readonly name = 'razorpay';
  readonly webhookPath = RAZORPAY_WEBHOOK_PATH;
  readonly acknowledgesUnmatched = true;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: RazorpayOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
    const paise = request.amount * 100;
    const order = created.parse(
      await this.call('POST', '/v1/orders', {
        amount: paise,
        currency: 'INR',
        receipt: request.orderNumber,
        notes: { order_number: request.orderNumber },
      }),
    );
    const closeBy = Math.max(request.closesAt.getTime(), Date.now() + MIN_QR_LIFETIME_MS);
    const qr = qrCode.parse(
      await this.call('POST', '/v1/payments/qr_codes', {
        type: 'upi_qr',
        name: this.options.payeeName,
        usage: 'single_use',
        fixed_amount: true,
        payment_amount: paise,
        description: `Order ${request.orderNumber}`,
        close_by: Math.ceil(closeBy / 1000),
        notes: { order_number: request.orderNumber, razorpay_order_id: order.id },
      }),
    );
    return {
      upiUrl: qr.image_content,
      apps: upiApps(qr.image_content),
      expiresAt: new Date(qr.close_by * 1000),
      reference: qr.id,
      payerUrl: null,
    };
  }

  parseWebhook(rawBody: string, headers: WebhookHeaders): WebhookParse {
    if (!this.verifySignature(rawBody, header(headers, 'x-razorpay-signature')))
      return { ok: false, reason: 'signature', message: 'Invalid or missing webhook signature' };
    const eventId = header(headers, 'x-razorpay-event-id');
    if (!eventId || eventId.length > 100)
      return { ok: false, reason: 'body', message: 'x-razorpay-event-id: missing' };
    const body = webhookJson(rawBody, webhookBody, 'body: not a Razorpay event');
    if (!body.ok) return body;
    const { event: kind, payload } = body.data;
    const payment = payload.payment?.entity;
    const qr = payload.qr_code?.entity;
    const expected = STATE_OF_EVENT.get(kind);
    if (!expected || !payment || payment.status !== expected.payment)
      return { ok: true, event: null, kind };
    // The QR's notes and the payment's name the order; two different ones name none.
    const byQr = orderNumberIn(qr?.notes);
    const byPayment = orderNumberIn(payment.notes);
    if (byQr && byPayment && byQr !== byPayment) return { ok: true, event: null, kind };
    return {
      ok: true,
      event: {
        eventId,
        status: expected.status,
        orderNumber: byQr ?? byPayment,
        reference: qr?.id ?? null,
        paymentId: payment.id,
        amountPaise: payment.amount,
        currency: payment.currency ?? null,
        method: payment.method ?? 'upi',
      },
    };
  }

  async fetchPayment(reference: string): Promise<ProviderPaymentState> {
    const { items } = collection.parse(
      await this.call('GET', `/v1/payments/qr_codes/${encodeURIComponent(reference)}/payments`),
    );
    const state = (status: 'paid' | 'failed', p: z.infer<typeof paymentEntity>) => ({
      status,
      paymentId: p.id,
      amountPaise: p.amount,
      currency: p.currency ?? null,
    });
    const captured = items.find((p) => p.status === 'captured');
    if (captured) return state('paid', captured);
    const failed = items.find((p) => p.status === 'failed');
    if (failed) return state('failed', failed);
    return { status: 'pending', paymentId: null, amountPaise: null, currency: null };
  }

  async refund(request: RefundRequest): Promise<RefundAnswer> {
    const refund = refundEntity.parse(
      await this.call(
        'POST',
        `/v1/payments/${encodeURIComponent(request.paymentId)}/refund`,
        { amount: request.amountPaise, speed: 'normal' },
        // The same key for every retry: Razorpay refunds a payment once under it.
        { 'X-Refund-Idempotency': request.idempotencyKey },
      ),
    );
    return {
      refundId: refund.id,
      paymentId: refund.payment_id,
      amountPaise: refund.amount,
      currency: refund.currency ?? null,
    };
  }

  verifySignature(rawBody: string, signature: string | undefined): boolean {
    if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
    const expected = createHmac('sha256', this.options.webhookSecret).update(rawBody).digest();
    // Constant time: how much of a guess matched must not show in the answer's timing.
    return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<unknown> {
    const auth = Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64');
    let response: Response;
    try {
      response = await this.fetch(`${this.options.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Basic ${auth}`,
          ...(body && { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(this.name, `${method} ${path}: ${(error as Error).message}`);
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const described = (json as { error?: { description?: unknown } } | null)?.error?.description;
      throw new ProviderError(
        this.name,
        `${method} ${path}: ${response.status} ${typeof described === 'string' ? described : ''}`.trim(),
        response.status,
      );
    }
    return json;
  }
}

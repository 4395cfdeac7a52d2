import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import * as api from '@shared/api/payment';
import {
  SHOP_CURRENCY,
  header,
  upiApps,
  type CreatedPayment,
  type HostedCheckout,
  type HostedCheckoutOrder,
  type PayerDesk,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderPaymentState,
  type RefundAnswer,
  type RefundRequest,
  type WebhookHeaders,
  type WebhookParse,
} from './payment-provider';
import { webhookJson } from './webhook-json';

export interface SandboxOptions {
  vpa: string;
  payeeName: string;
  webhookSecret: string;
}

const SANDBOX_API_KEY = 'sandbox_public_key';
/** The sandbox's own event body, as the shared contract describes it. */
const SANDBOX_EVENT = api.paymentWebhook.body!;
export const SANDBOX_WEBHOOK_PATH = '/api/payment/webhook';
/** Where the sandbox's payer page answers (modules/payment/sandbox-payer-routes.ts serves it). */
export const SANDBOX_PAY_PATH = '/api/payment/sandbox/pay/';
/** Where the hosted checkout form of any2pay-initiate-payment posts. */
export const SANDBOX_CHECKOUT_PATH = '/api/payment/sandbox/checkout';

/** The payer link of an attempt: the sandbox's stand-in for a gateway's checkout page. */
export const sandboxPayerUrl = (orderNumber: string, secret: string) =>
  `${SANDBOX_PAY_PATH}${encodeURIComponent(orderNumber)}?secret=${encodeURIComponent(secret)}`;
/** What a sandbox refund remembers: kept in memory, like the payer page's decisions. */
const REMEMBERED = 1000;

/** The attempt's reference: derived from its payer secret, so the payer page can name it. */
export const sandboxReference = (payerSecret: string) =>
  `sandbox_${createHash('sha256').update(payerSecret).digest('hex').slice(0, 24)}`;

/**
 * The development default: real UPI intent links (a UPI app would open them and pay the
 * sandbox VPA), a hosted checkout served by this server, and a payer page where a tester
 * approves or declines; the result is delivered through the same signed webhook as a gateway's
 * (header x-signature: hex HMAC-SHA256 of the raw body).
 */
export class SandboxPaymentProvider implements PaymentProvider, PayerDesk {
  readonly name = 'sandbox';
  readonly webhookPath = SANDBOX_WEBHOOK_PATH;
  /** The sandbox's webhook answers 404/422 to what matches no order: only this server posts to it. */
  readonly acknowledgesUnmatched = false;
  /** The payer pages decide through the sandbox itself. */
  readonly payerDesk: PayerDesk = this;
  private readonly key: Buffer;
  private readonly decided = new Map<string, ProviderPaymentState>();
  private readonly refunds = new Map<string, string>();

  constructor(private readonly options: SandboxOptions) {
    this.key = createHash('sha256').update(`hosted-checkout:${options.webhookSecret}`).digest();
  }

  async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
    const query = new URLSearchParams({
      pa: this.options.vpa,
      pn: this.options.payeeName,
      am: `${request.amount}.00`,
      cu: 'INR',
      tr: request.orderNumber,
      tn: `Order ${request.orderNumber}`,
    }).toString();
    const upiUrl = `upi://pay?${query}`;
    return {
      upiUrl,
      apps: upiApps(upiUrl),
      expiresAt: request.closesAt,
      reference: sandboxReference(request.payerSecret),
      payerUrl: sandboxPayerUrl(request.orderNumber, request.payerSecret),
    };
  }

  parseWebhook(rawBody: string, headers: WebhookHeaders): WebhookParse {
    if (!this.verifySignature(rawBody, header(headers, 'x-signature')))
      return { ok: false, reason: 'signature', message: 'Invalid or missing webhook signature' };
    const body = webhookJson(rawBody, SANDBOX_EVENT, (error) =>
      error.issues.map((i) => `body/${i.path.join('/')}: ${i.message}`).join('; '),
    );
    if (!body.ok) return body;
    const e = body.data;
    return {
      ok: true,
      event: {
        eventId: e.eventId,
        status: e.status,
        orderNumber: e.orderId,
        reference: null,
        // The sandbox's payment is its event: what a refund of it names.
        paymentId: e.eventId,
        amountPaise: e.amount * 100,
        // The sandbox counts rupees, as its UPI link says (cu=INR): an event naming none is in them.
        currency: e.currency ?? 'INR',
        method: e.method,
      },
    };
  }

  async fetchPayment(reference: string): Promise<ProviderPaymentState> {
    return (
      this.decided.get(reference) ?? {
        status: 'pending',
        paymentId: null,
        amountPaise: null,
        currency: null,
      }
    );
  }

  async refund(request: RefundRequest): Promise<RefundAnswer> {
    // No money moves; the same key answers the same refund, as a gateway's idempotency does.
    const refundId =
      this.refunds.get(request.idempotencyKey) ??
      `sandbox_refund_${randomBytes(8).toString('hex')}`;
    remember(this.refunds, request.idempotencyKey, refundId);
    return {
      refundId,
      paymentId: request.paymentId,
      amountPaise: request.amountPaise,
      currency: SHOP_CURRENCY,
    };
  }

  /** The payer page's decision, so fetchPayment answers as a gateway would. */
  decide(payerSecret: string, state: ProviderPaymentState): void {
    remember(this.decided, sandboxReference(payerSecret), state);
  }

  hostedCheckout(request: PaymentRequest): HostedCheckout {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const order = {
      orderNumber: request.orderNumber,
      amount: request.amount,
      payerSecret: request.payerSecret,
    };
    const data = Buffer.concat([cipher.update(JSON.stringify(order)), cipher.final()]);
    return {
      url: SANDBOX_CHECKOUT_PATH,
      encryptedData: Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url'),
      apiKey: SANDBOX_API_KEY,
    };
  }

  /** Reads back what hostedCheckout encrypted (the sandbox's hosted page uses it). */
  openHostedCheckout(encryptedData: string, apiKey: string): HostedCheckoutOrder | null {
    if (apiKey !== SANDBOX_API_KEY) return null;
    try {
      const raw = Buffer.from(encryptedData, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return JSON.parse(
        Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString(),
      ) as HostedCheckoutOrder;
    } catch {
      return null;
    }
  }

  sign(rawBody: string | Buffer): string {
    return createHmac('sha256', this.options.webhookSecret).update(rawBody).digest('hex');
  }

  verifySignature(rawBody: string | Buffer, signature: string | undefined): boolean {
    if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
    // Constant time: how much of a guess matched must not show in the answer's timing.
    return timingSafeEqual(Buffer.from(this.sign(rawBody), 'hex'), Buffer.from(signature, 'hex'));
  }
}

/** Keeps the newest entries only: a long-running sandbox must not grow without end. */
function remember<V>(map: Map<string, V>, key: string, value: V) {
  map.delete(key);
  map.set(key, value);
  if (map.size > REMEMBERED) map.delete(map.keys().next().value!);
}

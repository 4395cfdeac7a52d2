import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

export interface PayableOrder {
  /** The shopper-facing order number (UPI tr). */
  orderNumber: string;
  /** Whole rupees: always the server's order total. */
  amount: number;
  /** The secret of this attempt's payer link (the sandbox's stand-in for a gateway's checkout token). */
  payerSecret?: string;
}

export interface UpiLinks {
  /** upi://pay?pa=..&pn=..&am=..&cu=INR&tr=..&tn=.. */
  url: string;
  apps: { name: string; url: string }[];
}

export interface HostedCheckout {
  url: string;
  encryptedData: string;
  apiKey: string;
}

/**
 * A UPI payment gateway. A real one (Razorpay, PhonePe PG, Any2Pay...) implements this; its
 * results arrive at POST /api/payment/webhook, signed, and are checked by verifySignature.
 */
export interface PaymentProvider {
  readonly name: string;
  upiLinks(order: PayableOrder): UpiLinks;
  hostedCheckout(
    order: PayableOrder,
    payer: { firstname: string; email: string; phone: string },
  ): HostedCheckout;
  /** Reads back what hostedCheckout encrypted (the sandbox's hosted page uses it). */
  openHostedCheckout(encryptedData: string, apiKey: string): PayableOrder | null;
  sign(rawBody: string | Buffer): string;
  verifySignature(rawBody: string | Buffer, signature: string | undefined): boolean;
}

export interface SandboxOptions {
  vpa: string;
  payeeName: string;
  webhookSecret: string;
}

const SANDBOX_API_KEY = 'sandbox_public_key';

/**
 * The development default: real UPI intent links (a UPI app would open them and pay the
 * sandbox VPA), a hosted checkout served by this server, and a payer page where a tester
 * approves or declines; the result is delivered through the same signed webhook.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly key: Buffer;

  constructor(private readonly options: SandboxOptions) {
    this.key = createHash('sha256').update(`hosted-checkout:${options.webhookSecret}`).digest();
  }

  upiLinks(order: PayableOrder): UpiLinks {
    const query = new URLSearchParams({
      pa: this.options.vpa,
      pn: this.options.payeeName,
      am: `${order.amount}.00`,
      cu: 'INR',
      tr: order.orderNumber,
      tn: `Order ${order.orderNumber}`,
    }).toString();
    return {
      url: `upi://pay?${query}`,
      apps: [
        { name: 'G-Pay', url: `tez://upi/pay?${query}` },
        { name: 'PhonePe', url: `phonepe://pay?${query}` },
        { name: 'Paytm', url: `paytmmp://pay?${query}` },
        { name: 'Other UPI app', url: `upi://pay?${query}` },
      ],
    };
  }

  hostedCheckout(order: PayableOrder): HostedCheckout {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(JSON.stringify(order)), cipher.final()]);
    return {
      url: '/api/payment/sandbox/checkout',
      encryptedData: Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url'),
      apiKey: SANDBOX_API_KEY,
    };
  }

  openHostedCheckout(encryptedData: string, apiKey: string): PayableOrder | null {
    if (apiKey !== SANDBOX_API_KEY) return null;
    try {
      const raw = Buffer.from(encryptedData, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return JSON.parse(
        Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString(),
      ) as PayableOrder;
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

/**
 * The one contract every UPI payment gateway implements (the sandbox, Razorpay). Routes and
 * services speak only this; none asks which gateway it is.
 */
export interface PaymentProvider {
  /** Kept on each attempt and in the ledger, for support to read; never branched on. */
  readonly name: string;
  /** Where the gateway posts its events (POST, raw JSON body). */
  readonly webhookPath: string;
  /**
   * True for a gateway that retries every answer but a 2xx (Razorpay: for 24 hours): an event
   * that names no order of ours, or the wrong amount, is then acknowledged (logged, nothing
   * changed) rather than refused, or it would come back for a day.
   */
  readonly acknowledgesUnmatched: boolean;
  /** Opens a payment for the order's own total: UPI intent links, the QR's UPI string, its end. */
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** Checks a webhook's signature over the exact bytes received and reads it into an event. */
  parseWebhook(rawBody: string, headers: WebhookHeaders): WebhookParse;
  /** Asks the gateway where a payment attempt stands (its reference from createPayment). */
  fetchPayment(reference: string): Promise<ProviderPaymentState>;
  /**
   * Returns a payment's money; the same idempotency key never refunds twice. Answers what the
   * gateway says it refunded, which the caller checks against what it asked for.
   */
  refund(request: RefundRequest): Promise<RefundAnswer>;
  /** A hosted checkout form (any2pay-initiate-payment), for a gateway that has one. */
  hostedCheckout?(request: PaymentRequest): HostedCheckout;
  /**
   * A gateway whose payer is played inside this shop (the sandbox): what its payer pages, served
   * by modules/payment, decide through. A real gateway has none; the contract names no framework.
   */
  readonly payerDesk?: PayerDesk;
}

/** What the sandbox's payer pages need of their gateway: no Fastify, no module. */
export interface PayerDesk {
  /** Signs a decision's webhook body as the gateway's own events are signed. */
  sign(rawBody: string): string;
  /** Records the payer's decision, so fetchPayment answers as a gateway would. */
  decide(payerSecret: string, state: ProviderPaymentState): void;
  /** Reads back a hosted checkout's form (null: not ours, or tampered with). */
  openHostedCheckout(encryptedData: string, apiKey: string): HostedCheckoutOrder | null;
}

/** The order a hosted checkout form carries, as hostedCheckout encrypted it. */
export interface HostedCheckoutOrder {
  orderNumber: string;
  amount: number;
  payerSecret: string;
}

export interface PaymentRequest {
  /** The shopper-facing order number (UPI tr, the gateway's receipt and notes). */
  orderNumber: string;
  /** Whole rupees: always the server's order total. */
  amount: number;
  /** When the payment screen stops waiting: the gateway closes its QR then. */
  closesAt: Date;
  /** The secret of this attempt's payer link (the sandbox's stand-in for a checkout token). */
  payerSecret: string;
}

export interface UpiApp {
  name: string;
  url: string;
}

export interface CreatedPayment {
  /** The UPI string (upi://pay?...) the QR shows and the generic app opens. */
  upiUrl: string;
  /** Intent links for the apps the spec names: G-Pay, PhonePe, Paytm, any other UPI app. */
  apps: UpiApp[];
  /** When the gateway stops taking this payment. */
  expiresAt: Date;
  /** The gateway's id of this attempt (Razorpay: its QR code), for fetchPayment. */
  reference: string;
  /** A page where a tester approves or declines (the sandbox only), else null. */
  payerUrl: string | null;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** The one currency the shop sells in: an event or answer in any other moves no order. */
export const SHOP_CURRENCY = 'INR';

/** A gateway event, in our terms. Amounts in paise, as gateways count them. */
export interface PaymentEvent {
  /** Unique per event (a retried delivery repeats it): applied once. */
  eventId: string;
  status: 'paid' | 'failed';
  /** Our order number, when the event carries it. */
  orderNumber: string | null;
  /** The attempt's reference (createPayment), when the event carries it. */
  reference: string | null;
  /** The gateway's payment id: what a refund names. */
  paymentId: string | null;
  amountPaise: number;
  /** The payment's currency as the gateway names it (ISO 4217), null when it names none. */
  currency: string | null;
  method?: string | undefined;
}

export type WebhookParse =
  | { ok: true; event: PaymentEvent }
  /** A well-signed event of a kind that moves no payment (qr_code.closed, ...). */
  | { ok: true; event: null; kind: string }
  | { ok: false; reason: 'signature' | 'body'; message: string };

export interface ProviderPaymentState {
  status: 'pending' | 'paid' | 'failed';
  paymentId: string | null;
  amountPaise: number | null;
  currency: string | null;
}

export interface RefundRequest {
  paymentId: string;
  amountPaise: number;
  /** Derived from the payment, so every retry and every delivery uses the same one. */
  idempotencyKey: string;
}

/** What the gateway says it refunded: the payment, the amount in paise, the currency. */
export interface RefundAnswer {
  refundId: string;
  paymentId: string;
  amountPaise: number;
  currency: string | null;
}

export interface HostedCheckout {
  url: string;
  encryptedData: string;
  apiKey: string;
}

/** The refund key of a payment: one payment is refunded at most once, whoever asks. */
export const refundKey = (paymentId: string) => `refund_${paymentId}`.replace(/[^\w-]/g, '_');

/**
 * The intent links of the apps the spec names, from one UPI string: each app's scheme with the
 * same query, which is left exactly as the gateway wrote it.
 */
export function upiApps(upiUrl: string): UpiApp[] {
  const query = upiUrl.slice(upiUrl.indexOf('?') + 1);
  return [
    { name: 'G-Pay', url: `tez://upi/pay?${query}` },
    { name: 'PhonePe', url: `phonepe://pay?${query}` },
    { name: 'Paytm', url: `paytmmp://pay?${query}` },
    { name: 'Other UPI app', url: upiUrl },
  ];
}

/** One header's value, whatever case and repetition it arrived with. */
export function header(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Thrown when a gateway cannot be reached or refuses a request; the shopper sees a retryable error. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

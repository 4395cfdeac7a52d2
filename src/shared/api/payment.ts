import { z } from 'zod';
import { PAYMENT_STATUSES } from '../constants';
import { endpoint } from './endpoint';
import { codRefusals } from '../rules/cash-on-delivery-rule';

const orderId = z.string().min(1).max(64);

export const upiApp = z.object({ name: z.string(), url: z.string() });

/** Whether the order may be paid on delivery (docs/cash-on-delivery.md), and for how much. */
export const cashOnDeliveryChoice = z.object({
  available: z.boolean(),
  /** The first reason it is not, for the screen to say in its language; null when it is. */
  reason: z.enum(codRefusals).nullable(),
  /** Rupees added to the total as its own line. */
  fee: z.number().int(),
  /** The largest order total (before the fee) paid on delivery. */
  maxOrder: z.number().int(),
});

export const doPayment = endpoint({
  method: 'POST',
  path: '/payment/do_payment',
  auth: true,
  summary: 'A UPI payment link for an order (the amount is the server total)',
  body: z.strictObject({ price: z.number(), orderId }),
  response: z.object({
    url: z.string(),
    amount: z.number().int(),
    /** Units in the order: the summary's Items, however the screen was opened (Pay Now too). */
    items: z.number().int(),
    apps: z.array(upiApp),
    /**
     * Seconds left of the order's hold as the server counts it now (at most
     * PAYMENT_WINDOW_SECONDS): the screen's countdown, the same on every visit.
     */
    windowSeconds: z.number().int(),
    /** The sandbox payer page (approve or decline), only while the sandbox provider is active. */
    payerUrl: z.string().nullable(),
    /** Whether the provider has a hosted checkout (card, net banking, wallet); unset: it has. */
    hostedCheckout: z.boolean().optional(),
    cashOnDelivery: cashOnDeliveryChoice,
  }),
});

/**
 * The unpaid order placed to be paid in cash at the door: its fee joins the total, it is placed
 * without payment. Asked again, it answers the same (the order is not changed twice).
 */
export const placeCashOnDelivery = endpoint({
  method: 'POST',
  path: '/payment/cash-on-delivery',
  auth: true,
  summary:
    'Place an unpaid order as cash on delivery (when its PIN, sellers, items and total allow)',
  body: z.strictObject({ orderId }),
  response: z.object({
    orderId: z.string(),
    totalAmount: z.number().int(),
    cod_fee: z.number().int(),
  }),
});

export const initiateHostedPayment = endpoint({
  method: 'POST',
  path: '/payment/any2pay-initiate-payment',
  auth: true,
  summary: 'Data for the hosted checkout form',
  body: z.strictObject({
    orderId,
    amount: z.number(),
    firstname: z.string().max(100),
    email: z.string().max(254),
    phone: z.string().max(20),
  }),
  response: z.object({ url: z.string(), encryptedData: z.string(), apiKey: z.string() }),
});

export const paymentStatus = endpoint({
  method: 'GET',
  path: '/payment/status/:orderId',
  auth: true,
  summary: 'Payment status of an order',
  params: z.strictObject({ orderId }),
  response: z.object({ payment_status: z.enum([...PAYMENT_STATUSES, 'failed']) }),
});

/** The signed webhook of the payment provider (sandbox or real). */
export const paymentWebhook = endpoint({
  method: 'POST',
  path: '/payment/webhook',
  auth: false,
  summary: 'Provider event, HMAC-SHA256 signed (header x-signature)',
  body: z.strictObject({
    eventId: z.string().min(1).max(100),
    orderId,
    status: z.enum(['paid', 'failed']),
    amount: z.number().int(),
    /** ISO 4217; the shop takes rupees only (an event in another is refused). Unset: INR. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code such as INR')
      .optional(),
    method: z.string().max(40).optional(),
  }),
  response: z.object({
    received: z.boolean(),
    /** What the event did: a provider may ignore it; the sandbox payer page words its answer by it. */
    outcome: z.enum(['applied', 'duplicate', 'ignored', 'refund due']),
  }),
});

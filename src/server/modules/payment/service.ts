import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { inTransaction, type Db } from '../../db/client';
import {
  DomainError,
  forStaff,
  notFound,
  tooManyRequests,
  unprocessable,
} from '../../domain-error';
import type { FastifyBaseLogger } from 'fastify';
import {
  SHOP_CURRENCY,
  refundKey,
  type CreatedPayment,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentRequest,
  type RefundAnswer,
} from '../../providers/payment-provider';
import { takeOrderedCartLines } from '../cart/repository';
import { cancelOrders } from '../orders/expiry-repository';
import { ORDER_NOT_FOUND } from '../orders/service';
import { financialYear, invoiceNumber } from './invoice/invoice-number';
import * as repo from './repository';
import type { OrderRow } from './repository';
import { orderPaid, paymentFailed } from '../push/payloads';
import { localeOf } from '../accounts/repository';
import type { SmsProvider } from '../../providers/sms';
import { tellRefundStarted } from './refund-notice';
import { enqueuePush } from '../push/service';
import { isCashOnDelivery } from '@shared/rules/cash-on-delivery-rule';

export const ALREADY_PAID = 'server_order_already_paid';
export const ORDER_ON_DELIVERY = 'server_order_on_delivery';
export const ORDER_CANCELLED = 'server_order_cancelled';
export const ORDER_EXPIRED = 'server_order_expired';
export const TOO_MANY_ATTEMPTS = 'server_too_many_payment_attempts';
/**
 * Open (pending) attempts one order may have: each opening of the payment screen makes one, and
 * a shopper reopens it a few times at most; without a cap a script could store attempts
 * without end.
 */
export const MAX_PENDING_ATTEMPTS = 10;

/** The shopper's own order, still payable: not paid, not cancelled, not past its hold. */
export async function payableOrder(
  db: Db,
  customerId: string,
  orderNumber: string,
  now = new Date(),
): Promise<OrderRow> {
  // Another shopper's order answers exactly like a missing one: nothing about it is revealed.
  const order = await repo.findOwnOrder(db, customerId, orderNumber);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.paymentStatus === 'paid') throw new DomainError('ORDER_ALREADY_PAID', ALREADY_PAID);
  if (isCashOnDelivery(order)) throw new DomainError('CASH_ON_DELIVERY', ORDER_ON_DELIVERY);
  if (order.orderStatus === 'cancelled') throw new DomainError('ORDER_CANCELLED', ORDER_CANCELLED);
  if (order.expiresAt <= now) throw new DomainError('ORDER_EXPIRED', ORDER_EXPIRED);
  return order;
}

/** How many units the order holds: the payment screen's Items, whichever way it was opened. */
export const orderUnits = (db: Db, orderId: string) => repo.orderUnits(db, orderId);

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest();

/** The shopper's words when the gateway cannot open a payment (spec's error catalogue). */
export const PAYMENT_INITIATION_FAILED = 'payment_init_failed';

/**
 * A new payment attempt for the order's own total (whatever price the client sent), opened at
 * the gateway: its UPI links and QR string. Like a gateway's checkout link, the sandbox's payer
 * link carries a random secret; only its hash is kept.
 */
export async function startPayment(
  db: Db,
  provider: PaymentProvider,
  order: OrderRow,
  windowSeconds: number,
  log?: FastifyBaseLogger,
  now = new Date(),
): Promise<{ request: PaymentRequest; created: CreatedPayment; secondsLeft: number }> {
  const payerSecret = randomBytes(32).toString('base64url');
  // Counted and stored with the order locked, so concurrent calls cannot all pass the cap.
  const attemptId = await inTransaction(db, async (tx) => {
    await repo.lockOrder(tx, order.orderNumber);
    if ((await repo.pendingAttemptCount(tx, order.id)) >= MAX_PENDING_ATTEMPTS)
      throw tooManyRequests(TOO_MANY_ATTEMPTS);
    return repo.insertAttempt(tx, {
      orderId: order.id,
      provider: provider.name,
      amount: order.totalAmount,
      payerSecretHash: hashSecret(payerSecret).toString('hex'),
    });
  });
  // The gateway is asked outside the transaction: its answer may take seconds, and the order's
  // lock (on PGlite, the one connection) must not wait for it. The attempt ends with the order's
  // hold (or the window, if shorter): a return visit counts down the same hold, not a new window.
  const closesAt = new Date(
    Math.min(now.getTime() + windowSeconds * 1000, order.expiresAt.getTime()),
  );
  const secondsLeft = Math.max(0, Math.floor((closesAt.getTime() - now.getTime()) / 1000));
  const request = {
    orderNumber: order.orderNumber,
    amount: order.totalAmount,
    closesAt,
    payerSecret,
  };
  let created: CreatedPayment;
  try {
    created = await provider.createPayment(request);
  } catch (error) {
    await repo.deleteAttempt(db, attemptId);
    log?.error(
      { err: error, provider: provider.name, orderNumber: order.orderNumber },
      'the payment gateway did not open a payment',
    );
    throw new DomainError('UNAVAILABLE', PAYMENT_INITIATION_FAILED);
  }
  // The attempt's end is the screen's: the reconciliation asks about it soon after, even though
  // the gateway may take the payment a while longer (Razorpay's QR lives at least 15 minutes).
  await repo.updateAttempt(db, attemptId, { reference: created.reference, expiresAt: closesAt });
  return { request, created, secondsLeft };
}

/** True when the secret is that of one of the order's attempts (compared in constant time). */
export async function isPayerSecret(db: Db, orderId: string, secret: string): Promise<boolean> {
  const hashes = await repo.payerSecretHashes(db, orderId);
  const given = hashSecret(secret);
  let found = false;
  for (const hash of hashes) found = timingSafeEqual(Buffer.from(hash, 'hex'), given) || found;
  return found;
}

/**
 * The order a payer link names, when the link's secret is one of its attempts'; a wrong link
 * learns nothing (undefined either way).
 */
export async function orderOfPayerLink(db: Db, orderNumber: string, secret: string | undefined) {
  if (!secret || secret.length > 100) return undefined;
  const order = await repo.findOrder(db, orderNumber);
  return order && (await isPayerSecret(db, order.id, secret)) ? order : undefined;
}

/** paid, not paid, or failed (the latest attempt was declined; paying again is allowed). */
export async function paymentStatus(db: Db, customerId: string, orderNumber: string) {
  const order = await repo.findOwnOrder(db, customerId, orderNumber);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.paymentStatus === 'paid') return 'paid' as const;
  return (await repo.latestAttemptStatus(db, order.id)) === 'failed' ||
    order.orderStatus === 'cancelled'
    ? ('failed' as const)
    : ('not paid' as const);
}

export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'refund due';

/**
 * Applies a gateway event once (by eventId) and only forward: pending -> paid or failed; a paid
 * order stays paid whatever arrives after. Paid: the order is placed, each seller part gets its
 * invoice number and the ordered units leave the cart (they stayed there while the payment was
 * pending). Money that cannot buy the order (it arrived after the hold ran out, or a second
 * payment of a paid order) is owed back: a refund row, sent by `sendDueRefunds`.
 */
export function applyPaymentEvent(
  db: Db,
  event: PaymentEvent,
  provider: string,
  now = new Date(),
): Promise<EventOutcome> {
  return inTransaction(db, async (t) => {
    const byReference = event.reference
      ? await repo.orderNumberOfReference(t, event.reference)
      : undefined;
    const orderNumber = event.orderNumber ?? byReference;
    const order = orderNumber ? await repo.lockOrder(t, orderNumber) : undefined;
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const mismatch = moneyMismatch(event, order, byReference);
    if (mismatch) throw unprocessable(forStaff(mismatch));
    const fresh = await repo.recordEvent(t, {
      eventId: event.eventId,
      orderId: order.id,
      status: event.status,
      provider,
      providerPaymentId: event.paymentId,
      amountPaise: event.amountPaise,
    });
    if (!fresh) return 'duplicate';
    const owe = () =>
      event.paymentId
        ? repo.insertRefund(t, {
            orderId: order.id,
            provider,
            providerPaymentId: event.paymentId,
            amountPaise: event.amountPaise,
            idempotencyKey: refundKey(event.paymentId),
          })
        : Promise.resolve(false);
    if (order.paymentStatus === 'paid') {
      // The same payment told twice (payment.captured and qr_code.credited) is nothing new; a
      // second payment of a paid order is money to send back.
      const paidBy = await repo.payingPaymentId(t, order.id);
      if (event.status === 'paid' && event.paymentId && paidBy && event.paymentId !== paidBy)
        await owe();
      return 'ignored';
    }
    await recordAttempt(t, order, event, provider);
    const onDelivery = isCashOnDelivery(order);
    const facts = {
      customerId: order.customerId,
      orderNumber: order.orderNumber,
      totalAmount: prepaidAmount(order),
    };
    if (event.status === 'failed') {
      // An online attempt failing after the order was placed on delivery changes nothing for
      // the shopper: no "pay again".
      if (onDelivery) return 'applied';
      // Told once per attempt that failed (the event), in this transaction.
      await enqueuePush(
        t,
        `payment_failed:${event.eventId}`,
        'payment_failed',
        paymentFailed(facts, await localeOf(t, order.customerId)),
      );
      return 'applied';
    }
    // Paid after the hold ran out, swept or not yet: the stock may be sold again, so the order
    // stays cancelled (cancelled now if the sweep has not come by) and the money goes back. An
    // order placed on delivery holds its stock: no hold runs out.
    if (order.orderStatus === 'cancelled' || (!onDelivery && order.expiresAt <= now)) {
      if (order.orderStatus !== 'cancelled') await cancelOrders(t, [order.id]);
      await repo.updateOrder(t, order.id, { refundDueAt: now });
      await owe();
      return 'refund due';
    }
    await markPaid(t, order, event, now);
    await enqueuePush(
      t,
      `order_paid:${order.id}`,
      'order_paid',
      orderPaid(facts, await localeOf(t, order.customerId)),
    );
    return 'applied';
  });
}

/**
 * The order paid: placed, each seller part invoiced, the ordered units out of the cart. Placed on
 * delivery and then paid online after all (a UPI app finishing late), it becomes prepaid:
 * nothing is collected at the door, the fee goes, and what placing it did is not done again.
 */
async function markPaid(t: Db, order: OrderRow, event: PaymentEvent, now: Date) {
  const onDelivery = isCashOnDelivery(order);
  await repo.updateOrder(t, order.id, {
    paymentStatus: 'paid',
    orderStatus: 'placed',
    paymentMethod: event.method ?? 'upi',
    paidAt: now,
    ...(onDelivery && { codFee: 0, totalAmount: prepaidAmount(order) }),
  });
  if (onDelivery) return;
  await issueInvoiceNumbers(t, order.id, now);
  await takeOrderedCartLines(t, order.id);
}

/**
 * Why an event cannot move this order, or null when every money field agrees: the currency is
 * the shop's, the amount is the order's total (a failed payment's too: a failure of another
 * amount was not this order's payment), and an attempt the event names is one of this order's.
 * Checked on every event, whichever gateway sent it and whether a webhook or the reconciliation
 * brought it; a refused event changes nothing and is not recorded.
 */
function moneyMismatch(
  event: PaymentEvent,
  order: OrderRow,
  orderOfReference: string | undefined,
): string | null {
  if (event.currency !== SHOP_CURRENCY)
    return `Currency ${event.currency ?? '(none)'} is not the order's (${SHOP_CURRENCY})`;
  if (event.amountPaise !== prepaidAmount(order) * 100)
    return `Amount ${event.amountPaise / 100} does not match the order total ${prepaidAmount(order)}`;
  if (event.reference && orderOfReference !== order.orderNumber)
    return `Payment ${event.reference} is not one of order ${order.orderNumber}'s`;
  return null;
}

/** The attempt the event names (or the newest pending one) takes the result; else one is recorded. */
async function recordAttempt(db: Db, order: OrderRow, event: PaymentEvent, provider: string) {
  const attempt = await repo.attemptFor(db, order.id, event.reference);
  const values = {
    status: event.status,
    method: event.method ?? 'upi',
    providerPaymentId: event.paymentId,
    updatedAt: new Date(),
  };
  // Only forward: paid is final; a failed attempt may still be paid (its QR paid at a second
  // try), never the other way.
  const moves =
    attempt &&
    (attempt.status === 'pending' || (attempt.status === 'failed' && event.status === 'paid'));
  if (moves) await repo.updateAttempt(db, attempt.id, values);
  else if (!attempt)
    await repo.insertAttempt(db, {
      orderId: order.id,
      provider,
      amount: Math.round(event.amountPaise / 100),
      ...values,
    });
}

/**
 * Asks the gateway for the refunds owed (of one order, or all), each once: a refund is claimed
 * before the request, and its idempotency key (from the payment) keeps a retried request from
 * refunding twice. A refusal is kept on the row for the next try and for support. An accepted
 * one is told to the shopper (push, and SMS with `sms`).
 */
export async function sendDueRefunds(
  db: Db,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  {
    orderId = null,
    retryFailed = false,
    sms,
  }: { orderId?: string | null; retryFailed?: boolean; sms?: SmsProvider } = {},
): Promise<number> {
  const claimed = await repo.claimRefunds(db, orderId, retryFailed);
  let sent = 0;
  for (const refund of claimed) {
    try {
      const answer = await provider.refund({
        paymentId: refund.providerPaymentId,
        amountPaise: refund.amountPaise,
        idempotencyKey: refund.idempotencyKey,
      });
      const wrong = refundMismatch(refund, answer);
      // Kept failed, for support: the gateway answered for another refund than the one asked.
      if (wrong) throw new Error(`the gateway answered a refund of ${wrong}`);
      await repo.settleRefund(db, refund.id, { status: 'requested', refundId: answer.refundId });
      sent++;
      await tellRefundStarted(db, sms, refund).catch((err: unknown) =>
        log.warn({ err, refund: refund.id }, 'the refund notice was not sent'),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await repo.settleRefund(db, refund.id, {
        status: 'failed',
        lastError: message.slice(0, 500),
      });
      log.error({ err: error, refund: refund.id }, 'refund request failed; it will be retried');
    }
  }
  return sent;
}

/** What in the gateway's refund answer is not the refund asked for, or null. */
function refundMismatch(
  asked: { providerPaymentId: string; amountPaise: number },
  answer: RefundAnswer,
): string | null {
  if (answer.currency !== SHOP_CURRENCY) return `currency ${answer.currency ?? '(none)'}`;
  if (answer.amountPaise !== asked.amountPaise) return `amount ${answer.amountPaise} paise`;
  if (answer.paymentId !== asked.providerPaymentId) return `payment ${answer.paymentId}`;
  return null;
}

/** What the order costs paid online: its total without a cash on delivery fee. */
const prepaidAmount = (order: OrderRow) => order.totalAmount - order.codFee;

/** Each seller part's invoice number, when the order is paid or placed on delivery. */
export async function issueInvoiceNumbers(db: Db, orderId: string, paidAt: Date) {
  const fy = financialYear(paidAt);
  for (const part of await repo.sellerParts(db, orderId)) {
    // One counter per seller and year, bumped under its row lock: consecutive, never shared.
    const next = await repo.nextInvoiceNumber(db, part.sellerId, fy);
    await repo.setInvoice(db, part.id, {
      invoiceNumber: invoiceNumber(fy, next),
      invoiceDate: paidAt,
    });
  }
}

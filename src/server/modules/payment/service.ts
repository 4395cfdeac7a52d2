import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { inTransaction, type Db } from '../../db/client';
import { DomainError, notFound, tooManyRequests, unprocessable } from '../../domain-error';
import type { PaymentProvider } from '../../providers/payment';
import { takeOrderedCartLines } from '../cart/repository';
import { cancelOrders } from '../orders/expiry';
import { ORDER_NOT_FOUND } from '../orders/service';
import { financialYear, invoiceNumber } from './invoice/invoice-number';
import * as repo from './repository';
import type { OrderRow } from './repository';
import { orderPaid, paymentFailed } from '../push/messages';
import { enqueuePush } from '../push/outbox';

export const ALREADY_PAID = 'This order is already paid';
export const ORDER_CANCELLED = 'This order was cancelled and can no longer be paid';
export const ORDER_EXPIRED = 'The time to pay for this order has run out; please order again';
export const TOO_MANY_ATTEMPTS =
  'Too many payment attempts for this order; please pay with the one already open';
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
  if (order.orderStatus === 'cancelled') throw new DomainError('ORDER_CANCELLED', ORDER_CANCELLED);
  if (order.expiresAt <= now) throw new DomainError('ORDER_EXPIRED', ORDER_EXPIRED);
  return order;
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest();

/**
 * A new payment attempt for the order's own total (whatever price the client sent). Like a real
 * gateway's checkout link, its payer link carries a random secret; only its hash is kept.
 */
export async function startPayment(db: Db, provider: PaymentProvider, order: OrderRow) {
  const payerSecret = randomBytes(32).toString('base64url');
  // Counted and stored with the order locked, so concurrent calls cannot all pass the cap.
  await inTransaction(db, async (tx) => {
    await repo.lockOrder(tx, order.orderNumber);
    if ((await repo.pendingAttemptCount(tx, order.id)) >= MAX_PENDING_ATTEMPTS)
      throw tooManyRequests(TOO_MANY_ATTEMPTS);
    await repo.insertAttempt(tx, {
      orderId: order.id,
      provider: provider.name,
      amount: order.totalAmount,
      payerSecretHash: hashSecret(payerSecret).toString('hex'),
    });
  });
  return { orderNumber: order.orderNumber, amount: order.totalAmount, payerSecret };
}

/** True when the secret is that of one of the order's attempts (compared in constant time). */
export async function isPayerSecret(db: Db, orderId: string, secret: string): Promise<boolean> {
  const hashes = await repo.payerSecretHashes(db, orderId);
  const given = hashSecret(secret);
  let found = false;
  for (const hash of hashes) found = timingSafeEqual(Buffer.from(hash, 'hex'), given) || found;
  return found;
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

export interface PaymentEvent {
  eventId: string;
  orderId: string;
  status: 'paid' | 'failed';
  amount: number;
  method?: string | undefined;
}

export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'refund due';

/**
 * Applies a provider event once (by eventId) and never backwards: a paid order stays paid
 * whatever arrives after. Paid: the order is placed, each seller part gets its invoice number and
 * the ordered units leave the cart (they stayed there while the payment was pending).
 */
export function applyPaymentEvent(
  db: Db,
  event: PaymentEvent,
  now = new Date(),
): Promise<EventOutcome> {
  return inTransaction(db, async (t) => {
    const order = await repo.lockOrder(t, event.orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (event.status === 'paid' && event.amount !== order.totalAmount) {
      throw unprocessable(
        `Amount ${event.amount} does not match the order total ${order.totalAmount}`,
      );
    }
    const fresh = await repo.recordEvent(t, {
      eventId: event.eventId,
      orderId: order.id,
      status: event.status,
    });
    if (!fresh) return 'duplicate';
    if (order.paymentStatus === 'paid') return 'ignored';
    await recordAttempt(t, order, event);
    const facts = {
      customerId: order.customerId,
      orderNumber: order.orderNumber,
      totalAmount: order.totalAmount,
    };
    if (event.status === 'failed') {
      // Told once per attempt that failed (the event), in this transaction.
      await enqueuePush(
        t,
        `payment_failed:${event.eventId}`,
        'payment_failed',
        paymentFailed(facts),
      );
      return 'applied';
    }
    // Paid after the hold ran out, swept or not yet: the stock may be sold again, so the order
    // stays cancelled (cancelled now if the sweep has not come by) and the money goes back.
    if (order.orderStatus === 'cancelled' || order.expiresAt <= now) {
      if (order.orderStatus !== 'cancelled') await cancelOrders(t, [order.id]);
      await repo.updateOrder(t, order.id, { refundDueAt: now });
      return 'refund due';
    }
    await repo.updateOrder(t, order.id, {
      paymentStatus: 'paid',
      orderStatus: 'placed',
      paymentMethod: event.method ?? 'upi',
      paidAt: now,
    });
    await issueInvoiceNumbers(t, order.id, now);
    await takeOrderedCartLines(t, order.id);
    await enqueuePush(t, `order_paid:${order.id}`, 'order_paid', orderPaid(facts));
    return 'applied';
  });
}

/** The newest pending attempt takes the result; an event without one is recorded as its own. */
async function recordAttempt(db: Db, order: OrderRow, event: PaymentEvent) {
  const pending = await repo.newestPendingAttempt(db, order.id);
  const values = { status: event.status, method: event.method ?? 'upi', updatedAt: new Date() };
  if (pending) await repo.updateAttempt(db, pending, values);
  else
    await repo.insertAttempt(db, {
      orderId: order.id,
      provider: 'webhook',
      amount: event.amount,
      ...values,
    });
}

async function issueInvoiceNumbers(db: Db, orderId: string, paidAt: Date) {
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

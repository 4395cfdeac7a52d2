import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client';
import { takeOrderedCartLines } from '../cart/repository';
import { invoiceCounters, orderParts, orders, paymentEvents, payments } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../domain-error';
import type { PaymentProvider } from '../../providers/payment';
import { cancelOrders } from '../orders/expiry';
import { financialYear, invoiceNumber } from './invoice/invoice-number';

export const ORDER_NOT_FOUND = 'Order not found';
export const ALREADY_PAID = 'This order is already paid';
export const ORDER_CANCELLED = 'This order was cancelled and can no longer be paid';
export const ORDER_EXPIRED = 'The time to pay for this order has run out; please order again';

type OrderRow = typeof orders.$inferSelect;

/** The shopper's own order, still payable: not paid, not cancelled, not past its hold. */
export async function payableOrder(
  db: Db,
  customerId: string,
  orderNumber: string,
  now = new Date(),
): Promise<OrderRow> {
  // Another shopper's order answers exactly like a missing one: nothing about it is revealed.
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.customerId, customerId)));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.paymentStatus === 'paid') throw conflict(ALREADY_PAID);
  if (order.orderStatus === 'cancelled') throw conflict(ORDER_CANCELLED);
  if (order.expiresAt <= now) throw conflict(ORDER_EXPIRED);
  return order;
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest();

/**
 * A new payment attempt for the order's own total (whatever price the client sent). Like a real
 * gateway's checkout link, its payer link carries a random secret; only its hash is kept.
 */
export async function startPayment(db: Db, provider: PaymentProvider, order: OrderRow) {
  const payerSecret = randomBytes(32).toString('base64url');
  await db.insert(payments).values({
    orderId: order.id,
    provider: provider.name,
    amount: order.totalAmount,
    payerSecretHash: hashSecret(payerSecret).toString('hex'),
  });
  return { orderNumber: order.orderNumber, amount: order.totalAmount, payerSecret };
}

/** True when the secret is that of one of the order's attempts (compared in constant time). */
export async function isPayerSecret(db: Db, orderId: string, secret: string): Promise<boolean> {
  const attempts = await db
    .select({ hash: payments.payerSecretHash })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNotNull(payments.payerSecretHash)));
  const given = hashSecret(secret);
  let found = false;
  for (const { hash } of attempts)
    found = timingSafeEqual(Buffer.from(hash!, 'hex'), given) || found;
  return found;
}

/** paid, not paid, or failed (the latest attempt was declined; paying again is allowed). */
export async function paymentStatus(db: Db, customerId: string, orderNumber: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.customerId, customerId)));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.paymentStatus === 'paid') return 'paid' as const;
  const [latest] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return latest?.status === 'failed' || order.orderStatus === 'cancelled'
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
    const [order] = await t
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, event.orderId))
      .for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (event.status === 'paid' && event.amount !== order.totalAmount) {
      throw unprocessable(
        `Amount ${event.amount} does not match the order total ${order.totalAmount}`,
      );
    }
    const fresh = await t
      .insert(paymentEvents)
      .values({ eventId: event.eventId, orderId: order.id, status: event.status })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) return 'duplicate';
    if (order.paymentStatus === 'paid') return 'ignored';
    await recordAttempt(t, order, event);
    if (event.status === 'failed') return 'applied';
    // Paid after the hold ran out, swept or not yet: the stock may be sold again, so the order
    // stays cancelled (cancelled now if the sweep has not come by) and the money goes back.
    if (order.orderStatus === 'cancelled' || order.expiresAt <= now) {
      if (order.orderStatus !== 'cancelled') await cancelOrders(t, [order.id]);
      await t.update(orders).set({ refundDueAt: now }).where(eq(orders.id, order.id));
      return 'refund due';
    }
    await t
      .update(orders)
      .set({
        paymentStatus: 'paid',
        orderStatus: 'placed',
        paymentMethod: event.method ?? 'upi',
        paidAt: now,
      })
      .where(eq(orders.id, order.id));
    await issueInvoiceNumbers(t, order.id, now);
    await takeOrderedCartLines(t, order.id);
    return 'applied';
  });
}

/** The newest pending attempt takes the result; an event without one is recorded as its own. */
async function recordAttempt(db: Db, order: OrderRow, event: PaymentEvent) {
  const [pending] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  const values = { status: event.status, method: event.method ?? 'upi', updatedAt: new Date() };
  if (pending) await db.update(payments).set(values).where(eq(payments.id, pending.id));
  else
    await db
      .insert(payments)
      .values({ orderId: order.id, provider: 'webhook', amount: event.amount, ...values });
}

async function issueInvoiceNumbers(db: Db, orderId: string, paidAt: Date) {
  const fy = financialYear(paidAt);
  const parts = await db
    .select({ id: orderParts.id, sellerId: orderParts.sellerId })
    .from(orderParts)
    .where(eq(orderParts.orderId, orderId))
    .orderBy(orderParts.id);
  for (const part of parts) {
    // One row per seller and year, bumped under its row lock: consecutive, never shared.
    const [counter] = await db
      .insert(invoiceCounters)
      .values({ sellerId: part.sellerId, financialYear: fy, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [invoiceCounters.sellerId, invoiceCounters.financialYear],
        set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
      })
      .returning();
    await db
      .update(orderParts)
      .set({ invoiceNumber: invoiceNumber(fy, counter!.lastNumber), invoiceDate: paidAt })
      .where(eq(orderParts.id, part.id));
  }
}

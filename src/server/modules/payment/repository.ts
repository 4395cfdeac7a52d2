import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceCounters, orderParts, orders, paymentEvents, payments } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** The shopper's own order by its number; another shopper's is not found. */
export async function findOwnOrder(db: Db, customerId: string, orderNumber: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.customerId, customerId)));
  return order;
}

/** An order by its number, locked until the transaction ends. */
export async function lockOrder(db: Db, orderNumber: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .for('update');
  return order;
}

export async function insertAttempt(db: Db, attempt: typeof payments.$inferInsert) {
  await db.insert(payments).values(attempt);
}

export async function payerSecretHashes(db: Db, orderId: string): Promise<string[]> {
  const attempts = await db
    .select({ hash: payments.payerSecretHash })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNotNull(payments.payerSecretHash)));
  return attempts.map((a) => a.hash!);
}

export async function latestAttemptStatus(db: Db, orderId: string) {
  const [latest] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return latest?.status;
}

/** Records a provider event by its id; false when it was already recorded. */
export async function recordEvent(
  db: Db,
  event: { eventId: string; orderId: string; status: 'paid' | 'failed' },
): Promise<boolean> {
  const fresh = await db.insert(paymentEvents).values(event).onConflictDoNothing().returning();
  return fresh.length > 0;
}

export async function pendingAttemptCount(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
  return row?.n ?? 0;
}

export async function newestPendingAttempt(db: Db, orderId: string) {
  const [pending] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return pending?.id;
}

export async function updateAttempt(
  db: Db,
  id: string,
  values: Partial<typeof payments.$inferInsert>,
): Promise<void> {
  await db.update(payments).set(values).where(eq(payments.id, id));
}

export async function updateOrder(
  db: Db,
  id: string,
  values: Partial<typeof orders.$inferInsert>,
): Promise<void> {
  await db.update(orders).set(values).where(eq(orders.id, id));
}

/**
 * An order's seller parts in seller order: their invoice counters are then locked in the same
 * order by every payment, so two orders paid at once cannot wait on each other in a circle.
 */
export function sellerParts(db: Db, orderId: string) {
  return db
    .select({ id: orderParts.id, sellerId: orderParts.sellerId })
    .from(orderParts)
    .where(eq(orderParts.orderId, orderId))
    .orderBy(orderParts.sellerId);
}

/** The seller's next invoice number of the year, bumped under its row lock. */
export async function nextInvoiceNumber(
  db: Db,
  sellerId: string,
  financialYear: string,
): Promise<number> {
  const [counter] = await db
    .insert(invoiceCounters)
    .values({ sellerId, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.sellerId, invoiceCounters.financialYear],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning();
  return counter!.lastNumber;
}

export async function setInvoice(
  db: Db,
  partId: string,
  invoice: { invoiceNumber: string; invoiceDate: Date },
): Promise<void> {
  await db.update(orderParts).set(invoice).where(eq(orderParts.id, partId));
}

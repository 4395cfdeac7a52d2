import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  invoiceCounters,
  orderItems,
  orderParts,
  orders,
  paymentEvents,
  paymentRefunds,
  payments,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** The shopper's own order by its number; another shopper's is not found. */
export async function findOwnOrder(db: Db, customerId: string, orderNumber: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.customerId, customerId)));
  return order;
}

/** The units of an order (its lines' quantities added up). */
export async function orderUnits(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return row?.units ?? 0;
}

/** An order by its number, whoever placed it. */
export async function findOrder(db: Db, orderNumber: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return order;
}

/** Whose order it is, its number and address: what a refund's notice names. */
export async function orderById(db: Db, id: string) {
  const [order] = await db
    .select({
      customerId: orders.customerId,
      orderNumber: orders.orderNumber,
      shippingInfo: orders.shippingInfo,
    })
    .from(orders)
    .where(eq(orders.id, id));
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
  const [row] = await db.insert(payments).values(attempt).returning({ id: payments.id });
  return row!.id;
}

/** An attempt the gateway never opened (it could not be reached) is not kept. */
export async function deleteAttempt(db: Db, id: string): Promise<void> {
  await db.delete(payments).where(eq(payments.id, id));
}

/** The order of an attempt, by the gateway's reference of the attempt. */
export async function orderNumberOfReference(db: Db, reference: string) {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.reference, reference))
    .limit(1);
  return row?.orderNumber;
}

/** The order's attempt with this reference, or its newest pending one. */
export async function attemptFor(db: Db, orderId: string, reference: string | null) {
  const [attempt] = await db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        reference ? eq(payments.reference, reference) : eq(payments.status, 'pending'),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return attempt;
}

/** The gateway payment that paid the order, if one did. */
export async function payingPaymentId(db: Db, orderId: string) {
  const [row] = await db
    .select({ id: payments.providerPaymentId })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
    .limit(1);
  return row?.id ?? null;
}

/** The gateway that took the order's payment (its refunds go back through it). */
export async function payingProvider(db: Db, orderId: string): Promise<string> {
  const [row] = await db
    .select({ provider: payments.provider })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
    .limit(1);
  return row?.provider ?? 'unknown';
}

/** A refund owed for a gateway payment (or a part of it); false when it is already owed. */
export async function insertRefund(db: Db, refund: typeof paymentRefunds.$inferInsert) {
  const fresh = await db.insert(paymentRefunds).values(refund).onConflictDoNothing().returning();
  return fresh.length > 0;
}

/** A refund requested this long ago with no answer kept (its process stopped) is asked again. */
const STUCK_REFUND_MS = 5 * 60_000;

/**
 * Takes the order's refunds still due for this caller, marking them requested, so two callers
 * never ask the gateway for the same one at once. `retryFailed` (the reconciliation) also takes
 * those refused before and those requested long ago with no answer kept: the refund's
 * idempotency key makes asking again safe.
 */
export function claimRefunds(db: Db, orderId: string | null, retryFailed = false) {
  const stuckBefore = new Date(Date.now() - STUCK_REFUND_MS).toISOString();
  return db
    .update(paymentRefunds)
    .set({ status: 'requested', updatedAt: new Date() })
    .where(
      and(
        orderId ? eq(paymentRefunds.orderId, orderId) : undefined,
        retryFailed
          ? sql`(${paymentRefunds.status} in ('due', 'failed') or (${paymentRefunds.status} = 'requested' and ${paymentRefunds.refundId} is null and ${paymentRefunds.updatedAt} <= ${stuckBefore}::timestamptz))`
          : eq(paymentRefunds.status, 'due'),
      ),
    )
    .returning();
}

/**
 * Pending attempts whose window closed at least `graceMs` ago but less than `horizonMs` ago,
 * not asked about in the last `leaseMs`: leased to
 * this caller (checked_at), so one instance asks about each, whatever number run the job.
 */
export async function leaseUnsettledAttempts(
  db: Db,
  now: Date,
  {
    graceMs,
    leaseMs,
    horizonMs,
    limit,
  }: { graceMs: number; leaseMs: number; horizonMs: number; limit: number },
): Promise<{ id: string; reference: string }[]> {
  const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const result = await db.execute(sql`
    update payments set checked_at = ${now.toISOString()}::timestamptz
    where id in (
      select id from payments
      where status = 'pending' and reference is not null
        and expires_at <= ${at(graceMs)}::timestamptz and expires_at > ${at(horizonMs)}::timestamptz
        and (checked_at is null or checked_at <= ${at(leaseMs)}::timestamptz)
      order by expires_at
      limit ${limit}
      for update skip locked)
    returning id, reference`);
  return result.rows as { id: string; reference: string }[];
}

/** The order as the ledger heads it, by its number; undefined when there is none. */
export async function ledgerOrder(db: Db, orderNumber: string) {
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      totalAmount: orders.totalAmount,
      paymentStatus: orders.paymentStatus,
      orderStatus: orders.orderStatus,
      expiresAt: orders.expiresAt,
      paidAt: orders.paidAt,
      refundDueAt: orders.refundDueAt,
    })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return order;
}

/** The order's payment attempts, oldest first (the ledger's). */
export function attemptsOf(db: Db, orderId: string) {
  return db
    .select({
      at: payments.createdAt,
      provider: payments.provider,
      reference: payments.reference,
      status: payments.status,
      amount: payments.amount,
      providerPaymentId: payments.providerPaymentId,
      expiresAt: payments.expiresAt,
      checkedAt: payments.checkedAt,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(payments.createdAt);
}

/** The gateway's events applied to the order, oldest first (the ledger's). */
export function paymentEventsOf(db: Db, orderId: string) {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId))
    .orderBy(paymentEvents.receivedAt);
}

export async function settleRefund(
  db: Db,
  id: string,
  values: { status: 'requested' | 'failed'; refundId?: string; lastError?: string },
): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentRefunds.id, id));
}

/** The order's refunds, oldest first (the ledger). */
export function refundsOf(db: Db, orderId: string) {
  return db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, orderId))
    .orderBy(paymentRefunds.createdAt);
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
  event: typeof paymentEvents.$inferInsert,
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

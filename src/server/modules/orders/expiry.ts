import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type Db } from '../../db/client';
import { couponRedemptions, orderItems, orders, products, variations } from '../../db/schema';
import { paymentExpired } from '../push/messages';
import { localeOf } from '../accounts/repository';
import { enqueuePush } from '../push/service';

const SWEEP_MS = 30_000;

/**
 * Cancels unpaid orders whose hold has run out and puts their stock back. The deadline lives in
 * the database, so a restart loses nothing; SKIP LOCKED lets several servers sweep at once, and
 * an order being paid right now (locked by the payment) is left for the next sweep.
 */
export async function expireUnpaidOrders(db: Db, now = new Date()): Promise<number> {
  return inTransaction(db, async (t) => {
    const due = await t
      .select({
        id: orders.id,
        customerId: orders.customerId,
        orderNumber: orders.orderNumber,
        totalAmount: orders.totalAmount,
      })
      .from(orders)
      .where(
        and(
          eq(orders.paymentStatus, 'not paid'),
          eq(orders.orderStatus, 'pending'),
          lte(orders.expiresAt, now),
        ),
      )
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    await cancelOrders(
      t,
      due.map((o) => o.id),
    );
    for (const o of due)
      await enqueuePush(
        t,
        `payment_expired:${o.id}`,
        'payment_expired',
        paymentExpired(o, await localeOf(t, o.customerId)),
      );
    return due.length;
  });
}

/** Cancels unpaid orders (locked by the caller's transaction) and puts their stock back. */
export async function cancelOrders(t: Db, ids: string[]): Promise<void> {
  const items = await t.select().from(orderItems).where(inArray(orderItems.orderId, ids));
  for (const item of items) {
    if (item.variationId)
      await t
        .update(variations)
        .set({ stock: sql`${variations.stock} + ${item.quantity}` })
        .where(eq(variations.id, item.variationId));
    await t
      .update(products)
      .set({ stock: sql`${products.stock} + ${item.quantity}` })
      .where(eq(products.id, item.productId));
  }
  await t.update(orders).set({ orderStatus: 'cancelled' }).where(inArray(orders.id, ids));
  // A coupon spent on an order that never happened can be used again.
  await t.delete(couponRedemptions).where(inArray(couponRedemptions.orderId, ids));
}

/** Sweeps every 30 s; `onExpired` hears when stock was put back (catalogue answers changed). */
export function startOrderExpiry(
  db: Db,
  log: FastifyBaseLogger,
  onExpired: () => void = () => {},
): () => void {
  const sweep = () =>
    expireUnpaidOrders(db)
      .then((n) => {
        if (n === 0) return;
        log.info({ cancelled: n }, 'unpaid orders expired');
        onExpired();
      })
      .catch((err: unknown) => log.error({ err }, 'order expiry sweep failed'));
  void sweep();
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}

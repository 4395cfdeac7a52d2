import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponRedemptions, orderItems, orders, products, variations } from '../../db/schema';

/**
 * Unpaid pending orders whose hold ran out by `now`, locked for the caller's transaction; an
 * order locked by someone else (being paid right now) is skipped.
 */
export async function lockExpiredOrders(t: Db, now: Date) {
  return t
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

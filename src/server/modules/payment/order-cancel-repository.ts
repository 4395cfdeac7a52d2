import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  couponRedemptions,
  orderItems,
  orderParts,
  orders,
  products,
  variations,
} from '../../db/schema';

/**
 * The order's seller parts, cancelled or not, in seller order: their credit note counters are
 * then locked in the same order by every cancel, so two cancels never wait on each other.
 */
export function partsOf(db: Db, orderId: string) {
  return db
    .select({
      id: orderParts.id,
      sellerId: orderParts.sellerId,
      price: orderParts.price,
      shippingFee: orderParts.shippingFee,
      cancelledAt: orderParts.cancelledAt,
      invoiceNumber: orderParts.invoiceNumber,
      packedAt: orderParts.packedAt,
      invoiceDate: orderParts.invoiceDate,
    })
    .from(orderParts)
    .where(eq(orderParts.orderId, orderId))
    .orderBy(orderParts.sellerId);
}

/** Puts a part's units back on the shelf and marks it cancelled, with the shopper's reason. */
export async function cancelPart(db: Db, partId: string, reason: string, at: Date) {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderPartId, partId));
  for (const item of items) {
    if (item.variationId)
      await db
        .update(variations)
        .set({ stock: sql`${variations.stock} + ${item.quantity}` })
        .where(eq(variations.id, item.variationId));
    await db
      .update(products)
      .set({ stock: sql`${products.stock} + ${item.quantity}` })
      .where(eq(products.id, item.productId));
  }
  await db
    .update(orderParts)
    .set({ cancelledAt: at, cancelReason: reason })
    .where(and(eq(orderParts.id, partId), isNull(orderParts.cancelledAt)));
}

/** The whole order called off: cancelled, and its coupon can be used again. */
export async function markOrderCancelled(db: Db, orderId: string) {
  await db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, orderId));
  await db.delete(couponRedemptions).where(inArray(couponRedemptions.orderId, [orderId]));
}

/** Every part of the order not cancelled yet, marked cancelled (their stock is put back apart). */
export async function markPartsCancelled(db: Db, orderId: string, reason: string, at: Date) {
  await db
    .update(orderParts)
    .set({ cancelledAt: at, cancelReason: reason })
    .where(and(eq(orderParts.orderId, orderId), isNull(orderParts.cancelledAt)));
}

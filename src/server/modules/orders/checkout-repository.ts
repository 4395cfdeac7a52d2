import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  couponRedemptions,
  coupons,
  orderItems,
  orderParts,
  orders,
  products,
  variations,
} from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type VariationRow = typeof variations.$inferSelect;

/**
 * Locks what is sold, always in id order, so two checkouts cannot deadlock each other; the
 * locks hold until the caller's transaction ends.
 */
export async function lockStock(db: Db, productIds: string[], variationIds: string[]) {
  const lockedVariations = variationIds.length
    ? await db
        .select()
        .from(variations)
        .where(inArray(variations.id, variationIds))
        .orderBy(variations.id)
        .for('update')
    : [];
  const lockedProducts = await db
    .select()
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(products.id)
    .for('update');
  return { lockedProducts, lockedVariations };
}

export async function insertOrder(db: Db, order: typeof orders.$inferInsert) {
  const [created] = await db.insert(orders).values(order).returning();
  return created!;
}

export async function insertPart(db: Db, part: typeof orderParts.$inferInsert) {
  const [created] = await db.insert(orderParts).values(part).returning();
  return created!;
}

export async function insertItems(db: Db, items: (typeof orderItems.$inferInsert)[]) {
  await db.insert(orderItems).values(items);
}

/** Takes sold units off the variation (when there is one) and the product. */
export async function takeStock(
  db: Db,
  productId: string,
  variationId: string | null,
  quantity: number,
): Promise<void> {
  if (variationId)
    await db
      .update(variations)
      .set({ stock: sql`${variations.stock} - ${quantity}` })
      .where(eq(variations.id, variationId));
  await db
    .update(products)
    .set({ stock: sql`greatest(${products.stock} - ${quantity}, 0)` })
    .where(eq(products.id, productId));
}

export async function findCoupon(db: Db, code: string) {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
  return coupon;
}

/** The coupons a shopper can be offered: switched on and not expired. */
export async function liveCoupons(db: Db) {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.active, true), sql`${coupons.expiresAt} > now()`));
}

/** The coupons this shopper has used (each is once per shopper). */
export async function redeemedCouponIds(db: Db, customerId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: couponRedemptions.couponId })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.customerId, customerId));
  return new Set(rows.map((r) => r.id));
}

export async function hasRedeemed(db: Db, couponId: string, customerId: string) {
  const [used] = await db
    .select({ id: couponRedemptions.couponId })
    .from(couponRedemptions)
    .where(
      and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.customerId, customerId)),
    );
  return !!used;
}

export async function recordRedemption(
  db: Db,
  redemption: { couponId: string; customerId: string; orderId: string },
): Promise<void> {
  await db.insert(couponRedemptions).values(redemption);
}

export async function sellerOfProduct(db: Db, productId: string) {
  const [product] = await db
    .select({ sellerId: products.sellerId })
    .from(products)
    .where(eq(products.id, productId));
  return product?.sellerId;
}

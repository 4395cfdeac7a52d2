import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chatImages,
  customers,
  orderItems,
  orderParts,
  orderReturnItems,
  orderReturns,
  orders,
  paymentRefunds,
  products,
  sellers,
  shipments,
  variations,
} from '../../db/schema';

export type ReturnRow = typeof orderReturns.$inferSelect;

/** The order's seller parts with their shops, in the order the coupon is shared by (seller id). */
export function partsWithShops(db: Db, orderId: string) {
  return db
    .select({ part: orderParts, seller: sellers })
    .from(orderParts)
    .innerJoin(sellers, eq(sellers.id, orderParts.sellerId))
    .where(eq(orderParts.orderId, orderId))
    .orderBy(asc(orderParts.sellerId));
}

/** A part's items, each with whether its product may be returned, in a fixed order. */
export function itemsOfPart(db: Db, partId: string) {
  return db
    .select({ item: orderItems, returnable: products.returnable })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderPartId, partId))
    .orderBy(asc(orderItems.id));
}

/** Units of each item in returns not refused: what may not be sent back again. */
export async function unitsInReturns(
  db: Db,
  itemIds: string[],
  statuses: 'not refused' | 'accepted' = 'not refused',
  except: string | null = null,
): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({
      itemId: orderReturnItems.orderItemId,
      units: sql<number>`sum(${orderReturnItems.units})::int`,
    })
    .from(orderReturnItems)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnItems.returnId))
    .where(
      and(
        inArray(orderReturnItems.orderItemId, itemIds),
        statuses === 'accepted'
          ? eq(orderReturns.status, 'accepted')
          : ne(orderReturns.status, 'refused'),
        except ? ne(orderReturns.id, except) : undefined,
      ),
    )
    .groupBy(orderReturnItems.orderItemId);
  return new Map(rows.map((r) => [r.itemId, r.units]));
}

/** How many of these pictures are this shopper's, sent to this seller. */
export async function ownPictureCount(
  db: Db,
  customerId: string,
  sellerId: string,
  ids: string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatImages)
    .where(
      and(
        inArray(chatImages.id, ids),
        eq(chatImages.customerId, customerId),
        eq(chatImages.sellerId, sellerId),
      ),
    );
  return row?.n ?? 0;
}

/** The product's variations by size, in stock now (an exchange's choices). */
export function sizesInStock(db: Db, productId: string) {
  return db
    .select({ id: variations.id, size: variations.size, color: variations.color })
    .from(variations)
    .where(
      and(
        eq(variations.productId, productId),
        sql`${variations.size} is not null`,
        sql`${variations.stock} > 0`,
      ),
    )
    .orderBy(asc(variations.position));
}

/** Takes `units` of a size off the shelf for an exchange; false when not that many are left. */
export async function reserveSize(
  db: Db,
  productId: string,
  variationId: string,
  units: number,
): Promise<boolean> {
  const taken = await db
    .update(variations)
    .set({ stock: sql`${variations.stock} - ${units}` })
    .where(and(eq(variations.id, variationId), sql`${variations.stock} >= ${units}`))
    .returning({ id: variations.id });
  if (taken.length === 0) return false;
  await db
    .update(products)
    .set({ stock: sql`greatest(${products.stock} - ${units}, 0)` })
    .where(eq(products.id, productId));
  return true;
}

/** Puts an exchange's reserved units back (the return was refused). */
export async function releaseSize(db: Db, variationId: string, units: number) {
  const [row] = await db
    .update(variations)
    .set({ stock: sql`${variations.stock} + ${units}` })
    .where(eq(variations.id, variationId))
    .returning({ productId: variations.productId });
  if (row)
    await db
      .update(products)
      .set({ stock: sql`${products.stock} + ${units}` })
      .where(eq(products.id, row.productId));
}

export async function customerEmail(db: Db, customerId: string): Promise<string> {
  const [row] = await db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.email ?? '';
}

export async function countReturnsOfPart(db: Db, partId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderReturns)
    .where(eq(orderReturns.orderPartId, partId));
  return row?.n ?? 0;
}

export async function insertShipment(db: Db, row: typeof shipments.$inferInsert) {
  const [created] = await db.insert(shipments).values(row).returning();
  return created!;
}

export async function insertReturn(
  db: Db,
  row: typeof orderReturns.$inferInsert,
  items: Omit<typeof orderReturnItems.$inferInsert, 'returnId'>[],
) {
  const [created] = await db.insert(orderReturns).values(row).returning();
  await db.insert(orderReturnItems).values(items.map((i) => ({ ...i, returnId: created!.id })));
  return created!;
}

/** A return locked for its decision, with its part (whose seller decides). */
export async function lockReturn(db: Db, returnId: string) {
  const [row] = await db
    .select({ ret: orderReturns, part: orderParts })
    .from(orderReturns)
    .innerJoin(orderParts, eq(orderParts.id, orderReturns.orderPartId))
    .where(eq(orderReturns.id, returnId))
    .for('update', { of: orderReturns });
  return row ?? null;
}

export function returnItems(db: Db, returnId: string) {
  return db
    .select({ line: orderReturnItems, item: orderItems })
    .from(orderReturnItems)
    .innerJoin(orderItems, eq(orderItems.id, orderReturnItems.orderItemId))
    .where(eq(orderReturnItems.returnId, returnId))
    .orderBy(asc(orderItems.id));
}

export async function updateReturn(
  db: Db,
  returnId: string,
  change: Partial<typeof orderReturns.$inferInsert>,
) {
  const [row] = await db
    .update(orderReturns)
    .set(change)
    .where(eq(orderReturns.id, returnId))
    .returning();
  return row!;
}

/** Paise already sent back for a part: the provider's refunds and COD refunds owed. */
export async function refundedPaiseOfPart(db: Db, partId: string): Promise<number> {
  const [online] = await db
    .select({ paise: sql<number>`coalesce(sum(${paymentRefunds.amountPaise}), 0)::int` })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderPartId, partId));
  const [owed] = await db
    .select({ paise: sql<number>`coalesce(sum(${orderReturns.refundPaise}), 0)::int` })
    .from(orderReturns)
    .where(and(eq(orderReturns.orderPartId, partId), sql`${orderReturns.refundId} is null`));
  return (online?.paise ?? 0) + (owed?.paise ?? 0);
}

/** Every return of an order's parts, newest last, with their pickup and refund. */
export function returnsOfOrder(db: Db, orderId: string) {
  return db
    .select({ ret: orderReturns, pickup: shipments, refund: paymentRefunds })
    .from(orderReturns)
    .leftJoin(shipments, eq(shipments.id, orderReturns.shipmentId))
    .leftJoin(paymentRefunds, eq(paymentRefunds.id, orderReturns.refundId))
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(asc(orderReturns.requestedAt));
}

export async function shipmentAwb(db: Db, shipmentId: string | null): Promise<string | null> {
  if (!shipmentId) return null;
  const [row] = await db
    .select({ awb: shipments.awb })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  return row?.awb ?? null;
}

/** A seller's returns, newest first, for the seller tool. */
/** A seller's returns, newest first, with their order's number; `returnId` for one of them. */
export function returnsOfSeller(db: Db, sellerId: string, limit = 50, returnId?: string) {
  return db
    .select({ ret: orderReturns, orderNumber: orders.orderNumber })
    .from(orderReturns)
    .innerJoin(orderParts, eq(orderParts.id, orderReturns.orderPartId))
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(
      and(eq(orderParts.sellerId, sellerId), returnId ? eq(orderReturns.id, returnId) : undefined),
    )
    .orderBy(sql`${orderReturns.requestedAt} desc`)
    .limit(limit);
}

export async function returnByShipment(db: Db, shipmentId: string) {
  const [row] = await db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.shipmentId, shipmentId))
    .for('update');
  return row ?? null;
}

/**
 * An order by id, locked: two decisions on the same order (two returns of one part) see each
 * other's refunds, so together they never pass what the part was paid.
 */
export async function lockOrderById(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order!;
}

/** A refund owed through the provider for a return, and its row's id. */
export async function insertReturnRefund(db: Db, refund: typeof paymentRefunds.$inferInsert) {
  const [row] = await db
    .insert(paymentRefunds)
    .values(refund)
    .onConflictDoUpdate({
      target: paymentRefunds.idempotencyKey,
      set: { idempotencyKey: sql`excluded.idempotency_key` },
    })
    .returning({ id: paymentRefunds.id });
  return row!.id;
}

export async function sizeOf(db: Db, variationId: string): Promise<string | null> {
  const [row] = await db
    .select({ size: variations.size })
    .from(variations)
    .where(eq(variations.id, variationId));
  return row?.size ?? null;
}

export type OrderItemRow = typeof orderItems.$inferSelect;
export type SellerRow = typeof sellers.$inferSelect;

/** A seller by its shop's name (the seller tool's --seller), case aside. */
export async function sellerByShopName(db: Db, shopName: string) {
  const [row] = await db
    .select({ id: sellers.id, shopName: sellers.shopName })
    .from(sellers)
    .where(sql`lower(${sellers.shopName}) = lower(${shopName})`);
  return row ?? null;
}

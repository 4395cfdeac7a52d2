import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orderItems, orderParts, orders, sellers, shipments } from '../../db/schema';

export type PartRow = typeof orderParts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/** The seller's parts whose order is paid or placed on delivery, not cancelled nor delivered. */
export function openPartsOf(db: Db, sellerId: string, limit: number) {
  return db
    .select({ part: orderParts, order: orders })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(
      and(
        eq(orderParts.sellerId, sellerId),
        isNull(orderParts.cancelledAt),
        isNull(orderParts.deliveredAt),
        or(
          eq(orders.paymentStatus, 'paid'),
          and(eq(orders.paymentMethod, 'cod'), eq(orders.orderStatus, 'placed')),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/** The seller's part of an order (by its number), with the order, locked for the change. */
export async function lockSellersPart(db: Db, sellerId: string, orderNumber: string) {
  const [row] = await db
    .select({ part: orderParts, order: orders })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(and(eq(orderParts.sellerId, sellerId), eq(orders.orderNumber, orderNumber)))
    .for('update');
  return row;
}

export function itemsOfParts(db: Db, partIds: string[]) {
  return db
    .select()
    .from(orderItems)
    .where(or(...partIds.map((id) => eq(orderItems.orderPartId, id))));
}

export async function markPacked(db: Db, partId: string, at: Date) {
  await db
    .update(orderParts)
    .set({ packedAt: at })
    .where(and(eq(orderParts.id, partId), isNull(orderParts.packedAt)));
}

/** The part's forward parcel, if one is booked. */
export async function forwardParcelOf(db: Db, partId: string) {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderPartId, partId), eq(shipments.kind, 'forward')))
    .orderBy(desc(shipments.createdAt))
    .limit(1);
  return row ?? null;
}

/** Stores a booked parcel once by its reference: a second booking of it finds the first. */
export async function insertParcel(db: Db, parcel: typeof shipments.$inferInsert) {
  await db.insert(shipments).values(parcel).onConflictDoNothing({ target: shipments.reference });
}

export async function sellerPickup(db: Db, sellerId: string) {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, sellerId));
  return row!;
}

export async function customerEmail(db: Db, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.email ?? null;
}

/** The order's parts in the fixed order the coupon is shared by (as the invoices share it). */
export function partsOfOrder(db: Db, orderId: string) {
  return db
    .select({ id: orderParts.id, price: orderParts.price })
    .from(orderParts)
    .where(eq(orderParts.orderId, orderId))
    .orderBy(asc(orderParts.sellerId));
}

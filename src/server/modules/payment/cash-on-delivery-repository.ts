import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orderParts, orders, products, sellers } from '../../db/schema';

/** Each seller of the order: where its parcel leaves from, and whether it takes cash. */
export function orderSellers(db: Db, orderId: string) {
  return db
    .select({ pickupPincode: sellers.pincode, cashOnDelivery: sellers.cashOnDelivery })
    .from(orderParts)
    .innerJoin(sellers, eq(sellers.id, orderParts.sellerId))
    .where(eq(orderParts.orderId, orderId));
}

/** Whether every product of the order may be paid for on delivery. */
export async function everyItemTakesCash(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ prepaidOnly: count() })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), eq(products.cashOnDelivery, false)));
  return (row?.prepaidOnly ?? 0) === 0;
}

/** The shopper's cash on delivery parcels refused at the door. */
export async function refusedAtDoor(db: Db, customerId: string): Promise<number> {
  const [row] = await db
    .select({ refused: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), isNotNull(orders.refusedAtDoorAt)));
  return row?.refused ?? 0;
}

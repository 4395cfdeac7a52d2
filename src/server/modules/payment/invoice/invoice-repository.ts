import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { coupons, orderItems, orderParts, sellers } from '../../../db/schema';
import type { OrderRow } from '../repository';

export type OrderPartRow = typeof orderParts.$inferSelect;
export type SellerRow = typeof sellers.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * What an order's invoices are drawn from: its seller parts and items in the order they were
 * placed (copies taken with the order), the parts' sellers, and the code of its coupon.
 */
export interface InvoiceRows {
  parts: OrderPartRow[];
  sellers: SellerRow[];
  items: OrderItemRow[];
  /** Null when the order used no coupon. */
  couponCode: string | null;
}

export async function invoiceRows(
  db: Db,
  order: Pick<OrderRow, 'id' | 'couponId'>,
): Promise<InvoiceRows> {
  const parts = await db
    .select()
    .from(orderParts)
    .where(eq(orderParts.orderId, order.id))
    .orderBy(asc(orderParts.id));
  const sellerRows = await db
    .select()
    .from(sellers)
    .where(
      inArray(
        sellers.id,
        parts.map((p) => p.sellerId),
      ),
    );
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const [coupon] = order.couponId
    ? await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, order.couponId))
    : [];
  return { parts, sellers: sellerRows, items, couponCode: coupon?.code ?? null };
}

import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cartLines,
  orderItems,
  orders,
  products,
  variations,
  wishlistItems,
} from '../../db/schema';

/** The cart counts units (two of a line are two), like the cart's own 'n items'. */
export async function countsOf(db: Db, customerId: string) {
  const [[cart], [wishlist]] = await Promise.all([
    db
      .select({ n: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
      .from(cartLines)
      .where(eq(cartLines.customerId, customerId)),
    db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.customerId, customerId)),
  ]);
  return { cartCount: cart?.n ?? 0, wishlistCount: wishlist?.n ?? 0 };
}

export async function findProduct(db: Db, productId: string) {
  const [product] = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return product;
}

/** The variation to sell: the one named (it must belong to the product), else the first. */
export async function pickVariation(
  db: Db,
  productId: string,
  variationId: string | null | undefined,
  size?: string | null,
) {
  const rows = await db
    .select({ id: variations.id, stock: variations.stock, size: variations.size })
    .from(variations)
    .where(
      and(
        eq(variations.productId, productId),
        variationId ? eq(variations.id, variationId) : undefined,
        size ? eq(variations.size, size) : undefined,
      ),
    )
    .orderBy(asc(variations.position))
    .limit(1)
    .for('update');
  return rows[0];
}

export async function findLineForUpdate(
  db: Db,
  customerId: string,
  productId: string,
  variationId: string | null,
) {
  const [line] = await db
    .select()
    .from(cartLines)
    .where(
      and(
        eq(cartLines.customerId, customerId),
        eq(cartLines.productId, productId),
        variationId ? eq(cartLines.variationId, variationId) : undefined,
      ),
    )
    .for('update');
  return line;
}

/**
 * The customer's line, locked until the transaction ends, with the stock it may rise to (its
 * variation's, or the product's; 0 when that is gone): one query for a step of quantity.
 */
export async function ownLineWithStock(db: Db, customerId: string, lineId: string) {
  const [line] = await db
    .select({
      id: cartLines.id,
      quantity: cartLines.quantity,
      stock: sql<number>`(case when ${cartLines.variationId} is null then coalesce(${products.stock}, 0) else coalesce(${variations.stock}, 0) end)::int`,
    })
    .from(cartLines)
    .leftJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(variations, eq(variations.id, cartLines.variationId))
    .where(and(eq(cartLines.id, lineId), eq(cartLines.customerId, customerId)))
    .for('update', { of: cartLines });
  return line;
}

export async function stockOf(
  db: Db,
  productId: string,
  variationId: string | null,
): Promise<number> {
  if (variationId) {
    const [v] = await db
      .select({ stock: variations.stock })
      .from(variations)
      .where(eq(variations.id, variationId));
    return v?.stock ?? 0;
  }
  const [p] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return p?.stock ?? 0;
}

/**
 * Paid: the ordered units leave the cart lines they were ordered from (in the transaction that
 * sets paid). A line the shopper raised after ordering keeps the extra units.
 */
export async function takeOrderedCartLines(db: Db, orderId: string): Promise<void> {
  await db.execute(sql`
    delete from cart_lines cl using order_items oi
    where oi.order_id = ${orderId} and oi.cart_line_id = cl.id and cl.quantity <= oi.quantity`);
  await db.execute(sql`
    update cart_lines cl set quantity = cl.quantity - oi.quantity from order_items oi
    where oi.order_id = ${orderId} and oi.cart_line_id = cl.id`);
}

export interface PendingOrderOfLine {
  orderId: string;
  totalAmount: number;
  items: number;
}

/** The unpaid, uncancelled order each of the shopper's cart lines is in (the newest when several). */
export async function pendingOrdersOfLines(
  db: Db,
  customerId: string,
): Promise<Map<string, PendingOrderOfLine>> {
  const rows = await db
    .select({
      lineId: orderItems.cartLineId,
      orderId: orders.orderNumber,
      totalAmount: orders.totalAmount,
      items: sql<number>`(select sum(x.quantity)::int from order_items x where x.order_id = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.paymentStatus, 'not paid'),
        eq(orders.orderStatus, 'pending'),
        isNotNull(orderItems.cartLineId),
      ),
    )
    .orderBy(desc(orders.createdAt));
  const byLine = new Map<string, PendingOrderOfLine>();
  for (const { lineId, ...order } of rows)
    if (lineId && !byLine.has(lineId)) byLine.set(lineId, order);
  return byLine;
}

export async function setLineQuantity(db: Db, lineId: string, quantity: number): Promise<void> {
  await db.update(cartLines).set({ quantity }).where(eq(cartLines.id, lineId));
}

export async function insertLine(
  db: Db,
  line: { customerId: string; productId: string; variationId: string | null; quantity: number },
): Promise<string> {
  const [created] = await db.insert(cartLines).values(line).returning({ id: cartLines.id });
  return created!.id;
}

/** Deletes one of the shopper's own lines; false when there was none. */
export async function deleteOwnLine(db: Db, customerId: string, lineId: string): Promise<boolean> {
  const gone = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.customerId, customerId)))
    .returning({ id: cartLines.id });
  return gone.length > 0;
}

export async function emptyCart(db: Db, customerId: string): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.customerId, customerId));
}

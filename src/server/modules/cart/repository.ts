import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, products, variations, wishlistItems } from '../../db/schema';

export async function countsOf(db: Db, customerId: string) {
  const [[cart], [wishlist]] = await Promise.all([
    db.select({ n: count() }).from(cartLines).where(eq(cartLines.customerId, customerId)),
    db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.customerId, customerId)),
  ]);
  return { cartCount: cart?.n ?? 0, wishlistCount: wishlist?.n ?? 0 };
}

export async function findProduct(db: Db, productId: string) {
  const [product] = await db.select({ id: products.id, stock: products.stock }).from(products).where(eq(products.id, productId));
  return product;
}

/** The variation to sell: the one named (it must belong to the product), else the first. */
export async function pickVariation(db: Db, productId: string, variationId: string | null | undefined) {
  const rows = await db
    .select({ id: variations.id, stock: variations.stock })
    .from(variations)
    .where(and(eq(variations.productId, productId), variationId ? eq(variations.id, variationId) : undefined))
    .orderBy(asc(variations.position))
    .limit(1)
    .for('update');
  return rows[0];
}

export async function findLineForUpdate(db: Db, customerId: string, productId: string, variationId: string | null) {
  const [line] = await db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.customerId, customerId), eq(cartLines.productId, productId), variationId ? eq(cartLines.variationId, variationId) : undefined))
    .for('update');
  return line;
}

export async function ownLine(db: Db, customerId: string, lineId: string) {
  const [line] = await db
    .select({ id: cartLines.id, quantity: cartLines.quantity, productId: cartLines.productId, variationId: cartLines.variationId })
    .from(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.customerId, customerId)))
    .for('update');
  return line;
}

export async function stockOf(db: Db, productId: string, variationId: string | null): Promise<number> {
  if (variationId) {
    const [v] = await db.select({ stock: variations.stock }).from(variations).where(eq(variations.id, variationId));
    return v?.stock ?? 0;
  }
  const [p] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return p?.stock ?? 0;
}

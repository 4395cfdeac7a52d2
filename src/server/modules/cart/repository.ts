import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, wishlistItems } from '../../db/schema';

export async function countsOf(db: Db, customerId: string) {
  const [[cart], [wishlist]] = await Promise.all([
    db.select({ n: count() }).from(cartLines).where(eq(cartLines.customerId, customerId)),
    db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.customerId, customerId)),
  ]);
  return { cartCount: cart?.n ?? 0, wishlistCount: wishlist?.n ?? 0 };
}

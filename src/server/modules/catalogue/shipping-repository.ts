import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, sellers } from '../../db/schema';

/**
 * What shipping a product needs: its seller's pickup PIN, the price one unit is sold at, and
 * whether both the seller and the product take cash on delivery.
 */
export async function productShipping(db: Db, productId: string) {
  const [row] = await db
    .select({
      pickupPincode: sellers.pincode,
      price: products.discountedPrice,
      cashOnDelivery: sql<boolean>`${sellers.cashOnDelivery} and ${products.cashOnDelivery}`,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(products.id, productId))
    .limit(1);
  return row ?? null;
}

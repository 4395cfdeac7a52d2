import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, sellers } from '../../db/schema';

/** What shipping a product needs: its seller's pickup PIN and the price one unit is sold at. */
export async function productShipping(db: Db, productId: string) {
  const [row] = await db
    .select({ pickupPincode: sellers.pincode, price: products.discountedPrice })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(products.id, productId))
    .limit(1);
  return row ?? null;
}

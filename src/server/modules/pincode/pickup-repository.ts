import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, sellers } from '../../db/schema';

/** The sellers of these products, each once, with their shop names and pickup PINs. */
export async function sellersOfProducts(db: Db, productIds: string[]) {
  return db
    .selectDistinct({
      sellerId: sellers.id,
      shopName: sellers.shopName,
      pickupPincode: sellers.pincode,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(inArray(products.id, productIds))
    .orderBy(sellers.shopName, sellers.id);
}

/** The pickup PINs of these sellers. */
export async function pickupPincodes(db: Db, sellerIds: string[]) {
  return db
    .select({ sellerId: sellers.id, pickupPincode: sellers.pincode })
    .from(sellers)
    .where(inArray(sellers.id, sellerIds));
}

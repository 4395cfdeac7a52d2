import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, variations, wishlistItems } from '../../db/schema';

/** Inserts an item; the unique constraint refuses the same product (and variation) twice. */
export async function insertItem(
  db: Db,
  item: { customerId: string; productId: string; variationId: string | null },
): Promise<string> {
  const [created] = await db.insert(wishlistItems).values(item).returning({ id: wishlistItems.id });
  return created!.id;
}

/** The shopper's items, newest first, with what the catalogue says of each product now. */
export function listItems(db: Db, customerId: string) {
  return db
    .select({
      _id: wishlistItems.id,
      productId: products.id,
      varientId: wishlistItems.variationId,
      name: products.name,
      slug: products.slug,
      price: products.price,
      discount: products.discount,
      discountedPrice: products.discountedPrice,
      images: products.images,
      rating: products.rating,
      stock: products.stock,
      size: variations.size,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .leftJoin(variations, eq(variations.id, wishlistItems.variationId))
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(desc(wishlistItems.createdAt));
}

/** Deletes one of the shopper's own items; false when there was none. */
export async function deleteOwnItem(db: Db, customerId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, id), eq(wishlistItems.customerId, customerId)))
    .returning({ id: wishlistItems.id });
  return gone.length > 0;
}

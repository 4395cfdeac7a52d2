import { said } from '@shared/said';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/database-errors';
import { badRequest, conflict, notFound } from '../../domain-error';
import { findProduct, pickVariation } from '../cart/repository';
import { roundRating } from '../catalogue/product-select-repository';
import * as repo from './repository';

export async function addToWishlist(
  db: Db,
  customerId: string,
  input: { productId: string; varientId?: string | null | undefined },
) {
  // Only the ids count: name, price, image and rating are read from the catalogue.
  if (!(await findProduct(db, input.productId))) throw notFound('server_product_not_found');
  if (input.varientId && !(await pickVariation(db, input.productId, input.varientId)))
    throw badRequest('server_variation_mismatch');
  try {
    const wishlistId = await repo.insertItem(db, {
      customerId,
      productId: input.productId,
      variationId: input.varientId ?? null,
    });
    return { ...said('server_added_to_wishlist'), wishlistId };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('server_already_in_wishlist');
    throw error;
  }
}

export async function wishlistOf(db: Db, customerId: string) {
  const rows = await repo.listItems(db, customerId);
  const wishlists = rows.map(({ images, ...w }) => roundRating({ ...w, image: images[0] ?? null }));
  return { wishlists, wishlistCount: wishlists.length };
}

export async function removeItem(db: Db, customerId: string, id: string) {
  if (!(await repo.deleteOwnItem(db, customerId, id)))
    throw notFound('server_wishlist_item_not_found');
  return { ...said('server_removed_from_wishlist'), wishlistId: id };
}

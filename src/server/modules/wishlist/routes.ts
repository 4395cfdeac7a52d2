import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import * as api from '@shared/api/wishlist';
import { serverMessages } from '@shared/messages';
import { products, wishlistItems } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { assertSelf } from '../../http/auth';
import type { AppDeps } from '../../http/context';
import { badRequest, conflict, notFound } from '../../domain-error';
import { route } from '../../http/route';
import { findProduct, pickVariation } from '../cart/repository';
import { roundRating } from '../catalogue/product-select';

export function registerWishlistRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(
    app,
    deps,
    api.addToWishlist,
    async ({ db, body, user }) => {
      assertSelf(user, body.userId);
      // Only the ids count: name, price, image and rating are read from the catalogue.
      if (!(await findProduct(db, body.productId))) throw notFound(serverMessages.productNotFound);
      if (body.varientId && !(await pickVariation(db, body.productId, body.varientId)))
        throw badRequest(serverMessages.variationMismatch);
      try {
        const [created] = await db
          .insert(wishlistItems)
          .values({
            customerId: user.id,
            productId: body.productId,
            variationId: body.varientId ?? null,
          })
          .returning({ id: wishlistItems.id });
        return { message: serverMessages.addedToWishlist, wishlistId: created!.id };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(serverMessages.alreadyInWishlist);
        throw error;
      }
    },
    { idempotent: true },
  );

  route(app, deps, api.getWishlist, async ({ db, user }) => {
    const rows = await db
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
      })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(eq(wishlistItems.customerId, user.id))
      .orderBy(desc(wishlistItems.createdAt));
    const wishlists = rows.map(({ images, ...w }) =>
      roundRating({ ...w, image: images[0] ?? null }),
    );
    return { wishlists, wishlistCount: wishlists.length };
  });

  route(
    app,
    deps,
    api.deleteWishlistItem,
    async ({ db, params, user }) => {
      const gone = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.id, params.id), eq(wishlistItems.customerId, user.id)))
        .returning({ id: wishlistItems.id });
      if (gone.length === 0) throw notFound(serverMessages.wishlistItemNotFound);
      return { message: serverMessages.removedFromWishlist, wishlistId: params.id };
    },
    { idempotent: true },
  );
}

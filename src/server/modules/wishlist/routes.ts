import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/wishlist';
import type { AppDeps } from '../../http/context';
import { route } from '../../http/route';
import * as wishlist from './service';

export function registerWishlistRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(
    app,
    deps,
    api.addToWishlist,
    ({ db, body, user }) => wishlist.addToWishlist(db, user.id, body),
    { idempotent: true, self: 'body.userId' },
  );

  route(app, deps, api.getWishlist, ({ db, user }) => wishlist.wishlistOf(db, user.id));

  route(
    app,
    deps,
    api.deleteWishlistItem,
    ({ db, params, user }) => wishlist.removeItem(db, user.id, params.id),
    { idempotent: true },
  );
}

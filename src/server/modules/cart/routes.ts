import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/cart';
import type { AppDeps } from '../../http/context';
import { route } from '../../http/route';
import * as cart from './service';

export function registerCartRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, api.getCounts, ({ db, user }) => cart.countsOf(db, user.id), {
    self: 'params.userId',
  });

  route(app, deps, api.addToCart, ({ db, body, user }) => cart.addToCart(db, user.id, body), {
    idempotent: true,
    self: 'body.userId',
  });

  route(app, deps, api.getCart, ({ db, user }) => cart.cartOf(db, user.id));

  route(
    app,
    deps,
    api.quantityInc,
    ({ db, params, user }) => cart.stepQuantity(db, user.id, params.id, 1),
    { idempotent: true },
  );
  route(
    app,
    deps,
    api.quantityDec,
    ({ db, params, user }) => cart.stepQuantity(db, user.id, params.id, -1),
    { idempotent: true },
  );

  route(
    app,
    deps,
    api.deleteCartLine,
    ({ db, params, user }) => cart.removeLine(db, user.id, params.id),
    { idempotent: true },
  );

  route(app, deps, api.deleteAllCart, ({ db, user }) => cart.emptyCart(db, user.id), {
    idempotent: true,
    self: 'params.id',
  });
}

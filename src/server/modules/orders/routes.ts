import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/orders';
import type { AppDeps } from '../../http/context';
import { route } from '../../http/route';
import * as orders from './service';

export function registerOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, api.getDashboardData, ({ db, user }) => orders.dashboard(db, user.id), {
    self: 'params.userId',
  });

  route(
    app,
    deps,
    api.getOrders,
    ({ db, params, user }) => orders.ordersOf(db, user.id, params.status),
    { self: 'params.customerId' },
  );

  route(app, deps, api.getOrder, ({ db, params, user }) =>
    orders.orderOf(db, user.id, params.orderId),
  );

  route(app, deps, api.placeOrder, ({ db, body, user }) => orders.placeOrder(db, user.id, body), {
    idempotent: true,
    updatesCatalogue: 'order',
    self: 'body.userId',
  });

  route(app, deps, api.buyNow, ({ db, body, user }) => orders.buyNow(db, user.id, body), {
    idempotent: true,
    updatesCatalogue: 'order',
  });

  route(app, deps, api.cartOrder, ({ db, body, user }) => orders.cartOrder(db, user.id, body), {
    idempotent: true,
    updatesCatalogue: 'order',
  });

  route(app, deps, api.checkCoupon, ({ db, body, user }) =>
    orders.checkCoupon(db, deps.db, user.id, body),
  );

  route(app, deps, api.availableCoupons, ({ db, query, user }) =>
    orders.availableCoupons(db, user.id, query.itemsTotal),
  );
}

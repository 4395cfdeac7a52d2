import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/orders';
import { assertSelf } from '../../http/auth';
import type { AppDeps } from '../../http/context';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import * as repo from './repository';

export const ORDER_NOT_FOUND = 'Order not found';

export function registerOrderReadRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, api.getDashboardData, async ({ db, params, user }) => {
    assertSelf(user, params.userId);
    return repo.dashboard(db, user.id);
  });

  route(app, deps, api.getOrders, async ({ db, params, user }) => {
    assertSelf(user, params.customerId);
    return { orders: await repo.listOrders(db, user.id, params.status) };
  });

  route(app, deps, api.getOrder, async ({ db, params, user }) => {
    const order = await repo.findOrder(db, user.id, params.orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return { order };
  });
}

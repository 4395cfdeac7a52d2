import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/returns';
import type { AppDeps } from '../../http/context';
import { route } from '../../http/route';
import { requestReturn } from './request';
import { returnPartsOf } from './view';

/** The shopper's returns and exchanges (docs/returns.md); the seller decides in the seller tool. */
export function registerReturnRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, api.getReturns, async ({ db, params, user }) => ({
    parts: await returnPartsOf(db, user.id, params.orderId),
  }));

  route(
    app,
    deps,
    api.requestReturn,
    async ({ db, body, user }) => {
      const id = await requestReturn(db, deps.courier, user.id, body);
      const parts = await returnPartsOf(db, user.id, body.orderId);
      const made = parts.flatMap((p) => p.returns).find((r) => r.id === id)!;
      return { return: made };
    },
    // A retried request (same Idempotency-Key) answers the first one's return, booked once.
    { idempotent: true, updatesCatalogue: 'order' },
  );
}

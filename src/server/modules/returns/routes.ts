import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/returns';
import * as sellerApi from '@shared/api/seller-returns';
import { afterResponse } from '../../http/after-response';
import { authenticateSeller } from '../../http/authenticate';
import { sendDueRefunds } from '../payment/service';
import { acceptSellerReturn, refuseSellerReturn, sellerReturnsOf } from './seller-decisions';
import type { AppDeps } from '../../http/context';
import { route } from '../../http/route';
import { requestReturn } from './request';
import { returnPartsOf } from './view';

/**
 * The shopper's returns and exchanges (docs/returns.md), and the seller's side: its returns
 * listed, accepted or refused, signed in with the seller tool's token (seller-decisions.ts).
 */
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
  registerSellerReturnRoutes(app, deps);
}

function registerSellerReturnRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, sellerApi.sellerReturns, async ({ db, request }) => ({
    returns: await sellerReturnsOf(db, await authenticateSeller(deps, request)),
  }));
  route(app, deps, sellerApi.sellerAcceptReturn, async ({ db, body, request }) => {
    const sellerId = await authenticateSeller(deps, request);
    const done = await acceptSellerReturn(db, deps.courier, sellerId, body.returnId);
    // After the answer, on the pool: the gateway is asked for the refund at once rather than at
    // the reconciliation's next run (which still retries one that fails).
    if (done.answer.refund && !done.answer.upiId)
      afterResponse(request, () => {
        void sendDueRefunds(deps.db, deps.payment, request.log, {
          orderId: done.orderId,
          sms: deps.sms,
        }).catch((err: unknown) => request.log.error({ err }, 'sending refunds failed'));
      });
    return done.answer;
  });
  route(app, deps, sellerApi.sellerRefuseReturn, async ({ db, body, request }) =>
    refuseSellerReturn(db, await authenticateSeller(deps, request), body.returnId, body.reason),
  );
}

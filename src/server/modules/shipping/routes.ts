import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '@shared/api/seller-steps';
import type { AppDeps } from '../../http/context';
import { badRequest, forStaff, unauthorized } from '../../domain-error';
import { authenticateSeller } from '../../http/authenticate';
import { afterResponse } from '../../http/after-response';
import { useBoundedJson } from '../../http/json-body';
import { route } from '../../http/route';
import { handOverPart, openParts, packPart } from './seller-parts';
import { receiveTrackingWebhook } from './webhook';

export const BAD_COURIER_TOKEN = 'Invalid or missing courier webhook token';

export function registerShippingRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, api.sellerOpenParts, async ({ db, request }) => ({
    parts: await openParts(db, await authenticateSeller(deps, request)),
  }));
  route(app, deps, api.sellerPackPart, async ({ db, body, request }) => ({
    part: await packPart(db, await authenticateSeller(deps, request), body.orderId),
  }));
  route(app, deps, api.sellerHandOverPart, async ({ db, body, request }) =>
    handOverPart(db, deps.courier, await authenticateSeller(deps, request), body.orderId),
  );
  registerTrackingWebhook(app, deps);
}

type RawRequest = FastifyRequest & { rawBody?: string };

/**
 * The courier's tracking webhook: its token is checked over the exact bytes (401, nothing
 * stored), then each scan is stored once and moves its parcel only forward. A scan for a parcel
 * we do not have is answered 200 (a courier retries anything else for days) and logged.
 */
function registerTrackingWebhook(app: FastifyInstance, deps: AppDeps): void {
  const { courier } = deps;
  void app.register(async (scoped) => {
    useBoundedJson(scoped, (request, text) => ((request as RawRequest).rawBody = text));
    scoped.post(courier.webhookPath, { schema: { hide: true } }, async (request) => {
      const answer = await receiveTrackingWebhook(
        deps.db,
        courier,
        deps.sms,
        (request as RawRequest).rawBody ?? '',
        request.headers,
        request.log,
      );
      if (!answer.ok)
        throw answer.reason === 'token'
          ? unauthorized(forStaff(BAD_COURIER_TOKEN))
          : badRequest(forStaff(answer.message));
      if (answer.outcomes.includes('applied')) afterResponse(request, deps.pushSent);
      return { received: true, outcomes: answer.outcomes };
    });
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ShopMetrics } from '../../observability/shop-metrics';
import { policyOfRoute, type PolicyName } from './policies';

type RefusalSeries = Pick<ShopMetrics, 'admissionRefusals'>;

/** Requests whose refusal was counted where it was decided (load shedding refuses any route). */
const counted = new WeakSet<FastifyRequest>();

/** Counts a refusal under `policy` where the refusing code knows it better than the route. */
export function countRefusal(
  metrics: RefusalSeries,
  request: FastifyRequest,
  policy: PolicyName,
): void {
  counted.add(request);
  metrics.admissionRefusals.inc({ policy });
}

/**
 * Counts every 429 and 503 of a route a policy admits under that policy's name, in one place:
 * the limits stay where they are decided (a service counts wrong passwords), and the series
 * still reads by policy, not by the many texts and routes of their refusals.
 */
export function countAdmissionRefusals(app: FastifyInstance, metrics: RefusalSeries): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 429 && reply.statusCode !== 503) return;
    if (counted.has(request)) return;
    const policy = policyOfRoute(request.method, request.routeOptions.url);
    if (policy) metrics.admissionRefusals.inc({ policy });
  });
}

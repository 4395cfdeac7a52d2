import type { FastifyInstance, FastifyRequest } from 'fastify';
import { policyOfRoute, type PolicyName } from './policies';

/** Requests whose refusal was counted where it was decided (load shedding refuses any route). */
const counted = new WeakSet<FastifyRequest>();

/** Counts a refusal under `policy` where the refusing code knows it better than the route. */
export function countRefusal(app: FastifyInstance, request: FastifyRequest, policy: PolicyName) {
  counted.add(request);
  app.metrics.admissionRefusals.inc({ policy });
}

/**
 * Counts every 429 and 503 of a route a policy admits under that policy's name, in one place:
 * the limits stay where they are decided (a service counts wrong passwords), and the series
 * still reads by policy, not by the many texts and routes of their refusals.
 */
export function countAdmissionRefusals(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 429 && reply.statusCode !== 503) return;
    if (counted.has(request)) return;
    const policy = policyOfRoute(request.method, request.routeOptions.url);
    if (policy) app.metrics.admissionRefusals.inc({ policy });
  });
}

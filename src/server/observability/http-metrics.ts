import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ShopMetrics } from './shop-metrics';

export const METRICS_PATH = '/metrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route label: the template the router matched (`/api/home/get-product/:slug`), never the
 * URL, whose ids and query strings would make a series per visitor. Pages are answered by the
 * not-found handler (server-rendered or the shell), so they share `page`; anything else nobody
 * routes is `unmatched`.
 */
export function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const template = request.routeOptions.url;
  if (template) return template;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('text/html') ? 'page' : 'unmatched';
}

/**
 * Times every request from its arrival to its answer and counts those in flight. Installed
 * first, so a request refused by a later hook (load shedding, the cross-site guard) counts too.
 * A request whose client went away before its answer leaves the in-flight count when its
 * response closes.
 */
export function installHttpMetrics(app: FastifyInstance, metrics: ShopMetrics): void {
  const leave = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onRequest', async (request, reply) => {
    metrics.inFlight.inc();
    let left = false;
    const done = () => {
      if (left) return;
      left = true;
      metrics.inFlight.dec();
    };
    leave.set(request, done);
    reply.raw.once('close', done);
  });
  app.addHook('onResponse', async (request, reply) => {
    leave.get(request)?.();
    if (request.routeOptions.url === METRICS_PATH) return;
    metrics.requestDuration.observe(
      {
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        route: routeLabel(request, reply),
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });
}

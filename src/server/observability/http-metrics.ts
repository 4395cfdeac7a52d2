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

/** Set on a request while it counts as in flight. */
const IN_FLIGHT = Symbol('in flight');
type Counted = FastifyRequest & { [IN_FLIGHT]?: boolean };

/**
 * Times every request from its arrival to its answer and counts those in flight. Installed
 * first, so a request refused by a later hook (load shedding, the cross-site guard) counts too.
 * A request whose client went away before its answer leaves the in-flight count then. Hooks in
 * callback style and one histogram child per label set kept in a map: this runs on every
 * request, and promise-returning hooks and prom-client's label hashing cost measurably there.
 */
export function installHttpMetrics(app: FastifyInstance, metrics: ShopMetrics): void {
  const series = new Map<string, { observe(seconds: number): void }>();
  const seriesOf = (method: string, route: string, statusClass: string) => {
    const key = `${method} ${statusClass} ${route}`;
    let child = series.get(key);
    if (!child) {
      child = metrics.requestDuration.labels(method, route, statusClass);
      series.set(key, child);
    }
    return child;
  };
  const leave = (request: FastifyRequest) => {
    if (!(request as Counted)[IN_FLIGHT]) return;
    (request as Counted)[IN_FLIGHT] = false;
    metrics.inFlight.dec();
  };
  app.addHook('onRequest', (request, _reply, done) => {
    (request as Counted)[IN_FLIGHT] = true;
    metrics.inFlight.inc();
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    leave(request);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    leave(request);
    if (request.routeOptions.url !== METRICS_PATH)
      seriesOf(
        METHODS.has(request.method) ? request.method : 'OTHER',
        routeLabel(request, reply),
        `${Math.floor(reply.statusCode / 100)}xx`,
      ).observe(reply.elapsedTime / 1000);
    done();
  });
}

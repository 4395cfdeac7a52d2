import type { FastifyInstance, FastifyRequest } from 'fastify';
import { said } from '@shared/said';
import { sendError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes something (the contract's GET logout): guarded like a POST. */
    changesState?: boolean;
  }
}

/**
 * Whether the browser says the request comes from a page of another site: `Sec-Fetch-Site` of
 * `cross-site` or `same-site` (another subdomain is another shop for this purpose), or an
 * `Origin` whose host is not this one. A request with neither header (a server, curl, the
 * payment webhook) is not a browser's cross-site request and passes.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    const from = new URL(origin);
    // The Host header read with the origin's scheme, so a default port (:80, :443) counts as none.
    return from.host !== new URL(`${from.protocol}//${request.host}`).host;
  } catch {
    return true; // 'null' (a sandboxed frame, a redirect chain) or garbage: not this site.
  }
}

/**
 * One guard for every endpoint that changes state: a page on another site cannot make the
 * shopper's browser post to the shop (or load the GET logout) with the shopper's cookie.
 * SameSite=Lax already keeps the cookie off cross-site POSTs; this also covers top-level GET
 * navigations, same-site subdomains, and browsers that send the cookie anyway.
 */
export function installCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const changesState =
      !SAFE_METHODS.has(request.method) || request.routeOptions.config?.changesState === true;
    if (changesState && isCrossSite(request))
      return sendError(reply, 'FORBIDDEN', said('server_cross_site'));
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonNotFound } from './errors';

/** Paths under /api/dev/ exist only outside production (the console SMS provider's messages show every OTP). */
export const DEV_PATH_PREFIX = '/api/dev/';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host the browser thinks it is talking to, without its port: 'localhost', '[::1]'. */
const hostName = (host: string | undefined) => (host ?? '').replace(/:\d+$/, '').toLowerCase();

/**
 * The TCP peer is this machine, no proxy header says the request came from elsewhere, and the
 * browser asked for a loopback name: a site that points its own name at 127.0.0.1 (DNS
 * rebinding) gets a request from this machine, but with its own name as the Host.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
  const proxied =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return loopback && !proxied && LOOPBACK_HOSTS.has(hostName(request.headers.host));
}

/**
 * A dev-only route answers only a browser or script on this machine: the peer address of the
 * connection (never X-Forwarded-For, which anyone can write) must be loopback. Anyone else
 * gets the ordinary 404, as if the route did not exist. Judged by the route the router matched,
 * not the raw URL: the router decodes %-escapes, so `/api/%64ev/sms` reaches the same route.
 */
export function installDevOnlyGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url ?? '';
    if (route.startsWith(DEV_PATH_PREFIX) && !fromThisMachine(request))
      return jsonNotFound(request, reply);
  });
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Registry } from 'prom-client';
import { jsonNotFound } from '../http/errors';
import { METRICS_PATH } from './http-metrics';
import { processMetrics } from './process-metrics';
import type { ShopMetrics } from './shop-metrics';
import { isLoopback, type TrustedPeers } from './trusted-peers';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The bearer token equals METRICS_TOKEN, compared in constant time. */
function bearerMatches(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

/**
 * Who may read /metrics: a scraper on this machine, one in the trusted proxies' networks
 * (TRUST_PROXY's addresses and CIDRs), or anyone with the bearer METRICS_TOKEN. The client is
 * the address Fastify believes (through trusted proxies only); a request that came through a
 * proxy the configuration does not trust has an unknown client, even from loopback (haproxy on
 * the same machine forwards the whole internet's requests from 127.0.0.1).
 */
export function mayReadMetrics(
  request: FastifyRequest,
  access: { token: string | undefined; peers: TrustedPeers },
): boolean {
  if (bearerMatches(request, access.token)) return true;
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (forwarded && !access.peers.isProxy(request.socket.remoteAddress)) return false;
  return isLoopback(request.ip) || access.peers.inNetworks(request.ip);
}

/**
 * GET /metrics in Prometheus' text format: the process's series, then the app's. Anyone else
 * gets the API's ordinary 404, as if there were no such path (GitLab and Discourse do the same).
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: ShopMetrics,
  access: { token: string | undefined; peers: TrustedPeers },
): void {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, access)) return jsonNotFound(request, reply);
    const text = (await processMetrics().metrics()) + (await metrics.registry.metrics());
    return reply
      .header('cache-control', 'no-store')
      .type(Registry.PROMETHEUS_CONTENT_TYPE)
      .send(text);
  });
}

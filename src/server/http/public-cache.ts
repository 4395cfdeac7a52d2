import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CatalogueUpdateReason, CatalogueUpdates } from './catalogue-updates';
import { isPersonalAnswer } from './security-headers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is the same for every visitor: ETag, Cache-Control public, 304. */
    publicCache?: boolean;
    /** A success changes what catalogue reads answer (ratings, stock). */
    updatesCatalogue?: CatalogueUpdateReason;
  }
}

/**
 * Browsers may reuse a catalogue answer for 30 s and show it for 5 more minutes while they fetch
 * a fresh one; a CDN keeps it 60 s. Short, because stock and ratings move; the shopper's own
 * writes are read past every cache (readFreshOnce in the client).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300, s-maxage=60';

/** A weak validator: the same data compressed or not is the same answer to the shopper. */
export const etagOf = (body: string | Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/** If-None-Match names this ETag (weak comparison, as RFC 9110 says for If-None-Match), or is `*`. */
function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * ETag, public Cache-Control and 304 on the routes marked `publicCache`, never on an answer that
 * is personal (a bearer token was sent, or a cookie is being set: installPersonalNoStore makes
 * those no-store) or not a 200. Routes marked `updatesCatalogue` signal a change once they succeed.
 */
export function installPublicCache(app: FastifyInstance, changes: CatalogueUpdates): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.publicCache || reply.statusCode !== 200) return payload;
    if (isPersonalAnswer(request, reply)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
    if (!matches(request, etag)) return payload;
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return '';
  });
  app.addHook('onResponse', async (request, reply) => {
    const reason = request.routeOptions.config.updatesCatalogue;
    if (reason && reply.statusCode < 400) changes.invalidate(reason);
  });
}

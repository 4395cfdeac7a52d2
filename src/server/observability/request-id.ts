import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { TrustedPeers } from './trusted-peers';

export const REQUEST_ID_HEADER = 'x-request-id';
/**
 * Carries the id an inner request of this process must keep (a queued change of a `/api/changes`
 * batch: the batch's id and its index), with the app's own secret: no client can set it.
 */
export const INNER_REQUEST_HEADER = 'x-inner-request';

/** What a proxy's id may look like: haproxy's unique-id, a UUID, a trace id; nothing to inject into a log. */
const ACCEPTED_ID = /^[\w.:@/+=-]{1,128}$/;

/** 16 random characters: unique across instances and restarts, unlike Fastify's counter. */
export const newRequestId = () => randomBytes(12).toString('base64url');

export interface RequestIds {
  /** Fastify's genReqId: the trusted proxy's id, an inner request's, or a new one. */
  generate(raw: IncomingMessage): string;
  /** Headers that make an inner request (app.inject) of this app carry `id`. */
  innerHeaders(id: string): Record<string, string>;
}

/**
 * Request ids: an `X-Request-Id` from a proxy the configuration trusts is kept (haproxy's id then
 * names the request in both logs); anyone else's is replaced, so a client cannot make its
 * request look like another's in the log.
 */
export function requestIds(peers: TrustedPeers): RequestIds {
  const secret = randomBytes(18).toString('base64url');
  return {
    generate(raw) {
      const inner = raw.headers[INNER_REQUEST_HEADER];
      const given = raw.headers[REQUEST_ID_HEADER];
      const candidate = typeof given === 'string' && ACCEPTED_ID.test(given) ? given : null;
      if (candidate && inner === secret) return candidate;
      if (candidate && peers.isProxy(raw.socket.remoteAddress)) return candidate;
      return newRequestId();
    },
    innerHeaders: (id) => ({ [INNER_REQUEST_HEADER]: secret, [REQUEST_ID_HEADER]: id }),
  };
}

/** Every answer names its request, so a shopper's screenshot or a proxy's log leads to its lines. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

import type { FastifyInstance } from 'fastify';
import { messageKeys } from '@shared/api/message-keys';
import { inLanguage, type Said } from '@shared/said';
import { requestLocale } from './request-locale';

const known = new Set<string>(messageKeys);

/** An answer carrying a text by its key (`said(...)` of a service): `{ message, messageKey }`. */
function carriesText(payload: unknown): payload is Said {
  if (typeof payload !== 'object' || payload === null) return false;
  const { message, messageKey } = payload as { message?: unknown; messageKey?: unknown };
  return typeof message === 'string' && typeof messageKey === 'string' && known.has(messageKey);
}

/**
 * Writes an answer's `message` in the request's language from the catalogue, by its key: a
 * service says `said('server_added_to_cart')` without knowing who asks, and the text the answer
 * carries is the catalogue's in the language the request names (errors: http/errors.ts).
 */
export function installAnswerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!carriesText(payload)) return payload;
    const locale = requestLocale(request);
    return { ...payload, ...inLanguage(payload, locale) } satisfies Said;
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, forStaff } from '../domain-error';

/** No request of the contract sends more than a few kilobytes of JSON (its texts are capped). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** The contract's bodies are flat objects; deeper nesting is only ever an attack on the parser. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP = `body: JSON nested deeper than ${MAX_JSON_DEPTH} levels`;

/**
 * The deepest nesting of arrays and objects in JSON text, stopping once it passes `limit`: one
 * pass over the characters, skipping strings, so its cost follows the bytes, not the depth.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

type ParserHandler = Parameters<FastifyInstance['addContentTypeParser']>[2];

/**
 * JSON bodies are small and shallow: refused above MAX_JSON_BODY_BYTES (413) or
 * MAX_JSON_DEPTH (400) before JSON.parse runs, so neither the parser nor the NUL walk after it
 * can be made to work for seconds. Fastify's own parser then reads the text (it refuses
 * `__proto__` and `constructor.prototype` keys). `keepText` sees the exact text first (a
 * signed webhook checks its signature over it). `contentType` reads another type as JSON (a
 * beacon's text/plain, in the scope of the routes that take beacons).
 */
export function useBoundedJson(
  app: FastifyInstance,
  keepText?: (request: FastifyRequest, text: string) => void,
  contentType = 'application/json',
): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  const handler: ParserHandler = (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH))
      return done(badRequest(forStaff(TOO_DEEP)), undefined);
    keepText?.(request, text);
    parse(request, text, done);
  };
  if (app.hasContentTypeParser(contentType)) app.removeContentTypeParser(contentType);
  app.addContentTypeParser(
    contentType,
    { parseAs: 'string', bodyLimit: MAX_JSON_BODY_BYTES },
    handler,
  );
}

import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

export const NUL_REFUSED = 'text must not contain NUL characters';

/**
 * Where a NUL character hides in a parsed request part ('body.shippingInfo.name'), or null.
 * PostgreSQL text cannot hold U+0000, so such a value would fail deep in a query.
 */
export function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const at = findNul(item, `${path}.${i}`);
      if (at) return at;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return path;
      const at = findNul(item, `${path}.${key}`);
      if (at) return at;
    }
  }
  return null;
}

/** Refuses a NUL in any string of any request (params, query, body) before it is validated: one rule for every route. */
export function installInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [where, value] of Object.entries(parts)) {
      const at = findNul(value, where);
      if (at) throw badRequest(`${at}: ${NUL_REFUSED}`);
    }
  });
}

import type { FastifyInstance } from 'fastify';
import { badRequest, forStaff } from '../domain-error';

export const NUL_REFUSED = 'text must not contain NUL characters';

/**
 * Where a NUL character hides in a parsed request part ('body.shippingInfo.name'), or null.
 * PostgreSQL text cannot hold U+0000, so such a value would fail deep in a query. Walked with a
 * queue, not recursion: a deeply nested body must not overflow the stack.
 */
export function findNul(value: unknown, path: string): string | null {
  const queue: [unknown, string][] = [[value, path]];
  for (let next = queue.pop(); next; next = queue.pop()) {
    const [item, at] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return at;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return at;
        queue.push([child, `${at}.${key}`]);
      }
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
      if (at) throw badRequest(forStaff(`${at}: ${NUL_REFUSED}`));
    }
  });
}

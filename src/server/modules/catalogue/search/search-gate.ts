import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverMessages } from '@shared/messages';
import { ConcurrencyLimit, ConcurrencyLimitFull, sendBusy } from '../../../http/concurrency-limit';

/**
 * Searches each instance runs at once, and more that wait their turn; one more is refused. A
 * made-up word misses every cache and looks for "Did you mean" among the vocabulary: the
 * costliest read a stranger can ask for without signing in. The gate bounds what a flood of
 * them holds (memory, waiting work) and refuses the excess cheaply; it does not keep an
 * embedded database free for browsing, which runs one query at a time: a few dozen searches a
 * second fill it (see the floods bench and issue 42's note).
 */
export const SEARCHES_AT_ONCE = 2;
export const SEARCHES_WAITING = 16;

const SEARCH_PATHS = new Set(['/api/home/query-products', '/api/home/get_search_products']);

/** Whether the request is a search: suggestions, or a listing with a search text. */
function isSearch(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const [path, query = ''] = request.url.split('?') as [string, string?];
  if (!SEARCH_PATHS.has(path)) return false;
  const params = new URLSearchParams(query);
  return path.endsWith('get_search_products')
    ? (params.get('value') ?? '').trim() !== ''
    : (params.get('searchValue') ?? '').trim() !== '';
}

/** Holds every search to the limit, from its arrival until its answer is sent. */
export function gateSearches(
  app: FastifyInstance,
  limit = new ConcurrencyLimit(SEARCHES_AT_ONCE, SEARCHES_WAITING),
) {
  const leave = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onRequest', async (request, reply) => {
    if (!isSearch(request)) return;
    try {
      leave.set(request, await limit.acquire());
    } catch (error) {
      if (error instanceof ConcurrencyLimitFull) return sendBusy(reply, serverMessages.searchBusy);
      throw error;
    }
  });
  const done = async (request: FastifyRequest) => {
    leave.get(request)?.();
    leave.delete(request);
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { said } from '@shared/said';
import { getSearchSuggestions, queryProducts } from '@shared/api/catalogue';
import { ConcurrencyLimit, ConcurrencyLimitFull, sendBusy } from './concurrency-limit';
import { HeldPerKey } from './per-key';
import type { ShopMetrics } from '../../observability/shop-metrics';

/**
 * A made-up word misses every cache and looks for "Did you mean" among the vocabulary: the
 * costliest read a stranger can ask for without signing in. The gate keeps a flood of them from
 * taking the database from browsing, in three ways:
 * - a few searches at once, a few more waiting their turn, and a 503 beyond (cheap to refuse);
 * - after each search its slot rests for as long again as the search took (`restFactor`), so
 *   searches hold the database for at most slots / (1 + restFactor) of the time. On PGlite,
 *   which runs one query at a time, that leaves browsing half of it however many searches come;
 * - one address may hold or wait for only `perAddress` of them, so one machine's flood is
 *   refused while other shoppers' searches still wait their turn. Mobile carriers put many
 *   shoppers behind one address, and a shopper typing has one or two in flight, so the share is
 *   several, not one.
 */
export interface SearchGateOptions {
  limit: ConcurrencyLimit;
  restFactor: number;
  perAddress: number;
  /** Waits `ms` (tests pass their own clock and pause). */
  pause?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** PGlite: one query at a time, so one search at a time and the other half for browsing. */
export const EMBEDDED_SEARCH_GATE = { slots: 1, waiting: 16, restFactor: 1, perAddress: 4 };
/** PostgreSQL runs queries side by side on its own cores: more at once, and no rest. */
export const POSTGRES_SEARCH_GATE = { slots: 4, waiting: 32, restFactor: 0, perAddress: 8 };

export function searchGateOptions(embedded: boolean): SearchGateOptions {
  const { slots, waiting, restFactor, perAddress } = embedded
    ? EMBEDDED_SEARCH_GATE
    : POSTGRES_SEARCH_GATE;
  return { limit: new ConcurrencyLimit(slots, waiting), restFactor, perAddress };
}

/**
 * The contract's operations that search, each with the query field that holds the search text:
 * matched by the route Fastify found (its template), so another spelling of the URL (a
 * trailing `?`, `%2D` for `-`) is the same search, not a way round the gate.
 */
const SEARCHES = new Map([
  [`/api${getSearchSuggestions.path}`, 'value'],
  [`/api${queryProducts.path}`, 'searchValue'],
]);

/** Whether the request is a search: suggestions, or a listing with a search text. */
function isSearch(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const field = SEARCHES.get(request.routeOptions.url ?? '');
  if (!field) return false;
  const query = request.url.split('?')[1] ?? '';
  return (new URLSearchParams(query).get(field) ?? '').trim() !== '';
}

/** A search from its arrival until it leaves: its address's share, its slot once it has one. */
interface Passage {
  unhold: () => void;
  release?: () => void;
  left: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

/** Holds every search to the gate, from its arrival until its answer is sent, and a rest after. */
export function gateSearches(
  app: FastifyInstance,
  metrics: Pick<ShopMetrics, 'shedRequests'>,
  options: SearchGateOptions,
) {
  const { limit, restFactor, perAddress, pause = sleep, now = () => performance.now() } = options;
  const held = new HeldPerKey();
  /** A search from its arrival until it leaves: answered, or its shopper gone. */
  const passages = new WeakMap<FastifyRequest, Passage>();
  app.addHook('onRequest', async (request, reply) => {
    if (!isSearch(request)) return;
    if (held.held(request.ip) >= perAddress)
      return sendBusy(reply, metrics, said('server_search_busy'));
    const passage: Passage = { unhold: held.hold(request.ip), left: false };
    passages.set(request, passage);
    let release: () => void;
    try {
      release = await limit.acquire();
    } catch (error) {
      passages.delete(request);
      passage.unhold();
      if (error instanceof ConcurrencyLimitFull)
        return sendBusy(reply, metrics, said('server_search_busy'));
      throw error;
    }
    // Its shopper went while it waited: the slot goes to the next one, and nothing is searched.
    if (passage.left) {
      release();
      return reply.hijack();
    }
    const started = now();
    passage.release = () => {
      const rest = (now() - started) * restFactor;
      if (rest > 0) void pause(rest).then(release);
      else release();
    };
  });
  const done = async (request: FastifyRequest) => {
    const passage = passages.get(request);
    if (!passage) return;
    passages.delete(request);
    passage.unhold();
    passage.left = true;
    passage.release?.();
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
}

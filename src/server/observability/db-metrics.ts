import type { Pool, PoolClient } from 'pg';
import { POOL_SERIES, type ShopMetrics } from './shop-metrics';

type Query = PoolClient['query'];

/**
 * The PostgreSQL pool's connections (all, idle, and queries waiting for one) read when scraped,
 * and every query's duration: each connection's `query` is timed the first time the pool hands
 * it out. Drizzle's queries and the pool's own `pool.query` both go through it.
 */
export function watchPool(metrics: ShopMetrics, pool: Pool): void {
  metrics.watch(POOL_SERIES.connections, 'Connections of the query pool', () => pool.totalCount);
  metrics.watch(
    POOL_SERIES.idle,
    'Connections of the query pool that are idle',
    () => pool.idleCount,
  );
  metrics.watch(
    POOL_SERIES.waiting,
    'Queries waiting for a connection of the pool',
    () => pool.waitingCount,
  );
  const timed = new WeakSet<PoolClient>();
  pool.on('acquire', (client) => {
    if (timed.has(client)) return;
    timed.add(client);
    timeQueries(client, () => metrics.queryDuration.startTimer());
  });
}

/** Wraps `client.query` (promise and callback forms) so each query reports its duration. */
export function timeQueries(client: PoolClient, startTimer: () => () => void): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const timedQuery = (...args: unknown[]) => {
    const end = startTimer();
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        end();
        return (callback as (...r: unknown[]) => unknown)(...results);
      };
      return query(...args);
    }
    const answer = query(...args);
    // Not `then(end, end)`: the timer's end takes labels, and a result is no labels.
    if (answer instanceof Promise)
      answer.then(
        () => end(),
        () => end(),
      );
    return answer;
  };
  client.query = timedQuery as Query;
}

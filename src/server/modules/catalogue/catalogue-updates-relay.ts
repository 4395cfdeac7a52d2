import type { FastifyBaseLogger } from 'fastify';
import pg, { type Pool } from 'pg';
import { randomUUID } from 'node:crypto';
import type { CatalogueUpdateReason, CatalogueUpdates } from '../../http/catalogue-updates';

// The NOTIFY channel keeps its first name: instances of an older release listen on it.
const CHANNEL = 'catalogue_changes';
const REASONS: CatalogueUpdateReason[] = ['review', 'order', 'payment', 'orders expired'];

/**
 * Catalogue changes shared by every instance on one PostgreSQL: each change made here is sent
 * with NOTIFY, and each one another instance sent drops this instance's caches (server-rendered
 * pages, listing counts) within a round trip, instead of when they expire. The listening
 * connection is its own and connects again with a growing delay (up to 30 s) after any error,
 * so a database restart costs stale caches for as long as it is down, never the process.
 * Answers the function that stops it, and when its first try to listen has ended: an instance
 * should not serve before (see app.ts), or that first listen, which drops the caches because
 * changes may have been missed, would drop pages made and counted meanwhile.
 */
export function relayCatalogueUpdates(
  changes: CatalogueUpdates,
  pool: Pool,
  log: FastifyBaseLogger,
): { stop: () => Promise<void>; firstListen: Promise<void> } {
  const me = randomUUID();
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = 500;

  const unsubscribe = changes.subscribe((change) => {
    if (change.from !== 'here') return;
    pool
      .query('select pg_notify($1, $2)', [
        CHANNEL,
        JSON.stringify({ from: me, reason: change.reason }),
      ])
      .catch((error: unknown) => log.warn({ err: error }, 'catalogue change not shared'));
  });

  const listen = async () => {
    if (stopped) return;
    const next = new pg.Client(pool.options);
    const again = (error?: Error) => {
      if (client !== next) return;
      client = null;
      if (error) log.warn({ err: error }, 'catalogue changes: listening again');
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void listen(), delayMs);
      delayMs = Math.min(delayMs * 2, 30_000);
    };
    client = next;
    next.on('error', again);
    next.on('end', () => again());
    next.on('notification', (message) => {
      try {
        const { from, reason } = JSON.parse(message.payload ?? '') as {
          from: string;
          reason: string;
        };
        if (from !== me && REASONS.includes(reason as CatalogueUpdateReason))
          changes.invalidate(reason as CatalogueUpdateReason, 'another instance');
      } catch {
        /* not ours */
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      delayMs = 500;
      // Whatever changed while this instance was not listening is unknown: start afresh.
      changes.invalidate('missed while away', 'another instance');
    } catch (error) {
      again(error as Error);
    }
  };
  const firstListen = listen();

  const stop = async () => {
    stopped = true;
    clearTimeout(retry);
    unsubscribe();
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
  return { stop, firstListen };
}

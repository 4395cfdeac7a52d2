import type { FastifyBaseLogger } from 'fastify';
import pg, { type Pool, type PoolClient } from 'pg';
import type { Server } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';

export interface SharedAdapter {
  close: () => Promise<void>;
  /** How long the LISTEN connection has been down (0 while it is up). */
  downForMs: () => number;
}

/**
 * Puts Socket.IO's PostgreSQL adapter on `io`; answers how to close it cleanly and how long it
 * has been without its LISTEN connection (for readiness).
 *
 * The adapter's LISTEN connection is its own (a pool of one beside the query pool), so it never
 * takes a query connection and is counted apart: instances x (pool + 1) against PostgreSQL's
 * max_connections. When PostgreSQL restarts or the backend is terminated, the connection's
 * 'error' is logged here (unhandled, it would end the process) and its 'end' makes the adapter
 * connect again and LISTEN anew (it retries every one to three seconds until the database is
 * back). Publishing goes through the query pool.
 *
 * The adapter keeps its connection only once every LISTEN on it has answered; closed in between
 * (a server stopped right after starting), it never gives that connection back. So the
 * connection handed out is recorded: closing gives it back if the adapter did not, and one asked
 * for after closing is never handed out.
 */
export function useSharedAdapter(io: Server, pool: Pool, log: FastifyBaseLogger): SharedAdapter {
  const listenPool = new pg.Pool({ ...pool.options, max: 1, idleTimeoutMillis: 0 });
  listenPool.on('error', (error) =>
    log.warn({ err: error }, 'chat: the LISTEN connection closed; connecting again'),
  );
  let closed = false;
  /** Since when the adapter has had no live LISTEN connection; null while it has one. */
  let downSince: number | null = Date.now();
  let handedOut: PoolClient | undefined;
  let givenBack = false;
  const recorded = {
    query: pool.query.bind(pool),
    connect: async () => {
      const client = await listenPool.connect();
      if (closed) {
        client.release();
        // Never settles: the adapter, closed, waits on it instead of retrying on a timer.
        return new Promise<PoolClient>(() => {});
      }
      client.on('error', (error) =>
        log.warn({ err: error }, 'chat: the LISTEN connection failed; connecting again'),
      );
      const release = client.release.bind(client);
      client.release = (error?: Error | boolean) => {
        givenBack = true;
        return release(error);
      };
      // A dead connection goes back to its pool as broken (the adapter never releases it), or
      // the pool of one would have none left to connect again with.
      client.once('end', () => {
        downSince = Date.now();
        if (!givenBack) client.release(true);
      });
      downSince = null;
      handedOut = client;
      givenBack = false;
      return client;
    },
  } as unknown as Pool;
  io.adapter(
    createAdapter(recorded, {
      errorHandler: (error) => log.warn({ err: error }, 'chat: PostgreSQL adapter error'),
    }),
  );

  const close = async () => {
    closed = true;
    await io.of('/').adapter.close();
    if (handedOut && !givenBack) {
      // Its "end" would make the adapter schedule a reconnection.
      handedOut.removeAllListeners('end');
      handedOut.release(true);
    }
    await listenPool.end();
  };
  return { close, downForMs: () => (downSince === null ? 0 : Date.now() - downSince) };
}

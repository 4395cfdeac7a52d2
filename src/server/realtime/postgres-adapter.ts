import type { FastifyBaseLogger } from 'fastify';
import type { Pool, PoolClient } from 'pg';
import type { Server } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';

/** How long closing waits for the adapter's connection when the database does not answer. */
const CLOSE_WAIT_MS = 2000;

/**
 * Puts Socket.IO's PostgreSQL adapter on `io` and answers the function that closes it cleanly.
 *
 * The adapter takes its LISTEN connection from the pool in the background. Closed before it has
 * one (a server stopped within a second of starting, a short test), it takes the connection
 * afterwards and never gives it back, and ending the pool then waits forever. So the pool it gets
 * records the connection, and closing first waits (at most CLOSE_WAIT_MS) until that connection
 * has run the LISTEN issued on it: a query sent after it answers only once the LISTEN has.
 */
export function useSharedAdapter(
  io: Server,
  pool: Pool,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let taken: (client: PoolClient) => void;
  const listenClient = new Promise<PoolClient>((resolve) => (taken = resolve));
  const recorded = {
    query: pool.query.bind(pool),
    connect: async () => {
      const client = await pool.connect();
      taken(client);
      return client;
    },
  } as unknown as Pool;
  io.adapter(
    createAdapter(recorded, {
      errorHandler: (error) => log.warn({ err: error }, 'chat: PostgreSQL adapter error'),
    }),
  );

  return async () => {
    const settled = listenClient.then((client) => client.query('select 1')).catch(() => undefined);
    await Promise.race([
      settled,
      new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref()),
    ]);
    await io.of('/').adapter.close();
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Pool, PoolClient } from 'pg';
import type { Server } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';

/**
 * Puts Socket.IO's PostgreSQL adapter on `io` and answers the function that closes it cleanly.
 *
 * The adapter takes its LISTEN connection from the pool in the background and keeps it only once
 * every LISTEN on it has answered; closed in between (a server stopped right after starting), it
 * never gives that connection back, and ending the pool then waits forever. So the pool it gets
 * records the connection it hands out: closing gives it back if the adapter did not, and a
 * connection asked for after closing is never handed out.
 */
export function useSharedAdapter(
  io: Server,
  pool: Pool,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let closed = false;
  let handedOut: PoolClient | undefined;
  let givenBack = false;
  const recorded = {
    query: pool.query.bind(pool),
    connect: async () => {
      const client = await pool.connect();
      if (closed) {
        client.release();
        // Never settles: the adapter, closed, waits on it instead of retrying on a timer.
        return new Promise<PoolClient>(() => {});
      }
      const release = client.release.bind(client);
      client.release = (error?: Error | boolean) => {
        givenBack = true;
        return release(error);
      };
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

  return async () => {
    closed = true;
    await io.of('/').adapter.close();
    if (handedOut && !givenBack) {
      // Its "end" would make the adapter schedule a reconnection.
      handedOut.removeAllListeners('end');
      handedOut.release(true);
    }
  };
}

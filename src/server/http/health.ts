import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness: false once the instance is told to stop (see main.ts), so balancers move on. */
    readiness: { draining: boolean };
  }
}

const DATABASE_CHECK_MS = 2_000;

/**
 * Health for a load balancer. Liveness (`/api/health/live`, and `/api/health` as before): the
 * process answers. Readiness (`/api/health/ready`): the database answers within two seconds and
 * the instance is not draining; 503 with the reason otherwise, so the balancer stops sending it
 * new requests while it finishes the ones it has. Load shedding never applies to either.
 */
export function registerHealth(app: FastifyInstance, db: Db): void {
  app.decorate('readiness', { draining: false });
  const live = async () => ({ ok: true });
  app.get('/api/health', { schema: { hide: true } }, live);
  app.get('/api/health/live', { schema: { hide: true } }, live);
  app.get('/api/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    if (app.readiness.draining) return reply.code(503).send({ ready: false, reason: 'draining' });
    const answered = await Promise.race([
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), DATABASE_CHECK_MS).unref()),
    ]);
    if (!answered)
      return reply.code(503).send({ ready: false, reason: 'the database does not answer' });
    return { ready: true };
  });
}

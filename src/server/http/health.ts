import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/ping';
import type { AppDeps } from './context';

const DATABASE_CHECK_MS = 2_000;
/**
 * Chat's LISTEN connection comes back by itself 1-3 s after a database restart; only one down
 * for longer makes the instance unready. Sooner, every instance would turn unready together
 * after each restart and the balancer would have none to send shoppers to.
 */
export const CHAT_RELAY_GRACE_MS = 10_000;

/**
 * Health for a load balancer. Liveness (`/api/health/live`, and `/api/health` as before): the
 * process answers. Readiness (`/api/health/ready`): the database answers within two seconds,
 * chat's LISTEN connection is up (within CHAT_RELAY_GRACE_MS), the instance is not draining and
 * not shedding ordinary requests (see load-shedding.ts);
 * 503 with the reason otherwise, so the balancer stops sending it new requests while it finishes
 * the ones it has. Load shedding never applies to either.
 */
export function registerHealth(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'pressure' | 'readiness'>,
): void {
  const live = async () => ({ ok: true });
  app.get('/api/health', { schema: { hide: true } }, live);
  app.get('/api/health/live', { schema: { hide: true } }, live);
  app.get('/api/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    if (deps.readiness.draining) return reply.code(503).send({ ready: false, reason: 'draining' });
    // Refusing most requests: the balancer should send shoppers to an instance that is not.
    if (deps.pressure() === 'overloaded')
      return reply.code(503).send({ ready: false, reason: 'shedding load' });
    const answered = await Promise.race([
      pingDatabase(deps.db).then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), DATABASE_CHECK_MS).unref()),
    ]);
    if (!answered)
      return reply.code(503).send({ ready: false, reason: 'the database does not answer' });
    if (deps.readiness.chatRelayDownMs() > CHAT_RELAY_GRACE_MS)
      return reply.code(503).send({ ready: false, reason: 'chat cannot hear other instances' });
    return { ready: true };
  });
}

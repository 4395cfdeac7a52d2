import type { FastifyInstance, FastifyRequest } from 'fastify';

const pending = new WeakMap<FastifyRequest, (() => void)[]>();

/**
 * Runs `work` once the request has been answered with success, so after its transaction has
 * committed (an idempotent request's work commits before the answer goes out). Live delivery of
 * a stored chat message goes here: a message that was rolled back is never delivered.
 */
export function afterResponse(request: FastifyRequest, work: () => void): void {
  const list = pending.get(request);
  if (list) list.push(work);
  else pending.set(request, [work]);
}

export function installAfterResponse(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const list = pending.get(request);
    if (!list) return;
    pending.delete(request);
    if (reply.statusCode >= 400) return;
    for (const work of list) {
      try {
        work();
      } catch (error) {
        request.log.error({ err: error }, 'after-response work failed');
      }
    }
  });
}

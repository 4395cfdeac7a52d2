import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

/** What a shed request is told; the outbox and React Query try again later on any 503. */
export const OVERLOADED = 'The shop is very busy right now, please try again in a few seconds';
const RETRY_AFTER_SECONDS = 5;
const SAMPLE_MS = 500;

export interface SheddingLimits {
  /** Mean event-loop delay over the last sample above which requests are shed (0: never). */
  maxEventLoopDelayMs: number;
  /** Resident memory above which requests are shed (0: never). */
  maxRssBytes: number;
}

/**
 * Load shedding: when the event loop is late (it is doing more than it can) or memory runs
 * high, new requests are answered 503 with Retry-After at once instead of queueing behind the
 * work already accepted, which would make every answer late. Health checks are never shed:
 * the balancer must see the process alive (readiness says whether to send it traffic).
 */
export function installLoadShedding(app: FastifyInstance, limits: SheddingLimits): void {
  if (!limits.maxEventLoopDelayMs && !limits.maxRssBytes) return;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let pressed = false;
  const timer = setInterval(() => {
    const lateMs = delay.mean / 1e6;
    delay.reset();
    pressed =
      (limits.maxEventLoopDelayMs > 0 && lateMs > limits.maxEventLoopDelayMs) ||
      (limits.maxRssBytes > 0 && process.memoryUsage.rss() > limits.maxRssBytes);
  }, SAMPLE_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    delay.disable();
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!pressed || request.url.startsWith('/api/health')) return;
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ error: OVERLOADED, code: 'UNAVAILABLE' });
  });
}

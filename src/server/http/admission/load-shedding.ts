import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { METRICS_PATH } from '../../observability/http-metrics';
import type { ShopMetrics } from '../../observability/shop-metrics';
import { countRefusal } from './admission-metrics';
import type { Pressure } from './pressure';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Work that costs much memory or CPU (an upload, a drawing, a PDF): the first refused. */
    expensive?: boolean;
  }
}

/** What a shed request is told; the outbox and React Query try again later on any 503. */
export const OVERLOADED = 'The shop is very busy right now, please try again in a few seconds';
export const EXPENSIVE_PAUSED =
  'The shop is busy: pictures, invoices and previews wait a few seconds, please try again';
const RETRY_AFTER_SECONDS = 5;
const SAMPLE_MS = 500;
/** The memory mark at which expensive work stops, as a share of the overloaded mark. */
const EXPENSIVE_SHARE = 0.75;

export interface SheddingLimits {
  /** Mean event-loop delay over a sample above which requests are shed (0: never). */
  maxEventLoopDelayMs: number;
  /** Resident memory above which requests are shed (0: never). */
  maxRssBytes: number;
}

/** The pressure of one sample, from the loop's lateness now and in the sample before, and memory. */
export function pressureOf(
  limits: SheddingLimits,
  sample: { lateMs: number; lateMsBefore: number; rssBytes: number },
): Pressure {
  const loop = limits.maxEventLoopDelayMs;
  const rss = limits.maxRssBytes;
  // Late twice in a row, for either mark: one burst (a hundred OTP sends at once, or queries of
  // the embedded database, which runs on this loop) is absorbed by the queue, and shedding it
  // would refuse everyone for the half second it lasts. Expensive work paused on one late sample
  // refused a shopper's credit note in CI, on a busy two-core machine, with nothing else asked.
  const lateTwice = (mark: number) => sample.lateMs > mark && sample.lateMsBefore > mark;
  if (loop > 0 && lateTwice(loop)) return 'overloaded';
  if (rss > 0 && sample.rssBytes > rss) return 'overloaded';
  if (loop > 0 && lateTwice(loop / 2)) return 'expensive';
  if (rss > 0 && sample.rssBytes > rss * EXPENSIVE_SHARE) return 'expensive';
  return 'calm';
}

/**
 * How late the loop ran in a sample: the mean delay of its ticks, or, when not one tick ran
 * (the loop was busy the whole sample; the histogram's mean is then NaN, which compares as
 * calm), the whole sample.
 */
export function latenessOf(delay: { count: number; mean: number }, sampleMs: number): number {
  return delay.count > 0 ? delay.mean / 1e6 : sampleMs;
}

/**
 * Resident memory, or the last reading when it cannot be read: the kernel's answer needs a file
 * handle, and with the file table full the call throws EMFILE, which in a timer would end the
 * process.
 */
function residentMemoryReader(): () => number {
  let last = 0;
  return () => {
    try {
      last = process.memoryUsage.rss();
    } catch {
      /* keep the last reading */
    }
    return last;
  };
}

/** Requests that are cheap and what a visitor needs most: never shed. */
function neverShed(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  return (
    request.url.startsWith('/api/health') ||
    // What an operator reads to see the pressure.
    request.routeOptions.url === METRICS_PATH ||
    (request.method === 'GET' && Boolean(config.publicCache)) ||
    // The catalogue's pictures: drawn small and kept by browsers, part of every catalogue read.
    (request.method === 'GET' && request.url.startsWith('/images/') && !config.expensive) ||
    // Built files and pages (the not-found handler renders or sends the shell; a render is
    // refused there under pressure and the shell costs a file send).
    request.routeOptions.url === undefined ||
    request.routeOptions.url === '/*' ||
    request.routeOptions.url === '/' ||
    // The shell by its name, which the service worker's precache asks for (static-client.ts).
    request.routeOptions.url === '/index.html'
  );
}

/**
 * Load shedding: when the event loop is late (it is doing more than it can) or memory runs
 * high, new requests are answered 503 with Retry-After at once instead of queueing behind the
 * work already accepted, which would make every answer late. Expensive work goes first, then
 * everything but catalogue reads, pages and health checks (readiness says whether to send the
 * instance traffic; liveness stays 200). Answers how pressed the instance is now, which buildApp
 * hands on as `deps.pressure` (readiness and the page renderer read it).
 */
export function installLoadShedding(
  app: FastifyInstance,
  limits: SheddingLimits,
  metrics: Pick<ShopMetrics, 'shedRequests' | 'admissionRefusals'>,
): () => Pressure {
  let pressure: Pressure = 'calm';
  const pressureNow = () => pressure;
  if (!limits.maxEventLoopDelayMs && !limits.maxRssBytes) return pressureNow;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const rss = residentMemoryReader();
  let lateMsBefore = 0;
  let sampledAt = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const lateMs = latenessOf(delay, now - sampledAt);
    sampledAt = now;
    delay.reset();
    pressure = pressureOf(limits, { lateMs, lateMsBefore, rssBytes: rss() });
    lateMsBefore = lateMs;
  }, SAMPLE_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    delay.disable();
  });
  app.addHook('onRequest', async (request, reply) => {
    if (pressure === 'calm' || neverShed(request)) return;
    const expensive = Boolean(request.routeOptions.config.expensive);
    if (pressure === 'expensive' && !expensive) return;
    // An upload's body is not read: the connection closes after the answer instead.
    if (expensive) reply.header('connection', 'close');
    metrics.shedRequests.inc({ reason: expensive ? 'expensive' : 'overloaded' });
    countRefusal(metrics, request, 'load');
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({
        error: expensive ? EXPENSIVE_PAUSED : OVERLOADED,
        code: 'UNAVAILABLE',
        requestId: request.id,
      });
  });
  return pressureNow;
}

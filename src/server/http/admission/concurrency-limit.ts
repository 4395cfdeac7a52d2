import type { FastifyReply } from 'fastify';
import { sendError } from '../errors';
import type { Said } from '@shared/said';
import type { ShopMetrics } from '../../observability/shop-metrics';

/** Thrown by ConcurrencyLimit.run when every slot is taken and the queue is full. */
export class ConcurrencyLimitFull extends Error {
  constructor() {
    super('Every slot is taken and the queue is full');
    this.name = 'ConcurrencyLimitFull';
  }
}

/**
 * At most `slots` pieces of work running at once and `queue` more waiting their turn, in order of
 * arrival; work asked for beyond both is refused at once (ConcurrencyLimitFull) rather than queued
 * without end, so a flood of expensive requests costs a refusal each, not a growing wait for all.
 */
export class ConcurrencyLimit {
  private runningCount = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly slots: number,
    readonly queue: number,
  ) {}

  get running(): number {
    return this.runningCount;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /**
   * A slot, once one is free: the promise gives the function that hands it back (call it once).
   * Refused at once (ConcurrencyLimitFull) when every slot is taken and the queue is full. For
   * work whose end is not one promise, such as a request held from its arrival to its answer.
   */
  async acquire(): Promise<() => void> {
    if (this.runningCount < this.slots) this.runningCount++;
    else if (this.waiting.length < this.queue)
      await new Promise<void>((start) => this.waiting.push(start));
    else throw new ConcurrencyLimitFull();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // A finished piece hands its slot straight to the first one waiting (the count unchanged),
      // so a newcomer cannot take it in between.
      const next = this.waiting.shift();
      if (next) next();
      else this.runningCount--;
    };
  }

  /** Whether work asked for now would be refused. */
  get full(): boolean {
    return this.runningCount >= this.slots && this.waiting.length >= this.queue;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }
}

/** Seconds a client refused for a full queue is asked to wait: drawings take well under that. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** The 503 answer for work refused by a full ConcurrencyLimit. */
/** `error`: a text by its key, or a plain one for what no shopper's screen shows (a crawler's preview). */
export function sendBusy(
  reply: FastifyReply,
  metrics: Pick<ShopMetrics, 'shedRequests'>,
  error: Said | string,
) {
  metrics.shedRequests.inc({ reason: 'queue_full' });
  reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
  return sendError(reply, 'UNAVAILABLE', error);
}

/**
 * Runs `work` in one of `limit`'s slots and keeps the slot `restFactor` times as long again after
 * the work settled, without making the caller wait for that rest. Work that holds the event loop
 * (PGlite runs on it) then takes at most 1 / (1 + restFactor) of the loop's time, however much
 * of it is asked for; the rest of the time is the other requests'.
 */
export function runPaced<T>(
  limit: ConcurrencyLimit,
  work: () => Promise<T>,
  restFactor: number,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    limit
      .run(async () => {
        const started = performance.now();
        await work().then(resolve, reject);
        const rest = (performance.now() - started) * restFactor;
        await new Promise((resting) => setTimeout(resting, rest));
      })
      .catch(reject);
  });
}

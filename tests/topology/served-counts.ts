import { sampleValue } from '../../src/server/test/metrics-scrape';
import type { Instance } from './cluster';

/**
 * What the instances' /metrics say they answered of some routes (2xx and 3xx), scraped from
 * each instance directly, per process: an instance restarted starts its counters at 0 again,
 * so each process it ran as (a life, by its pid) keeps the last count seen of it, and the
 * total is the sum over lives. The last scrape of a life is taken once haproxy has stopped
 * sending it requests and none is in flight (`final`), before it exits.
 */
export class ServedCounts {
  private readonly lives = new Map<string, number>();
  /** Scrapes answered, and times a life's count went down (a counter must not). */
  scrapes = 0;
  decreases = 0;

  constructor(private readonly routes: string[]) {}

  private last: Promise<unknown> = Promise.resolve();

  /**
   * One scrape of the instance; null when it does not answer (between exit and restart).
   * Scrapes run one at a time, so a life's counts are read in the order they were taken.
   */
  scrape(instance: Instance): Promise<{ served: number; inFlight: number } | null> {
    const next = this.last.then(() => this.scrapeNow(instance));
    this.last = next.catch(() => {});
    return next;
  }

  private async scrapeNow(instance: Instance) {
    const res = await fetch(`${instance.url}/metrics`).catch(() => null);
    if (res?.status !== 200) return null;
    const text = await res.text();
    this.scrapes++;
    let served = 0;
    for (const route of this.routes)
      for (const statusClass of ['2xx', '3xx'])
        served += sampleValue(text, 'http_request_duration_seconds_count', {
          route,
          status_class: statusClass,
        });
    const life = `${instance.name}:${instance.child.pid}`;
    if (served < (this.lives.get(life) ?? 0)) this.decreases++;
    this.lives.set(life, served);
    // The scrape itself is in flight while it is answered.
    return { served, inFlight: sampleValue(text, 'http_requests_in_flight') - 1 };
  }

  /** The last scrape of a life: once nothing is in flight there, so nothing is counted after. */
  async final(instance: Instance): Promise<void> {
    for (;;) {
      const scraped = await this.scrape(instance);
      if (!scraped) throw new Error(`${instance.name} exited before its last scrape`);
      if (scraped.inFlight <= 0) return;
    }
  }

  get total(): number {
    return [...this.lives.values()].reduce((sum, n) => sum + n, 0);
  }

  get lifeCount(): number {
    return this.lives.size;
  }
}

import type { z } from 'zod';
import type { reportVitals } from '@shared/api/telemetry';
import { connectionTypes, type pageSources, type vitalNames } from '@shared/telemetry-labels';
import { sendReport } from './send-beacon';

type Report = z.input<NonNullable<typeof reportVitals.body>>;
type VitalName = (typeof vitalNames)[number];
type Source = (typeof pageSources)[number];

/** The share of page views that report their Web Vitals, as built (sample-rate.ts). */
export const RUM_SAMPLE_RATE = __RUM_SAMPLE_RATE__;

/** The network the browser says it is on (Chrome's Network Information API), else unknown. */
export function connectionType(nav: Navigator): Report['connection'] {
  const type = (nav as Navigator & { connection?: { effectiveType?: string } }).connection
    ?.effectiveType;
  return (connectionTypes as readonly string[]).includes(type ?? '')
    ? (type as Report['connection'])
    : 'unknown';
}

/**
 * Where the page came from: `cache` when the navigation moved no bytes over the network (the
 * service worker's or the HTTP cache), else `server` for the server's HTML and `browser` for
 * the shell that the browser drew.
 */
export function pageSource(serverDrawn: boolean, perf: Performance): Source {
  const [navigation] = perf.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation && navigation.transferSize === 0 && navigation.decodedBodySize > 0) return 'cache';
  return serverDrawn ? 'server' : 'browser';
}

/**
 * Collects one page view's vitals and sends them in one beacon when the page is first hidden
 * (web-vitals reports CLS and INP then), labelled with the route template the view landed on.
 */
export class PageVitals {
  private readonly values = new Map<VitalName, number>();
  private sent = false;

  constructor(
    private readonly labels: Omit<Report, 'vitals'>,
    private readonly send: (report: Report) => void = (report) => sendReport('/api/rum', report),
  ) {}

  record = (metric: { name: string; value: number }): void => {
    if (this.sent) return;
    this.values.set(metric.name as VitalName, Math.max(0, Math.round(metric.value * 1000) / 1000));
  };

  flush = (): void => {
    if (this.sent || this.values.size === 0) return;
    this.sent = true;
    const vitals = [...this.values].map(([name, value]) => ({ name, value }));
    this.send({ ...this.labels, vitals });
  };
}

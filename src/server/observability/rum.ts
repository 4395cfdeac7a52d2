import type { z } from 'zod';
import type { reportVitals } from '@shared/api/telemetry';
import type { ShopMetrics } from './shop-metrics';

type VitalsReport = z.output<NonNullable<typeof reportVitals.body>>;

/**
 * Route templates a process labels its RUM series with: the app has a few dozen screens, so the
 * first ones seen are kept and anything past them (someone posting made-up templates) is
 * `other`, which keeps the number of series bounded whatever arrives.
 */
export const MAX_ROUTE_LABELS = 64;

export class RouteLabels {
  private readonly seen = new Set<string>();

  label(route: string): string {
    if (this.seen.has(route)) return route;
    if (this.seen.size >= MAX_ROUTE_LABELS) return 'other';
    this.seen.add(route);
    return route;
  }
}

/** Folds one page view's Web Vitals into the histograms (seconds; CLS as it is). */
export function foldVitals(metrics: ShopMetrics, routes: RouteLabels, report: VitalsReport): void {
  const labels = {
    route: routes.label(report.route),
    connection: report.connection,
    source: report.source,
  };
  for (const vital of report.vitals) {
    if (vital.name === 'CLS') metrics.rumCls.observe(labels, vital.value);
    else metrics.rumSeconds.observe({ ...labels, vital: vital.name }, vital.value / 1000);
  }
}

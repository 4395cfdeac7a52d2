import type { z } from 'zod';
import type { reportVitals } from '@shared/api/telemetry';
import { pageRouteOf } from '@shared/page-routes';
import { AddressWindow } from '../http/admission/address-window';
import type { ShopMetrics } from './shop-metrics';

type VitalsReport = z.output<NonNullable<typeof reportVitals.body>>;

/**
 * Label sets (route, connection, source) the RUM histograms hold at most: each is 70 lines of
 * /metrics (five vitals' buckets), so this bounds them at about 11,000 lines whatever arrives.
 * The app has 32 routes, and real page views fall on far fewer combinations than all of them.
 */
export const MAX_RUM_LABEL_SETS = 160;
/**
 * New label sets one address may open an hour: a shopper's page views open a handful (a few
 * screens, one connection); past it the address's reports of new ones are dropped, so a few
 * addresses cannot fill MAX_RUM_LABEL_SETS with combinations nobody browses.
 */
export const NEW_LABEL_SETS_PER_ADDRESS = 4;
const NEW_LABEL_SETS_WINDOW_MS = 60 * 60_000;

export type RumOutcome = 'counted' | 'unknown_route' | 'series_limit';

/**
 * Which reports the histograms take: a report's route is mapped onto the app's own route table
 * (`@shared/page-routes`: a template or a path of one), so a label is always a screen that
 * exists and a made-up route makes none; and the label sets are bounded in total and per
 * address. A label set already there always takes its reports.
 */
export class RumSeries {
  private readonly labelSets = new Set<string>();
  private readonly opened: AddressWindow;

  constructor(
    private readonly maxLabelSets = MAX_RUM_LABEL_SETS,
    newPerAddress = NEW_LABEL_SETS_PER_ADDRESS,
    now: () => number = Date.now,
  ) {
    this.opened = new AddressWindow(newPerAddress, NEW_LABEL_SETS_WINDOW_MS, now);
  }

  /** The labels to count `report` under, or why it is dropped. */
  labels(
    report: VitalsReport,
    address: string,
  ): { route: string; connection: string; source: string } | Exclude<RumOutcome, 'counted'> {
    const route = pageRouteOf(report.route);
    if (!route) return 'unknown_route';
    const labels = { route, connection: report.connection, source: report.source };
    const key = `${route} ${report.connection} ${report.source}`;
    if (this.labelSets.has(key)) return labels;
    if (this.labelSets.size >= this.maxLabelSets || !this.opened.take(address))
      return 'series_limit';
    this.labelSets.add(key);
    return labels;
  }
}

/** Folds one page view's Web Vitals into the histograms (seconds; CLS as it is), or drops it. */
export function foldVitals(
  metrics: ShopMetrics,
  series: RumSeries,
  report: VitalsReport,
  address: string,
): RumOutcome {
  const labels = series.labels(report, address);
  if (typeof labels === 'string') {
    metrics.rumDropped.inc({ reason: labels });
    return labels;
  }
  for (const vital of report.vitals) {
    if (vital.name === 'CLS') metrics.rumCls.observe(labels, vital.value);
    else metrics.rumSeconds.observe({ ...labels, vital: vital.name }, vital.value / 1000);
  }
  return 'counted';
}

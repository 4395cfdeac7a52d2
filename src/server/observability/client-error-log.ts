import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { reportClientError } from '@shared/api/telemetry';
import type { ShopMetrics } from './shop-metrics';

type ClientErrorReport = z.output<NonNullable<typeof reportClientError.body>>;

/** One error's log line per this long: a loop of the same error in many browsers logs once. */
export const LOGGED_AGAIN_AFTER_MS = 60_000;
const MAX_FINGERPRINTS = 1_000;

/** Query strings and fragments off every address in a text (they may carry a token or a search). */
const withoutQueries = (text: string) => text.replace(/([a-z]+:\/\/[^\s?#)]*)[?#][^\s)]*/gi, '$1');

/**
 * Every report is counted by kind; each distinct error (kind, message, script, line) is logged
 * once a minute with the release and route, and with the request id of the report, so its line
 * is found from the shopper's screenshot or the log's search.
 */
export class ClientErrorLog {
  private readonly lastLogged = new Map<string, number>();

  constructor(
    private readonly metrics: ShopMetrics,
    private readonly now: () => number = Date.now,
  ) {}

  receive(report: ClientErrorReport, log: FastifyBaseLogger): 'logged' | 'counted' {
    this.metrics.clientErrors.inc({ kind: report.kind });
    const fingerprint = [report.kind, report.message, report.source, report.line].join('|');
    const now = this.now();
    const last = this.lastLogged.get(fingerprint);
    if (last !== undefined && now - last < LOGGED_AGAIN_AFTER_MS) return 'counted';
    this.lastLogged.delete(fingerprint);
    this.lastLogged.set(fingerprint, now);
    if (this.lastLogged.size > MAX_FINGERPRINTS)
      this.lastLogged.delete(this.lastLogged.keys().next().value!);
    log.warn(
      {
        clientError: {
          kind: report.kind,
          message: withoutQueries(report.message),
          source: report.source && withoutQueries(report.source),
          line: report.line,
          column: report.column,
          stack: report.stack && withoutQueries(report.stack),
          route: report.route,
          release: report.release,
        },
      },
      'client error',
    );
    return 'logged';
  }
}

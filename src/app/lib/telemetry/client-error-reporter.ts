import type { z } from 'zod';
import type { reportClientError } from '@shared/api/telemetry';
import type { clientErrorKinds } from '@shared/telemetry-labels';
import { ApiError } from '../tab-api-client';
import { sendReport } from './send-beacon';

type Report = z.input<NonNullable<typeof reportClientError.body>>;
type Kind = (typeof clientErrorKinds)[number];

/** Distinct errors one page reports at most: a loop of errors sends a few, not thousands. */
export const MAX_REPORTS_PER_PAGE = 10;

const cut = (text: string, length: number) => text.slice(0, length);
/** Addresses without their query strings: they may carry a search or a token. */
const withoutQuery = (text: string) => text.replace(/([a-z]+:\/\/[^\s?#)]*)[?#][^\s)]*/gi, '$1');

/**
 * Reports errors the shopper's browser met: uncaught errors, unhandled rejections and errors
 * the router's error boundaries caught, each distinct one once per page, with the release and
 * the route template (never the URL). An ApiError is the API answering as designed (offline,
 * 404) and the screen shows it: not reported.
 */
export class ClientErrorReporter {
  private readonly seen = new Set<string>();

  constructor(
    private readonly context: { release: string; route: () => string },
    private readonly send: (report: Report) => void = (report) =>
      sendReport('/api/client-errors', report),
  ) {}

  report(
    kind: Kind,
    error: unknown,
    where: { source?: string; line?: number; column?: number } = {},
  ): void {
    if (error instanceof ApiError) return;
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const fingerprint = `${kind}|${message}|${where.source ?? ''}|${where.line ?? ''}`;
    if (this.seen.has(fingerprint) || this.seen.size >= MAX_REPORTS_PER_PAGE) return;
    this.seen.add(fingerprint);
    const stack = error instanceof Error ? error.stack : undefined;
    this.send({
      kind,
      message: cut(withoutQuery(message), 500),
      ...(where.source && { source: cut(withoutQuery(where.source), 300) }),
      ...(where.line !== undefined && { line: where.line }),
      ...(where.column !== undefined && { column: where.column }),
      ...(stack && { stack: cut(withoutQuery(stack), 4000) }),
      route: this.context.route(),
      release: cut(this.context.release, 64),
    });
  }

  /** Listens to the window's uncaught errors and unhandled rejections. */
  listen(target: Window): void {
    target.addEventListener('error', (event) => {
      // A picture or script that failed to load is an Event, not an ErrorEvent: not ours to report.
      if (!(event instanceof ErrorEvent)) return;
      this.report('error', event.error ?? event.message, {
        source: event.filename,
        line: event.lineno,
        column: event.colno,
      });
    });
    target.addEventListener('unhandledrejection', (event) =>
      this.report('rejection', event.reason),
    );
  }
}

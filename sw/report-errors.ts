/// <reference lib="webworker" />
import type { z } from 'zod';
import type { reportClientError } from '../src/shared/api/telemetry';

declare const __APP_VERSION__: string | undefined;

/** Distinct errors one worker reports at most until it is restarted. */
const MAX_REPORTS = 10;

/**
 * The worker's own uncaught errors and unhandled rejections go to POST /api/client-errors
 * (kind `worker`), each distinct one once: an error here (a failed precache, a push that could
 * not be shown) is otherwise seen by nobody.
 */
export function reportWorkerErrors(scope: ServiceWorkerGlobalScope): void {
  const seen = new Set<string>();
  const send = (reason: unknown) => {
    const message = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
    if (seen.has(message) || seen.size >= MAX_REPORTS) return;
    seen.add(message);
    const report: z.input<NonNullable<typeof reportClientError.body>> = {
      kind: 'worker',
      message: message.slice(0, 500),
      ...(reason instanceof Error && reason.stack && { stack: reason.stack.slice(0, 4000) }),
      route: '/sw.js',
      release: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__.slice(0, 64) : 'unknown',
    };
    void fetch('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      credentials: 'omit',
    }).catch(() => undefined);
  };
  scope.addEventListener('error', (event) => send(event.error ?? event.message));
  scope.addEventListener('unhandledrejection', (event) => send(event.reason));
}

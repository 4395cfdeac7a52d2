/**
 * Posts a report with navigator.sendBeacon: it survives the page being hidden or closed and
 * never delays it. A string goes as text/plain, which the server reads as JSON on these routes
 * only. Without sendBeacon (old browsers, tests), a keepalive fetch does the same.
 */
export function sendReport(path: '/api/rum' | '/api/client-errors', report: object): void {
  const body = JSON.stringify(report);
  try {
    if (navigator.sendBeacon?.(path, body)) return;
    void fetch(path, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(
      () => undefined,
    );
  } catch {
    /* a report is never worth an error of its own */
  }
}

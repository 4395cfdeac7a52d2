/**
 * Runs `run` once, in the browser's next idle period or after `within` ms if none comes sooner
 * (after at most 200 ms where the browser has no idle periods). Answers the function that
 * cancels it.
 */
export function whenIdle(run: () => void, { within }: { within?: number } = {}): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, Math.min(within ?? 200, 200));
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(() => run(), within ? { timeout: within } : {});
  return () => window.cancelIdleCallback(handle);
}

type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and goes on in a new one, so the browser can paint or answer a tap in
 * between: `scheduler.yield()` where the browser has it (the rest runs ahead of other waiting
 * tasks), a zero timeout elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

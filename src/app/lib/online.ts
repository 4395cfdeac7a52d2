import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

const PROBE_INTERVAL_MS = 10_000;
let probe: ReturnType<typeof setInterval> | undefined;
/** When the browser last said the connection came back (Date.now()). */
let backOnlineAt = 0;

/**
 * React Query's idea of "online": the browser's online/offline events, plus what requests
 * learn. A request that fails at the network level flips it offline even when the browser
 * claims a connection (lie-fi); a cheap health probe, or any success, flips it back.
 */
export function installOnlineModel(): void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine);
    const back = () => {
      backOnlineAt = Date.now();
      update();
    };
    window.addEventListener('online', back);
    window.addEventListener('offline', update);
    // onlineManager starts "online" whatever the truth is; start from the browser's view.
    update();
    return () => {
      window.removeEventListener('online', back);
      window.removeEventListener('offline', update);
    };
  });
}

function stopProbe(): void {
  clearInterval(probe);
  probe = undefined;
}

/**
 * A request failed at the network level. One sent before the connection came back failed on the
 * connection that was lost: it says nothing of this one, and taken as news it would show the page
 * offline, with the connection back, until the next probe.
 */
export function reportNetworkFailure(sentAt = Date.now()): void {
  if (!onlineManager.isOnline() || sentAt < backOnlineAt) return;
  onlineManager.setOnline(false);
  if (probe || !navigator.onLine) return;
  probe = setInterval(() => {
    fetch('/api/health', { cache: 'no-store' })
      .then((r) => r.ok && reportNetworkSuccess())
      .catch(() => undefined);
  }, PROBE_INTERVAL_MS);
}

export function reportNetworkSuccess(): void {
  stopProbe();
  if (!onlineManager.isOnline()) onlineManager.setOnline(true);
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    // Server-rendered HTML says online; an offline browser shows its banner right after hydration.
    () => true,
  );
}

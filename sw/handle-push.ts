/// <reference lib="webworker" />
import { notificationFor } from '../src/shared/push/payload';
import { pushOwner } from '../src/shared/push/owner';

declare const self: ServiceWorkerGlobalScope;

/**
 * Web Push: show what arrived (src/shared/push/payload.ts decides what a device may show), and
 * on a tap bring the shop to that screen: a tab already on it, else any tab of the shop, else a
 * new window.
 */
export function handlePush(): void {
  self.addEventListener('push', (event) => {
    event.waitUntil(
      (async () => {
        let data: unknown = null;
        try {
          data = event.data?.json() ?? null;
        } catch {
          // Not JSON: shown as the generic line below.
        }
        const { title, options } = notificationFor(data, await pushOwner());
        await self.registration.showNotification(title, options);
      })(),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL(
      (event.notification.data as { url?: string } | null)?.url ?? '/',
      self.location.origin,
    ).href;
    event.waitUntil(openScreen(url));
  });
}

async function openScreen(url: string): Promise<void> {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  // Focusing needs the tap's permission, which some browsers refuse: the tab goes to the screen
  // first, and a refused focus is not a failure.
  const same = tabs.find((tab) => tab.url === url);
  if (same) {
    await same.focus().catch(() => undefined);
    return;
  }
  const any = tabs.find((tab) => new URL(tab.url).origin === self.location.origin);
  if (any) {
    const moved = await any.navigate(url).catch(() => null);
    if (moved) {
      await moved.focus().catch(() => undefined);
      return;
    }
  }
  await self.clients.openWindow(url);
}

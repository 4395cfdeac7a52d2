import { useRegisterSW } from 'virtual:pwa-register/react';
import { m } from '@shared/i18n/paraglide/messages.js';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker. A new version waits; the shopper sees "New version available"
 * and the page reloads only when they press Reload (the saved cache and queued changes live in
 * IndexedDB, so a reload keeps them).
 */
/**
 * Asks the waiting worker to take over and reloads once it controls the page. Only a press of
 * Reload arms the listener, and only once, so there is no reload loop.
 */
function reloadIntoNewVersion(updateServiceWorker: (reload?: boolean) => Promise<void>): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  void updateServiceWorker(false);
}

export default function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
  if (!needRefresh) return null;
  return (
    <div
      role="alertdialog"
      aria-label={m.pwa_update()}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-lg bg-slate-900 px-4 py-3 text-white shadow-xl"
    >
      <span className="flex-1 text-sm">{m.pwa_new_version()}</span>
      <button
        type="button"
        className="rounded bg-teal-700 px-3 py-1.5 text-sm font-medium text-white"
        onClick={() => reloadIntoNewVersion(updateServiceWorker)}
      >
        {m.pwa_reload()}
      </button>
      <button
        type="button"
        aria-label={m.pwa_later()}
        className="px-2 text-sm text-slate-300"
        onClick={() => setNeedRefresh(false)}
      >
        {m.pwa_later()}
      </button>
    </div>
  );
}

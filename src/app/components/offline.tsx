import { clockOptions, languageTag, type Locale } from '@shared/i18n/locale-path';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { m } from '@shared/i18n/paraglide/messages.js';
import { useOnline } from '@/lib/online';

/** Shown on every screen while the shop is offline. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="bg-amber-100 px-3 py-1.5 text-center text-sm text-amber-900">
      {m.offline_banner()}
    </div>
  );
}

/** A screen with nothing saved on this device, instead of an endless spinner. */
export function OfflineMessage({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="mx-auto max-w-lg p-10 text-center">
      <p className="text-lg">{m.offline_not_saved()}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 rounded bg-teal-700 px-4 py-2 text-white"
      >
        {m.offline_retry()}
      </button>
    </section>
  );
}

/** Marks data shown from the saved copy while offline with when it was saved. */
export function SavedAt({ at }: { at: number }) {
  const online = useOnline();
  const locale = usePageLocale();
  if (online || !at) return null;
  return (
    <p className="text-xs text-amber-800">{m.offline_saved_at({ when: savedWhen(at, locale) })}</p>
  );
}

/**
 * When a saved answer was fetched: '29 Nov, 3:42 pm'. Called only offline: a formatter built
 * here costs nothing on an online start, and keeps the written-out dates (and their month
 * names) out of every page's first download.
 */
export function savedWhen(at: number, locale: Locale): string {
  return new Date(at).toLocaleString(languageTag(locale), {
    day: 'numeric',
    month: 'short',
    ...clockOptions(locale),
  });
}

import { m } from '@shared/i18n/paraglide/messages.js';
import { useOnline } from '@/lib/online';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { pageClockTime, pageWeekdayDate } from '@/lib/page-dates';

/**
 * "Offline: as worked out on Wed, 3 Dec at 2:05 pm", only offline: dates shown from a saved
 * answer say when the server worked them out (the cart's, checkout's).
 */
export function DeliveryAsOf({ computedAt }: { computedAt: string }) {
  const online = useOnline();
  const locale = usePageLocale();
  if (online) return null;
  const at = new Date(computedAt);
  return (
    <p className="text-xs text-slate-600">
      {m.product_delivery_as_of({
        date: pageWeekdayDate(at, locale),
        time: pageClockTime(at, locale),
      })}
    </p>
  );
}

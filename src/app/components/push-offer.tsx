import { useEffect, useState } from 'react';
import { m } from '@shared/i18n/paraglide/messages.js';
import { localStorageKeys } from '@shared/device-storage';
import { useApi } from '@/lib/use-api';
import { useSession } from '@/lib/session';
import { pushIsOn, pushSupported, turnOnPush } from '@/lib/push-device';

/** After "Not now", the offer stays away this long. */
export const OFFER_QUIET_DAYS = 30;
export const OFFER_DISMISSED_KEY = localStorageKeys.pushOfferDismissedAt;

const dismissedRecently = () => {
  const at = Number(localStorage.getItem(OFFER_DISMISSED_KEY));
  return at > 0 && Date.now() - at < OFFER_QUIET_DAYS * 86_400_000;
};

type State = 'hidden' | 'offered' | 'on' | 'denied';

/**
 * An offer to turn notifications on, at a moment that explains itself (after an order, in a
 * conversation), never on a first visit: shown only where a screen places it, only to a signed-in
 * shopper whose device can be notified, is not yet, was not refused by the browser, and did not
 * say "Not now" in the last 30 days.
 */
export function PushOffer({ reason }: { reason: string }) {
  const api = useApi();
  const { user } = useSession();
  const [state, setState] = useState<State>('hidden');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!user || !pushSupported() || Notification.permission === 'denied' || dismissedRecently())
      return;
    let live = true;
    void pushIsOn(api).then((on) => live && !on && setState('offered'));
    return () => {
      live = false;
    };
  }, [api, user]);

  if (state === 'hidden' || !user) return null;
  if (state === 'on')
    return (
      <p role="status" className="rounded bg-emerald-50 p-3 text-sm text-emerald-900">
        {m.notifications_on()}
      </p>
    );
  if (state === 'denied')
    return (
      <p role="status" className="rounded bg-amber-50 p-3 text-sm text-amber-900">
        {m.notifications_blocked()}
      </p>
    );
  return (
    <section
      aria-label={m.notifications_label()}
      className="flex flex-wrap items-center gap-3 rounded border border-teal-200 bg-teal-50 p-3 text-sm"
    >
      <p className="min-w-0 flex-1 text-teal-900">{reason}</p>
      <button
        type="button"
        disabled={busy}
        className="min-h-11 rounded bg-teal-700 px-4 font-medium text-white disabled:opacity-60"
        onClick={async () => {
          setBusy(true);
          const result = await turnOnPush(api, user.id).catch(() => 'unsupported' as const);
          setBusy(false);
          setState(result === 'on' ? 'on' : result === 'denied' ? 'denied' : 'hidden');
        }}
      >
        {m.notifications_turn_on()}
      </button>
      <button
        type="button"
        className="min-h-11 rounded px-3 font-medium text-teal-800"
        onClick={() => {
          localStorage.setItem(OFFER_DISMISSED_KEY, String(Date.now()));
          setState('hidden');
        }}
      >
        {m.notifications_not_now()}
      </button>
    </section>
  );
}

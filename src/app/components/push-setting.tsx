import { useEffect, useState } from 'react';
import { m } from '@shared/i18n/paraglide/messages.js';
import { useApi } from '@/lib/use-api';
import { useSession } from '@/lib/session';
import { pushIsOn, pushSupported, turnOffPush, turnOnPush } from '@/lib/push-device';

/** The account area's switch for this device's notifications (orders and seller replies). */
export function PushSetting() {
  const api = useApi();
  const { user } = useSession();
  const [on, setOn] = useState<boolean | null>(null);
  const [note, setNote] = useState('');
  const supported = pushSupported();

  useEffect(() => {
    if (!supported) return;
    let live = true;
    void pushIsOn(api).then((value) => live && setOn(value));
    return () => {
      live = false;
    };
  }, [api, supported]);

  if (!user) return null;
  return (
    <section className="rounded-lg border bg-white p-4">
      <h2 className="text-lg font-semibold">{m.notifications_label()}</h2>
      {!supported ? (
        <p className="mt-1 text-sm text-slate-600">{m.notifications_unsupported()}</p>
      ) : (
        <div className="mt-2 flex items-center justify-between gap-4">
          <p id="push-setting-label" className="text-sm text-slate-700">
            {m.notifications_setting()}
          </p>
          <button
            type="button"
            role="switch"
            aria-checked={on === true}
            aria-labelledby="push-setting-label"
            disabled={on === null}
            onClick={async () => {
              setNote('');
              if (on) {
                await turnOffPush(api);
                setOn(false);
                return;
              }
              const result = await turnOnPush(api, user.id).catch(() => 'unsupported' as const);
              setOn(result === 'on');
              if (result === 'denied') setNote(m.notifications_blocked());
              if (result === 'unsupported') setNote(m.notifications_failed());
            }}
            className="flex h-11 w-16 shrink-0 items-center justify-center disabled:opacity-50"
          >
            <span
              aria-hidden
              className={`relative h-7 w-12 rounded-full transition-colors ${on ? 'bg-teal-700' : 'bg-slate-300'}`}
            >
              <span
                className={`absolute top-1 h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
              />
            </span>
          </button>
        </div>
      )}
      {note && (
        <p role="status" className="mt-2 text-sm text-amber-900">
          {note}
        </p>
      )}
    </section>
  );
}

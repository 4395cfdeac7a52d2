import { useState } from 'react';
import type { ReturnPart } from '@shared/api/returns';
import {
  exchangeReasons,
  UPI_ID_PATTERN,
  type ReturnKind,
  type ReturnReason,
} from '@shared/rules/return-window';
import { m } from '@shared/i18n/paraglide/messages.js';
import { notify } from '@/lib/notify';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { pageLongDate } from '@/lib/page-dates';
import { ItemsFieldset, KindFieldset, PickupFieldset, ReasonFieldset } from './return-form-fields';
import { ReturnPhotos, type ReturnPhoto } from './return-photos';
import { useRequestReturn, type ReturnBody } from './returns-api';

interface Draft {
  kind: ReturnKind;
  reason: ReturnReason | null;
  units: Record<string, number>;
  sizes: Record<string, string>;
  photos: ReturnPhoto[];
  pickupDay: string;
  upiId: string;
}

/** The request the draft makes, or the text of what is missing from it. */
function requestOf(draft: Draft, part: ReturnPart, orderId: string): ReturnBody | string {
  const items = Object.entries(draft.units)
    .filter(([, units]) => units > 0)
    .map(([orderItemId, units]) => ({
      orderItemId,
      units,
      ...(draft.kind === 'exchange' && { newSize: draft.sizes[orderItemId] ?? '' }),
    }));
  if (items.length === 0) return m.return_choose_items();
  if (!draft.reason) return m.return_reason_legend();
  if (draft.kind === 'exchange' && items.some((i) => !i.newSize)) return m.return_choose_size();
  const upi = part.cashOnDelivery && draft.kind === 'return';
  if (upi && !UPI_ID_PATTERN.test(draft.upiId.trim())) return m.return_upi_invalid();
  return {
    orderId,
    sellerId: part.sellerId,
    kind: draft.kind,
    reason: draft.reason,
    items,
    photos: draft.photos.map((p) => p.id),
    pickupDay: draft.pickupDay,
    ...(upi && { upiId: draft.upiId.trim() }),
  };
}

/** The form's choices: a return, nothing chosen yet, the first pickup day offered. */
function useDraft(part: ReturnPart) {
  const [draft, setDraft] = useState<Draft>({
    kind: 'return',
    reason: null,
    units: {},
    sizes: {},
    photos: [],
    pickupDay: part.pickupDays[0] ?? '',
    upiId: '',
  });
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  return [draft, set] as const;
}

/** Return or exchange one seller's part: phone first, one column, each choice 44 px high. */
export function ReturnForm(props: {
  orderId: string;
  userId: string;
  part: ReturnPart;
  onClose: () => void;
}) {
  const { part } = props;
  const [draft, set] = useDraft(part);
  const locale = usePageLocale();
  const request = useRequestReturn(props.orderId, (day) => {
    notify.success(m.return_booked({ date: pageLongDate(new Date(day), locale) }));
    props.onClose();
  });
  const submit = () => {
    const body = requestOf(draft, part, props.orderId);
    if (typeof body === 'string') return notify.error(body);
    request.mutate(body, { onError: (error) => notify.error(error.message) });
  };
  return (
    <form
      aria-label={m.return_button()}
      className="space-y-4 rounded border bg-white p-3 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <KindFieldset
        kind={draft.kind}
        onChange={(kind) =>
          set({
            kind,
            reason:
              kind === 'exchange' && draft.reason && !exchangeReasons.includes(draft.reason)
                ? null
                : draft.reason,
          })
        }
      />
      <ItemsFieldset
        items={part.items}
        kind={draft.kind}
        units={draft.units}
        sizes={draft.sizes}
        onUnits={(id, n) => set({ units: { ...draft.units, [id]: n } })}
        onSize={(id, size) => set({ sizes: { ...draft.sizes, [id]: size } })}
      />
      <ReasonFieldset
        kind={draft.kind}
        reason={draft.reason}
        onChange={(reason) => set({ reason })}
      />
      <ReturnPhotos
        to={{ userId: props.userId, sellerId: part.sellerId, orderId: props.orderId }}
        photos={draft.photos}
        onChange={(photos) => set({ photos })}
      />
      <PickupFieldset
        days={part.pickupDays}
        day={draft.pickupDay}
        onChange={(pickupDay) => set({ pickupDay })}
      />
      {part.cashOnDelivery && draft.kind === 'return' && (
        <UpiField value={draft.upiId} onChange={(upiId) => set({ upiId })} />
      )}
      <FormButtons pending={request.isPending} onClose={props.onClose} />
    </form>
  );
}

function UpiField(props: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="flex flex-col gap-1">
      <label className="flex flex-col gap-1 font-medium">
        {m.return_upi_label()}
        <input
          type="text"
          inputMode="email"
          autoComplete="off"
          placeholder="name@bank"
          aria-describedby="return-upi-hint"
          className="min-h-11 rounded border px-2 font-normal"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </label>
      <span id="return-upi-hint" className="text-xs text-slate-600">
        {m.return_upi_hint()}
      </span>
    </div>
  );
}

function FormButtons(props: { pending: boolean; onClose: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="submit"
        disabled={props.pending}
        className="min-h-11 rounded bg-indigo-700 px-3 text-white disabled:opacity-60"
      >
        {m.return_submit()}
      </button>
      <button type="button" onClick={props.onClose} className="min-h-11 rounded border px-3">
        {m.return_keep()}
      </button>
    </div>
  );
}

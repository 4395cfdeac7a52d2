import type { ReturnPart } from '@shared/api/returns';
import {
  exchangeReasons,
  returnReasons,
  type ReturnKind,
  type ReturnReason,
} from '@shared/rules/return-window';
import { m } from '@shared/i18n/paraglide/messages.js';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { pageLongDate } from '@/lib/page-dates';

export const REASON_TEXT: Record<ReturnReason, () => string> = {
  defective: m.return_reason_defective,
  damaged: m.return_reason_damaged,
  wrongItem: m.return_reason_wrong_item,
  sizeDoesNotFit: m.return_reason_size,
  notAsDescribed: m.return_reason_not_as_described,
  changedMind: m.return_reason_changed_mind,
};

const choice = 'flex min-h-11 items-center gap-2';
const select = 'min-h-11 rounded border px-2';

export function KindFieldset(props: { kind: ReturnKind; onChange: (kind: ReturnKind) => void }) {
  return (
    <fieldset className="space-y-1">
      <legend className="font-medium">{m.return_kind_legend()}</legend>
      {(['return', 'exchange'] as const).map((k) => (
        <label key={k} className={choice}>
          <input
            type="radio"
            name="return-kind"
            checked={props.kind === k}
            onChange={() => props.onChange(k)}
          />
          {k === 'return' ? m.return_kind_return() : m.return_kind_exchange()}
        </label>
      ))}
      {props.kind === 'exchange' && (
        <p className="text-xs text-slate-600">{m.return_exchange_rule()}</p>
      )}
    </fieldset>
  );
}

export function ReasonFieldset(props: {
  kind: ReturnKind;
  reason: ReturnReason | null;
  onChange: (reason: ReturnReason) => void;
}) {
  const offered = props.kind === 'exchange' ? exchangeReasons : returnReasons;
  return (
    <fieldset className="space-y-1">
      <legend className="font-medium">{m.return_reason_legend()}</legend>
      {offered.map((r) => (
        <label key={r} className={choice}>
          <input
            type="radio"
            name="return-reason"
            checked={props.reason === r}
            onChange={() => props.onChange(r)}
          />
          {REASON_TEXT[r]()}
        </label>
      ))}
    </fieldset>
  );
}

type Item = ReturnPart['items'][number];

/** Each returnable item: how many units go back and, for an exchange, the size wanted. */
export function ItemsFieldset(props: {
  items: Item[];
  kind: ReturnKind;
  units: Record<string, number>;
  sizes: Record<string, string>;
  onUnits: (itemId: string, units: number) => void;
  onSize: (itemId: string, size: string) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium">{m.return_items_legend()}</legend>
      {props.items.map((item) => (
        <ItemRow key={item.orderItemId} item={item} {...props} />
      ))}
    </fieldset>
  );
}

function ItemRow({
  item,
  kind,
  units,
  sizes,
  onUnits,
  onSize,
}: Parameters<typeof ItemsFieldset>[0] & { item: Item }) {
  if (!item.returnable)
    return (
      <p className="text-slate-600">
        {item.name}: <span className="font-medium">{m.return_not_returnable()}</span>
      </p>
    );
  const id = item.orderItemId;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="flex items-center gap-2">
        {m.return_units_label({ name: item.size ? `${item.name} (${item.size})` : item.name })}
        <select
          className={select}
          value={units[id] ?? 0}
          onChange={(e) => onUnits(id, Number(e.target.value))}
        >
          {Array.from({ length: item.unitsLeft + 1 }, (_, n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {kind === 'exchange' && (units[id] ?? 0) > 0 && (
        <label className="flex items-center gap-2">
          {m.return_new_size_label({ name: item.name })}
          <select
            className={select}
            value={sizes[id] ?? ''}
            onChange={(e) => onSize(id, e.target.value)}
          >
            <option value="">{m.return_choose_size()}</option>
            {item.exchangeSizes.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

export function PickupFieldset(props: {
  days: string[];
  day: string;
  onChange: (day: string) => void;
}) {
  const locale = usePageLocale();
  return (
    <fieldset className="space-y-1">
      <legend className="font-medium">{m.return_pickup_legend()}</legend>
      {props.days.map((d) => (
        <label key={d} className={choice}>
          <input
            type="radio"
            name="return-pickup"
            checked={props.day === d}
            onChange={() => props.onChange(d)}
          />
          {pageLongDate(new Date(d), locale)}
        </label>
      ))}
      <p className="text-xs text-slate-600">{m.return_pickup_note()}</p>
    </fieldset>
  );
}

import { useId } from 'react';
import { INDIAN_STATES } from '@shared/constants';
import { m } from '@shared/i18n/paraglide/messages.js';
import { digitsUpTo } from '@shared/rules/digits';
import type { PinLookup } from '@/lib/pin-place';
import { Field, FieldNote } from '@/components/field';
import { stateName } from '@/components/state-names';

/** The PIN field: under it what the directory says, or why the PIN is refused. */
export function PinCodeField({
  value,
  pin,
  error,
  onChange,
}: {
  value: string;
  pin: PinLookup;
  error: string | undefined;
  onChange: (pincode: string) => void;
}) {
  const note =
    pin.state === 'found'
      ? m.address_pin_place({ district: pin.place.district, state: stateName(pin.place.state) })
      : pin.state === 'looking'
        ? m.address_pin_looking_up()
        : undefined;
  return (
    <Field
      label={m.address_pin_code()}
      inputMode="numeric"
      autoComplete="postal-code"
      value={value}
      // A PIN no post office has is refused at once, not only when saving.
      error={pin.state === 'unknown' ? m.address_pin_not_found() : error}
      note={note}
      onChange={(e) => onChange(digitsUpTo(e.target.value, 6))}
    />
  );
}

/** Locality, offering the PIN's post offices as the shopper types (a datalist). */
export function LocalityField({
  value,
  pin,
  error,
  onChange,
}: {
  value: string;
  pin: PinLookup;
  error: string | undefined;
  onChange: (locality: string) => void;
}) {
  const listId = useId();
  const offices = pin.state === 'found' ? pin.place.postOffices : [];
  return (
    <>
      <Field
        label={m.address_locality()}
        value={value}
        error={error}
        list={offices.length ? listId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {offices.length > 0 && (
        <datalist id={listId}>
          {offices.map((office) => (
            <option key={office} value={office} />
          ))}
        </datalist>
      )}
    </>
  );
}

/** The state, named in the page's language; warns when the PIN lies in none of its states. */
export function StateField({
  value,
  pincode,
  pin,
  error,
  onChange,
}: {
  value: string;
  pincode: string;
  pin: PinLookup;
  error: string | undefined;
  onChange: (state: string) => void;
}) {
  const noteId = useId();
  const differs =
    pin.state === 'found' && value !== '' && !(pin.place.states as string[]).includes(value);
  const warning = differs
    ? m.address_pin_state_differs({ pincode, state: stateName(pin.place.state) })
    : undefined;
  return (
    <div className="text-sm">
      <label className="block">
        {m.address_state()}
        <select
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || warning ? noteId : undefined}
          className={`mt-1 min-h-11 w-full rounded border bg-white p-2 md:min-h-0 ${error ? 'border-rose-600' : 'border-slate-300'}`}
        >
          <option value="">{m.address_choose_state()}</option>
          {INDIAN_STATES.map((s) => (
            <option key={s} value={s}>
              {stateName(s)}
            </option>
          ))}
        </select>
      </label>
      <FieldNote
        id={noteId}
        error={error}
        note={warning && <span className="text-amber-800">{warning}</span>}
      />
    </div>
  );
}

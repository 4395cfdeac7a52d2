import { useState } from 'react';
import { ADDRESS_TYPES, INDIAN_STATES } from '@shared/constants';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { Address, AddressFields } from '@shared/api/address';
import { digitsUpTo, mobileDigits } from '@shared/rules/digits';
import { Field, FormError } from '@/components/field';

export const EMPTY_ADDRESS: AddressFields = {
  name: '',
  address: '',
  phonenumber: '',
  alternatephonenumber: '',
  pincode: '',
  state: '' as AddressFields['state'],
  cityDistTown: '',
  landmark: '',
  locality: '',
  typeOfAddress: 'Home',
};

const TYPE_NAMES: Record<AddressFields['typeOfAddress'], () => string> = {
  Home: m.address_type_home,
  Work: m.address_type_work,
  Other: m.address_type_other,
};

/** An address type as the page's language names it; the stored value stays the spec's word. */
export const addressTypeName = (type: AddressFields['typeOfAddress']): string =>
  TYPE_NAMES[type]?.() ?? type;

/** The server's rules, checked before sending so the shopper sees them at once. */
export function addressProblem(a: AddressFields): string {
  const text = [
    a.name,
    a.address,
    a.phonenumber,
    a.alternatephonenumber,
    a.pincode,
    a.state,
    a.cityDistTown,
    a.landmark,
    a.locality,
  ];
  if (text.some((v) => !v.trim())) return m.account_fill_required();
  if (!/^[6-9]\d{9}$/.test(a.phonenumber) || !/^[6-9]\d{9}$/.test(a.alternatephonenumber))
    return m.account_phone_incorrect();
  if (!/^[1-9]\d{5}$/.test(a.pincode)) return m.address_pin_invalid();
  if (!(INDIAN_STATES as readonly string[]).includes(a.state))
    return m.address_choose_state_problem();
  return '';
}

export function AddressForm({
  initial,
  initialDefault,
  busy,
  error,
  onSave,
  onCancel,
}: {
  initial: AddressFields;
  initialDefault: boolean;
  busy: boolean;
  error: string;
  onSave: (fields: AddressFields, isDefault: boolean) => void;
  onCancel: () => void;
}) {
  const [a, setA] = useState(initial);
  const [isDefault, setDefault] = useState(initialDefault);
  const [problem, setProblem] = useState('');
  const set =
    (key: keyof AddressFields, clean = (value: string) => value) =>
    (e: { target: { value: string } }) =>
      setA({ ...a, [key]: clean(e.target.value) });
  return (
    <form
      className="grid gap-3 rounded-lg border bg-white p-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        const p = addressProblem(a);
        setProblem(p);
        if (!p) onSave(a, isDefault);
      }}
    >
      <Field
        label={m.address_full_name()}
        autoComplete="name"
        value={a.name}
        onChange={set('name')}
      />
      <Field
        label={m.account_mobile_number()}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={a.phonenumber}
        onChange={set('phonenumber', mobileDigits)}
      />
      <Field
        label={m.address_alternate_mobile()}
        type="tel"
        inputMode="numeric"
        value={a.alternatephonenumber}
        onChange={set('alternatephonenumber', mobileDigits)}
      />
      <Field
        label={m.address_pin_code()}
        inputMode="numeric"
        autoComplete="postal-code"
        value={a.pincode}
        onChange={set('pincode', (v) => digitsUpTo(v, 6))}
      />
      <div className="sm:col-span-2">
        <Field label={m.address_line()} value={a.address} onChange={set('address')} />
      </div>
      <Field label={m.address_locality()} value={a.locality} onChange={set('locality')} />
      <Field label={m.address_landmark()} value={a.landmark} onChange={set('landmark')} />
      <Field label={m.address_city()} value={a.cityDistTown} onChange={set('cityDistTown')} />
      <label className="block text-sm">
        {m.address_state()}
        <select
          value={a.state}
          onChange={set('state')}
          className="mt-1 min-h-11 w-full rounded border border-slate-300 bg-white p-2 md:min-h-0"
        >
          <option value="">{m.address_choose_state()}</option>
          {INDIAN_STATES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      <fieldset className="text-sm sm:col-span-2">
        <legend>{m.address_type()}</legend>
        <div className="mt-1 flex gap-4">
          {ADDRESS_TYPES.map((t) => (
            // The label is the tap target: a finger's height on phones.
            <label key={t} className="flex min-h-11 items-center gap-1 md:min-h-0">
              <input
                type="radio"
                name="typeOfAddress"
                checked={a.typeOfAddress === t}
                onChange={() => setA({ ...a, typeOfAddress: t })}
              />
              {addressTypeName(t)}
            </label>
          ))}
        </div>
      </fieldset>
      {/* On a phone the 44 px rows above and here already keep it apart: no grid gap too. */}
      <label className="-mt-3 flex min-h-11 items-center gap-2 text-sm sm:col-span-2 md:mt-0 md:min-h-0">
        <input type="checkbox" checked={isDefault} onChange={() => setDefault(!isDefault)} />
        {m.address_make_default()}
      </label>
      <div className="sm:col-span-2">
        <FormError text={problem || error} />
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded bg-teal-700 px-4 py-2 text-white disabled:opacity-50"
        >
          {m.address_save()}
        </button>
        <button type="button" onClick={onCancel} className="min-h-11 rounded border px-4 py-2">
          {m.address_cancel()}
        </button>
      </div>
    </form>
  );
}

export function fieldsOf(address: Address): AddressFields {
  const { _id: _i, defaultAddress: _d, userInfo: _u, ...fields } = address;
  return fields as AddressFields;
}

import { INDIAN_STATES } from '@shared/constants';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { AddressFields } from '@shared/api/address';
import { digitsUpTo, mobileDigits } from '@shared/rules/digits';
import { Field } from '@/components/field';

/** The address's text fields and its state: what each accepts as the shopper types. */
export function AddressInputs({
  address: a,
  onChange,
}: {
  address: AddressFields;
  onChange: (patch: Partial<AddressFields>) => void;
}) {
  const set =
    (key: keyof AddressFields, clean = (value: string) => value) =>
    (e: { target: { value: string } }) =>
      onChange({ [key]: clean(e.target.value) });
  return (
    <>
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
    </>
  );
}

import { m } from '@shared/i18n/paraglide/messages.js';
import type { AddressFields } from '@shared/api/address';
import { mobileDigits } from '@shared/rules/digits';
import type { PinLookup } from '@/lib/pin-place';
import type { FieldProblems } from '@/components/address-problems';
import { LocalityField, PinCodeField, StateField } from '@/components/address-pin';
import { Field } from '@/components/field';

/**
 * The address's text fields and its state: what each accepts as the shopper types, and each
 * field's own problem beside it. The PIN goes to `onPinChange`, which fills what it can.
 */
export function AddressInputs({
  address: a,
  pin,
  problems,
  onChange,
  onPinChange,
}: {
  address: AddressFields;
  pin: PinLookup;
  problems: FieldProblems;
  onChange: (patch: Partial<AddressFields>) => void;
  onPinChange: (pincode: string) => void;
}) {
  const set =
    (key: keyof AddressFields, clean = (value: string) => value) =>
    (e: { target: { value: string } }) =>
      onChange({ [key]: clean(e.target.value) });
  const text = (key: keyof FieldProblems, label: string) => (
    <Field label={label} value={a[key]} error={problems[key]} onChange={set(key)} />
  );
  return (
    <>
      <Field
        label={m.address_full_name()}
        autoComplete="name"
        value={a.name}
        error={problems.name}
        onChange={set('name')}
      />
      <Field
        label={m.account_mobile_number()}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={a.phonenumber}
        error={problems.phonenumber}
        onChange={set('phonenumber', mobileDigits)}
      />
      <Field
        label={m.address_alternate_mobile()}
        type="tel"
        inputMode="numeric"
        value={a.alternatephonenumber}
        error={problems.alternatephonenumber}
        onChange={set('alternatephonenumber', mobileDigits)}
      />
      <PinCodeField value={a.pincode} pin={pin} error={problems.pincode} onChange={onPinChange} />
      <div className="sm:col-span-2">{text('address', m.address_line())}</div>
      <LocalityField
        value={a.locality}
        pin={pin}
        error={problems.locality}
        onChange={(locality) => onChange({ locality })}
      />
      {text('landmark', m.address_landmark())}
      {text('cityDistTown', m.address_city())}
      <StateField
        value={a.state}
        pincode={a.pincode}
        pin={pin}
        error={problems.state}
        onChange={(state) => onChange({ state: state as AddressFields['state'] })}
      />
    </>
  );
}

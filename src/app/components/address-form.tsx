import { useState } from 'react';
import { INDIAN_STATES } from '@shared/constants';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { Address, AddressFields } from '@shared/api/address';
import { AddressInputs } from '@/components/address-inputs';
import { AddressTypeChoice } from '@/components/address-type';
import { FormError } from '@/components/field';
import { isIndianMobile } from '@shared/rules/account-facts';

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
  if (!isIndianMobile(a.phonenumber) || !isIndianMobile(a.alternatephonenumber))
    return m.account_phone_incorrect();
  if (!/^[1-9]\d{5}$/.test(a.pincode)) return m.address_pin_invalid();
  if (!(INDIAN_STATES as readonly string[]).includes(a.state))
    return m.address_choose_state_problem();
  return '';
}

/** A new or edited address: checked against the server's rules before it is saved. */
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
      <AddressInputs address={a} onChange={(patch) => setA({ ...a, ...patch })} />
      <AddressTypeChoice
        value={a.typeOfAddress}
        onChange={(typeOfAddress) => setA({ ...a, typeOfAddress })}
      />
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

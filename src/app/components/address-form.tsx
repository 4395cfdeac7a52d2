import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { Address, AddressFields } from '@shared/api/address';
import { isPinCode } from '@shared/rules/account-facts';
import { pinPlaceQueryOptions, usePinLookup } from '@/lib/pin-place';
import { useApi } from '@/lib/use-api';
import { AddressInputs } from '@/components/address-inputs';
import { addressProblem, fieldProblems } from '@/components/address-problems';
import { AddressTypeChoice } from '@/components/address-type';
import { FormError } from '@/components/field';

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
  const { a, setA, pin, onPinChange } = useAddressWithPin(initial);
  const [isDefault, setDefault] = useState(initialDefault);
  // Each field's own problem shows once the shopper has tried to save, not while typing.
  const [tried, setTried] = useState(false);
  const problem = tried ? addressProblem(a, pin) : '';
  return (
    <form
      className="grid gap-3 rounded-lg border bg-white p-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!addressProblem(a, pin)) onSave(a, isDefault);
      }}
    >
      <AddressInputs
        address={a}
        pin={pin}
        problems={tried ? fieldProblems(a) : {}}
        onChange={(patch) => setA({ ...a, ...patch })}
        onPinChange={onPinChange}
      />
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

/**
 * The address being typed and what the directory says of its PIN: six digits typed fill the
 * city (the PIN's district) and the state, when the answer comes back for the PIN still there.
 */
function useAddressWithPin(initial: AddressFields) {
  const [a, setA] = useState(initial);
  const pin = usePinLookup(a.pincode);
  const queryClient = useQueryClient();
  const api = useApi();
  const onPinChange = (pincode: string) => {
    setA((before) => ({ ...before, pincode }));
    if (!isPinCode(pincode) || pincode === a.pincode) return;
    queryClient
      .fetchQuery(pinPlaceQueryOptions(api, pincode))
      .then((place) => {
        if (place)
          setA((now) =>
            now.pincode === pincode
              ? { ...now, cityDistTown: place.district, state: place.state }
              : now,
          );
      })
      // Offline or the server failing: nothing is filled and the shopper types it.
      .catch(() => undefined);
  };
  return { a, setA, pin, onPinChange };
}

export function fieldsOf(address: Address): AddressFields {
  const { _id: _i, defaultAddress: _d, userInfo: _u, ...fields } = address;
  return fields as AddressFields;
}

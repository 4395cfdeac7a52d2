import { useState } from 'react';
import type { Address, AddressFields } from '@shared/api/address';
import { m } from '@shared/i18n/paraglide/messages.js';
import { AddressForm, EMPTY_ADDRESS } from '@/components/address-form';
import { addressTypeName } from '@/components/address-type';
import { useAddressWrites } from '@/lib/addresses';
import { useSession } from '@/lib/session';
import { stateName } from '@/components/state-names';

/** One saved address as a radio choice. */
function AddressChoice({
  address: a,
  chosen,
  onChoose,
}: {
  address: Address;
  chosen: boolean;
  onChoose: () => void;
}) {
  return (
    <label
      className={`flex cursor-pointer gap-3 rounded border p-3 text-sm ${chosen ? 'border-teal-600 bg-teal-50' : ''}`}
    >
      <input type="radio" name="address" checked={chosen} onChange={onChoose} />
      <span>
        <span className="font-medium">{a.name}</span>{' '}
        <span className="rounded bg-slate-100 px-1 text-xs">
          {addressTypeName(a.typeOfAddress)}
        </span>
        {a.defaultAddress && (
          <span className="ml-1 text-xs text-teal-700">{m.account_default()}</span>
        )}
        <span className="block">
          {a.address}, {a.locality}, {a.landmark}
        </span>
        <span className="block">
          {a.cityDistTown}, {stateName(a.state)} - {a.pincode}
        </span>
        <span className="block">{m.account_phone({ phone: a.phonenumber })}</span>
      </span>
    </label>
  );
}

/**
 * Choose one of the saved addresses, or enter a new one. A new address is saved to the account
 * (as every large Indian shop does) and then chosen, so an order always ships to a saved address.
 */
export function AddressPicker({
  addresses,
  selectedId,
  onSelect,
}: {
  addresses: Address[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  const { user } = useSession();
  const [adding, setAdding] = useState(addresses.length === 0);
  const writes = useAddressWrites();
  const { busy, error } = writes;

  const save = (fields: AddressFields, isDefault: boolean) =>
    writes.whenOnline(() =>
      writes.save.mutate(
        { ...fields, defaultAddress: isDefault, userId: user!.id, addressId: null },
        { onSuccess: (answer) => (onSelect(answer.address._id), setAdding(false)) },
      ),
    );

  return (
    <section className="rounded-lg border bg-white p-4">
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-lg font-semibold">{m.account_delivery_address()}</h2>
        {!adding && (
          // 44 px high for a thumb; the margin takes the height back, so the heading's row keeps
          // its height.
          <button
            type="button"
            className="-my-2 min-h-11 text-sm text-teal-700 underline"
            onClick={() => (writes.clear(), setAdding(true))}
          >
            {m.account_add_new_address()}
          </button>
        )}
      </div>
      {adding ? (
        <AddressForm
          initial={EMPTY_ADDRESS}
          initialDefault={addresses.length === 0}
          busy={busy}
          error={error}
          onSave={save}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div role="radiogroup" aria-label={m.checkout_address_group()}>
          <ul className="space-y-2">
            {addresses.map((a) => (
              <li key={a._id}>
                <AddressChoice
                  address={a}
                  chosen={a._id === selectedId}
                  onChoose={() => onSelect(a._id)}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Address, AddressFields } from '@shared/api/address';
import { messages } from '@shared/messages';
import { AddressForm, EMPTY_ADDRESS } from '@/features/account/address-form';
import { NEEDS_NETWORK } from '@/features/account/change-password';
import { ApiError, callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useOnline } from '@/lib/online';
import { useSession } from '@/lib/session';

/**
 * Choose one of the saved addresses, or enter a new one. A new address is saved to the account
 * (as every large Indian shop does) and then chosen, so an order always ships to a saved address.
 */
export function AddressPicker({ addresses, selectedId, onSelect }: {
  addresses: Address[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  const { user } = useSession();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(addresses.length === 0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const save = async (fields: AddressFields, isDefault: boolean) => {
    if (!online) return setError(NEEDS_NETWORK);
    setBusy(true);
    setError('');
    try {
      const answer = await callApi('saveAddress', { body: { ...fields, defaultAddress: isDefault || addresses.length === 0, userId: user!.id, addressId: null } });
      notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ['personal', 'addresses'] });
      onSelect(answer.address._id);
      setAdding(false);
    } catch (e) {
      setError(e instanceof ApiError ? (e.isNetworkError ? NEEDS_NETWORK : e.message) : messages.somethingWrong);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="rounded-lg border bg-white p-4">
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-lg font-semibold">Delivery Address</h2>
        {!adding && <button type="button" className="text-sm text-teal-700 underline" onClick={() => (setError(''), setAdding(true))}>Add New Address</button>}
      </div>
      {adding ? (
        <AddressForm initial={EMPTY_ADDRESS} initialDefault={addresses.length === 0} busy={busy} error={error} onSave={(f, d) => void save(f, d)} onCancel={() => setAdding(false)} />
      ) : (
        <ul className="space-y-2" role="radiogroup" aria-label="Delivery address">
          {addresses.map((a) => (
            <li key={a._id}>
              <label className={`flex cursor-pointer gap-3 rounded border p-3 text-sm ${a._id === selectedId ? 'border-teal-600 bg-teal-50' : ''}`}>
                <input type="radio" name="address" checked={a._id === selectedId} onChange={() => onSelect(a._id)} />
                <span>
                  <span className="font-medium">{a.name}</span> <span className="rounded bg-slate-100 px-1 text-xs">{a.typeOfAddress}</span>
                  {a.defaultAddress && <span className="ml-1 text-xs text-teal-700">Default</span>}
                  <span className="block">{a.address}, {a.locality}, {a.landmark}</span>
                  <span className="block">{a.cityDistTown}, {a.state} - {a.pincode}</span>
                  <span className="block">Phone: {a.phonenumber}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Address, AddressFields } from '@shared/api/address';
import { m } from '@shared/i18n/paraglide/messages.js';
import { Loading } from '@/components/loading';
import { OfflineMessage, SavedAt } from '@/components/offline';
import { AddressForm, EMPTY_ADDRESS, fieldsOf } from '@/components/address-form';
import { addressTypeName } from '@/components/address-type';
import { addressesQueryOptions, useAddressWrites } from '@/lib/addresses';
import { useSession } from '@/lib/session';
import { ProfileForm } from './profile-form';
import { useApi } from '@/lib/use-api';
import { stateName } from '@/components/state-names';

type Mode = { kind: 'list' } | { kind: 'edit'; address?: Address };

/** One saved address, with Edit, Make default (unless it is) and Delete (after a confirmation). */
function AddressCard({
  address: a,
  onEdit,
  onMakeDefault,
  onDelete,
}: {
  address: Address;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="rounded-lg border bg-white p-4 text-sm">
      <p className="flex items-center gap-2 font-medium">
        {a.name}{' '}
        <span className="rounded bg-slate-100 px-1.5 text-xs">
          {addressTypeName(a.typeOfAddress)}
        </span>
        {a.defaultAddress && (
          <span className="rounded bg-teal-100 px-1.5 text-xs text-teal-800">
            {m.account_default()}
          </span>
        )}
      </p>
      <p>
        {a.address}, {a.locality}, {a.landmark}
      </p>
      <p>
        {a.cityDistTown}, {stateName(a.state)} - {a.pincode}
      </p>
      <p>
        {a.phonenumber} / {a.alternatephonenumber}
      </p>
      <div className="mt-2 flex gap-3">
        <button type="button" className="text-teal-700 underline" onClick={onEdit}>
          {m.account_edit()}
        </button>
        {!a.defaultAddress && (
          <button type="button" className="text-teal-700 underline" onClick={onMakeDefault}>
            {m.account_make_default()}
          </button>
        )}
        <button
          type="button"
          className="text-rose-700 underline"
          onClick={() =>
            window.confirm(m.account_delete_address_confirm({ name: a.name })) && onDelete()
          }
        >
          {m.account_delete()}
        </button>
      </div>
    </li>
  );
}

export function MyAddresses() {
  const { user } = useSession();
  const query = useQuery(addressesQueryOptions(useApi()));
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const writes = useAddressWrites();
  const { busy, error } = writes;

  const save = (fields: AddressFields, isDefault: boolean) =>
    writes.whenOnline(() =>
      writes.save.mutate(
        {
          ...fields,
          defaultAddress: isDefault,
          userId: user!.id,
          addressId: mode.kind === 'edit' ? (mode.address?._id ?? null) : null,
        },
        { onSuccess: () => setMode({ kind: 'list' }) },
      ),
    );

  return (
    <div className="space-y-8">
      <ProfileForm />
      <section className="space-y-4">
        <div className="flex items-center justify-between">
          <h1 className="text-xl font-semibold">{m.account_manage_addresses()}</h1>
          {mode.kind === 'list' && (
            <button
              type="button"
              className="rounded bg-teal-700 px-3 py-1.5 text-sm text-white"
              onClick={() => (writes.clear(), setMode({ kind: 'edit' }))}
            >
              {m.account_add_new_address()}
            </button>
          )}
        </div>
        <SavedAt at={query.dataUpdatedAt} />
        {mode.kind === 'edit' ? (
          <AddressForm
            initial={mode.address ? fieldsOf(mode.address) : EMPTY_ADDRESS}
            initialDefault={
              mode.address ? mode.address.defaultAddress : (query.data?.length ?? 0) === 0
            }
            busy={busy}
            error={error}
            onSave={save}
            onCancel={() => (writes.clear(), setMode({ kind: 'list' }))}
          />
        ) : query.isPending ? (
          <Loading />
        ) : !query.data ? (
          <OfflineMessage onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <p className="text-slate-600">{m.account_no_addresses()}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {error && (
              <li className="md:col-span-2">
                <p role="alert" className="text-sm text-rose-700">
                  {error}
                </p>
              </li>
            )}
            {query.data.map((a) => (
              <AddressCard
                key={a._id}
                address={a}
                onEdit={() => (writes.clear(), setMode({ kind: 'edit', address: a }))}
                onMakeDefault={() => writes.whenOnline(() => writes.makeDefault.mutate(a._id))}
                onDelete={() =>
                  writes.whenOnline(() => writes.remove.mutate({ id: a._id, userId: user!.id }))
                }
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

import { useState } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressFields } from '@shared/api/address';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { ApiClient } from '@shared/api/api-client';
import { useApi } from './use-api';
import { errorText } from './error-text';
import { notify } from './notify';
import { useOnline } from './online';

/** The saved addresses: the account's list and the checkout's choice read the same answer. */
export const ADDRESSES_KEY = ['personal', 'addresses'] as const;

export const addressesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ADDRESSES_KEY,
    queryFn: ({ signal }) => api.call('getAllAddresses', { signal }).then((r) => r.addresses),
  });

/**
 * A change to the saved addresses needs the network (it is not queued on the device): the
 * server's message shows as a toast and the list reloads before the caller's onSuccess runs.
 */
function useAddressWrite<V, T extends { message: string }>(
  write: (api: ApiClient, variables: V) => Promise<T>,
) {
  const queryClient = useQueryClient();
  const api = useApi();
  return useMutation({
    mutationFn: (variables: V) => write(api, variables),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY });
    },
  });
}

export type SaveAddress = AddressFields & {
  defaultAddress: boolean;
  userId: string;
  addressId: string | null;
};

export const useSaveAddress = () =>
  useAddressWrite((api, body: SaveAddress) => api.call('saveAddress', { body }));

export const useMarkDefaultAddress = () =>
  useAddressWrite((api, addressId: string) =>
    api.call('markDefaultAddress', { params: { addressId }, body: { defaultAddress: true } }),
  );

export const useDeleteAddress = () =>
  useAddressWrite((api, { id, userId }: { id: string; userId: string }) =>
    api.call('deleteAddress', { params: { id }, query: { userId } }),
  );

/**
 * The address writes as a screen shows them: one busy flag and one error line. Offline, a write
 * is not sent: the screen says it needs a connection and leaves the form as typed.
 */
export function useAddressWrites() {
  const online = useOnline();
  const [offline, setOffline] = useState(false);
  const save = useSaveAddress();
  const makeDefault = useMarkDefaultAddress();
  const remove = useDeleteAddress();
  const writes = [save, makeDefault, remove];
  const clear = () => {
    setOffline(false);
    for (const write of writes) write.reset();
  };
  return {
    save,
    makeDefault,
    remove,
    busy: writes.some((write) => write.isPending),
    error: offline
      ? m.account_needs_network()
      : errorText(writes.find((write) => write.error)?.error, m.account_needs_network()),
    clear,
    whenOnline: (write: () => void) => {
      clear();
      if (online) write();
      else setOffline(true);
    },
  };
}

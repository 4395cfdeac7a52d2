import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@shared/messages';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useOnline } from '@/lib/online';
import { addressesQueryOptions } from './api';
import { NEEDS_NETWORK } from './change-password';

/**
 * Runs a change to the saved addresses (add, edit, delete, make default) against the server: it
 * needs the network, so offline it says so and leaves the form as typed; the server's message
 * shows as a toast, the list is reloaded, then `after` runs with the answer.
 */
export function useAddressChange() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async <T extends { message: string }>(
    work: () => Promise<T>,
    after?: (answer: T) => void,
  ) => {
    if (!online) return setError(NEEDS_NETWORK);
    setBusy(true);
    setError('');
    try {
      const answer = await work();
      notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey });
      after?.(answer);
    } catch (e) {
      setError(
        e instanceof ApiError
          ? e.isNetworkError
            ? NEEDS_NETWORK
            : e.message
          : messages.somethingWrong,
      );
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, error, setError };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import type { PinPlace } from '@shared/api/pincode';
import { ApiError } from '@shared/api/api-client';
import { isPinCode } from '@shared/rules/account-facts';
import { useApi } from './use-api';

/**
 * A PIN's place, or null when no post office has it (a 404). India Post's directory changes
 * only with a migration: an answer is kept for the session and never asked again.
 */
export const pinPlaceQueryOptions = (api: ApiClient, pincode: string) =>
  queryOptions({
    // Under 'personal': the key holds a PIN the shopper typed, which a logout must not leave.
    queryKey: ['personal', 'pincode', pincode] as const,
    queryFn: async ({ signal }): Promise<PinPlace | null> => {
      try {
        return await api.call('getPincode', { params: { pincode }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });

export type PinLookup =
  { state: 'idle' | 'looking' | 'unchecked' | 'unknown' } | { state: 'found'; place: PinPlace };

/** What the directory says of a PIN being typed: nothing until it has six digits. */
export function usePinLookup(pincode: string): PinLookup {
  const full = isPinCode(pincode);
  const query = useQuery({ ...pinPlaceQueryOptions(useApi(), pincode), enabled: full });
  if (!full) return { state: 'idle' };
  if (query.data) return { state: 'found', place: query.data };
  if (query.data === null) return { state: 'unknown' };
  // Offline (the query waits for the network) or the server failing: the PIN cannot be checked,
  // so it is not refused.
  return { state: query.isError || query.fetchStatus === 'paused' ? 'unchecked' : 'looking' };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const countsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['personal', 'counts', userId],
    queryFn: ({ signal }) => callApi('getCounts', { params: { userId }, signal }),
  });

/** Cart and wishlist counts of the signed-in shopper (0 for a guest). */
export function useCounts() {
  const { user } = useSession();
  const { data } = useQuery({ ...countsQueryOptions(user?.id ?? ''), enabled: !!user });
  return user && data ? data : { cartCount: 0, wishlistCount: 0 };
}

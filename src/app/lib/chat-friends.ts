import { queryOptions, useQuery } from '@tanstack/react-query';
import { unreadTotal } from '@shared/rules/pending-chat';
import type { ApiClient } from '@shared/api/api-client';
import { useApi } from './use-api';
import { useSession } from './session';

/**
 * Personal (under 'personal': dropped on logout, never kept by the service worker) and saved on
 * the device by React Query's persistence, so the conversations seen last read offline.
 */
export const CHAT_KEY = ['personal', 'chat'] as const;

/** The shopper's conversations, latest first, with their unread counts (add-customer-friend without a seller). */
export const friendsKey = (userId: string) => [...CHAT_KEY, 'friends', userId] as const;

export const friendsQueryOptions = (api: ApiClient, userId: string) =>
  queryOptions({
    queryKey: friendsKey(userId),
    queryFn: ({ signal }) =>
      api.call('addCustomerFriend', { body: { userId }, signal }).then((r) => r.myFriends),
    // Unread counts change while the shopper is elsewhere: asked again whenever the tab comes back.
    refetchOnWindowFocus: 'always',
  });

/** Every unread seller message, for the account menus (0 for a guest). */
export function useUnreadTotal(): number {
  const { user } = useSession();
  const { data } = useQuery({ ...friendsQueryOptions(useApi(), user?.id ?? ''), enabled: !!user });
  return user ? unreadTotal(data) : 0;
}

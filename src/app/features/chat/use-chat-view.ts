import { useQuery } from '@tanstack/react-query';
import type { OutboxRecord } from '@shared/outbox/store';
import {
  pendingFriends,
  pendingThread,
  type ChatMessageChange,
  type PendingChatRecord,
} from '@shared/rules/pending-chat';
import { usePendingRecords } from '@/lib/outbox/use-shop-view';
import { useSession } from '@/lib/session';
import { friendsQueryOptions } from '@/lib/chat-friends';
import { threadQueryOptions } from './api';
import { useApi } from '@/lib/use-api';

/** The chat messages waiting in the outbox (read from IndexedDB: they survive a reload). */
function useWaitingMessages(): PendingChatRecord[] {
  return usePendingRecords('chat').filter(
    (r): r is OutboxRecord & ChatMessageChange => r.area === 'chat',
  );
}

/** The friend list as the shopper sees it: the last server answer with the waiting messages applied. */
export function useFriendsView() {
  const { user } = useSession();
  const query = useQuery({ ...friendsQueryOptions(useApi(), user?.id ?? ''), enabled: !!user });
  const waiting = useWaitingMessages();
  return { friends: query.data && pendingFriends(query.data, waiting), query };
}

/** One conversation: the saved thread with this seller's waiting messages after it, marked waiting. */
export function useThreadView(sellerId: string) {
  const { user } = useSession();
  const query = useQuery({
    ...threadQueryOptions(useApi(), user?.id ?? '', sellerId),
    enabled: !!user,
  });
  const waiting = useWaitingMessages().filter((r) => r.payload.sellerId === sellerId);
  // Typed offline into a conversation never loaded: the waiting messages still show.
  const messages =
    query.data || waiting.length
      ? pendingThread(query.data?.messages ?? [], waiting, sellerId)
      : undefined;
  return { messages, seller: query.data?.currentFd ?? null, query };
}

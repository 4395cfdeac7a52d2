import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ChatFriend, ChatMessage } from '@shared/api/chat';
import type { ApiClient } from '@shared/api/api-client';
import { markRead } from '@shared/rules/pending-chat';
import { CHAT_KEY, friendsKey } from '@/lib/chat-friends';

export type Thread = { messages: ChatMessage[]; currentFd: ChatFriend | null };

/**
 * Opening a conversation: the server adds the seller as a friend, answers the thread and marks it
 * read; the friend list it answers replaces the saved one (this seller now has nothing unread).
 */
export const threadKey = (userId: string, sellerId: string) =>
  [...CHAT_KEY, 'thread', userId, sellerId] as const;

export const threadQueryOptions = (api: ApiClient, userId: string, sellerId: string) =>
  queryOptions({
    queryKey: threadKey(userId, sellerId),
    queryFn: async ({ signal, client }): Promise<Thread> => {
      const answer = await api.call('addCustomerFriend', { body: { userId, sellerId }, signal });
      client.setQueryData(friendsKey(userId), markRead(answer.myFriends, sellerId));
      return { messages: answer.messages, currentFd: answer.currentFd };
    },
  });

/**
 * A message the server stored (sent from here, by the worker, or from the seller) goes into its
 * thread. A fetch of that thread already under way may have been answered before the message was
 * stored, and its answer would replace the thread without it (a message sent from the queue the
 * moment the connection returns, while the thread is being fetched again): the thread is then
 * asked for again, as it is when nothing of it was saved to add the message to.
 */
export function updateThread(
  queryClient: QueryClient,
  userId: string,
  sellerId: string,
  update: (thread: Thread) => Thread,
): void {
  const queryKey = threadKey(userId, sellerId);
  const thread = queryClient.getQueryData<Thread>(queryKey);
  if (thread) queryClient.setQueryData<Thread>(queryKey, update(thread));
  if (!thread || queryClient.isFetching({ queryKey, exact: true }) > 0)
    void queryClient.invalidateQueries({ queryKey, exact: true });
}

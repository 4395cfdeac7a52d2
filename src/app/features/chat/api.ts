import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ChatFriend, ChatMessage } from '@shared/api/chat';
import { markRead } from '@shared/rules/pending-chat';
import { callApi } from '@/lib/api-client';
import { CHAT_KEY, friendsQueryOptions } from '@/lib/chat-friends';

export type Thread = { messages: ChatMessage[]; currentFd: ChatFriend | null };

/**
 * Opening a conversation: the server adds the seller as a friend, answers the thread and marks it
 * read; the friend list it answers replaces the saved one (this seller now has nothing unread).
 */
export const threadQueryOptions = (userId: string, sellerId: string) =>
  queryOptions({
    queryKey: [...CHAT_KEY, 'thread', userId, sellerId],
    queryFn: async ({ signal, client }): Promise<Thread> => {
      const answer = await callApi('addCustomerFriend', { body: { userId, sellerId }, signal });
      client.setQueryData(
        friendsQueryOptions(userId).queryKey,
        markRead(answer.myFriends, sellerId),
      );
      return { messages: answer.messages, currentFd: answer.currentFd };
    },
  });

/** A message the server stored (sent from here, by the worker, or from the seller) goes into its thread and friend list. */
export function updateThread(
  queryClient: QueryClient,
  userId: string,
  sellerId: string,
  update: (thread: Thread) => Thread,
): void {
  queryClient.setQueryData<Thread>(
    threadQueryOptions(userId, sellerId).queryKey,
    (thread) => thread && update(thread),
  );
}

import type { QueryClient } from '@tanstack/react-query';
import type { ChatFriend, ChatMessage } from '@shared/api/chat';
import { m } from '@shared/i18n/paraglide/messages.js';
import { friendsAfterMessage, withMessage } from '@shared/rules/pending-chat';
import { messagePreview } from '@shared/rules/text';
import { notify } from '@/lib/notify';
import { friendsKey } from '@/lib/chat-friends';
import { threadKey, updateThread } from './api';

/** A message moves its seller to the top of the saved friend list; a seller not in it is fetched. */
function moveFriend(
  queryClient: QueryClient,
  userId: string,
  sellerId: string,
  message: ChatMessage,
  unseen: boolean,
): void {
  const key = friendsKey(userId);
  const friends = queryClient.getQueryData<ChatFriend[]>(key);
  const next = friends && friendsAfterMessage(friends, sellerId, message.createdAt, unseen);
  if (next) queryClient.setQueryData(key, next);
  else void queryClient.invalidateQueries({ queryKey: key });
}

/** Messages the shopper sent that the server stored (this tab, another tab or the worker): into their threads. */
export function storeSentMessages(
  queryClient: QueryClient,
  userId: string,
  sent: readonly ChatMessage[],
): void {
  for (const message of sent) {
    if (message.senderId !== userId) continue;
    updateThread(queryClient, userId, message.receverId, (t) => ({
      ...t,
      messages: withMessage(t.messages, message),
    }));
    moveFriend(queryClient, userId, message.receverId, message, false);
  }
}

/**
 * A seller's message, live: appended when its conversation is open (then read on the server by
 * asking for the thread again), otherwise a toast with the shop's name and the reply's first
 * words ('Charminar Fashions: Yes, XL is in stock…') and one more unread.
 * `received`: the ids already taken in (a socket may bring one again after reconnecting).
 */
export function receiveSellerMessage(
  queryClient: QueryClient,
  userId: string,
  message: ChatMessage,
  openSellerId: string | null,
  received: Set<string>,
): void {
  if (message.receverId !== userId || received.has(message._id)) return;
  received.add(message._id);
  const sellerId = message.senderId;
  const open = openSellerId === sellerId;
  updateThread(queryClient, userId, sellerId, (t) => ({
    ...t,
    messages: withMessage(t.messages, message),
  }));
  moveFriend(queryClient, userId, sellerId, message, !open);
  if (open) void queryClient.invalidateQueries({ queryKey: threadKey(userId, sellerId) });
  // The first words of the reply after the shop's name; a picture without words keeps the
  // spec's '{name} send a message', its typo corrected.
  else {
    const words = messagePreview(message.message);
    notify.success(
      words
        ? m.chat_seller_said({ name: message.senderName, words })
        : m.chat_seller_sent({ name: message.senderName }),
    );
  }
}

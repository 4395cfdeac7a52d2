import type { ChatFriend, ChatMessage, ChatProduct } from '../api/chat';

/**
 * A chat message the shopper sent that the server has not stored yet, as the outbox keeps it
 * (one record per message, sent with its Idempotency-Key, so it is stored once however often it
 * is retried). `name` is the sender's name, as the spec's send call carries it. `product`: the
 * product the first message of a chat opened from its page is about, as the page showed it; the
 * waiting bubble shows its card, and only its id is sent (the server reads the rest itself).
 */
export type ChatMessageChange = {
  area: 'chat';
  kind: 'send';
  payload: { sellerId: string; text: string; name: string; product?: ChatProduct };
};

/** A chat change as the outbox holds it (the fields the views need). */
export type PendingChatRecord = ChatMessageChange & {
  key: string;
  shopperId: string;
  createdAt: number;
};

/** A message in the thread as shown: stored ones, and waiting ones marked `waiting`. */
export type ThreadMessage = ChatMessage & { waiting?: true };

/**
 * The thread as the shopper sees it: the last server answer, then the messages to this seller
 * still waiting in the outbox (oldest first, under their Idempotency-Key as a provisional id).
 * The server stores a message under that key, so one the answer already holds (a thread read
 * while its send was on the way, before the send's own answer) shows once, as stored.
 */
export function pendingThread(
  messages: readonly ChatMessage[],
  pending: readonly PendingChatRecord[],
  sellerId: string,
): ThreadMessage[] {
  const stored = new Set(messages.map((m) => m._id));
  const waiting = pending
    .filter((r) => r.payload.sellerId === sellerId && !stored.has(r.key))
    .map<ThreadMessage>((r) => ({
      _id: r.key,
      senderId: r.shopperId,
      senderName: r.payload.name,
      receverId: sellerId,
      message: r.payload.text,
      image: null,
      product: r.payload.product ?? null,
      createdAt: new Date(r.createdAt).toISOString(),
      waiting: true,
    }));
  return [...messages, ...waiting];
}

/** Appends a message unless the thread has it already (the socket and the send's answer both bring it). */
export function withMessage(messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  return messages.some((m) => m._id === message._id) ? [...messages] : [...messages, message];
}

/**
 * The friend list after a message with `sellerId` at `at`: that seller moves to the top (the list
 * is latest first) and, for a message the shopper has not seen, its unread count goes up.
 * Answers null when the seller is not in the list (it must then be fetched).
 */
export function friendsAfterMessage(
  friends: readonly ChatFriend[],
  sellerId: string,
  at: string,
  unseen: boolean,
): ChatFriend[] | null {
  const friend = friends.find((f) => f.fdId === sellerId);
  if (!friend) return null;
  const moved = { ...friend, lastMessageAt: at, unread: friend.unread + (unseen ? 1 : 0) };
  return [moved, ...friends.filter((f) => f !== friend)];
}

/** The friend list as shown: sellers with messages waiting to send first (latest waiting first). */
export function pendingFriends(
  friends: readonly ChatFriend[],
  pending: readonly PendingChatRecord[],
): ChatFriend[] {
  let list = [...friends];
  for (const r of pending) {
    list =
      friendsAfterMessage(list, r.payload.sellerId, new Date(r.createdAt).toISOString(), false) ??
      list;
  }
  return list;
}

/** A conversation the shopper is reading has nothing unread. */
export function markRead(friends: readonly ChatFriend[], sellerId: string): ChatFriend[] {
  return friends.map((f) => (f.fdId === sellerId && f.unread > 0 ? { ...f, unread: 0 } : f));
}

/** The badge of the account menu: every unread seller message. */
export const unreadTotal = (friends: readonly ChatFriend[] | undefined): number =>
  (friends ?? []).reduce((sum, f) => sum + f.unread, 0);

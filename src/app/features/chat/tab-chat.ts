import type { QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@shared/api/auth';
import type { ChatMessage } from '@shared/api/chat';
import type { Outbox } from '@/lib/outbox/outbox';
import { getSession } from '@/lib/session';
import type * as ChatCacheModule from './chat-cache';
import type { createSocketHolder, SocketHolder } from './chat-socket';

/**
 * The tab's chat, one object made in main.tsx and handed down in the router's context (like the
 * outbox): the socket, the sellers online, the conversation on screen and how to relay a message
 * the server stored. Screens read it without loading the socket's code: socket.io-client and
 * what drives it (chat-socket.ts) are imported the first time `connect` is called (by
 * chat-connection.tsx, itself loaded after the first paint), so the first view carries neither.
 */
export interface Chat {
  /** Connects for this shopper (another shopper or token: a new socket); socket.io's backoff between attempts. */
  connect(user: UserInfo, token: string | null): void;
  /** Offline, tab hidden: disconnects, and `connect` takes the same socket up again. */
  pause(): void;
  /** Sign-out: this socket is done. */
  close(): void;
  /** The sellers online now (the last activeSeller; none while disconnected). */
  onlineSellers(): ReadonlySet<string>;
  /** Calls back when the sellers online change; answers the unsubscribe. */
  onOnlineSellers(listener: () => void): () => void;
  /** Why the server refused the socket, in the page's language; null once connected. */
  refusal(): string | null;
  /** Calls back when the refusal changes; answers the unsubscribe. */
  onRefusal(listener: () => void): () => void;
  /** The conversation screen says which seller it shows while mounted; answers the cleanup. */
  showConversation(sellerId: string): () => void;
  /** The spec's send_customer_message after a successful send (the server never delivers it twice). */
  relaySent(message: ChatMessage): void;
}

/** What the socket tells the chat, and what it reads of it (chat-socket.ts). */
export interface LiveChat {
  setOnline(sellerIds: readonly string[]): void;
  setRelay(send: ((message: ChatMessage) => void) | null): void;
  setRefusal(text: string | null): void;
  openSellerId(): string | null;
}

interface SocketModule {
  createSocketHolder: typeof createSocketHolder;
}
type ChatCache = typeof ChatCacheModule;

export function createChat(
  queryClient: QueryClient,
  outbox: Pick<Outbox, 'onSent'>,
  loadSocket: () => Promise<SocketModule> = () => import('./chat-socket'),
): Chat {
  let online: ReadonlySet<string> = new Set();
  let openSellerId: string | null = null;
  let relay: ((message: ChatMessage) => void) | null = null;
  const listeners = new Set<() => void>();
  let refusal: string | null = null;
  const refusalListeners = new Set<() => void>();
  const live: LiveChat = {
    setOnline(ids) {
      online = new Set(ids);
      for (const listener of listeners) listener();
    },
    setRelay: (send) => void (relay = send),
    setRefusal(text) {
      if (text === refusal) return;
      refusal = text;
      for (const listener of refusalListeners) listener();
    },
    openSellerId: () => openSellerId,
  };
  let holder: Promise<SocketHolder> | undefined;
  const socket = () =>
    (holder ??= loadSocket().then((m) => m.createSocketHolder(queryClient, live)));
  /** What the latest connect/pause/close asked for: the socket's code arrives later. */
  let wanted: object | null = null;
  const relaySent = (message: ChatMessage) => relay?.(message);

  // Messages the outbox delivered (this tab, another tab or the worker) go into their threads;
  // the tab that sent them relays them (the server relays on storing anyway, and never twice).
  let cache: ChatCache | undefined;
  outbox.onSent((summary, own) => {
    const me = getSession().user;
    if (!me || summary.chatMessages.length === 0) return;
    const store = (m: ChatCache) => m.storeSentMessages(queryClient, me.id, summary.chatMessages);
    if (cache) store(cache);
    else void import('./chat-cache').then((m) => store((cache = m)));
    if (own) summary.chatMessages.forEach(relaySent);
  });

  return {
    connect(user, token) {
      const wish = (wanted = {});
      void socket().then((h) => wanted === wish && h.connect(user, token));
    },
    pause() {
      wanted = null;
      void holder?.then((h) => h.pause());
    },
    close() {
      wanted = null;
      void holder?.then((h) => h.close());
    },
    onlineSellers: () => online,
    onOnlineSellers(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    refusal: () => refusal,
    onRefusal(listener) {
      refusalListeners.add(listener);
      return () => void refusalListeners.delete(listener);
    },
    showConversation(sellerId) {
      openSellerId = sellerId;
      return () => {
        if (openSellerId === sellerId) openSellerId = null;
      };
    },
    relaySent,
  };
}

import type { QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@shared/api/auth';
import type { ChatMessage } from '@shared/api/chat';
import { CHAT_KEY } from '@/lib/chat-friends';
import { receiveSellerMessage } from './chat-cache';
import type { ChatSocket, openChatSocket, SocketEvents } from './chat-socket';

/**
 * The tab's chat, one object made in main.tsx and handed down in the router's context (like the
 * outbox): the socket, the sellers online, the conversation on screen and how to relay a message
 * the server stored. Screens read it without loading the socket's code: socket.io-client is
 * imported the first time `connect` is called (chat-connection.tsx, after the first paint), so
 * the first view never carries it.
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
  /** The conversation screen says which seller it shows while mounted; answers the cleanup. */
  showConversation(sellerId: string): () => void;
  /** The spec's send_customer_message after a successful send (the server never delivers it twice). */
  relaySent(message: ChatMessage): void;
}

/** What chat-socket.ts gives once loaded. */
interface SocketModule {
  openChatSocket: typeof openChatSocket;
}
interface Open {
  socket: ChatSocket;
  userId: string;
  token: string | null;
}

export function createChat(
  queryClient: QueryClient,
  loadSocket: () => Promise<SocketModule> = () => import('./chat-socket'),
): Chat {
  let open: Open | null = null;
  /** What the latest connect/pause/close asked for: the socket's code arrives later. */
  let wanted: { user: UserInfo; token: string | null } | null = null;
  let online: ReadonlySet<string> = new Set();
  let openSellerId: string | null = null;
  let relay: ((message: ChatMessage) => void) | null = null;
  /** Seller messages already taken in (a socket may bring one again after reconnecting). */
  const received = new Set<string>();
  const listeners = new Set<() => void>();

  const setOnline = (ids: readonly string[]) => {
    online = new Set(ids);
    for (const listener of listeners) listener();
  };
  const drop = () => {
    open?.socket.disconnect();
    open?.socket.removeAllListeners();
    open = null;
    relay = null;
    setOnline([]);
  };
  const eventsFor = (user: UserInfo, current: () => ChatSocket | undefined): SocketEvents => ({
    connected: (send, again) => {
      relay = send;
      // Messages that came while this socket was away are not replayed: read the conversations again.
      if (again) void queryClient.invalidateQueries({ queryKey: [...CHAT_KEY] });
    },
    disconnected: () => {
      relay = null;
      setOnline([]);
    },
    sellersOnline: setOnline,
    sellerMessage: (message) =>
      receiveSellerMessage(queryClient, user.id, message, openSellerId, received),
    current,
  });
  const connectNow = (socketModule: SocketModule, user: UserInfo, token: string | null) => {
    if (open && (open.userId !== user.id || open.token !== token)) drop();
    if (open) return void open.socket.connect();
    const events = eventsFor(user, () => open?.socket);
    open = { socket: socketModule.openChatSocket(user, token, events), userId: user.id, token };
  };

  return {
    connect(user, token) {
      const wish = (wanted = { user, token });
      void loadSocket().then((socketModule) => {
        if (wanted === wish) connectNow(socketModule, user, token);
      });
    },
    pause() {
      wanted = null;
      open?.socket.disconnect();
    },
    close() {
      wanted = null;
      drop();
    },
    onlineSellers: () => online,
    onOnlineSellers(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    showConversation(sellerId) {
      openSellerId = sellerId;
      return () => {
        if (openSellerId === sellerId) openSellerId = null;
      };
    },
    relaySent: (message) => relay?.(message),
  };
}

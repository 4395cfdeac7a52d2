import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import type { UserInfo } from '@shared/api/auth';
import type { ChatMessage } from '@shared/api/chat';
import type {
  ClientToServerEvents,
  HandshakeRefusal,
  ServerToClientEvents,
} from '@shared/socket-events';
import { CHAT_KEY } from '@/lib/chat-friends';
import { inPageLanguage } from '@/lib/tab-api-client';
import type { LiveChat } from './tab-chat';
import { receiveSellerMessage } from './chat-cache';

/**
 * The chat's socket.io connection, loaded by tab-chat.ts the first time a shopper connects (so no
 * page downloads socket.io-client before that). `openChatSocket` holds no state: what it hears
 * goes to SocketEvents; `createSocketHolder` keeps the chat object's one socket.
 */
export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface SocketEvents {
  /** Joined (add_user sent); `relay` sends a stored message; `again`: after a reconnect. */
  connected(relay: (message: ChatMessage) => void, again: boolean): void;
  disconnected(): void;
  sellersOnline(sellerIds: string[]): void;
  sellerMessage(message: ChatMessage): void;
  /** The server refused the handshake: why, in the page's language (null: connected). */
  refused(text: string | null): void;
  /** The chat's socket now (a closed one is replaced): only that one connects again. */
  current(): ChatSocket | undefined;
}

/** One to three seconds: the clients of a stopped instance do not all arrive at once. */
const reconnectDelay = () => 1_000 + Math.random() * 2_000;

/** The session will never be accepted (signed out elsewhere, token revoked): asking again is pointless. */
export const sessionRefused = (error: Error) =>
  (error as Error & { data?: Partial<HandshakeRefusal> }).data?.code === 'UNAUTHORIZED';

/**
 * A refusal of the server's own (its `data` names a code), written from its key in the page's
 * language; a transport's failure (offline, a restart) is null: socket.io tries again.
 */
export async function refusalText(error: Error): Promise<string | null> {
  const data = (error as Error & { data?: Partial<HandshakeRefusal> }).data;
  if (!data?.code) return null;
  const { messageKey, messageParams } = data;
  return inPageLanguage({
    message: error.message,
    ...(messageKey && { messageKey }),
    ...(messageParams && { messageParams }),
  });
}

export function openChatSocket(
  user: UserInfo,
  token: string | null,
  events: SocketEvents,
): ChatSocket {
  // Same origin; the session goes as the handshake's token when the app holds one, and as the cookie.
  const socket: ChatSocket = io({
    auth: token ? { token } : {},
    withCredentials: true,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 30_000,
  });
  let connectedBefore = false;
  socket.on('connect', () => {
    socket.emit('add_user', user.id, user);
    events.refused(null);
    events.connected((message) => socket.emit('send_customer_message', message), connectedBefore);
    connectedBefore = true;
  });
  socket.on('disconnect', (reason) => {
    events.disconnected();
    // socket.io reconnects by itself after a lost connection, but not after the server closed
    // the socket: an instance stopping in a rolling deploy does that, and another takes over.
    // (A session the server ended is refused at the handshake; connect_error stops there.)
    if (reason === 'io server disconnect')
      setTimeout(() => events.current() === socket && socket.connect(), reconnectDelay());
  });
  socket.on('activeSeller', (sellers) => events.sellersOnline(sellers.map((s) => s.sellerId)));
  socket.on('seller_message', (message) => events.sellerMessage(message));
  socket.on('connect_error', (error) => {
    console.warn('chat:', error.message);
    if (sessionRefused(error)) socket.disconnect();
    void refusalText(error).then((text) => events.current() === socket && events.refused(text));
  });
  return socket;
}

/** The chat object's socket: one per signed-in shopper, made on the first connect. */
export interface SocketHolder {
  connect(user: UserInfo, token: string | null): void;
  pause(): void;
  close(): void;
}

export function createSocketHolder(queryClient: QueryClient, live: LiveChat): SocketHolder {
  let open: { socket: ChatSocket; userId: string; token: string | null } | null = null;
  /** Seller messages already taken in (a socket may bring one again after reconnecting). */
  const received = new Set<string>();
  const close = () => {
    open?.socket.disconnect();
    open?.socket.removeAllListeners();
    open = null;
    live.setRelay(null);
    live.setOnline([]);
    live.setRefusal(null);
  };
  const eventsFor = (user: UserInfo): SocketEvents => ({
    connected: (send, again) => {
      live.setRelay(send);
      // Messages that came while this socket was away are not replayed: read the conversations again.
      if (again) void queryClient.invalidateQueries({ queryKey: [...CHAT_KEY] });
    },
    disconnected: () => {
      live.setRelay(null);
      live.setOnline([]);
    },
    sellersOnline: live.setOnline,
    refused: live.setRefusal,
    sellerMessage: (message) =>
      receiveSellerMessage(queryClient, user.id, message, live.openSellerId(), received),
    current: () => open?.socket,
  });
  return {
    connect(user, token) {
      if (open && (open.userId !== user.id || open.token !== token)) close();
      if (open) return void open.socket.connect();
      open = { socket: openChatSocket(user, token, eventsFor(user)), userId: user.id, token };
    },
    pause: () => void open?.socket.disconnect(),
    close,
  };
}

import { io, type Socket } from 'socket.io-client';
import type { UserInfo } from '@shared/api/auth';
import type { ChatMessage } from '@shared/api/chat';
import type {
  ClientToServerEvents,
  HandshakeRefusal,
  ServerToClientEvents,
} from '@shared/socket-events';

/**
 * The chat's socket.io connection, loaded by chat.ts the first time a shopper connects (so no
 * page downloads socket.io-client before that). It holds no state: what it hears goes to the
 * chat object's SocketEvents.
 */
export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface SocketEvents {
  /** Joined (add_user sent); `relay` sends a stored message; `again`: after a reconnect. */
  connected(relay: (message: ChatMessage) => void, again: boolean): void;
  disconnected(): void;
  sellersOnline(sellerIds: string[]): void;
  sellerMessage(message: ChatMessage): void;
  /** The chat's socket now (a closed one is replaced): only that one connects again. */
  current(): ChatSocket | undefined;
}

/** One to three seconds: the clients of a stopped instance do not all arrive at once. */
const reconnectDelay = () => 1_000 + Math.random() * 2_000;

/** The session will never be accepted (signed out elsewhere, token revoked): asking again is pointless. */
export const sessionRefused = (error: Error) =>
  (error as Error & { data?: Partial<HandshakeRefusal> }).data?.code === 'UNAUTHORIZED';

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
  });
  return socket;
}

import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import type { UserInfo } from '@shared/api/auth';
import type { ClientToServerEvents, ServerToClientEvents } from '@shared/socket-events';
import { CHAT_KEY } from '@/lib/chat-friends';
import { receiveSellerMessage } from './chat-cache';
import { openConversation, setOnlineSellers, setRelay } from './live-state';

/**
 * The chat's socket (loaded only when chat-connection.tsx decides to connect, so no other page
 * downloads socket.io-client). One per signed-in shopper; `pauseChat` disconnects it (offline,
 * chat closed) and `connectChat` connects it again, with socket.io's backoff between attempts.
 */
type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
/** The handshake's refusal of a session (messages.loginRequired, serverMessages.sessionExpired). */
const SESSION_REFUSED = /log in/i;
/** One to three seconds: the clients of a stopped instance do not all arrive at once. */
const reconnectDelay = () => 1_000 + Math.random() * 2_000;
let current: { socket: ChatSocket; userId: string; token: string | null } | null = null;

export function connectChat(queryClient: QueryClient, user: UserInfo, token: string | null): void {
  if (current && (current.userId !== user.id || current.token !== token)) closeChat();
  if (current) return void current.socket.connect();
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
    setRelay((message) => socket.emit('send_customer_message', message));
    // Messages that came while this socket was away are not replayed: read the conversations again.
    if (connectedBefore) void queryClient.invalidateQueries({ queryKey: [...CHAT_KEY] });
    connectedBefore = true;
  });
  socket.on('disconnect', (reason) => {
    setRelay(null);
    setOnlineSellers([]);
    // socket.io reconnects by itself after a lost connection, but not after the server closed
    // the socket: an instance stopping in a rolling deploy does that, and another takes over.
    // (A session the server ended is refused at the handshake; connect_error stops there.)
    if (reason === 'io server disconnect')
      setTimeout(() => current?.socket === socket && socket.connect(), reconnectDelay());
  });
  socket.on('activeSeller', (sellers) => setOnlineSellers(sellers.map((s) => s.sellerId)));
  socket.on('seller_message', (message) =>
    receiveSellerMessage(queryClient, user.id, message, openConversation()),
  );
  socket.on('connect_error', (error) => {
    console.warn('chat:', error.message);
    // Signed out elsewhere or the token revoked: asking again would be refused for ever.
    if (SESSION_REFUSED.test(error.message)) socket.disconnect();
  });
  current = { socket, userId: user.id, token };
}

export function pauseChat(): void {
  current?.socket.disconnect();
}

/** Sign-out or another shopper: this socket is done. */
export function closeChat(): void {
  current?.socket.disconnect();
  current?.socket.removeAllListeners();
  current = null;
  setRelay(null);
  setOnlineSellers([]);
}

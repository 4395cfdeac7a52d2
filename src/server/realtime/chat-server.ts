import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Pool } from 'pg';
import type { AppDeps } from '../http/context';
import { MAX_JSON_BODY_BYTES } from '../http/json-body';
import type { LiveChat } from '../modules/chat/live-chat';
import { listenToEvents } from './chat-events';
import { admitSockets } from './handshake';
import { useSharedAdapter } from './postgres-adapter';
import { presenceOf, type Presence } from './presence';
import {
  accountRoom,
  customerRoom,
  SELLERS_ROOM,
  sellerRoom,
  sessionRoom,
  type ChatServer,
  type ChatSocket,
} from './socket-types';

export { MAX_SOCKETS_PER_ACCOUNT, tooManyConnections } from './handshake';

/** The chat module's live delivery over Socket.IO, and the server itself (tests, close). */
export interface ChatRealtime extends LiveChat {
  io: ChatServer;
}

/** How long a closing instance lets chat events under way finish before hanging up. */
export const CLOSE_DRAIN_MS = 5_000;

/**
 * On close, events under way are answered before hanging up (or a seller's answer stored just
 * then would lose its acknowledgement and be sent again elsewhere), then this instance's
 * sockets go.
 */
function closeWithApp(
  app: FastifyInstance,
  io: ChatServer,
  inFlight: Set<Promise<unknown>>,
  adapter: ReturnType<typeof useSharedAdapter> | null,
): void {
  app.addHook('preClose', async () => {
    if (inFlight.size > 0)
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise((resolve) => setTimeout(resolve, CLOSE_DRAIN_MS).unref()),
      ]);
    // This instance's sockets only: through the adapter, io.disconnectSockets would close every
    // instance's (a rolling deploy cut chat for everyone). Clients connect again elsewhere.
    io.local.disconnectSockets(true);
    io.engine.close();
    // Gives the adapter's LISTEN connection back and stops its timers before the pool is ended.
    await adapter?.close();
  });
}

/** A logout or a password change ends the sessions' sockets, on every instance (through the adapter). */
function endSocketsOfEndedSessions(app: FastifyInstance, io: ChatServer, deps: AppDeps): void {
  const stopListening = deps.sessionEnds.subscribe((end) => {
    io.in(
      'sessionId' in end ? sessionRoom(end.sessionId) : accountRoom(end.customerId),
    ).disconnectSockets(true);
  });
  app.addHook('onClose', async () => stopListening());
}

/** A seller's socket joins its shop's room and is announced; a shopper's, its account's and session's. */
function joinRooms(socket: ChatSocket, presence: Presence): void {
  const party = socket.data.party;
  if (party.role === 'seller') {
    void socket.join([sellerRoom(party.sellerId), SELLERS_ROOM]);
    presence.announceSellers();
    socket.on('disconnect', presence.announceSellers);
  } else {
    void socket.join([accountRoom(party.customerId), sessionRoom(socket.data.sessionId!)]);
  }
}

/**
 * Socket.IO on the API's own HTTP server (path /socket.io), closed with the app. With a
 * PostgreSQL pool, instances share rooms through Socket.IO's PostgreSQL adapter (NOTIFY/LISTEN):
 * a message delivered to a room on one instance reaches its sockets on every instance, and
 * fetchSockets (presence, the auto-reply's check) answers the union of all instances.
 */
export function attachChatSocket(
  app: FastifyInstance,
  deps: AppDeps,
  pgPool: Pool | null = null,
): ChatRealtime {
  const io: ChatServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // A chat event is a message of at most a thousand characters; Socket.IO's default (1 MB a
    // frame) would let each socket make the server hold far more than any event needs.
    maxHttpBufferSize: MAX_JSON_BODY_BYTES,
  });
  const adapter = pgPool ? useSharedAdapter(io, pgPool, app.log) : null;
  if (adapter) deps.readiness.chatRelayDownMs = adapter.downForMs;
  const inFlight = new Set<Promise<unknown>>();
  closeWithApp(app, io, inFlight, adapter);
  endSocketsOfEndedSessions(app, io, deps);

  const presence = presenceOf(io, app.log);
  admitSockets(io, deps);
  io.on('connection', (socket) => {
    joinRooms(socket, presence);
    listenToEvents({ io, deps, log: app.log, presence, inFlight }, socket);
  });

  return {
    io,
    deliverToSeller: (message) =>
      void io.to(sellerRoom(message.receverId)).emit('customer_message', message),
    deliverToCustomer: (message) =>
      void io.to(customerRoom(message.receverId)).emit('seller_message', message),
    sellerOnline: presence.sellerOnline,
  };
}

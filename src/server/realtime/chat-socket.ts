import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { Pool } from 'pg';
import { TOKEN_COOKIE } from '@shared/constants';
import { chatText, type ChatMessage } from '@shared/api/chat';
import { CHAT_SOCKET_MESSAGES_PER_SECOND, type ChatParty, type ClientToServerEvents, type ServerToClientEvents } from '@shared/socket-events';
import { authenticateToken } from '../http/auth';
import type { AppDeps } from '../http/context';
import { HttpError } from '../http/errors';
import { useSharedAdapter } from './postgres-adapter';
import { findCustomer, isFriend, storeMessage } from '../modules/chat/repository';

type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, { party: ChatParty }>;
type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, { party: ChatParty }>;

export const customerRoom = (id: string) => `customer:${id}`;
export const sellerRoom = (id: string) => `seller:${id}`;

function cookieToken(cookie: string | undefined): string | null {
  for (const part of (cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TOKEN_COOKIE && value.length) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** Who the handshake names: a seller's chat token, else a customer's session token checked in full. */
async function identify(deps: AppDeps, socket: ChatSocket): Promise<ChatParty> {
  const { origin, host } = socket.handshake.headers;
  // The cross-site rule of the REST API, for the handshake: an Origin naming another host is refused.
  if (origin && (() => { try { return new URL(origin).host !== host; } catch { return true; } })()) throw new Error('Cross-site connection refused');
  const auth = socket.handshake.auth as { token?: unknown };
  const token = typeof auth.token === 'string' && auth.token ? auth.token : cookieToken(socket.handshake.headers.cookie);
  if (!token) throw new Error('Sign in to chat');
  try {
    return await chatPartyOf(deps, token);
  } catch (error) {
    throw new Error(error instanceof HttpError ? error.message : 'Invalid token specified');
  }
}

/** The chat party a token names: a seller's chat token, else a customer's session checked in full (throws if neither). */
export async function chatPartyOf(deps: AppDeps, token: string): Promise<ChatParty> {
  const sellerId = await deps.tokens.verifySeller(token).catch(() => null);
  if (sellerId) return { role: 'seller', sellerId, name: '' };
  const claims = await authenticateToken(deps, token);
  return { role: 'customer', customerId: claims.id, name: claims.name };
}

/** A token bucket per socket: CHAT_SOCKET_MESSAGES_PER_SECOND, refilled continuously. */
function messageBucket(now = () => performance.now()) {
  let tokens = CHAT_SOCKET_MESSAGES_PER_SECOND;
  let last = now();
  return () => {
    const t = now();
    tokens = Math.min(CHAT_SOCKET_MESSAGES_PER_SECOND, tokens + ((t - last) / 1000) * CHAT_SOCKET_MESSAGES_PER_SECOND);
    last = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

export interface ChatRealtime {
  io: ChatServer;
  /** Delivers a message stored by a customer to its seller's sockets. */
  deliverToSeller(message: ChatMessage): void;
}

/**
 * Sockets one account may hold open on one instance (tabs, a phone and a laptop): each costs
 * memory and a place in every presence broadcast, so an account cannot open thousands.
 */
export const MAX_SOCKETS_PER_ACCOUNT = 10;
export const tooManyConnections = 'Too many open chat connections';

/** Every seller socket is in this room: presence asks it alone, not every customer's socket. */
const SELLERS_ROOM = 'sellers';

/**
 * Socket.IO on the API's own HTTP server (path /socket.io), closed with the app. With a
 * PostgreSQL pool, instances share rooms through Socket.IO's PostgreSQL adapter (NOTIFY/LISTEN):
 * a message delivered to a room on one instance reaches its sockets on every instance, and
 * fetchSockets (presence, the auto-reply's check) answers the union of all instances.
 */
export function attachChatSocket(app: FastifyInstance, deps: AppDeps, pgPool: Pool | null = null): ChatRealtime {
  const io: ChatServer = new Server(app.server, { path: '/socket.io', serveClient: false });
  const closeAdapter = pgPool ? useSharedAdapter(io, pgPool, app.log) : async () => {};
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
    // Gives the adapter's LISTEN connection back and stops its timers before the pool is ended.
    await closeAdapter();
  });

  const onlineSellers = async () => {
    const sockets = await io.in(SELLERS_ROOM).fetchSockets();
    const ids = new Set(sockets.flatMap((s) => (s.data.party?.role === 'seller' ? [s.data.party.sellerId] : [])));
    return [...ids].map((sellerId) => ({ sellerId }));
  };
  const broadcastSellers = async () => io.to('customers').emit('activeSeller', await onlineSellers());

  const openPerAccount = new Map<string, number>();
  const accountOf = (party: ChatParty) => (party.role === 'seller' ? `seller:${party.sellerId}` : `customer:${party.customerId}`);

  io.use((socket, next) => {
    identify(deps, socket).then(
      (party) => {
        const account = accountOf(party);
        const open = openPerAccount.get(account) ?? 0;
        if (open >= MAX_SOCKETS_PER_ACCOUNT) return next(new Error(tooManyConnections));
        openPerAccount.set(account, open + 1);
        socket.once('disconnect', () => {
          const left = (openPerAccount.get(account) ?? 1) - 1;
          if (left > 0) openPerAccount.set(account, left);
          else openPerAccount.delete(account);
        });
        socket.data.party = party;
        next();
      },
      (error: Error) => next(error),
    );
  });

  io.on('connection', (socket) => {
    const party = socket.data.party;
    const allowed = messageBucket();
    if (party.role === 'seller') {
      void socket.join([sellerRoom(party.sellerId), SELLERS_ROOM]);
      void broadcastSellers();
      socket.on('disconnect', () => void broadcastSellers());
    }
    socket.on('add_user', async (userId, _user, ack) => {
      if (party.role !== 'customer' || userId !== party.customerId) return ack?.({ error: 'Not your account' });
      await socket.join([customerRoom(party.customerId), 'customers']);
      socket.emit('activeSeller', await onlineSellers());
      ack?.({ ok: true });
    });
    // Messages are delivered when stored (REST); this only confirms the spec's relay call.
    socket.on('send_customer_message', (message, ack) => {
      if (party.role !== 'customer' || message?.senderId !== party.customerId) return ack?.({ error: 'Not your message' });
      ack?.({ ok: true });
    });
    socket.on('send_seller_message', async (input, ack) => {
      if (party.role !== 'seller') return ack?.({ error: 'Only a seller can send this' });
      if (!allowed()) return ack?.({ error: 'Too many messages, slow down' });
      const text = chatText.safeParse(input?.text);
      if (!text.success) return ack?.({ error: text.error.issues[0]!.message });
      const receverId = typeof input?.receverId === 'string' ? input.receverId : '';
      // A seller answers only customers who have started a conversation with this shop.
      if (!/^[0-9a-f-]{36}$/i.test(receverId) || !(await findCustomer(deps.db, receverId)) || !(await isFriend(deps.db, receverId, party.sellerId))) {
        return ack?.({ error: 'Customer not found' });
      }
      const message = await storeMessage(deps.db, { customerId: receverId, sellerId: party.sellerId, sender: 'seller', message: text.data });
      io.to(customerRoom(receverId)).emit('seller_message', message);
      ack?.({ ok: true, message });
    });
  });

  return { io, deliverToSeller: (message) => void io.to(sellerRoom(message.receverId)).emit('customer_message', message) };
}

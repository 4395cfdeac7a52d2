import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { Pool } from 'pg';
import { TOKEN_COOKIE } from '@shared/constants';
import { messages } from '@shared/messages';
import { chatText, type ChatMessage } from '@shared/api/chat';
import { id } from '@shared/api/common';
import {
  CHAT_SOCKET_MESSAGES_PER_SECOND,
  type ChatParty,
  type ClientToServerEvents,
  type HandshakeRefusal,
  type ServerToClientEvents,
} from '@shared/socket-events';
import { authenticateToken } from '../http/auth';
import type { AppDeps } from '../http/context';
import { findNul, NUL_REFUSED } from '../http/input-guards';
import { DomainError } from '../domain-error';
import { MAX_JSON_BODY_BYTES } from '../http/json-body';
import { useSharedAdapter } from './postgres-adapter';
import { answerCustomer, tooManyMessages } from '../modules/chat/service';

interface SocketData {
  party: ChatParty;
  sessionId: string | null;
}
type ChatServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
type ChatSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export const customerRoom = (id: string) => `customer:${id}`;
export const sellerRoom = (id: string) => `seller:${id}`;
/** Every socket of a customer account, and of one session (token), so ended sessions can be disconnected. */
const accountRoom = (customerId: string) => `account:${customerId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

function cookieToken(cookie: string | undefined): string | null {
  for (const part of (cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TOKEN_COOKIE && value.length) return decodeURIComponent(value.join('='));
  }
  return null;
}

interface Identified {
  party: ChatParty;
  /** The customer session's token id (jti); null for a seller. */
  sessionId: string | null;
}

/** A handshake's refusal: socket.io hands `data` to the client's connect_error. */
const refused = (message: string, code: HandshakeRefusal['code']) =>
  Object.assign(new Error(message), { data: { code } satisfies HandshakeRefusal });

/** Who the handshake names: a seller's chat token, else a customer's session token checked in full. */
async function identify(deps: AppDeps, socket: ChatSocket): Promise<Identified> {
  const { origin, host } = socket.handshake.headers;
  // The cross-site rule of the REST API, for the handshake: an Origin naming another host is refused.
  if (
    origin &&
    (() => {
      try {
        return new URL(origin).host !== host;
      } catch {
        return true;
      }
    })()
  )
    throw refused('Cross-site connection refused', 'FORBIDDEN');
  const auth = socket.handshake.auth as { token?: unknown };
  const token =
    typeof auth.token === 'string' && auth.token
      ? auth.token
      : cookieToken(socket.handshake.headers.cookie);
  if (!token) throw refused('Sign in to chat', 'UNAUTHORIZED');
  try {
    return await chatIdentityOf(deps, token);
  } catch (error) {
    throw refused(
      error instanceof DomainError ? error.message : messages.invalidToken,
      'UNAUTHORIZED',
    );
  }
}

/** Who a token names: a seller's chat token, else a customer's session checked in full (throws if neither). */
export async function chatIdentityOf(deps: AppDeps, token: string): Promise<Identified> {
  const sellerId = await deps.tokens.verifySeller(token).catch(() => null);
  if (sellerId) return { party: { role: 'seller', sellerId, name: '' }, sessionId: null };
  const claims = await authenticateToken(deps, token);
  return {
    party: { role: 'customer', customerId: claims.id, name: claims.name },
    sessionId: claims.jti,
  };
}

/**
 * A client's acknowledgement, if what it sent last really is one: a client can put any value
 * there, and calling a number would throw inside the server.
 */
const ackOf = <A>(ack: unknown): ((answer: A) => void) =>
  typeof ack === 'function' ? (ack as (answer: A) => void) : () => {};

/** A token bucket per socket: CHAT_SOCKET_MESSAGES_PER_SECOND, refilled continuously. */
function messageBucket(now = () => performance.now()) {
  let tokens = CHAT_SOCKET_MESSAGES_PER_SECOND;
  let last = now();
  return () => {
    const t = now();
    tokens = Math.min(
      CHAT_SOCKET_MESSAGES_PER_SECOND,
      tokens + ((t - last) / 1000) * CHAT_SOCKET_MESSAGES_PER_SECOND,
    );
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
/** A crashed instance is waited for this long (not 5 s), then presence answers from this one. */
const PRESENCE_WAIT_MS = 1_500;
/** How long a closing instance lets chat events under way finish before hanging up. */
export const CLOSE_DRAIN_MS = 5_000;

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
  if (adapter) app.readiness.chatRelayDownMs = adapter.downForMs;
  // Events under way: a closing instance answers them before hanging up, or a seller's answer
  // stored just then would lose its acknowledgement and be sent again elsewhere.
  const inFlight = new Set<Promise<unknown>>();
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

  const onlineSellers = async () => {
    // Another instance that crashed answers nobody until its heartbeat runs out: after the
    // adapter's short wait, what this instance knows is answered instead of an error.
    const sockets = await io
      .in(SELLERS_ROOM)
      .timeout(PRESENCE_WAIT_MS)
      .fetchSockets()
      .catch(() => io.local.in(SELLERS_ROOM).fetchSockets());
    const ids = new Set(
      sockets.flatMap((s) => (s.data.party?.role === 'seller' ? [s.data.party.sellerId] : [])),
    );
    return [...ids].map((sellerId) => ({ sellerId }));
  };
  /** Whether the shopper holds a chat socket on any instance (what is known, after the wait). */
  const hasOpenSocket = async (customerId: string) => {
    const sockets = await io
      .in(accountRoom(customerId))
      .timeout(PRESENCE_WAIT_MS)
      .fetchSockets()
      .catch(() => io.local.in(accountRoom(customerId)).fetchSockets());
    return sockets.length > 0;
  };
  /** Tells every customer who is online now (a seller came or went); a failure is logged. */
  const announceSellers = () => {
    onlineSellers().then(
      (sellers) => io.to('customers').emit('activeSeller', sellers),
      (error: unknown) => app.log.error({ err: error }, 'chat: presence failed'),
    );
  };

  // Sockets open per account on this instance: checked at the handshake, counted once connected
  // (a client gone before its handshake finished never becomes a socket, and never a disconnect).
  const openPerAccount = new Map<string, number>();
  const accountOf = (party: ChatParty) =>
    party.role === 'seller' ? `seller:${party.sellerId}` : `customer:${party.customerId}`;

  io.use((socket, next) => {
    identify(deps, socket).then(
      ({ party, sessionId }) => {
        if ((openPerAccount.get(accountOf(party)) ?? 0) >= MAX_SOCKETS_PER_ACCOUNT)
          return next(refused(tooManyConnections, 'TOO_MANY_REQUESTS'));
        socket.data.party = party;
        socket.data.sessionId = sessionId;
        next();
      },
      (error: Error) => next(error),
    );
  });

  // A logout or a password change ends the sessions' sockets, on every instance (through the adapter).
  const stopListening = deps.sessionEnds.subscribe((end) => {
    io.in(
      'sessionId' in end ? sessionRoom(end.sessionId) : accountRoom(end.customerId),
    ).disconnectSockets(true);
  });
  app.addHook('onClose', async () => stopListening());

  /** Runs a client's event; a failure is logged and answered, never thrown out of the server. */
  const handle = async <A>(
    socket: ChatSocket,
    event: string,
    ack: unknown,
    work: (reply: (answer: A | { error: string }) => void) => Promise<unknown> | unknown,
  ) => {
    const reply = ackOf<A | { error: string }>(ack);
    const running = (async () => {
      try {
        await work(reply);
      } catch (error) {
        app.log.error({ err: error, event, socket: socket.id }, 'chat: event failed');
        reply({ error: 'Something went wrong, try again' });
      }
    })();
    inFlight.add(running);
    await running;
    inFlight.delete(running);
  };

  io.on('connection', (socket) => {
    const party = socket.data.party;
    const account = accountOf(party);
    openPerAccount.set(account, (openPerAccount.get(account) ?? 0) + 1);
    socket.once('disconnect', () => {
      const left = (openPerAccount.get(account) ?? 1) - 1;
      if (left > 0) openPerAccount.set(account, left);
      else openPerAccount.delete(account);
    });
    // The REST rule for every event's payload: a NUL is refused with the same 400 words, before
    // it reaches a query that would fail on it.
    socket.use(([event, ...args], next) => {
      const at = findNul(
        args.filter((a) => typeof a !== 'function'),
        String(event),
      );
      if (!at) return next();
      ackOf<{ error: string }>(args.find((a) => typeof a === 'function'))({
        error: `${at}: ${NUL_REFUSED}`,
      });
    });
    const allowed = messageBucket();
    if (party.role === 'seller') {
      void socket.join([sellerRoom(party.sellerId), SELLERS_ROOM]);
      announceSellers();
      socket.on('disconnect', announceSellers);
    } else {
      void socket.join([accountRoom(party.customerId), sessionRoom(socket.data.sessionId!)]);
    }
    socket.on('add_user', (userId, _user, ack) =>
      handle(socket, 'add_user', ack, async (reply) => {
        if (party.role !== 'customer' || userId !== party.customerId)
          return reply({ error: 'Not your account' });
        await socket.join([customerRoom(party.customerId), 'customers']);
        socket.emit('activeSeller', await onlineSellers());
        reply({ ok: true });
      }),
    );
    // Messages are delivered when stored (REST); this only confirms the spec's relay call.
    socket.on('send_customer_message', (message, ack) =>
      handle(socket, 'send_customer_message', ack, (reply) => {
        if (party.role !== 'customer' || message?.senderId !== party.customerId)
          return reply({ error: 'Not your message' });
        reply({ ok: true });
      }),
    );
    socket.on('send_seller_message', (input, ack) =>
      handle<{ ok: true; message: ChatMessage }>(
        socket,
        'send_seller_message',
        ack,
        async (reply) => {
          if (party.role !== 'seller') return reply({ error: 'Only a seller can send this' });
          if (!allowed()) return reply({ error: tooManyMessages });
          const text = chatText.safeParse(input?.text);
          if (!text.success) return reply({ error: text.error.issues[0]!.message });
          const messageId =
            input?.messageId === undefined ? undefined : id.safeParse(input.messageId);
          if (messageId && !messageId.success)
            return reply({ error: `messageId: ${messageId.error.issues[0]!.message}` });
          const customer = id.safeParse(input?.receverId);
          // Rooms are named by the database's lower-case form of the id.
          const receverId = customer.success ? customer.data.toLowerCase() : '';
          // A shopper with no socket open anywhere (the app closed or in the background) is
          // told by Web Push instead.
          const away = receverId ? !(await hasOpenSocket(receverId)) : false;
          // A seller answers only customers who have started a conversation with this shop.
          const answered = await answerCustomer(deps.db, party.sellerId, receverId, text.data, {
            notify: away,
            ...(messageId && { messageId: messageId.data.toLowerCase() }),
          }).catch((error: unknown) => {
            if (error instanceof DomainError) return { error: error.message };
            throw error;
          });
          if ('error' in answered) return reply(answered);
          const { message, notified } = answered;
          if (notified) deps.pushSent();
          io.to(customerRoom(receverId)).emit('seller_message', message);
          reply({ ok: true, message });
        },
      ),
    );
  });

  return {
    io,
    deliverToSeller: (message) =>
      void io.to(sellerRoom(message.receverId)).emit('customer_message', message),
  };
}

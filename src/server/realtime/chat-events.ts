import type { FastifyBaseLogger } from 'fastify';
import { chatText, type ChatMessage } from '@shared/api/chat';
import { id } from '@shared/api/common';
import {
  CHAT_SOCKET_MESSAGES_PER_SECOND,
  type ChatRefusal,
  type ClientToServerEvents,
} from '@shared/socket-events';
import type { AppDeps } from '../http/context';
import { findNul, NUL_REFUSED } from '../http/input-guards';
import { DomainError, forStaff } from '../domain-error';
import { answerCustomer, tooManyMessages } from '../modules/chat/service';
import type { Presence } from './presence';
import { chatRefusal, refusalOfError } from './refusal';
import { customerRoom, type ChatServer, type ChatSocket } from './socket-types';

export interface EventContext {
  io: ChatServer;
  deps: AppDeps;
  log: FastifyBaseLogger;
  presence: Presence;
  /** Events under way: a closing instance waits for them before hanging up. */
  inFlight: Set<Promise<unknown>>;
}

type Reply<A> = (answer: A | ChatRefusal) => void;
type SellerInput = Parameters<ClientToServerEvents['send_seller_message']>[0];

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

/** Runs a client's event; a failure is logged and answered, never thrown out of the server. */
async function handle<A>(
  ctx: EventContext,
  socket: ChatSocket,
  event: string,
  ack: unknown,
  work: (reply: Reply<A>) => Promise<unknown> | unknown,
) {
  const reply = ackOf<A | ChatRefusal>(ack);
  const running = (async () => {
    try {
      await work(reply);
    } catch (error) {
      ctx.log.error({ err: error, event, socket: socket.id }, 'chat: event failed');
      reply(chatRefusal('server_chat_failed'));
    }
  })();
  ctx.inFlight.add(running);
  await running;
  ctx.inFlight.delete(running);
}

/**
 * The REST rule for every event's payload: a NUL is refused with the same 400 words, before it
 * reaches a query that would fail on it.
 */
function refuseNul(socket: ChatSocket): void {
  socket.use(([event, ...args], next) => {
    const at = findNul(
      args.filter((a) => typeof a !== 'function'),
      String(event),
    );
    if (!at) return next();
    ackOf<ChatRefusal>(args.find((a) => typeof a === 'function'))(
      chatRefusal(forStaff(`${at}: ${NUL_REFUSED}`)),
    );
  });
}

/** A seller's answer: checked, stored, pushed to a shopper who is away, delivered live. */
async function answerAsSeller(
  ctx: EventContext,
  sellerId: string,
  input: SellerInput,
  reply: Reply<{ ok: true; message: ChatMessage }>,
) {
  const text = chatText.safeParse(input?.text);
  if (!text.success) return reply(chatRefusal(forStaff(text.error.issues[0]!.message)));
  const messageId = input?.messageId === undefined ? undefined : id.safeParse(input.messageId);
  if (messageId && !messageId.success)
    return reply(chatRefusal(forStaff(`messageId: ${messageId.error.issues[0]!.message}`)));
  const customer = id.safeParse(input?.receverId);
  // Rooms are named by the database's lower-case form of the id.
  const receverId = customer.success ? customer.data.toLowerCase() : '';
  // A shopper with no socket open anywhere (the app closed or in the background) is
  // told by Web Push instead.
  const away = receverId ? !(await ctx.presence.hasOpenSocket(receverId)) : false;
  // A seller answers only customers who have started a conversation with this shop.
  const answered = await answerCustomer(ctx.deps.db, sellerId, receverId, text.data, {
    notify: away,
    ...(messageId && { messageId: messageId.data.toLowerCase() }),
  }).catch((error: unknown) => {
    if (error instanceof DomainError) return refusalOfError(error);
    throw error;
  });
  if ('error' in answered) return reply(answered);
  const { message, notified } = answered;
  if (notified) ctx.deps.pushSent();
  ctx.io.to(customerRoom(receverId)).emit('seller_message', message);
  reply({ ok: true, message });
}

/** The events a connected socket may send, each checked against who the socket is. */
export function listenToEvents(ctx: EventContext, socket: ChatSocket): void {
  const party = socket.data.party;
  refuseNul(socket);
  const allowed = messageBucket();
  socket.on('add_user', (userId, _user, ack) =>
    handle(ctx, socket, 'add_user', ack, async (reply) => {
      if (party.role !== 'customer' || userId !== party.customerId)
        return reply(chatRefusal('server_chat_not_your_account'));
      await socket.join([customerRoom(party.customerId), 'customers']);
      socket.emit('activeSeller', await ctx.presence.onlineSellers());
      reply({ ok: true });
    }),
  );
  // Messages are delivered when stored (REST); this only confirms the spec's relay call.
  socket.on('send_customer_message', (message, ack) =>
    handle(ctx, socket, 'send_customer_message', ack, (reply) => {
      if (party.role !== 'customer' || message?.senderId !== party.customerId)
        return reply(chatRefusal('server_chat_not_your_message'));
      reply({ ok: true });
    }),
  );
  socket.on('send_seller_message', (input, ack) =>
    handle<{ ok: true; message: ChatMessage }>(
      ctx,
      socket,
      'send_seller_message',
      ack,
      async (reply) => {
        if (party.role !== 'seller') return reply(chatRefusal('server_chat_sellers_only'));
        if (!allowed()) return reply(chatRefusal(tooManyMessages));
        await answerAsSeller(ctx, party.sellerId, input, reply);
      },
    ),
  );
}

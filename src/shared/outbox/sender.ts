import {
  isRetryableStatus,
  MAX_CHANGES_PER_REQUEST,
  type ChangeOperation,
} from '../api/change-rules';
import type { QueuedChange } from '../api/changes';
import { keyedText, type KeyedText } from '../api/message-keys';
import { ApiError, type ApiAnswer, type ApiClient, type CallOptions } from '../api/api-client';
import { SOMETHING_WRONG } from '../first-view-messages';
import { isProvisional } from '../rules/pending-changes';
import { cancelBody } from '../rules/pending-cancel';
import { nothingSent, type SendSummary } from './channel';
import { nextToSend, noteAttempt, removeSent, type OutboxRecord } from './store';

export const SENDER_LOCK = 'storefront-outbox-sender';

/**
 * How long one call of a sender may take. The sender holds the one lock every tab and the worker
 * queue behind, so a request that never answers (a connection that died with the network) must
 * not hold it: the change waits and goes again, under its key.
 */
export const OUTBOX_CALL_TIMEOUT_MS = 15_000;

export interface SendResult extends SendSummary {
  /**
   * Why records are still waiting: no connection (or a server error), the server asked us to
   * slow down (429: the tab tries again after OUTBOX_SLOW_DOWN_MS, nothing else will set it going), or
   * nobody (or somebody else) is signed in.
   */
  waiting: 'offline' | 'slowed-down' | 'signed-out' | null;
}

/** What a record's request is prepared with: the API for lookups, and what this sender learnt. */
interface Delivery {
  api: ApiClient;
  /** The server ids of lines and items added offline, learnt from the adds' answers. */
  learned: Map<string, string>;
  result: SendResult;
  /**
   * Whether an id not learnt yet may be looked up now: only for a request's first change, as an
   * add earlier in the same request would teach it with its answer.
   */
  mayLookUp: boolean;
}

/** The request one record becomes (its key is added by the sender), and what its answer teaches. */
interface Prepared {
  change: Omit<QueuedChange, 'key'>;
  /** Reads the server's answer to it; answers the message to show (none for a chat message). */
  answered: (answer: unknown) => KeyedText | null;
}

/** Typed by the operation, so each change's params, body and answer follow the contract. */
function prepared<K extends ChangeOperation>(
  operation: K,
  call: Pick<CallOptions<K>, 'params' | 'body'>,
  answered: (answer: ApiAnswer<K>) => KeyedText | null,
): Prepared {
  return {
    change: { operation, ...call } as Omit<QueuedChange, 'key'>,
    answered: (answer) => answered(answer as ApiAnswer<K>),
  };
}

type Area = OutboxRecord['area'];
type RecordOf<A extends Area, K> = Extract<OutboxRecord, { area: A; kind: K }>;
/** Prepares one record; null when it needs an id that the answers before it will teach. */
type Handler<R> = (record: R, delivery: Delivery) => Promise<Prepared | null>;
type Handlers = {
  [A in Area]: { [K in Extract<OutboxRecord, { area: A }>['kind']]: Handler<RecordOf<A, K>> };
};

async function serverCartLineId(
  { api, learned, mayLookUp }: Delivery,
  { lineId, productId, variantId }: RecordOf<'cart', 'inc' | 'dec' | 'remove'>['payload'],
): Promise<string | null> {
  if (!isProvisional(lineId)) return lineId;
  const known = learned.get(lineId);
  if (known) return known;
  if (!mayLookUp) return null;
  const cart = await api.call('getCart');
  const line = [...cart.card_products.flatMap((g) => g.products), ...cart.outOfStockProduct].find(
    (l) => l.productId === productId && (variantId === null || l.variantId === variantId),
  );
  if (!line)
    throw new ApiError(
      'This item is no longer in your cart',
      404,
      'NOT_FOUND',
      undefined,
      'server_cart_line_not_found',
    );
  return line._id;
}

async function serverWishlistId(
  { api, learned, mayLookUp }: Delivery,
  { wishlistId, productId }: RecordOf<'wishlist', 'remove'>['payload'],
): Promise<string | null> {
  if (!isProvisional(wishlistId)) return wishlistId;
  const known = learned.get(wishlistId);
  if (known) return known;
  if (!mayLookUp) return null;
  const item = (await api.call('getWishlist')).wishlists.find((w) => w.productId === productId);
  if (!item)
    throw new ApiError(
      'This item is no longer in your wishlist',
      404,
      'NOT_FOUND',
      undefined,
      'server_wishlist_item_not_found',
    );
  return item._id;
}

const stepLine =
  (
    operation: 'quantityInc' | 'quantityDec' | 'deleteCartLine',
  ): Handler<RecordOf<'cart', 'inc' | 'dec' | 'remove'>> =>
  async (r, delivery) => {
    const id = await serverCartLineId(delivery, r.payload);
    return id === null
      ? null
      : prepared(operation, { params: { id } }, (answer) => keyedText(answer, answer));
  };

/** One handler per kind of change: the API call it becomes. */
const handlers: Handlers = {
  cart: {
    add: async (r, { learned }) => {
      const { productId, variantId, quantity, preview } = r.payload;
      return prepared(
        'addToCart',
        { body: { userId: r.shopperId, productId, variantId, quantity } },
        (answer) => {
          learned.set(preview._id, answer.cartLineId);
          return keyedText(answer, answer);
        },
      );
    },
    inc: stepLine('quantityInc'),
    dec: stepLine('quantityDec'),
    remove: stepLine('deleteCartLine'),
  },
  wishlist: {
    add: async (r, { learned }) => {
      const { _id, productId, varientId, name, price, image, discount, rating, slug } =
        r.payload.item;
      return prepared(
        'addToWishlist',
        {
          body: {
            userId: r.shopperId,
            productId,
            varientId,
            name,
            price,
            image,
            discount,
            rating,
            slug,
          },
        },
        (answer) => {
          learned.set(_id, answer.wishlistId);
          return keyedText(answer, answer);
        },
      );
    },
    remove: async (r, delivery) => {
      const id = await serverWishlistId(delivery, r.payload);
      return id === null
        ? null
        : prepared('deleteWishlistItem', { params: { id } }, (answer) => keyedText(answer, answer));
    },
  },
  chat: {
    // The stored message itself goes to `result.chatMessages`, and the thread shows it.
    send: async (r, { result }) => {
      const { sellerId, text, name, product } = r.payload;
      return prepared(
        'sendMessageToSeller',
        { body: { userId: r.shopperId, text, sellerId, name, productId: product?._id } },
        (answer) => {
          result.chatMessages.push(answer.message);
          return null;
        },
      );
    },
  },
  order: {
    // The same body the first (direct) attempt sent under this key: a repeat, not a new request.
    // The tab's toast says "Order cancelled" (sync-summary.ts); the refund shows on the order.
    cancel: async (r) => prepared('cancelOrder', { body: cancelBody(r.payload) }, () => null),
  },
};

function prepare(r: OutboxRecord, delivery: Delivery): Promise<Prepared | null> {
  switch (r.area) {
    case 'order':
      return handlers.order.cancel(r, delivery);
    case 'chat':
      return handlers.chat.send(r, delivery);
    case 'wishlist':
      return r.kind === 'add'
        ? handlers.wishlist.add(r, delivery)
        : handlers.wishlist.remove(r, delivery);
    case 'cart':
      switch (r.kind) {
        case 'add':
          return handlers.cart.add(r, delivery);
        case 'inc':
          return handlers.cart.inc(r, delivery);
        case 'dec':
          return handlers.cart.dec(r, delivery);
        case 'remove':
          return handlers.cart.remove(r, delivery);
      }
  }
}

/** One sender at a time across every tab and the service worker (a Web Lock where there is one). */
function asTheSender<T>(work: () => Promise<T>): Promise<T> {
  // Typed for the tab and the worker alike (their navigators differ; both may lack `locks`).
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  return locks ? (locks.request(SENDER_LOCK, work) as Promise<T>) : work();
}

/** Sends the outbox of the shopper `shopperId` names (see createSender). */
export type Sender = (
  shopperId: () => Promise<string | null> | string | null,
) => Promise<SendResult>;

type Waiting = SendResult['waiting'];

/** Why a change that got `status` must wait; null when the server refused it for good. */
function waitingFor(status: number): Waiting {
  if (!isRetryableStatus(status)) return null;
  return status === 401 ? 'signed-out' : status === 429 ? 'slowed-down' : 'offline';
}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** A failure's text as the tab will show it: by its key when it has one. */
const textOfFailure = (error: unknown): KeyedText =>
  error instanceof ApiError ? error.text : { message: messageOf(error) };

/** The records a request settled (applied or refused), and why the run stops, if it does. */
interface Settled {
  sent: string[];
  waiting: Waiting;
}

/**
 * Sends `records` (the oldest waiting, in order) in one request, up to the first that needs an id
 * the answers before it will teach. Anything but the server's answer to the request (a failed
 * fetch, a timeout, a server that does not know the request) keeps them all, so a change is
 * never dropped for what happened to the request that carried it.
 */
async function sendBatch(
  records: OutboxRecord[],
  delivery: Omit<Delivery, 'mayLookUp'>,
): Promise<Settled> {
  const { api, result } = delivery;
  const batch: { record: OutboxRecord; prepared: Prepared }[] = [];
  const first = records[0]!;
  try {
    for (const record of records) {
      const prepared = await prepare(record, { ...delivery, mayLookUp: batch.length === 0 });
      if (!prepared) break;
      batch.push({ record, prepared });
    }
  } catch (error) {
    // Only the first record looks anything up, so the failure is its own.
    const waiting = waitingFor(statusOf(error));
    if (waiting) {
      await noteAttempt(first.id, messageOf(error));
      return { sent: [], waiting };
    }
    result.refused.push({ record: first, message: textOfFailure(error) });
    return { sent: [first.id], waiting: null };
  }

  let answers: { status: number; body: unknown }[];
  try {
    const changes = batch.map(({ record, prepared }) => ({ key: record.key, ...prepared.change }));
    answers = (await api.call('sendChanges', { body: { changes } })).results ?? [];
  } catch (error) {
    await noteAttempt(first.id, messageOf(error));
    return { sent: [], waiting: waitingFor(statusOf(error)) ?? 'offline' };
  }

  const sent: string[] = [];
  // The server answers in order and stops after an answer that means "later".
  for (const [i, { record, prepared }] of batch.entries()) {
    const answer = answers[i];
    if (!answer) break; // Not reached by the server: it goes in the next request.
    if (answer.status < 300) {
      result.lastMessage = prepared.answered(answer.body) ?? result.lastMessage;
      result.synced.push(record);
      sent.push(record.id);
      continue;
    }
    const message = keyedText(answer.body, {
      message: SOMETHING_WRONG,
      messageKey: 'account_something_wrong',
    });
    const waiting = waitingFor(answer.status);
    if (waiting) {
      await noteAttempt(record.id, message.message);
      return { sent, waiting };
    }
    result.refused.push({ record, message });
    sent.push(record.id);
  }
  if (sent.length) return { sent, waiting: null };
  // An answer that settled nothing is not the server's answer to the changes: sending them
  // again at once would get the same.
  await noteAttempt(first.id, SOMETHING_WRONG);
  return { sent, waiting: 'offline' };
}

/**
 * A sender over `api`: each run sends the signed-in shopper's records oldest first (so each area
 * in order), each exactly once (its key), several to a request, removing each only after the
 * server answered it. A refusal (4xx) drops the change; the view then no longer applies it. A
 * lost connection, a 5xx or a 401 stop the run with the rest kept, the 401 ones for the same
 * shopper to sign in again. Records another sender took while this one waited for the lock are
 * re-read from the store, so nothing is sent twice.
 */
export function createSender(api: ApiClient, callTimeoutMs = OUTBOX_CALL_TIMEOUT_MS): Sender {
  const learned = new Map<string, string>();
  const timed: ApiClient = {
    call: (name, options = {}) =>
      api.call(name, { ...options, signal: AbortSignal.timeout(callTimeoutMs) }),
  };
  return (shopperId) =>
    asTheSender(async () => {
      const result: SendResult = { ...nothingSent(), waiting: null };
      const me = await shopperId();
      if (!me) return { ...result, waiting: 'signed-out' as const };
      // Re-read before every request: a change queued meanwhile goes in this run, and a
      // shopper's changes dropped meanwhile (another shopper signed in) do not.
      for (;;) {
        const records = await nextToSend(me, MAX_CHANGES_PER_REQUEST);
        if (!records.length) return result;
        const { sent, waiting } = await sendBatch(records, { api: timed, learned, result });
        await removeSent(sent);
        if (waiting) return { ...result, waiting };
      }
    });
}

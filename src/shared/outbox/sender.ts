import { ApiError, type ApiClient } from '../api/client';
import { isProvisional } from '../rules/pending-changes';
import type { SendSummary } from './channel';
import { nextToSend, noteAttempt, type OutboxRecord } from './store';

/** How long a sender waits after the server's 429 before it sends again (the server's windows are 10 s). */
export const OUTBOX_SLOW_DOWN_MS = 10_000;

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
   * slow down (429: try again after OUTBOX_SLOW_DOWN_MS, nothing else will set it going), or
   * nobody (or somebody else) is signed in.
   */
  waiting: 'offline' | 'slowed-down' | 'signed-out' | null;
}

/** What a handler sends with: the API, the record's Idempotency-Key, and what this sender learnt. */
interface Delivery {
  api: ApiClient;
  headers: { 'Idempotency-Key': string };
  /** The server ids of lines and items added offline, learnt from the adds' answers. */
  learned: Map<string, string>;
  result: SendResult;
}

type Area = OutboxRecord['area'];
type RecordOf<A extends Area, K> = Extract<OutboxRecord, { area: A; kind: K }>;
/** Sends one record; answers the server's message for it (none for a chat message). */
type Handler<R> = (record: R, delivery: Delivery) => Promise<string | null>;
type Handlers = {
  [A in Area]: { [K in Extract<OutboxRecord, { area: A }>['kind']]: Handler<RecordOf<A, K>> };
};

async function serverCartLineId(
  { api, learned }: Delivery,
  { lineId, productId, variantId }: RecordOf<'cart', 'inc' | 'dec' | 'remove'>['payload'],
): Promise<string> {
  if (!isProvisional(lineId)) return lineId;
  const known = learned.get(lineId);
  if (known) return known;
  const cart = await api.call('getCart');
  const line = [...cart.card_products.flatMap((g) => g.products), ...cart.outOfStockProduct].find(
    (l) => l.productId === productId && (variantId === null || l.variantId === variantId),
  );
  if (!line) throw new ApiError('This item is no longer in your cart', 404, 'NOT_FOUND');
  return line._id;
}

async function serverWishlistId(
  { api, learned }: Delivery,
  { wishlistId, productId }: RecordOf<'wishlist', 'remove'>['payload'],
): Promise<string> {
  if (!isProvisional(wishlistId)) return wishlistId;
  const known = learned.get(wishlistId);
  if (known) return known;
  const item = (await api.call('getWishlist')).wishlists.find((w) => w.productId === productId);
  if (!item) throw new ApiError('This item is no longer in your wishlist', 404, 'NOT_FOUND');
  return item._id;
}

const stepLine =
  (
    operation: 'quantityInc' | 'quantityDec' | 'deleteCartLine',
  ): Handler<RecordOf<'cart', 'inc' | 'dec' | 'remove'>> =>
  async (r, delivery) => {
    const id = await serverCartLineId(delivery, r.payload);
    return (await delivery.api.call(operation, { params: { id }, headers: delivery.headers }))
      .message;
  };

/** One handler per kind of change: the API call it becomes, each with the record's key. */
const handlers: Handlers = {
  cart: {
    add: async (r, { api, headers, learned }) => {
      const { productId, variantId, quantity, preview } = r.payload;
      const answer = await api.call('addToCart', {
        body: { userId: r.shopperId, productId, variantId, quantity },
        headers,
      });
      learned.set(preview._id, answer.cartLineId);
      return answer.message;
    },
    inc: stepLine('quantityInc'),
    dec: stepLine('quantityDec'),
    remove: stepLine('deleteCartLine'),
  },
  wishlist: {
    add: async (r, { api, headers, learned }) => {
      const { _id, productId, varientId, name, price, image, discount, rating, slug } =
        r.payload.item;
      const answer = await api.call('addToWishlist', {
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
        headers,
      });
      learned.set(_id, answer.wishlistId);
      return answer.message;
    },
    remove: async (r, delivery) => {
      const id = await serverWishlistId(delivery, r.payload);
      return (
        await delivery.api.call('deleteWishlistItem', { params: { id }, headers: delivery.headers })
      ).message;
    },
  },
  chat: {
    // The stored message itself goes to `result.chatMessages`, and the thread shows it.
    send: async (r, { api, headers, result }) => {
      const { sellerId, text, name } = r.payload;
      const answer = await api.call('sendMessageToSeller', {
        body: { userId: r.shopperId, text, sellerId, name },
        headers,
      });
      result.chatMessages.push(answer.message);
      return null;
    },
  },
};

function sendRecord(r: OutboxRecord, delivery: Delivery): Promise<string | null> {
  switch (r.area) {
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

/**
 * A sender over `api`: each run sends the signed-in shopper's records oldest first (so each area
 * in order), each exactly once (its key), removing each only after the server answered. A refusal
 * (4xx) drops the change; the view then no longer applies it. A lost connection, a 5xx or a 401
 * stop the run with the rest kept, the 401 ones for the same shopper to sign in again. Records
 * another sender took while this one waited for the lock are re-read from the store, so nothing
 * is sent twice.
 */
export function createSender(api: ApiClient, callTimeoutMs = OUTBOX_CALL_TIMEOUT_MS): Sender {
  const learned = new Map<string, string>();
  const timed: ApiClient = {
    call: (name, options = {}) =>
      api.call(name, { ...options, signal: AbortSignal.timeout(callTimeoutMs) }),
  };
  return (shopperId) =>
    asTheSender(async () => {
      const result: SendResult = {
        synced: [],
        lastMessage: null,
        refused: [],
        chatMessages: [],
        waiting: null,
      };
      const me = await shopperId();
      if (!me) return { ...result, waiting: 'signed-out' as const };
      // Re-read at every step: a change queued meanwhile goes in this run, and a shopper's
      // changes dropped meanwhile (another shopper signed in) do not.
      let sent: string | null = null;
      for (;;) {
        const next = await nextToSend(me, sent);
        if (!next) return result;
        const delivery = { api: timed, headers: { 'Idempotency-Key': next.key }, learned, result };
        try {
          result.lastMessage = (await sendRecord(next, delivery)) ?? result.lastMessage;
          result.synced.push(next);
        } catch (error) {
          // Anything but the server's answer (a failed fetch, a storage error) is retried later.
          const status = error instanceof ApiError ? error.status : 0;
          const message = error instanceof Error ? error.message : String(error);
          if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) {
            await noteAttempt(next.id, message);
            return {
              ...result,
              waiting:
                status === 401
                  ? ('signed-out' as const)
                  : status === 429
                    ? ('slowed-down' as const)
                    : ('offline' as const),
            };
          }
          result.refused.push({ record: next, message });
        }
        sent = next.id;
      }
    });
}

import type { CartResponse } from '../api/cart';
import type { ChatMessage } from '../api/chat';
import type { WishlistResponse } from '../api/wishlist';
import { isProvisional } from '../rules/pending-changes';
import type { SendSummary } from './channel';
import { noteAttempt, readRecords, removeRecord, type OutboxRecord } from './store';

export type OutboxOperation =
  | 'addToCart'
  | 'quantityInc'
  | 'quantityDec'
  | 'deleteCartLine'
  | 'addToWishlist'
  | 'deleteWishlistItem'
  | 'getCart'
  | 'getWishlist'
  | 'sendMessageToSeller';
/** How long a sender waits after the server's 429 before it sends again (the server's windows are 10 s). */
export const OUTBOX_SLOW_DOWN_MS = 10_000;

/** One API call by operation name; a failure has `status` (0: the network failed) and `message`. */
export type OutboxCall = (
  name: OutboxOperation,
  options: { params?: Record<string, string>; body?: unknown; headers?: Record<string, string> },
) => Promise<unknown>;
type Failure = { status: number; message: string };
const failure = (error: unknown): Failure => ({
  status: (error as Failure).status ?? 0,
  message: (error as Failure).message ?? String(error),
});

export const SENDER_LOCK = 'storefront-outbox-sender';

export interface SendResult extends SendSummary {
  /**
   * Why records are still waiting: no connection (or a server error), the server asked us to
   * slow down (429: try again after OUTBOX_SLOW_DOWN_MS, nothing else will set it going), or
   * nobody (or somebody else) is signed in.
   */
  waiting: 'offline' | 'slowed-down' | 'signed-out' | null;
}

/** The server ids of lines and items added offline, learnt from the adds' answers in this context. */
const learned = new Map<string, string>();

async function serverCartLineId(
  call: OutboxCall,
  lineId: string,
  productId: string,
  variantId: string | null,
): Promise<string> {
  if (!isProvisional(lineId)) return lineId;
  const known = learned.get(lineId);
  if (known) return known;
  const cart = (await call('getCart', {})) as CartResponse;
  const line = [...cart.card_products.flatMap((g) => g.products), ...cart.outOfStockProduct].find(
    (l) => l.productId === productId && (variantId === null || l.variantId === variantId),
  );
  if (!line)
    throw { status: 404, message: 'This item is no longer in your cart' } satisfies Failure;
  return line._id;
}

async function serverWishlistId(
  call: OutboxCall,
  wishlistId: string,
  productId: string,
): Promise<string> {
  if (!isProvisional(wishlistId)) return wishlistId;
  const known = learned.get(wishlistId);
  if (known) return known;
  const item = ((await call('getWishlist', {})) as WishlistResponse).wishlists.find(
    (w) => w.productId === productId,
  );
  if (!item)
    throw { status: 404, message: 'This item is no longer in your wishlist' } satisfies Failure;
  return item._id;
}

/**
 * Sends one record with its Idempotency-Key; answers the server's message (none for a chat
 * message: the stored message itself goes to `result.chatMessages`, and the thread shows it).
 */
async function sendRecord(
  call: OutboxCall,
  r: OutboxRecord,
  result: SendResult,
): Promise<string | null> {
  const headers = { 'Idempotency-Key': r.key };
  if (r.area === 'chat') {
    const { sellerId, text, name } = r.payload;
    const answer = (await call('sendMessageToSeller', {
      body: { userId: r.shopperId, text, sellerId, name },
      headers,
    })) as { message: ChatMessage };
    result.chatMessages.push(answer.message);
    return null;
  }
  if (r.area === 'cart' && r.kind === 'add') {
    const p = r.payload;
    const answer = (await call('addToCart', {
      body: {
        userId: r.shopperId,
        productId: p.productId,
        variantId: p.variantId,
        quantity: p.quantity,
      },
      headers,
    })) as { message: string; cartLineId: string };
    learned.set(p.preview._id, answer.cartLineId);
    return answer.message;
  }
  if (r.area === 'cart') {
    const id = await serverCartLineId(
      call,
      r.payload.lineId,
      r.payload.productId,
      r.payload.variantId,
    );
    const operation =
      r.kind === 'inc' ? 'quantityInc' : r.kind === 'dec' ? 'quantityDec' : 'deleteCartLine';
    return ((await call(operation, { params: { id }, headers })) as { message: string }).message;
  }
  if (r.kind === 'remove') {
    const id = await serverWishlistId(call, r.payload.wishlistId, r.payload.productId);
    return ((await call('deleteWishlistItem', { params: { id }, headers })) as { message: string })
      .message;
  }
  const i = r.payload.item;
  const answer = (await call('addToWishlist', {
    body: {
      userId: r.shopperId,
      productId: i.productId,
      varientId: i.varientId,
      name: i.name,
      price: i.price,
      image: i.image,
      discount: i.discount,
      rating: i.rating,
      slug: i.slug,
    },
    headers,
  })) as { message: string; wishlistId: string };
  learned.set(i._id, answer.wishlistId);
  return answer.message;
}

/** One sender at a time across every tab and the service worker (a Web Lock where there is one). */
function asTheSender<T>(work: () => Promise<T>): Promise<T> {
  // Typed for the tab and the worker alike (their navigators differ; both may lack `locks`).
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  return locks ? (locks.request(SENDER_LOCK, work) as Promise<T>) : work();
}

/**
 * Sends the signed-in shopper's records oldest first (so each area in order), each exactly once
 * (its key), removing each only after the server answered. A refusal (4xx) drops the change; the
 * view then no longer applies it. A lost connection, a 5xx or a 401 stop the run with the rest
 * kept, the 401 ones for the same shopper to sign in again. Records another sender took while
 * this one waited for the lock are re-read from the store, so nothing is sent twice.
 */
export function sendOutbox(
  call: OutboxCall,
  shopperId: () => Promise<string | null> | string | null,
): Promise<SendResult> {
  return asTheSender(async () => {
    const result: SendResult = {
      synced: [],
      lastMessage: null,
      refused: [],
      chatMessages: [],
      waiting: null,
    };
    const me = await shopperId();
    if (!me) return { ...result, waiting: 'signed-out' as const };
    for (;;) {
      const next = (await readRecords()).find((r) => r.shopperId === me);
      if (!next) return result;
      try {
        result.lastMessage = (await sendRecord(call, next, result)) ?? result.lastMessage;
        result.synced.push(next);
      } catch (error) {
        const { status, message } = failure(error);
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
      await removeRecord(next.id);
    }
  });
}

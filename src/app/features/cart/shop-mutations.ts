import type { QueryClient } from '@tanstack/react-query';
import type { CartGroup, CartLine, CartResponse } from '@shared/api/cart';
import type { WishlistItem } from '@shared/api/wishlist';
import { cartResponse } from '@shared/rules/cart';
import { ApiError, callApi } from '@/lib/api-client';
import { tellOtherTabs } from '@/lib/cross-tab';
import { notify } from '@/lib/notify';
import { getSession, onSessionChange } from '@/lib/session';
import { cartQueryOptions, wishlistQueryOptions } from './api';
import { learnServerId, serverCartLineId, serverWishlistId } from './offline-ids';

/**
 * Cart and wishlist changes are React Query mutations registered by key, so a change made
 * offline survives a reload (it is persisted with the cache) and is replayed when the connection
 * returns: in order (one scope per area), exactly once (each change carries the Idempotency-Key
 * it was created with), shown at once (optimistic update of the cached cart or wishlist).
 */
export interface CartAdd { kind: 'add'; key: string; userId: string; productId: string; variantId: string | null; quantity: number; preview: CartLine & { sellerId: string; shopName: string } }
/** productId and variantId name the line when it was made offline and has no server id yet. */
export interface CartStep { kind: 'inc' | 'dec' | 'remove'; key: string; userId: string; lineId: string; productId: string; variantId: string | null }
export type CartChange = CartAdd | CartStep;
export interface WishlistAdd { kind: 'add'; key: string; userId: string; item: WishlistItem }
export interface WishlistRemove { kind: 'remove'; key: string; userId: string; wishlistId: string; productId: string }
export type WishlistChange = WishlistAdd | WishlistRemove;

export const CART_MUTATION = ['cart-change'] as const;
export const WISHLIST_MUTATION = ['wishlist-change'] as const;

export const newKey = () => crypto.randomUUID();
const idem = (key: string) => ({ 'Idempotency-Key': key });

/** Resolves when the shopper who made the change is signed in (never for somebody else). */
function signedIn(userId: string): Promise<{ id: string }> {
  const user = getSession().user;
  if (user?.id === userId) return Promise.resolve(user);
  return new Promise((resolve) => {
    const stop = onSessionChange(() => {
      const next = getSession().user;
      if (next?.id !== userId) return;
      stop();
      resolve(next);
    });
  });
}

/**
 * Sends a change as the signed-in shopper. Without a session (expired, or refused on replay) the
 * change stays queued, and persisted, until the shopper signs in again; then it is sent.
 */
async function asShopper<T>(userId: string, send: (user: { id: string }) => Promise<T>): Promise<T> {
  for (;;) {
    const user = await signedIn(userId);
    try {
      return await send(user);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
  }
}

function sendCart(change: CartChange) {
  return asShopper(change.userId, (user) => sendCartAs(user, change));
}

async function sendCartAs(user: { id: string }, change: CartChange) {
  if (change.kind === 'add') {
    const answer = await callApi('addToCart', { body: { userId: user.id, productId: change.productId, variantId: change.variantId, quantity: change.quantity }, headers: idem(change.key) });
    learnServerId(change.preview._id, answer.cartLineId);
    return answer;
  }
  const id = await serverCartLineId(change.lineId, change.productId, change.variantId);
  const operation = change.kind === 'inc' ? 'quantityInc' : change.kind === 'dec' ? 'quantityDec' : 'deleteCartLine';
  return callApi(operation, { params: { id }, headers: idem(change.key) });
}

function sendWishlist(change: WishlistChange) {
  return asShopper(change.userId, (user) => sendWishlistAs(user, change));
}

async function sendWishlistAs(user: { id: string }, change: WishlistChange) {
  if (change.kind === 'remove') {
    const id = await serverWishlistId(change.wishlistId, change.productId);
    return callApi('deleteWishlistItem', { params: { id }, headers: idem(change.key) });
  }
  const i = change.item;
  const answer = await callApi('addToWishlist', {
    body: { userId: user.id, productId: i.productId, varientId: i.varientId, name: i.name, price: i.price, image: i.image, discount: i.discount, rating: i.rating, slug: i.slug },
    headers: idem(change.key),
  });
  learnServerId(i._id, answer.wishlistId);
  return answer;
}

/** The cart as it will be once the change lands. */
export function applyCartChange(cart: CartResponse, change: CartChange): CartResponse {
  const groups: Omit<CartGroup, 'price'>[] = cart.card_products.map((g) => ({ sellerId: g.sellerId, shopName: g.shopName, products: [...g.products] }));
  if (change.kind === 'add') {
    const { sellerId, shopName, ...line } = change.preview;
    let group = groups.find((g) => g.sellerId === sellerId);
    if (!group) groups.push((group = { sellerId, shopName, products: [] }));
    const same = group.products.findIndex((l) => l.productId === line.productId && l.variantId === line.variantId);
    if (same >= 0) group.products[same] = { ...group.products[same]!, quantity: group.products[same]!.quantity + change.quantity };
    else group.products.push({ ...line, quantity: change.quantity });
  } else {
    for (const g of groups) {
      g.products = g.products
        .map((l) => (l._id !== change.lineId ? l : change.kind === 'remove' ? null : { ...l, quantity: l.quantity + (change.kind === 'inc' ? 1 : -1) }))
        .filter((l): l is CartLine => l !== null);
    }
  }
  // An out-of-stock line can only be removed.
  const outOfStock = cart.outOfStockProduct.filter((l) => !(change.kind === 'remove' && l._id === change.lineId));
  return cartResponse(groups, outOfStock);
}

const EMPTY_CART: CartResponse = { card_products: [], price: 0, card_product_count: 0, shipping_fee: 0, outOfStockProduct: [], buy_product_item: 0 };

/** A refusal on replay (stock ran out, product gone) ends in a toast and the server's truth. */
function refused(queryClient: QueryClient, error: unknown) {
  if (error instanceof ApiError && !error.isNetworkError) notify.error(error.message);
  void queryClient.invalidateQueries({ queryKey: ['personal'] });
}

/** Once an area's queue has drained: this tab and the others show the server's truth. */
function settled(queryClient: QueryClient, area: typeof CART_MUTATION | typeof WISHLIST_MUTATION) {
  if (queryClient.isMutating({ mutationKey: area }) > 1) return;
  void queryClient.invalidateQueries({ queryKey: ['personal'] });
  tellOtherTabs();
}

export function registerShopMutations(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(CART_MUTATION, {
    mutationFn: (change: CartChange) => sendCart(change),
    scope: { id: 'cart' },
    networkMode: 'online',
    retry: (count, error) => error instanceof ApiError && error.isNetworkError && count < 3,
    onMutate: async (change: CartChange) => {
      await queryClient.cancelQueries({ queryKey: cartQueryOptions().queryKey });
      queryClient.setQueryData(cartQueryOptions().queryKey, (cart) => applyCartChange(cart ?? EMPTY_CART, change));
    },
    onSuccess: (answer: { message: string }) => notify.success(answer.message),
    onError: (error) => refused(queryClient, error),
    onSettled: () => settled(queryClient, CART_MUTATION),
  });

  queryClient.setMutationDefaults(WISHLIST_MUTATION, {
    mutationFn: (change: WishlistChange) => sendWishlist(change),
    scope: { id: 'wishlist' },
    networkMode: 'online',
    retry: (count, error) => error instanceof ApiError && error.isNetworkError && count < 3,
    onMutate: async (change: WishlistChange) => {
      await queryClient.cancelQueries({ queryKey: wishlistQueryOptions().queryKey });
      queryClient.setQueryData(wishlistQueryOptions().queryKey, (list) => {
        const items = list?.wishlists ?? [];
        const next = change.kind === 'add' ? [change.item, ...items.filter((w) => w.productId !== change.item.productId)] : items.filter((w) => w._id !== change.wishlistId);
        return { wishlists: next, wishlistCount: next.length };
      });
    },
    onSuccess: (answer: { message: string }) => notify.success(answer.message),
    onError: (error) => refused(queryClient, error),
    onSettled: () => settled(queryClient, WISHLIST_MUTATION),
  });
}

/**
 * After the saved cache is restored: replay every change that was waiting or in flight when the
 * page closed, one at a time in the order they were made (the idempotency keys make a change
 * the server already applied harmless).
 */
export async function resumeSavedChanges(queryClient: QueryClient): Promise<void> {
  const waiting = queryClient
    .getMutationCache()
    .getAll()
    .filter((m) => m.state.status === 'pending')
    .sort((a, b) => a.mutationId - b.mutationId);
  for (const m of waiting) await m.continue().catch(() => undefined);
}

/** Drops the queued changes of anybody but `userId` (a different shopper signed in on this device). */
export function dropOthersChanges(queryClient: QueryClient, userId: string | null): void {
  const cache = queryClient.getMutationCache();
  for (const m of cache.getAll()) {
    if ((m.state.variables as { userId?: string } | undefined)?.userId !== userId) cache.remove(m);
  }
}

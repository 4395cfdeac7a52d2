import type { CartGroup, CartLine, CartResponse } from '../api/cart';
import type { WishlistItem, WishlistResponse } from '../api/wishlist';
import { cartResponse } from './cart-response';
import type { ChatMessageChange } from './pending-chat';
import type { OrderCancelChange } from './pending-cancel';

/**
 * A change the shopper made that the server has not confirmed yet, as the outbox keeps it. What
 * the shopper sees is always the last server answer with these applied on top (`pendingView`).
 */
export type CartAddPreview = CartLine & { sellerId: string; shopName: string };
export type CartChange =
  | {
      area: 'cart';
      kind: 'add';
      payload: {
        productId: string;
        variantId: string | null;
        quantity: number;
        preview: CartAddPreview;
      };
    }
  | { area: 'cart'; kind: 'inc'; payload: CartLineRef }
  | { area: 'cart'; kind: 'dec'; payload: CartLineRef }
  | { area: 'cart'; kind: 'remove'; payload: CartLineRef };
/** A line by its id; productId and variantId name it while it was made offline and has no server id yet. */
export type CartLineRef = { lineId: string; productId: string; variantId: string | null };
export type WishlistChange =
  | { area: 'wishlist'; kind: 'add'; payload: { item: WishlistItem } }
  | { area: 'wishlist'; kind: 'remove'; payload: { wishlistId: string; productId: string } };
/** A change to the shopper's cart or wishlist: what `pendingView` applies. */
export type ShopChange = CartChange | WishlistChange;
/**
 * Every kind of change the outbox carries; chat messages have their own view (pending-chat.ts),
 * order cancels theirs (pending-cancel.ts).
 */
export type OutboxChange = ShopChange | ChatMessageChange | OrderCancelChange;

/** A line or wishlist item added offline shows under a provisional id until the server made it. */
const PENDING = 'pending-';
export const isProvisional = (id: string) => id.startsWith(PENDING);
export const provisionalCartLineId = (productId: string, variantId: string | null) =>
  `${PENDING}${productId}-${variantId ?? ''}`;
export const provisionalWishlistId = (productId: string) => `${PENDING}${productId}`;

/** The line a change means: by id, or (provisional id) by product and variation once it has a server id. */
const sameLine = (l: CartLine, c: CartLineRef) =>
  l._id === c.lineId ||
  (isProvisional(c.lineId) && l.productId === c.productId && l.variantId === c.variantId);

export const EMPTY_CART: CartResponse = {
  card_products: [],
  price: 0,
  card_product_count: 0,
  shipping_fee: 0,
  outOfStockProduct: [],
  buy_product_item: 0,
};

/** The cart as it will be once the change lands (re-totalled by the server's own rule). */
export function applyCartChange(cart: CartResponse, change: CartChange): CartResponse {
  const groups: Omit<CartGroup, 'price'>[] = cart.card_products.map((g) => ({
    sellerId: g.sellerId,
    shopName: g.shopName,
    products: [...g.products],
  }));
  if (change.kind === 'add') {
    const { sellerId, shopName, ...line } = change.payload.preview;
    const all = groups.flatMap((g) => g.products);
    const existing = all.find(
      (l) => l.productId === line.productId && l.variantId === line.variantId,
    );
    if (existing) {
      for (const g of groups)
        g.products = g.products.map((l) =>
          l === existing ? { ...l, quantity: l.quantity + change.payload.quantity } : l,
        );
    } else {
      let group = groups.find((g) => g.sellerId === sellerId);
      if (!group) groups.push((group = { sellerId, shopName, products: [] }));
      group.products.push({ ...line, quantity: change.payload.quantity });
    }
    return cartResponse(groups, cart.outOfStockProduct);
  }
  const step = change.kind === 'inc' ? 1 : -1;
  for (const g of groups) {
    g.products = g.products
      .map((l) =>
        !sameLine(l, change.payload)
          ? l
          : change.kind === 'remove'
            ? null
            : { ...l, quantity: Math.max(1, l.quantity + step) },
      )
      .filter((l): l is CartLine => l !== null);
  }
  // An out-of-stock line can only be removed.
  const outOfStock = cart.outOfStockProduct.filter(
    (l) => !(change.kind === 'remove' && sameLine(l, change.payload)),
  );
  return cartResponse(groups, outOfStock);
}

export function applyWishlistChange(
  list: WishlistResponse,
  change: WishlistChange,
): WishlistResponse {
  const items = list.wishlists;
  const next =
    change.kind === 'add'
      ? [change.payload.item, ...items.filter((w) => w.productId !== change.payload.item.productId)]
      : items.filter(
          (w) =>
            !(
              w._id === change.payload.wishlistId ||
              (isProvisional(change.payload.wishlistId) && w.productId === change.payload.productId)
            ),
        );
  return { wishlists: next, wishlistCount: next.length };
}

export interface ServerAnswers {
  cart: CartResponse | undefined;
  wishlist: WishlistResponse | undefined;
  counts: { cartCount: number; wishlistCount: number } | undefined;
}

export interface PendingView {
  /** undefined only when nothing was ever loaded and nothing is pending. */
  cart: CartResponse | undefined;
  wishlist: WishlistResponse | undefined;
  counts: { cartCount: number; wishlistCount: number };
}

/** How many units a change adds to the cart badge, given the cart it applies to. */
function cartUnitsDelta(before: CartResponse, change: CartChange): number {
  return applyCartChange(before, change).card_product_count - before.card_product_count;
}

/**
 * What the shopper sees: the last server answers with every pending change applied in order.
 * A cart or wishlist never loaded starts empty when changes are pending (their adds show). The
 * counts are the server's counts moved by what the pending changes move (units in the cart,
 * items in the wishlist), so the badge, 'My Cart (n items)' and 'Price (n items)' agree.
 */
export function pendingView(server: ServerAnswers, pending: readonly OutboxChange[]): PendingView {
  const cartChanges = pending.filter((c): c is CartChange => c.area === 'cart');
  const wishlistChanges = pending.filter((c): c is WishlistChange => c.area === 'wishlist');
  let cart = server.cart ?? (cartChanges.length ? EMPTY_CART : undefined);
  let cartDelta = 0;
  for (const c of cartChanges) {
    cartDelta += cartUnitsDelta(cart!, c);
    cart = applyCartChange(cart!, c);
  }
  let wishlist =
    server.wishlist ?? (wishlistChanges.length ? { wishlists: [], wishlistCount: 0 } : undefined);
  let wishlistDelta = 0;
  for (const c of wishlistChanges) {
    const next = applyWishlistChange(wishlist!, c);
    wishlistDelta += next.wishlistCount - wishlist!.wishlistCount;
    wishlist = next;
  }
  const counts = server.counts ?? {
    cartCount: server.cart?.card_product_count ?? 0,
    wishlistCount: server.wishlist?.wishlistCount ?? 0,
  };
  return {
    cart,
    wishlist,
    counts: {
      cartCount: Math.max(0, counts.cartCount + cartDelta),
      wishlistCount: Math.max(0, counts.wishlistCount + wishlistDelta),
    },
  };
}

import { serverMessages } from '@shared/messages';
import { ApiError, callApi } from '@/lib/api-client';

/**
 * A line or wishlist item added offline is shown under a provisional id ('pending-…') until the
 * server has made it. A change to it queued behind the add is sent with the server's id: the one
 * the add answered with, or (after a reload lost that answer) the one the server's list shows.
 */
const PENDING = 'pending-';
const learned = new Map<string, string>();

const isProvisional = (id: string) => id.startsWith(PENDING);
export const provisionalCartLineId = (productId: string, variantId: string | null) => `${PENDING}${productId}-${variantId ?? ''}`;
export const provisionalWishlistId = (productId: string) => `${PENDING}${productId}`;

export function learnServerId(provisional: string, serverId: string): void {
  learned.set(provisional, serverId);
}

export async function serverCartLineId(lineId: string, productId: string, variantId: string | null): Promise<string> {
  if (!isProvisional(lineId)) return lineId;
  const known = learned.get(lineId);
  if (known) return known;
  const cart = await callApi('getCart');
  const line = [...cart.card_products.flatMap((g) => g.products), ...cart.outOfStockProduct].find(
    (l) => l.productId === productId && (variantId === null || l.variantId === variantId),
  );
  if (!line) throw new ApiError(serverMessages.cartLineNotFound, 404);
  return line._id;
}

export async function serverWishlistId(wishlistId: string, productId: string): Promise<string> {
  if (!isProvisional(wishlistId)) return wishlistId;
  const known = learned.get(wishlistId);
  if (known) return known;
  const item = (await callApi('getWishlist')).wishlists.find((w) => w.productId === productId);
  if (!item) throw new ApiError(serverMessages.wishlistItemNotFound, 404);
  return item._id;
}

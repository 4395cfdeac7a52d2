/** What the changes endpoint accepts, as plain values a bundle may carry (no zod). */

/** The operations a queued change can be: the outbox's cart, wishlist, chat and cancel writes. */
export const changeOperations = [
  'addToCart',
  'quantityInc',
  'quantityDec',
  'deleteCartLine',
  'addToWishlist',
  'deleteWishlistItem',
  'sendMessageToSeller',
  'cancelOrder',
] as const;
export type ChangeOperation = (typeof changeOperations)[number];

/** Changes in one request: bounds the server's work for it, and what a slow link must carry. */
export const MAX_CHANGES_PER_REQUEST = 20;

/** An answer that means "try again later" (a lost or refused session, a slow-down, a server fault). */
export const isRetryableStatus = (status: number): boolean =>
  status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;

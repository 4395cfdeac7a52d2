/** The refusal when a shopper asks for more than there is. */
export function stockMessage(stock: number): string {
  return stock <= 0 ? 'Out of stock' : `Only ${stock} left in stock`;
}

/** At or below this many left, a card and a product page say how few there are. */
export const LOW_STOCK = 10;

/**
 * The stock warning a card or product page shows: 'Out of stock' at 0, 'Only N left in stock'
 * at LOW_STOCK or fewer, nothing when there are plenty ("Only 225 left" urges no one).
 */
export function stockWarning(stock: number): string | null {
  return stock <= LOW_STOCK ? stockMessage(stock) : null;
}

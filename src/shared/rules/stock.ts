/** The refusal when a shopper asks for more than there is. */
export function stockMessage(stock: number): string {
  return stock <= 0 ? 'Out of stock' : `Only ${stock} left in stock`;
}

/** At or below this many left, a card and a product page say how few there are. */
export const LOW_STOCK = 10;

/**
 * Whether a card or product page says the count: at LOW_STOCK or fewer ("Only 225 left" urges
 * no one), or once the shopper has chosen every unit there is (the product page's quantity), so
 * the one line also says why "+" stops.
 */
export function showsStockCount(stock: number, chosen = 0): boolean {
  return stock <= LOW_STOCK || chosen >= stock;
}

/**
 * The one stock warning of a card and a product page: 'Out of stock' at 0, 'Only N left in
 * stock' when `showsStockCount`, nothing otherwise.
 */
export function stockWarning(stock: number, chosen = 0): string | null {
  return showsStockCount(stock, chosen) ? stockMessage(stock) : null;
}

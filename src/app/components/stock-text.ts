import { LOW_STOCK } from '@shared/rules/stock';
import { m } from '@shared/i18n/paraglide/messages.js';

/**
 * The stock warning of a card or a product page in the page's language, by the shop's rule
 * (@shared/rules/stock): 'Out of stock' at 0, 'Only N left in stock' at LOW_STOCK or fewer,
 * nothing when there are plenty.
 */
export function stockWarningText(stock: number): string | null {
  if (stock > LOW_STOCK) return null;
  return stock <= 0 ? m.stock_out() : m.stock_only_left({ count: stock });
}

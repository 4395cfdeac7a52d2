import { showsStockCount } from '@shared/rules/stock';
import { m } from '@shared/i18n/paraglide/messages.js';

/**
 * The stock warning of a card or a product page in the page's language, by the shop's one rule
 * (`stockWarning` of @shared/rules/stock): 'Out of stock' at 0, 'Only N left in stock' when few
 * are left or `chosen` (the product page's quantity) has reached them, nothing otherwise.
 */
export function stockWarningText(stock: number, chosen = 0): string | null {
  if (!showsStockCount(stock, chosen)) return null;
  return stock <= 0 ? m.stock_out() : m.stock_only_left({ count: stock });
}

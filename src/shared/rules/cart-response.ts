import type { CartGroup, CartLine, CartResponse } from '../api/cart';
import { cartTotals, itemsTotal } from './price';

const priced = (l: CartLine) => ({
  price: l.productInfo.price,
  discount: l.productInfo.discount,
  quantity: l.quantity,
});

/**
 * The cart answer from its sellers' in-stock lines and the out-of-stock ones: group prices and
 * totals by the shared price rules. The server answers with it, and the client's optimistic
 * update shows the same figures the server will.
 */
export function cartResponse(
  groups: readonly Omit<CartGroup, 'price'>[],
  outOfStock: CartLine[],
): CartResponse {
  const kept = groups.filter((g) => g.products.length > 0);
  const totals = cartTotals(kept.map((g) => ({ lines: g.products.map(priced) })));
  return {
    card_products: kept.map((g) => ({ ...g, price: itemsTotal(g.products.map(priced)) })),
    price: totals.price,
    // Units, like buy_product_item and the badge: adding one more of a line counts one more.
    card_product_count: totals.itemCount + outOfStock.reduce((n, l) => n + l.quantity, 0),
    shipping_fee: totals.shipping_fee,
    outOfStockProduct: outOfStock,
    buy_product_item: totals.itemCount,
  };
}

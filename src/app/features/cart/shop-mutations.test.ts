import type { CartLine, CartResponse } from '@shared/api/cart';
import { applyCartChange } from './shop-mutations';

const line = (id: string, productId: string, quantity: number, paid: number): CartLine => ({
  _id: id, quantity, productId, variantId: null,
  productInfo: { name: productId, slug: productId, brand: null, images: [], price: paid, discount: 0, discountedPrice: paid, stock: 10, color: null, ram: null, storage: null },
});
const cart: CartResponse = {
  card_products: [{ sellerId: 's1', shopName: 'One', price: 400, products: [line('l1', 'p1', 2, 200)] }],
  price: 400, card_product_count: 1, shipping_fee: 85, outOfStockProduct: [], buy_product_item: 2,
};

describe('the cart as it will be (optimistic)', () => {
  it('adds to the same line, or a new line in its seller group, and re-totals', () => {
    const more = applyCartChange(cart, { kind: 'add', key: 'k', userId: 'u', productId: 'p1', variantId: null, quantity: 1, preview: { ...line('x', 'p1', 1, 200), sellerId: 's1', shopName: 'One' } });
    expect(more.card_products[0]!.products[0]!.quantity).toBe(3);
    const other = applyCartChange(more, { kind: 'add', key: 'k', userId: 'u', productId: 'p2', variantId: null, quantity: 1, preview: { ...line('y', 'p2', 1, 300), sellerId: 's2', shopName: 'Two' } });
    expect(other.card_products.map((g) => g.shopName)).toEqual(['One', 'Two']);
    expect(other).toMatchObject({ price: 900, shipping_fee: 0, buy_product_item: 4, card_product_count: 2 });
  });

  it('raises, lowers and removes a line', () => {
    expect(applyCartChange(cart, { kind: 'inc', key: 'k', userId: 'u', lineId: 'l1', productId: 'p1', variantId: null }).price).toBe(600);
    expect(applyCartChange(cart, { kind: 'dec', key: 'k', userId: 'u', lineId: 'l1', productId: 'p1', variantId: null }).card_products[0]!.products[0]!.quantity).toBe(1);
    expect(applyCartChange(cart, { kind: 'remove', key: 'k', userId: 'u', lineId: 'l1', productId: 'p1', variantId: null })).toMatchObject({ card_products: [], price: 0, shipping_fee: 0 });
  });

  it('removes an out-of-stock line from its own list', () => {
    const withGone = { ...cart, outOfStockProduct: [line('l9', 'p9', 1, 100)], card_product_count: 2 };
    const after = applyCartChange(withGone, { kind: 'remove', key: 'k', userId: 'u', lineId: 'l9', productId: 'p9', variantId: null });
    expect(after.outOfStockProduct).toEqual([]);
    expect(after).toMatchObject({ card_product_count: 1, price: 400 });
  });
});

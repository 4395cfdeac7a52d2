import type { CartLine } from '../api/cart';
import { cartResponse } from './cart-response';

const line = (id: string, price: number, discount: number, quantity: number): CartLine => ({
  _id: id,
  quantity,
  productId: `p${id}`,
  variantId: null,
  productInfo: {
    name: id,
    slug: id,
    brand: null,
    images: [],
    price,
    discount,
    discountedPrice: price - Math.floor((price * discount) / 100),
    stock: 9,
    color: null,
    ram: null,
    storage: null,
    size: null,
  },
});

describe('cart response', () => {
  it('prices each seller group, counts units (out of stock too in the title, in stock in the price), and charges 85 a seller up to 799', () => {
    const cart = cartResponse(
      [
        { sellerId: 's1', shopName: 'One', products: [line('a', 400, 10, 1)] },
        { sellerId: 's2', shopName: 'Two', products: [line('b', 200, 0, 2)] },
        { sellerId: 's3', shopName: 'Empty', products: [] },
      ],
      [line('c', 100, 0, 1)],
    );
    expect(cart.card_products.map((g) => [g.sellerId, g.price])).toEqual([
      ['s1', 360],
      ['s2', 400],
    ]);
    expect(cart).toMatchObject({
      price: 760,
      shipping_fee: 170,
      card_product_count: 4,
      buy_product_item: 3,
    });
  });

  it('ships free above 799 and answers an empty cart with zeros', () => {
    expect(
      cartResponse([{ sellerId: 's1', shopName: 'One', products: [line('a', 900, 0, 1)] }], [])
        .shipping_fee,
    ).toBe(0);
    expect(cartResponse([], [])).toEqual({
      card_products: [],
      price: 0,
      card_product_count: 0,
      shipping_fee: 0,
      outOfStockProduct: [],
      buy_product_item: 0,
    });
  });
});

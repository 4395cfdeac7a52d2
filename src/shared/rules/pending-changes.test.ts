import type { CartLine, CartResponse } from '../api/cart';
import type { WishlistItem } from '../api/wishlist';
import {
  applyCartChange,
  pendingView,
  provisionalCartLineId,
  provisionalWishlistId,
  type CartChange,
  type ShopChange,
} from './pending-changes';

const line = (id: string, productId: string, quantity: number, paid: number): CartLine => ({
  _id: id,
  quantity,
  productId,
  variantId: null,
  productInfo: {
    name: productId,
    slug: productId,
    brand: null,
    images: [],
    price: paid,
    discount: 0,
    discountedPrice: paid,
    stock: 10,
    color: null,
    ram: null,
    storage: null,
    size: null,
  },
});
const cart: CartResponse = {
  card_products: [
    { sellerId: 's1', shopName: 'One', price: 400, products: [line('l1', 'p1', 2, 200)] },
  ],
  price: 400,
  card_product_count: 2,
  shipping_fee: 85,
  outOfStockProduct: [],
  buy_product_item: 2,
};
const add = (productId: string, paid: number, sellerId = 's1', quantity = 1): CartChange => ({
  area: 'cart',
  kind: 'add',
  payload: {
    productId,
    variantId: null,
    quantity,
    preview: {
      ...line(provisionalCartLineId(productId, null), productId, quantity, paid),
      sellerId,
      shopName: sellerId === 's1' ? 'One' : 'Two',
    },
  },
});
const step = (kind: 'inc' | 'dec' | 'remove', lineId: string, productId: string): CartChange => ({
  area: 'cart',
  kind,
  payload: { lineId, productId, variantId: null },
});
const item = (productId: string): WishlistItem => ({
  _id: provisionalWishlistId(productId),
  productId,
  varientId: null,
  name: productId,
  slug: productId,
  price: 100,
  discount: 0,
  discountedPrice: 100,
  image: null,
  rating: 0,
  stock: 5,
  size: null,
});

describe('the cart as it will be', () => {
  it('adds to the same line, or a new line in its seller group, and re-totals in units', () => {
    const more = applyCartChange(cart, add('p1', 200));
    expect(more.card_products[0]!.products[0]!.quantity).toBe(3);
    const other = applyCartChange(more, add('p2', 300, 's2'));
    expect(other.card_products.map((g) => g.shopName)).toEqual(['One', 'Two']);
    expect(other).toMatchObject({
      price: 900,
      shipping_fee: 0,
      buy_product_item: 4,
      card_product_count: 4,
    });
  });

  it('raises, lowers and removes a line', () => {
    expect(applyCartChange(cart, step('inc', 'l1', 'p1')).price).toBe(600);
    expect(
      applyCartChange(cart, step('dec', 'l1', 'p1')).card_products[0]!.products[0]!.quantity,
    ).toBe(1);
    expect(applyCartChange(cart, step('remove', 'l1', 'p1'))).toMatchObject({
      card_products: [],
      price: 0,
      shipping_fee: 0,
      card_product_count: 0,
    });
  });

  it('removes an out-of-stock line from its own list', () => {
    const withGone = {
      ...cart,
      outOfStockProduct: [line('l9', 'p9', 1, 100)],
      card_product_count: 3,
    };
    const after = applyCartChange(withGone, step('remove', 'l9', 'p9'));
    expect(after.outOfStockProduct).toEqual([]);
    expect(after).toMatchObject({ card_product_count: 2, price: 400 });
  });

  it('a change queued behind an offline add finds its line after the server gave it an id', () => {
    const served = {
      ...cart,
      card_products: [
        {
          ...cart.card_products[0]!,
          products: [line('l1', 'p1', 2, 200), line('server-id', 'p2', 1, 100)],
        },
      ],
    };
    const after = applyCartChange(served, step('inc', provisionalCartLineId('p2', null), 'p2'));
    expect(after.card_products[0]!.products[1]!.quantity).toBe(2);
  });
});

describe('what the shopper sees: last server answers + pending changes', () => {
  const changes: ShopChange[] = [
    add('p2', 300, 's2'),
    add('p3', 100),
    step('inc', provisionalCartLineId('p2', null), 'p2'),
    { area: 'wishlist', kind: 'add', payload: { item: item('p2') } },
  ];

  it('applies every pending change to the cart, the wishlist and both counts, which agree', () => {
    const view = pendingView(
      {
        cart,
        wishlist: { wishlists: [], wishlistCount: 0 },
        counts: { cartCount: 2, wishlistCount: 0 },
      },
      changes,
    );
    expect(
      view.cart!.card_products.flatMap((g) => g.products).map((l) => [l.productId, l.quantity]),
    ).toEqual([
      ['p1', 2],
      ['p3', 1],
      ['p2', 2],
    ]);
    expect(view.cart).toMatchObject({ card_product_count: 5, buy_product_item: 5 });
    expect(view.counts).toEqual({ cartCount: 5, wishlistCount: 1 });
    expect(view.wishlist!.wishlists.map((w) => w.productId)).toEqual(['p2']);
  });

  it('is the same however often it is recomputed from the same inputs (a reload)', () => {
    const server = { cart, wishlist: undefined, counts: { cartCount: 2, wishlistCount: 0 } };
    expect(pendingView(server, changes)).toEqual(
      pendingView(structuredClone(server), structuredClone(changes)),
    );
  });

  it('a cart and wishlist never loaded still show the pending adds; nothing pending shows nothing loaded', () => {
    const view = pendingView({ cart: undefined, wishlist: undefined, counts: undefined }, changes);
    expect(view.cart!.card_products.flatMap((g) => g.products).map((l) => l.productId)).toEqual([
      'p2',
      'p3',
    ]);
    expect(view.counts).toEqual({ cartCount: 3, wishlistCount: 1 });
    expect(pendingView({ cart: undefined, wishlist: undefined, counts: undefined }, [])).toEqual({
      cart: undefined,
      wishlist: undefined,
      counts: { cartCount: 0, wishlistCount: 0 },
    });
  });

  it('moves the server counts by what the changes move when the cart itself was never loaded', () => {
    const view = pendingView(
      { cart: undefined, wishlist: undefined, counts: { cartCount: 7, wishlistCount: 2 } },
      [add('p3', 100, 's1', 2)],
    );
    expect(view.counts).toEqual({ cartCount: 9, wishlistCount: 2 });
  });
});

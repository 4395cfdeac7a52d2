import { z } from 'zod';
import { endpoint } from './endpoint';
import { id, messageResponse } from './common';

/** Quantities a shopper can ask for in one change. */
export const quantity = z
  .number('quantity must be a number')
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(1000, 'quantity is too large');

export const cartLine = z.object({
  _id: id,
  quantity: z.number().int(),
  productId: id,
  variantId: id.nullable(),
  productInfo: z.object({
    name: z.string(),
    slug: z.string(),
    brand: z.string().nullable(),
    images: z.array(z.string()),
    price: z.number().int(),
    discount: z.number().int(),
    discountedPrice: z.number().int(),
    stock: z.number().int(),
    color: z.string().nullable(),
    ram: z.string().nullable(),
    storage: z.string().nullable(),
    size: z.string().nullable(),
  }),
  /** Set while the line is in an order waiting for its payment: it leaves the cart when paid. */
  pendingOrder: z
    .object({ orderId: z.string(), totalAmount: z.number().int(), items: z.number().int() })
    .optional(),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartGroup = z.object({
  sellerId: id,
  shopName: z.string(),
  /** The group's items total at the prices the shopper pays. */
  price: z.number().int(),
  products: z.array(cartLine),
});
export type CartGroup = z.infer<typeof cartGroup>;

export const addToCart = endpoint({
  method: 'POST',
  path: '/home/product/add-to-card',
  auth: true,
  summary: 'Add a product (and variation) to the cart; the same line grows',
  body: z.strictObject({
    userId: id,
    productId: id,
    variantId: id.nullable().optional(),
    quantity,
  }),
  /** cartLineId lets a client that queued changes to a line made offline address it. */
  response: messageResponse.extend({ cartLineId: id }),
});

export const getCart = endpoint({
  method: 'GET',
  path: '/home/product/get-web-cart-product',
  auth: true,
  summary: 'The cart grouped by seller, with totals',
  response: z.object({
    card_products: z.array(cartGroup),
    price: z.number().int(),
    card_product_count: z.number().int(),
    shipping_fee: z.number().int(),
    outOfStockProduct: z.array(cartLine),
    buy_product_item: z.number().int(),
  }),
});
export type CartResponse = z.infer<typeof getCart.response>;

export const deleteCartLine = endpoint({
  method: 'DELETE',
  path: '/home/product/delete-card-product/:id',
  auth: true,
  summary: 'Remove one cart line',
  params: z.strictObject({ id }),
  response: messageResponse,
});

export const deleteAllCart = endpoint({
  method: 'DELETE',
  path: '/home/product/delete-all-cart-product/:id',
  auth: true,
  summary: 'Empty the cart of the user named by id',
  params: z.strictObject({ id }),
  response: messageResponse,
});

export const quantityInc = endpoint({
  method: 'PUT',
  path: '/home/product/quantity-inc/:id',
  auth: true,
  summary: 'Raise a line by one, never above stock',
  params: z.strictObject({ id }),
  response: messageResponse,
});

export const quantityDec = endpoint({
  method: 'PUT',
  path: '/home/product/quantity-dec/:id',
  auth: true,
  summary: 'Lower a line by one, never below 1',
  params: z.strictObject({ id }),
  response: messageResponse,
});

/** The spec leaves the counts' path open: one call answers both. */
export const getCounts = endpoint({
  method: 'GET',
  path: '/home/product/get-counts/:userId',
  auth: true,
  summary: 'Cart and wishlist counts of the user',
  params: z.strictObject({ userId: id }),
  response: z.object({ cartCount: z.number().int(), wishlistCount: z.number().int() }),
});

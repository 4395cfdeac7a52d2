import { z } from 'zod';
import { endpoint } from './endpoint';
import { id, messageResponse } from './common';

export const wishlistItem = z.object({
  _id: id,
  productId: id,
  varientId: id.nullable(),
  name: z.string(),
  slug: z.string(),
  price: z.number().int(),
  discount: z.number().int(),
  discountedPrice: z.number().int(),
  image: z.string().nullable(),
  rating: z.number(),
  stock: z.number().int(),
  /** The size saved (clothes and shoes), null for everything else. */
  size: z.string().nullable(),
});
export type WishlistItem = z.infer<typeof wishlistItem>;

/**
 * The client sends the card's fields as the spec lists them; the server keeps only the ids and
 * reads name, price, image, discount and rating from the catalogue, so they can never be forged.
 */
export const addToWishlist = endpoint({
  method: 'POST',
  path: '/home/product/add-to-wishlist',
  auth: true,
  summary: 'Add a product to the wishlist (once per product)',
  body: z.strictObject({
    userId: id.optional(),
    productId: id,
    varientId: id.nullable().optional(),
    name: z.string().max(300).optional(),
    price: z.number().optional(),
    image: z.string().max(2000).nullable().optional(),
    discount: z.number().optional(),
    rating: z.number().optional(),
    slug: z.string().max(300).optional(),
  }),
  response: messageResponse.extend({ wishlistId: id }),
});

const wishlistResponse = z.object({
  wishlists: z.array(wishlistItem),
  wishlistCount: z.number().int(),
});
export type WishlistResponse = z.infer<typeof wishlistResponse>;

export const getWishlist = endpoint({
  method: 'GET',
  path: '/home/product/get-wishlist-products',
  auth: true,
  summary: 'The wishlist of the signed-in customer',
  response: wishlistResponse,
});

export const deleteWishlistItem = endpoint({
  method: 'DELETE',
  path: '/home/product/delete-wishlist-product/:id',
  auth: true,
  summary: 'Remove a wishlist item',
  params: z.strictObject({ id }),
  response: messageResponse.extend({ wishlistId: id }),
});

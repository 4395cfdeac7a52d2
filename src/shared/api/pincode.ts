import { z } from 'zod';
import { INDIAN_STATES, MAX_DELIVERY_PRODUCTS } from '../constants';
import { endpoint } from './endpoint';
import { id } from './common';
import { isPinCode } from '../rules/account-facts';

export const pincode = z
  .string()
  .refine(isPinCode, 'pincode must be 6 digits, not starting with 0');

export const pinPlace = z.object({
  pincode: z.string(),
  /** The district, which the address form puts in City / District / Town. */
  district: z.string(),
  /** The state or union territory most of the PIN's post offices lie in. */
  state: z.enum(INDIAN_STATES),
  /** Every one they lie in (a few PINs cross a border), `state` first. */
  states: z.array(z.enum(INDIAN_STATES)),
  /** The PIN's post offices, as the localities the address form offers. */
  postOffices: z.array(z.string()),
});
export type PinPlace = z.infer<typeof pinPlace>;

/** Where a PIN is, from India Post's directory (docs/decisions.md: its source and date). */
export const getPincode = endpoint({
  method: 'GET',
  path: '/pincode/:pincode',
  auth: false,
  summary: "A PIN code's district, state and post offices; 404 when no post office has it",
  params: z.strictObject({ pincode }),
  response: pinPlace,
});

export const deliveryZones = [
  'sameCity',
  'sameState',
  'metroToMetro',
  'restOfIndia',
  'northEast',
  'jammuKashmir',
  'ladakh',
  'islands',
] as const;

export const deliveryPromise = z.object({
  pincode: z.string(),
  /** Where the PIN is; null when no post office has it. */
  place: z.object({ district: z.string(), state: z.enum(INDIAN_STATES) }).nullable(),
  /** Why nothing can be promised: a PIN nobody has, or one no courier partner reaches. */
  unserviceable: z.enum(['unknownPin', 'noCourier']).nullable(),
  zone: z.enum(deliveryZones).nullable(),
  /** ISO dates in India's calendar: the latest day it arrives, standard and express. */
  standard: z.string().nullable(),
  express: z.string().nullable(),
  /** Rupees for this product shipped alone (free above ₹799, the shop's rule). */
  shippingFee: z.number().int(),
  /**
   * Whether this product may be paid for in cash at this PIN (its seller, the product and the
   * place allow it); the order's total and the shopper's record are checked at payment.
   */
  cashOnDelivery: z.boolean(),
  /** When the server worked it out (ISO instant): a page showing it offline says so. */
  computedAt: z.string(),
});
export type DeliveryPromise = z.infer<typeof deliveryPromise>;

/** When a product reaches a PIN, from its seller's pickup PIN (docs/delivery-promise.md). */
export const getDeliveryPromise = endpoint({
  method: 'GET',
  path: '/pincode/:pincode/delivery/:productId',
  auth: false,
  summary: 'The date a product reaches a PIN, standard and express, and its shipping fee',
  params: z.strictObject({ pincode, productId: id }),
  response: deliveryPromise,
});

/** `?products=id,id,...`: the products of a cart or an order being placed, deduplicated. */
const productIdList = z
  .string({ error: 'products is required' })
  .transform((text) => [...new Set(text.split(',').filter(Boolean))])
  .pipe(
    z
      .array(id)
      .min(1, 'products must name at least one product')
      .max(MAX_DELIVERY_PRODUCTS, `products may name at most ${MAX_DELIVERY_PRODUCTS} products`),
  );

export const sellerDelivery = z.object({
  sellerId: id,
  shopName: z.string(),
  /** Why this seller cannot deliver to the PIN, or null when `standard` is its date. */
  unserviceable: z.enum(['unknownPin', 'noCourier']).nullable(),
  zone: z.enum(deliveryZones).nullable(),
  /** ISO dates in India's calendar, as in `deliveryPromise`. */
  standard: z.string().nullable(),
  express: z.string().nullable(),
});
export type SellerDelivery = z.infer<typeof sellerDelivery>;

export const sellersDelivery = z.object({
  pincode: z.string(),
  place: z.object({ district: z.string(), state: z.enum(INDIAN_STATES) }).nullable(),
  /** One per seller of the products named (products the shop does not have are left out). */
  sellers: z.array(sellerDelivery),
  computedAt: z.string(),
});
export type SellersDelivery = z.infer<typeof sellersDelivery>;

/**
 * When each seller of a cart reaches a PIN: one read for the cart page and checkout instead of
 * one per item (docs/delivery-promise.md).
 */
export const getSellersDelivery = endpoint({
  method: 'GET',
  path: '/pincode/:pincode/delivery',
  auth: false,
  summary: 'The date each seller of the named products reaches a PIN',
  params: z.strictObject({ pincode }),
  query: z.strictObject({ products: productIdList }),
  response: sellersDelivery,
});

import type { z } from 'zod';
import type * as api from '@shared/api/orders';
import type { Db } from '../../db/client';
import { badRequest, notFound, tooManyRequests } from '../../domain-error';
import { exceeds } from '../../http/admission/rate-limit';
import { shippingSnapshot } from '../addresses/service';
import { inStock, loadLines } from '../cart/lines-repository';
import { pickVariation } from '../cart/repository';
import { createOrder } from './checkout';
import { sellerOfProduct } from './checkout-repository';
import { applyCoupon, couponApplied, couponsFor } from './coupons';
import * as repo from './repository';
import { said } from '@shared/said';

type Body<E extends { body?: z.ZodType }> = z.output<NonNullable<E['body']>>;

export const ORDER_NOT_FOUND = 'server_order_not_found';
export const ORDER_PLACED = 'server_order_placed';
/** Coupon checks per shopper in 10 minutes: plenty for a person, too few to guess codes. */
export const COUPON_CHECKS_PER_WINDOW = 30;
const COUPON_WINDOW_SECONDS = 600;

export const dashboard = repo.dashboard;

export const ordersOf = async (
  db: Db,
  customerId: string,
  status: Parameters<typeof repo.listOrders>[2],
) => ({
  orders: await repo.listOrders(db, customerId, status),
});

export async function orderOf(db: Db, customerId: string, orderId: string) {
  const order = await repo.findOrder(db, customerId, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return { order };
}

/** Whether the shopper has this order (by its number or id), as the order detail reads it. */
export async function hasOrder(db: Db, customerId: string, orderId: string): Promise<boolean> {
  return (await repo.findOrder(db, customerId, orderId)) !== null;
}

/** An order of the cart lines the client names, at the prices it showed (a change is refused). */
export async function placeOrder(db: Db, customerId: string, body: Body<typeof api.placeOrder>) {
  // The cart lines named by the client, as the server knows them: its quantities and prices.
  const seen = new Map(
    body.products.flatMap((g) => g.products).map((l) => [l._id, l.productInfo.discountedPrice]),
  );
  const lines = await loadLines(db, customerId, [...seen.keys()]);
  if (lines.length === 0) throw badRequest('account_empty_cart');
  const { _id: _addressId, ...shipping } = body.shippingInfo;
  const created = await createOrder(
    db,
    customerId,
    lines.map((p) => ({
      productId: p.line.productId,
      variationId: p.variationId,
      quantity: p.line.quantity,
      seenDiscountedPrice: seen.get(p.line._id),
      cartLineId: p.line._id,
    })),
    shipping,
    { couponCode: body.couponCode },
  );
  return { ...created, ...said(ORDER_PLACED) };
}

/** One product, straight to an order, shipped to one of the shopper's addresses. */
export async function buyNow(db: Db, customerId: string, body: Body<typeof api.buyNow>) {
  const shipping = await shippingSnapshot(db, customerId, body.addressId);
  const sellerId = await sellerOfProduct(db, body.productId);
  if (!sellerId) throw notFound('server_product_not_found');
  if (sellerId !== body.sellerId) throw badRequest('server_other_sellers_product');
  // The size names the variation when no id does; with both, they must agree.
  const variation = await pickVariation(db, body.productId, body.variationId, body.size);
  if (body.size && !variation) throw badRequest('server_size_unavailable');
  if (body.variationId && !variation) throw badRequest('server_variation_mismatch');
  return createOrder(
    db,
    customerId,
    [{ productId: body.productId, variationId: variation?.id ?? null, quantity: body.quantity }],
    shipping,
    { couponCode: body.couponCode, flatShipping: true },
  );
}

/** The whole cart (what is in stock of it) as an order. */
export async function cartOrder(db: Db, customerId: string, body: Body<typeof api.cartOrder>) {
  const shipping = await shippingSnapshot(db, customerId, body.addressId);
  const lines = (await loadLines(db, customerId)).filter(inStock);
  if (lines.length === 0) throw badRequest('account_empty_cart');
  return createOrder(
    db,
    customerId,
    lines.map((p) => ({
      productId: p.line.productId,
      variationId: p.variationId,
      quantity: p.line.quantity,
      cartLineId: p.line._id,
    })),
    shipping,
    { couponCode: body.couponCode },
  );
}

/**
 * What a coupon would take off an items total. Counted on `pool` (never a request's
 * transaction) so refused checks count too.
 */
export async function checkCoupon(
  db: Db,
  pool: Db,
  customerId: string,
  body: Body<typeof api.checkCoupon>,
) {
  if (
    await exceeds(
      pool,
      `coupon-check:customer:${customerId}`,
      COUPON_CHECKS_PER_WINDOW,
      COUPON_WINDOW_SECONDS,
    )
  )
    throw tooManyRequests('server_too_many_coupon_checks');
  const applied = (await applyCoupon(db, customerId, body.couponCode, body.itemsTotal))!;
  const code = body.couponCode.toUpperCase();
  return {
    code,
    discount: applied.discount,
    ...couponApplied(code, applied.discount),
  };
}

/** The coupon offers of the cart and checkout, for the items total they show. */
export const availableCoupons = (db: Db, customerId: string, itemsTotal: number) =>
  couponsFor(db, customerId, itemsTotal).then((coupons) => ({ coupons }));

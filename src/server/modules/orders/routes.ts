import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import * as api from '@shared/api/orders';
import { serverMessages } from '@shared/messages';
import { products } from '../../db/schema';
import { assertSelf } from '../../http/auth';
import type { AppDeps } from '../../http/context';
import { badRequest, notFound, tooManyRequests } from '../../domain-error';
import { exceeds } from '../../http/rate-limit';
import { route } from '../../http/route';
import { inStock, loadLines } from '../cart/lines';
import { pickVariation } from '../cart/repository';
import { addressSnapshot, createOrder } from './checkout';
import { applyCoupon, couponAppliedMessage } from './coupons';
import * as repo from './repository';

export const ORDER_NOT_FOUND = 'Order not found';
export const ORDER_PLACED = 'Order placed, complete the payment to confirm it';
const EMPTY_CART = 'Your cart is empty.';
/** Coupon checks per shopper in 10 minutes: plenty for a person, too few to guess codes. */
export const COUPON_CHECKS_PER_WINDOW = 30;
const COUPON_WINDOW_SECONDS = 600;

export function registerOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, api.getDashboardData, async ({ db, params, user }) => {
    assertSelf(user, params.userId);
    return repo.dashboard(db, user.id);
  });

  route(app, deps, api.getOrders, async ({ db, params, user }) => {
    assertSelf(user, params.customerId);
    return { orders: await repo.listOrders(db, user.id, params.status) };
  });

  route(app, deps, api.getOrder, async ({ db, params, user }) => {
    const order = await repo.findOrder(db, user.id, params.orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return { order };
  });

  route(
    app,
    deps,
    api.placeOrder,
    async ({ db, body, user }) => {
      assertSelf(user, body.userId);
      // The cart lines named by the client, as the server knows them: its quantities and prices.
      const seen = new Map(
        body.products.flatMap((g) => g.products).map((l) => [l._id, l.productInfo.discountedPrice]),
      );
      const lines = await loadLines(db, user.id, [...seen.keys()]);
      if (lines.length === 0) throw badRequest(EMPTY_CART);
      const { _id: _addressId, ...shipping } = body.shippingInfo;
      const created = await createOrder(
        db,
        user.id,
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
      return { ...created, message: ORDER_PLACED };
    },
    { idempotent: true, changesCatalogue: 'order' },
  );

  route(
    app,
    deps,
    api.buyNow,
    async ({ db, body, user }) => {
      const shipping = await addressSnapshot(db, user.id, body.addressId);
      const [product] = await db
        .select({ sellerId: products.sellerId })
        .from(products)
        .where(eq(products.id, body.productId));
      if (!product) throw notFound(serverMessages.productNotFound);
      if (product.sellerId !== body.sellerId)
        throw badRequest('This product is sold by another seller');
      const variation = await pickVariation(db, body.productId, body.variationId);
      if (body.variationId && !variation) throw badRequest(serverMessages.variationMismatch);
      return createOrder(
        db,
        user.id,
        [
          {
            productId: body.productId,
            variationId: variation?.id ?? null,
            quantity: body.quantity,
          },
        ],
        shipping,
        {
          couponCode: body.couponCode,
          flatShipping: true,
        },
      );
    },
    { idempotent: true, changesCatalogue: 'order' },
  );

  route(
    app,
    deps,
    api.cartOrder,
    async ({ db, body, user }) => {
      const shipping = await addressSnapshot(db, user.id, body.addressId);
      const lines = (await loadLines(db, user.id)).filter(inStock);
      if (lines.length === 0) throw badRequest(EMPTY_CART);
      return createOrder(
        db,
        user.id,
        lines.map((p) => ({
          productId: p.line.productId,
          variationId: p.variationId,
          quantity: p.line.quantity,
          cartLineId: p.line._id,
        })),
        shipping,
        { couponCode: body.couponCode },
      );
    },
    { idempotent: true, changesCatalogue: 'order' },
  );

  route(app, deps, api.checkCoupon, async ({ db, body, user }) => {
    if (
      await exceeds(
        deps.db,
        `coupon-check:customer:${user.id}`,
        COUPON_CHECKS_PER_WINDOW,
        COUPON_WINDOW_SECONDS,
      )
    ) {
      throw tooManyRequests(serverMessages.tooManyCouponChecks);
    }
    const applied = (await applyCoupon(db, user.id, body.couponCode, body.itemsTotal))!;
    const code = body.couponCode.toUpperCase();
    return {
      code,
      discount: applied.discount,
      message: couponAppliedMessage(code, applied.discount),
    };
  });
}

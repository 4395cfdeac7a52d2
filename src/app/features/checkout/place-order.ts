import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@shared/api/address';
import type { CartResponse } from '@shared/api/cart';
import type { Product } from '@shared/api/catalogue';
import { m } from '@shared/i18n/paraglide/messages.js';
import { fieldsOf } from '@/components/address-form';
import { ApiError, readFreshOnce } from '@/lib/tab-api-client';
import { useApi } from '@/lib/use-api';
import { tellOtherTabs } from '@/lib/cross-tab';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useOnline } from '@/lib/online';
import type { BuyNowChoice } from './checkout-items';

/** One Idempotency-Key per attempt to place an order. */
const newKey = () => crypto.randomUUID();

export type OrderSource =
  | { kind: 'cart'; cart: CartResponse }
  | { kind: 'buy-now'; product: Product; choice: BuyNowChoice };

export interface PlacedOrder {
  orderId: string;
  totalAmount: number;
  items: number;
}

export interface OrderRequest {
  source: OrderSource;
  address: Address;
  userId: string;
  couponCode?: string;
}

/**
 * An attempt that never reached the server says "You're offline"; once the connection is back
 * that is no longer so, and the message goes (the attempt's key stays, so the next tap retries
 * the same attempt). A tap that left as the connection dropped, before the page knew it was
 * offline, is such an attempt. An answer the server gave stays.
 */
function useForgetLostConnection({ error, reset }: { error: unknown; reset: () => void }) {
  const online = useOnline();
  const wasOnline = useRef(online);
  useEffect(() => {
    const back = online && !wasOnline.current;
    wasOnline.current = online;
    if (back && error instanceof ApiError && error.isNetworkError) reset();
  }, [online, error, reset]);
}

/**
 * Places the order once. The Idempotency-Key lives as long as this attempt: a retry after a lost
 * response (network error) reuses it, so the server answers with the order it already made
 * instead of making a second one; any answer from the server ends the attempt.
 */
export function usePlaceOrder(onPlaced: (order: PlacedOrder) => void) {
  const queryClient = useQueryClient();
  const api = useApi();
  const attemptKey = useRef(newKey());
  const order = useMutation({
    mutationFn: ({ source, address, userId, couponCode }: OrderRequest) => {
      const headers = { 'Idempotency-Key': attemptKey.current };
      return source.kind === 'cart'
        ? api.call('placeOrder', {
            headers,
            body: {
              price: source.cart.price,
              products: source.cart.card_products,
              shipping_fee: source.cart.shipping_fee,
              shippingInfo: { ...fieldsOf(address), _id: address._id },
              userId,
              items: source.cart.buy_product_item,
              couponCode,
            },
          })
        : api.call('buyNow', {
            headers,
            body: {
              productId: source.product._id,
              sellerId: source.product.sellerId,
              quantity: source.choice.quantity,
              variationId: source.choice.variationId ?? null,
              // The spec's size field: the server checks it against the variation chosen.
              size:
                source.product.variations.find((v) => v._id === source.choice.variationId)?.size ??
                null,
              addressId: address._id,
              couponCode,
            },
          });
    },
    onSuccess: (answer, { source }) => {
      attemptKey.current = newKey();
      // The stock changed and the cart lines are now in a pending order (they leave when paid).
      void queryClient.invalidateQueries({ queryKey: ['personal'] });
      const slugs =
        source.kind === 'cart'
          ? source.cart.card_products.flatMap((g) => g.products.map((l) => l.productInfo.slug))
          : [source.product.slug];
      for (const slug of slugs) readFreshOnce('getProductDetail', { slug });
      void queryClient.invalidateQueries({ queryKey: ['catalogue', 'product'] });
      tellOtherTabs();
      onPlaced({
        orderId: answer.orderId,
        totalAmount: answer.totalAmount,
        items: source.kind === 'cart' ? source.cart.buy_product_item : 1,
      });
    },
    onError: (error, { source }) => {
      const lost = error instanceof ApiError && error.isNetworkError;
      if (!lost) attemptKey.current = newKey();
      notify.error(errorText(error, m.checkout_order_needs_network()), error);
      // A refusal (price changed, stock ran short) is explained against the current cart.
      if (!lost && source.kind === 'cart')
        void queryClient.invalidateQueries({ queryKey: ['personal', 'cart'] });
      if (!lost && source.kind === 'buy-now')
        void queryClient.invalidateQueries({
          queryKey: ['catalogue', 'product', source.product.slug],
        });
    },
  });
  useForgetLostConnection(order);
  return order;
}

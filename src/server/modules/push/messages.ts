import { formatRupees } from '@shared/rules/currency';

import type { PushPayload } from '@shared/push/payload';

/**
 * What a notification says and opens. Lock screens are public: an order is named by its number
 * and its total, a conversation by the shop; never an address, an item or a message's words.
 */
export type { PushPayload };

export type PushKind = 'order_paid' | 'payment_failed' | 'payment_expired' | 'seller_message';

interface OrderFacts {
  customerId: string;
  /** The shopper-facing number, which the app's order and payment screens are addressed by. */
  orderNumber: string;
  totalAmount: number;
}

const orderUrl = (orderNumber: string) => `/dashboard/order/details/${orderNumber}`;

export function orderPaid(o: OrderFacts): PushPayload {
  return {
    title: 'Payment received',
    body: `Order ${o.orderNumber} is confirmed. Total ${formatRupees(o.totalAmount)}.`,
    url: orderUrl(o.orderNumber),
    tag: `order-${o.orderNumber}`,
    customerId: o.customerId,
  };
}

export function paymentFailed(o: OrderFacts): PushPayload {
  return {
    title: 'Payment failed',
    body: `The payment for order ${o.orderNumber} did not go through. Tap to try again.`,
    url: `/payment?orderId=${o.orderNumber}`,
    tag: `order-${o.orderNumber}`,
    customerId: o.customerId,
  };
}

export function paymentExpired(o: OrderFacts): PushPayload {
  return {
    title: 'Order cancelled',
    body: `Order ${o.orderNumber} was cancelled because its payment did not arrive in time.`,
    url: orderUrl(o.orderNumber),
    tag: `order-${o.orderNumber}`,
    customerId: o.customerId,
  };
}

export function sellerMessage(m: {
  customerId: string;
  sellerId: string;
  shopName: string;
}): PushPayload {
  return {
    // The spec's words for a seller's message ('{name} sent a message').
    title: `${m.shopName} sent a message`,
    body: 'Tap to read the reply.',
    url: `/dashboard/chat/${m.sellerId}`,
    tag: `chat-${m.sellerId}`,
    customerId: m.customerId,
  };
}

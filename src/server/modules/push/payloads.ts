import { formatRupees } from '@shared/rules/currency';
import { messagePreview } from '@shared/rules/text';
import { localizedPath, type Locale } from '@shared/i18n/locale-path';
import { m } from '@shared/i18n/paraglide/messages.js';

import type { PushPayload } from '@shared/push/payload';

/**
 * What a notification says and opens, in the shopper's language (the one they signed in on),
 * opening the screen in that language. Lock screens are public: an order is named by its number
 * and its total, a conversation by the shop and the first words of the seller's reply (what a
 * shopper needs to know whether to open it; a phone's own setting hides them on its lock
 * screen); never an address or an item.
 */
export type { PushPayload };

export type PushKind =
  | 'order_paid'
  | 'payment_failed'
  | 'payment_expired'
  | 'seller_message'
  | 'order_journey'
  | 'refund_started';

interface OrderFacts {
  customerId: string;
  /** The shopper-facing number, which the app's order and payment screens are addressed by. */
  orderNumber: string;
  totalAmount: number;
}

const orderUrl = (orderNumber: string) => `/dashboard/order/details/${orderNumber}`;

export function orderPaid(o: OrderFacts, locale: Locale): PushPayload {
  return {
    title: m.push_order_paid_title({}, { locale }),
    body: m.push_order_paid_body(
      { order: o.orderNumber, total: formatRupees(o.totalAmount) },
      { locale },
    ),
    url: localizedPath(orderUrl(o.orderNumber), locale),
    tag: `order-${o.orderNumber}`,
    customerId: o.customerId,
  };
}

export function paymentFailed(o: OrderFacts, locale: Locale): PushPayload {
  return {
    title: m.push_payment_failed_title({}, { locale }),
    body: m.push_payment_failed_body({ order: o.orderNumber }, { locale }),
    url: localizedPath(`/payment?orderId=${o.orderNumber}`, locale),
    tag: `order-${o.orderNumber}`,
    customerId: o.customerId,
  };
}

export function paymentExpired(o: OrderFacts, locale: Locale): PushPayload {
  return {
    title: m.push_order_cancelled_title({}, { locale }),
    body: m.push_order_cancelled_body({ order: o.orderNumber }, { locale }),
    url: localizedPath(orderUrl(o.orderNumber), locale),
    tag: `order-${o.orderNumber}`,
    customerId: o.customerId,
  };
}

export function sellerMessage(
  s: { customerId: string; sellerId: string; shopName: string; text: string },
  locale: Locale,
): PushPayload {
  const words = messagePreview(s.text);
  return {
    // The spec's words for a seller's message ('{name} sent a message'), then its first words
    // (a picture without words: 'Tap to read the reply.').
    title: m.push_seller_message_title({ shop: s.shopName }, { locale }),
    body: words || m.push_seller_message_body({}, { locale }),
    url: localizedPath(`/dashboard/chat/${s.sellerId}`, locale),
    tag: `chat-${s.sellerId}`,
    customerId: s.customerId,
  };
}

/** The stages of a parcel the shopper is told of (issue 60). */
export type NoticeStage = 'shipped' | 'out_for_delivery' | 'delivered';

export interface ParcelFacts {
  customerId: string;
  orderNumber: string;
  shopName: string;
  courier: string;
  awb: string;
}

/** The words of a parcel's stage; the SMS says the same as the notification's body. */
export function parcelStageText(p: ParcelFacts, stage: NoticeStage, locale: Locale) {
  const facts = { order: p.orderNumber, shop: p.shopName };
  switch (stage) {
    case 'shipped':
      return {
        title: m.push_order_shipped_title({}, { locale }),
        body: m.push_order_shipped_body({ ...facts, courier: p.courier, awb: p.awb }, { locale }),
      };
    case 'out_for_delivery':
      return {
        title: m.push_out_for_delivery_title({}, { locale }),
        body: m.push_out_for_delivery_body(facts, { locale }),
      };
    case 'delivered':
      return {
        title: m.push_order_delivered_title({}, { locale }),
        body: m.push_order_delivered_body(facts, { locale }),
      };
  }
}

export function parcelStage(p: ParcelFacts, stage: NoticeStage, locale: Locale): PushPayload {
  return {
    ...parcelStageText(p, stage, locale),
    url: localizedPath(orderUrl(p.orderNumber), locale),
    tag: `order-${p.orderNumber}`,
    customerId: p.customerId,
  };
}

/** The refund of an order (or a part of it) the payment provider accepted. */
export function refundStarted(
  r: { customerId: string; orderNumber: string; amountPaise: number },
  locale: Locale,
): PushPayload {
  return {
    title: m.push_refund_started_title({}, { locale }),
    body: m.push_refund_started_body(
      { order: r.orderNumber, amount: formatRupees(r.amountPaise / 100) },
      { locale },
    ),
    url: localizedPath(orderUrl(r.orderNumber), locale),
    tag: `order-${r.orderNumber}`,
    customerId: r.customerId,
  };
}

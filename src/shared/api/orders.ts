import { z } from 'zod';
import { ORDER_STATUS_FILTERS, ORDER_STATUSES, PAYMENT_STATUSES } from '../constants';
import { endpoint } from './endpoint';
import { cancelReasons } from '../rules/cancel-reasons';
import { JOURNEY_STAGES } from '../rules/order-journey';
import { id, rupeesQuery, saidFields } from './common';
import { addressFields } from './address';
import { cartGroup, quantity } from './cart';
import { partReturn } from './returns';

export const orderProduct = z.object({
  productId: id,
  variantId: id.nullable(),
  name: z.string(),
  slug: z.string(),
  /** The variation ordered, each choice as named then; null where the product has none. */
  color: z.string().nullable(),
  /** Clothes and shoes. */
  size: z.string().nullable(),
  ram: z.string().nullable(),
  storage: z.string().nullable(),
  images: z.array(z.string()),
  quantity: z.number().int(),
  price: z.number().int(),
  discount: z.number().int(),
  discountedPrice: z.number().int(),
  /**
   * Not in the spec: false when the product is of a kind the return policy excludes, so a
   * return of it is refused. Absent from an answer saved before the field existed.
   */
  returnable: z.boolean().optional(),
});

export const shippingInfo = z.object({
  name: z.string(),
  address: z.string(),
  locality: z.string(),
  landmark: z.string(),
  cityDistTown: z.string(),
  state: z.string(),
  pincode: z.string(),
  phonenumber: z.string(),
});

/** One refund of a seller's part, as the payment provider took it (issue 60). */
export const partRefund = z.object({
  /** Rupees, to the paisa. */
  amount: z.number(),
  /** 'due' until the provider accepts it, 'requested' once it has, 'failed' for support. */
  status: z.enum(['due', 'requested', 'failed']),
  /** The provider's refund id once it accepted the refund. */
  reference: z.string().nullable(),
  at: z.string(),
});

/** A parcel a courier carries for one seller's part. */
export const partShipment = z.object({
  courier: z.string(),
  awb: z.string(),
  /** The courier's public tracking page; null where there is none (the sandbox). */
  trackingUrl: z.string().nullable(),
  /** The day (India) the courier expects to deliver, YYYY-MM-DD. */
  expectedBy: z.string().nullable(),
});

/**
 * One seller's part of an order and its journey (issue 60): each stage reached, with its time,
 * in the order reached; the courier's parcel once booked; the refunds of what was paid.
 */
export const orderPart = z.object({
  sellerId: id,
  shopName: z.string(),
  /** The product ids in this part (the order's products belong to one part each). */
  productIds: z.array(id),
  stage: z.enum(JOURNEY_STAGES),
  steps: z.array(z.object({ stage: z.enum(JOURNEY_STAGES), at: z.string() })),
  /** The day promised when the order was placed (ISO date, India); null where none was. */
  deliveryBy: z.string().nullable(),
  shipment: partShipment.nullable(),
  /** The shopper may still call this part off (it has not left the seller). */
  cancellable: z.boolean(),
  refunds: z.array(partRefund),
  /** The shopper's returns and exchanges of this part and their refunds (docs/returns.md). */
  returns: z.array(partReturn).optional(),
});
export type OrderPart = z.infer<typeof orderPart>;

export const order = z.object({
  _id: id,
  /** The shopper-facing order number. */
  orderId: z.string(),
  /** Items total at their original prices. */
  price: z.number().int(),
  shipping_fee: z.number().int(),
  /** The cash on delivery fee; 0 for an order paid online. */
  cod_fee: z.number().int(),
  couponDiscount: z.number().int(),
  /** What the shopper pays: discountedPrice + shipping_fee + cod_fee - couponDiscount. */
  totalAmount: z.number().int(),
  /** Items total at the prices paid. */
  discountedPrice: z.number().int(),
  payment_status: z.enum(PAYMENT_STATUSES),
  order_status: z.enum(ORDER_STATUSES),
  payment_method: z.string().nullable(),
  /** A payment arrived after the order's hold ran out: the order stays cancelled and the money goes back. */
  refundDue: z.boolean(),
  /** Rupees (to the paisa) owed back for the parts the shopper cancelled; 0 when none. */
  refundAmount: z.number(),
  createdAt: z.string(),
  products: z.array(orderProduct),
  shippingInfo,
  /**
   * Not in the spec: the day each seller promised delivery by when the order was placed (ISO
   * date, India's calendar). Empty on orders placed before the promise was kept; absent from
   * an answer a device saved before this field existed.
   */
  deliveries: z
    .array(z.object({ sellerId: id, shopName: z.string(), deliveryBy: z.string() }))
    .optional(),
  /** Not in the spec: each seller's part and its journey; absent from answers saved before it. */
  parts: z.array(orderPart).optional(),
  /**
   * Not in the spec: the GST credit notes of the order's cancelled or returned seller parts,
   * oldest first: the seller's number, its date (ISO), what it gives back in rupees (to the
   * paisa) and the path its PDF opens at (the page adds `?lang=`). Absent from an answer a
   * device saved before this field existed.
   */
  creditNotes: z
    .array(
      z.object({
        sellerId: id,
        shopName: z.string(),
        number: z.string(),
        date: z.string(),
        amount: z.number(),
        path: z.string(),
      }),
    )
    .optional(),
});
export type Order = z.infer<typeof order>;

export const orderSummary = order
  .omit({
    products: true,
    shippingInfo: true,
    deliveries: true,
    parts: true,
    refundAmount: true,
    creditNotes: true,
  })
  .extend({
    /** Not in the spec: where each seller's part stands, for My Orders; absent when saved before. */
    partStages: z
      .array(z.object({ shopName: z.string(), stage: z.enum(JOURNEY_STAGES) }))
      .optional(),
  });

export const getDashboardData = endpoint({
  method: 'GET',
  path: '/home/customer/gat-dashboard-data/:userId',
  auth: true,
  summary: 'Order counters and recent orders',
  params: z.strictObject({ userId: id }),
  response: z.object({
    totalOrder: z.number().int(),
    pendingOrder: z.number().int(),
    cancelledOrder: z.number().int(),
    recentOrders: z.array(orderSummary),
  }),
});

export const getOrders = endpoint({
  method: 'GET',
  path: '/home/customer/gat-orders/:customerId/:status',
  auth: true,
  summary: 'Orders of the customer, optionally by status',
  params: z.strictObject({ customerId: id, status: z.enum(ORDER_STATUS_FILTERS) }),
  response: z.object({ orders: z.array(orderSummary) }),
});

export const getOrder = endpoint({
  method: 'GET',
  path: '/home/customer/gat-order/:orderId',
  auth: true,
  summary: 'One order of the signed-in customer',
  params: z.strictObject({ orderId: z.string().min(1).max(64) }),
  response: z.object({ order }),
});

/** The client's figures are accepted for shape but the server recomputes every total. */
export const couponCode = z.string().trim().max(40).optional().nullable();

export const placeOrder = endpoint({
  method: 'POST',
  path: '/home/order/palce-order',
  auth: true,
  summary: 'Order the cart lines named in products, shipped to shippingInfo',
  body: z.strictObject({
    price: z.number(),
    products: z.array(cartGroup).min(1, 'products must not be empty'),
    shipping_fee: z.number(),
    shippingInfo: addressFields.extend({ _id: id.optional() }),
    userId: id,
    items: z.number().int(),
    // Not in the spec's palce-order: the cart checkout's coupon travels with the order it applies to.
    couponCode,
  }),
  response: z.object({
    orderId: z.string(),
    totalAmount: z.number().int(),
    ...saidFields,
  }),
});

export const buyNow = endpoint({
  method: 'POST',
  path: '/order/create',
  auth: true,
  summary: 'Buy one product now',
  body: z.strictObject({
    productId: id,
    sellerId: id,
    quantity,
    variationId: id.nullable().optional(),
    couponCode,
    addressId: id,
    size: z.string().max(20).nullable().optional(),
  }),
  response: z.object({ totalAmount: z.number().int(), orderId: z.string() }),
});

export const cartOrder = endpoint({
  method: 'POST',
  path: '/order/cart/android',
  auth: true,
  summary: 'Order the whole cart to a saved address',
  body: z.strictObject({ addressId: id, couponCode }),
  response: z.object({ totalAmount: z.number().int(), orderId: z.string() }),
});

/**
 * Checks a coupon before the order is placed: the discount it gives on the items total the
 * checkout shows, or the reason it is refused (4xx {error}). The order call applies it again
 * against the server's own prices, so this answer only informs.
 */
export const checkCoupon = endpoint({
  method: 'POST',
  path: '/order/coupon/check',
  auth: true,
  summary: 'Check a coupon against an items total',
  body: z.strictObject({
    couponCode: z.string().trim().min(1, 'Enter a coupon code').max(40),
    itemsTotal: z.number().int().min(0).max(100_000_000),
  }),
  response: z.object({ code: z.string(), discount: z.number().int(), ...saidFields }),
});

export const COUPON_REASONS = ['min_order', 'used'] as const;

/**
 * The coupons a shopper may see at the cart and checkout (decisions.md "Coupon offers"): every
 * live one (expired and switched-off coupons are left out), each with what it takes off the
 * items total given, or why it does not apply to it yet.
 */
export const availableCoupons = endpoint({
  method: 'GET',
  path: '/order/coupon/available',
  auth: true,
  summary: "The live coupons, each with its discount on itemsTotal or why it doesn't apply",
  query: z.strictObject({
    itemsTotal: rupeesQuery('itemsTotal').pipe(z.number({ error: 'itemsTotal is required' })),
  }),
  response: z.object({
    coupons: z.array(
      z.object({
        code: z.string(),
        kind: z.enum(['percent', 'flat']),
        /** Percent off, or rupees off. */
        value: z.number().int(),
        maxDiscount: z.number().int().nullable(),
        minOrder: z.number().int(),
        /** What it takes off itemsTotal now (0 when it does not apply). */
        discount: z.number().int(),
        /** Why it does not apply: the total is below minOrder, or the shopper has used it. */
        reason: z.enum(COUPON_REASONS).nullable(),
        /** Rupees still to add to reach minOrder (0 when reached). */
        shortBy: z.number().int(),
      }),
    ),
  }),
});

export type { CancelReason } from '../rules/cancel-reasons';

/**
 * Cancels the shopper's order before it ships, or one seller's part of a paid order
 * (docs/cancellation.md): the stock goes back, what was paid online for it is refunded.
 */
export const cancelOrder = endpoint({
  method: 'POST',
  path: '/order/cancel',
  auth: true,
  summary:
    'Cancel an order (or one seller part of a paid one) before it ships; refunds what was paid',
  body: z.strictObject({
    orderId: z.string().min(1).max(64),
    sellerId: id.optional(),
    reason: z.enum(cancelReasons, `reason must be one of ${cancelReasons.join(', ')}`),
  }),
  response: z.object({
    orderId: z.string(),
    order_status: z.enum(ORDER_STATUSES),
    /** Rupees this cancel refunds (to the paisa). */
    refund: z.number(),
  }),
});

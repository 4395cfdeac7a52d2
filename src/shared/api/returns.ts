import { z } from 'zod';
import { endpoint } from './endpoint';
import { id } from './common';
import {
  MAX_RETURN_PHOTOS,
  UPI_ID_PATTERN,
  returnKinds,
  returnReasons,
} from '../rules/return-window';

export const RETURN_STATUSES = ['requested', 'received', 'accepted', 'refused'] as const;

/**
 * A return's refund. 'due', 'requested', 'failed': the payment provider's refund (as
 * partRefund); 'owed': a cash on delivery order's refund to the shopper's UPI id, paid by
 * support (the payment contract has no payout; docs/returns.md).
 */
export const returnRefund = z.object({
  /** Rupees, to the paisa. */
  amount: z.number(),
  status: z.enum(['due', 'requested', 'failed', 'owed']),
  /** The provider's refund id once it accepted the refund. */
  reference: z.string().nullable(),
  /** Where a cash on delivery order's refund goes. */
  upiId: z.string().nullable(),
  at: z.string(),
});

/** One return or exchange of a seller's part, as the order page shows it. */
export const partReturn = z.object({
  id,
  kind: z.enum(returnKinds),
  reason: z.enum(returnReasons),
  status: z.enum(RETURN_STATUSES),
  items: z.array(
    z.object({
      orderItemId: id,
      name: z.string(),
      units: z.number().int(),
      /** An exchange's new size. */
      newSize: z.string().nullable(),
    }),
  ),
  /** The day (India) the courier comes for the parcel, YYYY-MM-DD. */
  pickupDay: z.string(),
  /** The reverse pickup's courier and AWB. */
  pickup: z.object({ courier: z.string(), awb: z.string() }).nullable(),
  /** An accepted exchange: the new size's parcel. */
  exchangeAwb: z.string().nullable(),
  /** Why the seller refused it. */
  refusedReason: z.string().nullable(),
  requestedAt: z.string(),
  refund: returnRefund.nullable(),
});
export type PartReturn = z.infer<typeof partReturn>;

/** An item of a delivered part and what of it may still be sent back. */
export const returnableItem = z.object({
  orderItemId: id,
  productId: id,
  name: z.string(),
  image: z.string().nullable(),
  size: z.string().nullable(),
  /** Units delivered. */
  units: z.number().int(),
  /** Units not yet in a return (refused returns give theirs back). */
  unitsLeft: z.number().int(),
  /** False: the policy excludes it (perishables, personal care, customised items). */
  returnable: z.boolean(),
  /** Other sizes of the same product in stock now, for an exchange. */
  exchangeSizes: z.array(z.string()),
});

/** Why a part cannot be returned now, or null when it can. */
export const RETURN_BLOCKS = ['notDelivered', 'windowClosed', 'nothingLeft'] as const;

export const returnPart = z.object({
  sellerId: id,
  shopName: z.string(),
  deliveredAt: z.string().nullable(),
  /** The return window's end (ISO), seven days after delivery; null before delivery. */
  returnBy: z.string().nullable(),
  blocked: z.enum(RETURN_BLOCKS).nullable(),
  /** Cash on delivery: the refund goes to a UPI id the shopper gives. */
  cashOnDelivery: z.boolean(),
  pickupDays: z.array(z.string()),
  items: z.array(returnableItem),
  returns: z.array(partReturn),
});
export type ReturnPart = z.infer<typeof returnPart>;

export const getReturns = endpoint({
  method: 'GET',
  path: '/order/return/:orderId',
  auth: true,
  summary: "Each seller part of the shopper's order: what may be returned, and its returns",
  params: z.strictObject({ orderId: z.string().min(1).max(64) }),
  response: z.object({ parts: z.array(returnPart) }),
});

export const requestReturn = endpoint({
  method: 'POST',
  path: '/order/return',
  auth: true,
  summary: 'Return or exchange delivered units of one seller part within 7 days; books the pickup',
  body: z.strictObject({
    orderId: z.string().min(1).max(64),
    sellerId: id,
    kind: z.enum(returnKinds, `kind must be one of ${returnKinds.join(', ')}`),
    reason: z.enum(returnReasons, `reason must be one of ${returnReasons.join(', ')}`),
    items: z
      .array(
        z.strictObject({
          orderItemId: id,
          units: z.number().int().min(1).max(99),
          /** An exchange: the size wanted instead (same product). */
          newSize: z.string().trim().min(1).max(20).optional(),
        }),
      )
      .min(1, 'Choose at least one item')
      .max(50),
    /** Ids of pictures sent in this seller's chat (the chat's upload). */
    photos: z.array(id).max(MAX_RETURN_PHOTOS, `At most ${MAX_RETURN_PHOTOS} photos`).default([]),
    pickupDay: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'pickupDay must be YYYY-MM-DD'),
    /** Cash on delivery orders only: where the refund goes. */
    upiId: z
      .string()
      .trim()
      .max(320)
      .regex(UPI_ID_PATTERN, 'Enter a UPI id like name@bank')
      .optional(),
  }),
  response: z.object({ return: partReturn }),
});

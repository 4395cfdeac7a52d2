import { z } from 'zod';
import { endpoint } from './endpoint';
import { id } from './common';
import { returnKinds, returnReasons } from '../rules/return-window';
import { RETURN_STATUSES } from './returns';

/**
 * The seller's side of returns and exchanges (issue 60, docs/returns.md), for the sellers'
 * terminal tool (`npm run seller-returns`) on the running shop: signed in with the seller's chat
 * token in `Authorization: Bearer`, as the seller's order steps (seller-steps.ts). A return is
 * named by its id; another seller's is not found.
 */
export const sellerReturn = z.object({
  id,
  orderId: z.string(),
  kind: z.enum(returnKinds),
  reason: z.enum(returnReasons),
  status: z.enum(RETURN_STATUSES),
  /** The day (India) the courier comes for the parcel, YYYY-MM-DD. */
  pickupDay: z.string(),
  requestedAt: z.string(),
  items: z.array(
    z.object({ name: z.string(), units: z.number().int(), size: z.string().nullable() }),
  ),
});

export const sellerReturns = endpoint({
  method: 'GET',
  path: '/seller/returns',
  auth: false,
  summary: "The seller's returns and exchanges, newest first (the latest 500)",
  response: z.object({ returns: z.array(sellerReturn) }),
});

const returnId = z.strictObject({ returnId: id });

export const sellerAcceptReturn = endpoint({
  method: 'POST',
  path: '/seller/returns/accept',
  auth: false,
  summary:
    'Accepts a return that reached the seller: refunds its share (or sends the exchange size)',
  body: returnId,
  response: z.object({
    return: sellerReturn,
    /** Rupees, to the paisa: refunded to the payment, or owed to `upiId` (cash on delivery). */
    refund: z.number().nullable(),
    upiId: z.string().nullable(),
  }),
});

export const MAX_REFUSAL_CHARS = 300;

export const sellerRefuseReturn = endpoint({
  method: 'POST',
  path: '/seller/returns/refuse',
  auth: false,
  summary: 'Refuses a return with the reason the shopper reads',
  body: z.strictObject({
    returnId: id,
    reason: z
      .string()
      .trim()
      .min(1, `Give the shopper a reason (up to ${MAX_REFUSAL_CHARS} characters)`)
      .max(MAX_REFUSAL_CHARS, `Give the shopper a reason (up to ${MAX_REFUSAL_CHARS} characters)`),
  }),
  response: z.object({ return: sellerReturn }),
});

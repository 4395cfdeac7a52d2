import { z } from 'zod';
import { JOURNEY_STAGES } from '../rules/order-journey';
import { endpoint } from './endpoint';
import { partShipment } from './orders';

/**
 * The seller's side of an order's journey (issue 60), for the sellers' terminal tool
 * (`npm run seller-orders`): signed in with the seller's chat token (POST /chat/seller/login)
 * in `Authorization: Bearer`, never a shopper's. A part is named by its order's number; the
 * seller is the token's.
 */
const orderNumber = z.strictObject({ orderId: z.string().min(1).max(64) });

export const sellerOpenPart = z.object({
  orderId: z.string(),
  createdAt: z.string(),
  /** 'cod' or 'prepaid': what the courier collects. */
  payment: z.enum(['cod', 'prepaid']),
  stage: z.enum(JOURNEY_STAGES),
  /** The part's items total plus its shipping, in rupees. */
  amount: z.number().int(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  deliveryBy: z.string().nullable(),
  /** To the PIN code of the shopper's address. */
  pincode: z.string(),
  shipment: partShipment.nullable(),
});

export const sellerOpenParts = endpoint({
  method: 'GET',
  path: '/seller/orders',
  auth: false,
  summary: "The seller's parts to pack and hand over: paid or cash on delivery, not cancelled",
  response: z.object({ parts: z.array(sellerOpenPart) }),
});

export const sellerPackPart = endpoint({
  method: 'POST',
  path: '/seller/orders/pack',
  auth: false,
  summary: "Marks the seller's part of an order packed (again: the same answer)",
  body: orderNumber,
  response: z.object({ part: sellerOpenPart }),
});

export const sellerHandOverPart = endpoint({
  method: 'POST',
  path: '/seller/orders/hand-over',
  auth: false,
  summary: "Books the courier for the seller's packed part (again: the same parcel)",
  body: orderNumber,
  response: z.object({ part: sellerOpenPart, labelUrl: z.string().nullable() }),
});

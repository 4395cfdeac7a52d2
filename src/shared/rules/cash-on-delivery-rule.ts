import type { DeliveryZone } from './delivery-promise';

/**
 * Whether an order may be paid on delivery, and if not the first reason why, in the order a
 * shopper can act on least to most: where it goes, who sells it, what it is, how much, who
 * orders it. docs/cash-on-delivery.md has the rules.
 */
export const codRefusals = ['pin', 'seller', 'item', 'overCap', 'refusals'] as const;
export type CodRefusal = (typeof codRefusals)[number];

/** Zones a courier reaches for cash: the islands ship by sea, prepaid only (as couriers do). */
const PREPAID_ONLY_ZONES = new Set<DeliveryZone>(['islands']);

/** The zone of each seller's parcel to the shopper's PIN; null where no courier reaches it. */
export function codReachesPin(zones: readonly (DeliveryZone | null)[]): boolean {
  return zones.length > 0 && zones.every((z) => z !== null && !PREPAID_ONLY_ZONES.has(z));
}

export interface CodFacts {
  /** Every seller's parcel can be collected for in cash at the PIN (`codReachesPin`). */
  pinAllows: boolean;
  everySellerAllows: boolean;
  everyItemAllows: boolean;
  /** Rupees before the fee: items, shipping and coupon. */
  orderTotal: number;
  /** COD_MAX_ORDER_RUPEES. */
  maxOrderRupees: number;
  /** The shopper's COD parcels refused at the door so far. */
  refusedAtDoor: number;
  /** COD_MAX_REFUSALS: one more than this and COD is not offered. */
  maxRefusals: number;
}

export function codRefusal(f: CodFacts): CodRefusal | null {
  if (!f.pinAllows) return 'pin';
  if (!f.everySellerAllows) return 'seller';
  if (!f.everyItemAllows) return 'item';
  if (f.orderTotal > f.maxOrderRupees) return 'overCap';
  if (f.refusedAtDoor > f.maxRefusals) return 'refusals';
  return null;
}

/** Placed to be paid in cash at the door, and not (yet) paid otherwise. */
export const isCashOnDelivery = (o: {
  paymentMethod?: string | null;
  payment_method?: string | null;
  paymentStatus?: string;
  payment_status?: string;
}): boolean =>
  (o.paymentMethod ?? o.payment_method) === 'cod' &&
  (o.paymentStatus ?? o.payment_status) === 'not paid';

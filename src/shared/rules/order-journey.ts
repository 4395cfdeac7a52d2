import type { ShipmentStatus } from './shipment-status';

/**
 * Where one seller's part of an order stands, in the words the order page shows (issue 60):
 * the happy path Placed -> Confirmed -> Packed -> Shipped -> Out for delivery -> Delivered, and
 * the three ends off it. A part reaches each stage once; the page lists them with their times.
 */
export const JOURNEY_STAGES = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'delivery_failed',
  'returned_to_seller',
] as const;
export type JourneyStage = (typeof JOURNEY_STAGES)[number];

/** The stages every part goes through when nothing goes wrong, in order. */
export const HAPPY_PATH: readonly JourneyStage[] = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
];

/**
 * The journey stage a courier's parcel status shows as. A booked parcel that is not yet picked
 * up is still "Packed" (the seller has it); a failed attempt shows until the next scan.
 */
export const STAGE_OF_SHIPMENT: Record<ShipmentStatus, JourneyStage> = {
  pickup_scheduled: 'packed',
  picked_up: 'shipped',
  in_transit: 'shipped',
  out_for_delivery: 'out_for_delivery',
  delivery_failed: 'delivery_failed',
  rto_initiated: 'delivery_failed',
  rto_delivered: 'returned_to_seller',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** A part can be called off until its parcel leaves the seller (docs/cancellation.md). */
export function partCancellable(stage: JourneyStage): boolean {
  return stage === 'placed' || stage === 'confirmed' || stage === 'packed';
}

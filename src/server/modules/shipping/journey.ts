import type { OrderPart } from '@shared/api/orders';
import { STAGE_OF_SHIPMENT, partCancellable, type JourneyStage } from '@shared/rules/order-journey';
import type { ShipmentStatus } from '@shared/rules/shipment-status';

/** What an order says about where its parts can be (its payment, its cancel). */
export interface JourneyOrder {
  createdAt: Date;
  paidAt: Date | null;
  paymentStatus: 'paid' | 'not paid';
  paymentMethod: string | null;
  orderStatus: 'pending' | 'placed' | 'cancelled' | 'success';
  expiresAt: Date;
  refusedAtDoorAt: Date | null;
}

export interface JourneyPart {
  cancelledAt: Date | null;
  packedAt: Date | null;
  /** Given when the order is paid or placed on delivery: when a COD order was confirmed. */
  invoiceDate: Date | null;
}

export interface JourneyParcel {
  status: ShipmentStatus;
}

/** Paid online, or placed to be paid on delivery: the seller may pack it. */
export function orderConfirmed(order: JourneyOrder): boolean {
  return (
    order.paymentStatus === 'paid' ||
    (order.paymentMethod === 'cod' && order.orderStatus !== 'pending')
  );
}

/** When the part was called off: by the shopper, at the door, or by the order's expiry. */
function cancelledAt(order: JourneyOrder, part: JourneyPart): Date | null {
  if (part.cancelledAt) return part.cancelledAt;
  if (order.orderStatus !== 'cancelled') return null;
  return order.refusedAtDoorAt ?? order.expiresAt;
}

/** Where a part stands now: what the order page's badge and My Orders show. */
export function partStage(
  order: JourneyOrder,
  part: JourneyPart,
  parcel: JourneyParcel | null,
): JourneyStage {
  // A parcel refused at the door ends back at its seller, and the order is cancelled for it:
  // where the parcel ended says more than the cancel it caused.
  if (parcel?.status === 'rto_delivered') return 'returned_to_seller';
  if (cancelledAt(order, part)) return 'cancelled';
  if (parcel) return STAGE_OF_SHIPMENT[parcel.status];
  if (part.packedAt) return 'packed';
  return orderConfirmed(order) ? 'confirmed' : 'placed';
}

/** The shopper may still call it off: not cancelled, and its parcel has not left the seller. */
export function partIsCancellable(
  order: JourneyOrder,
  part: JourneyPart,
  parcel: JourneyParcel | null,
): boolean {
  return partCancellable(partStage(order, part, parcel));
}

/**
 * Each stage the part reached, once, in the order reached, with its time: placed (the order
 * made), confirmed (paid, or placed on delivery), packed (the seller's word), then the parcel's
 * scans that moved it (`appliedScans`, oldest first) as the stages they show, and the cancel.
 * A stage reached again (out for delivery after a failed attempt) keeps its first time.
 */
export function partSteps(
  order: JourneyOrder,
  part: JourneyPart,
  appliedScans: readonly { status: ShipmentStatus; scanAt: Date }[],
): OrderPart['steps'] {
  const steps: OrderPart['steps'] = [];
  const reach = (stage: JourneyStage, at: Date | null) => {
    if (at && !steps.some((s) => s.stage === stage)) steps.push({ stage, at: at.toISOString() });
  };
  reach('placed', order.createdAt);
  if (orderConfirmed(order))
    reach('confirmed', order.paidAt ?? part.invoiceDate ?? order.createdAt);
  reach('packed', part.packedAt);
  for (const scan of appliedScans) {
    const stage = STAGE_OF_SHIPMENT[scan.status];
    if (stage !== 'cancelled') reach(stage, scan.scanAt);
  }
  if (!steps.some((s) => s.stage === 'returned_to_seller'))
    reach('cancelled', cancelledAt(order, part));
  return steps;
}

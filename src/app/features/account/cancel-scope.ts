import type { Order, OrderPart } from '@shared/api/orders';

/**
 * Which Cancel buttons the order page offers (docs/cancellation.md): one per seller's part of a
 * paid order of several sellers; otherwise one for the whole order (an unpaid or cash on delivery
 * order is cancelled whole, a one-seller order has one part), offered while every part still
 * active can be called off. An order saved before parts existed keeps today's single Cancel.
 */
export function cancelScope(
  order: Pick<Order, 'order_status' | 'payment_status' | 'parts'>,
): 'none' | 'whole' | 'parts' {
  if (order.order_status === 'cancelled') return 'none';
  const parts = order.parts;
  if (!parts?.length) return 'whole';
  if (order.payment_status === 'paid' && parts.length > 1) return 'parts';
  const active = parts.filter((p) => p.stage !== 'cancelled');
  return active.length > 0 && active.every((p) => p.cancellable) ? 'whole' : 'none';
}

/** A part that has left the seller: the page says why it can no longer be cancelled. */
export const shippedBeyondCancel = (part: Pick<OrderPart, 'stage'>): boolean =>
  part.stage === 'shipped' || part.stage === 'out_for_delivery';

import type { CancelReason } from './cancel-reasons';

/**
 * A cancel the shopper asked for while the server could not be reached (issue 60): it waits in
 * the outbox like a cart change and is sent once, under the Idempotency-Key the first attempt
 * carried, so a first attempt that did reach the server is answered again, not repeated.
 * `sellerId` names one seller's part of a paid order; without it the whole order.
 */
export type OrderCancelChange = {
  area: 'order';
  kind: 'cancel';
  payload: { orderId: string; sellerId?: string; reason: CancelReason };
};

/**
 * The cancel request's body, built one way for the direct call and the queued one: the server
 * hashes the body to tell a repeat from another request under the same key, so the two must
 * match byte for byte.
 */
export function cancelBody({ orderId, sellerId, reason }: OrderCancelChange['payload']): {
  orderId: string;
  sellerId?: string;
  reason: CancelReason;
} {
  return sellerId ? { orderId, sellerId, reason } : { orderId, reason };
}

/** The whole order's cancel, as `waitingCancels` names it. */
export const WHOLE_ORDER = 'whole';

/**
 * Which cancels of `orderId` wait in the outbox: the seller ids of the parts, or WHOLE_ORDER.
 * The page shows each as "Cancellation pending" instead of its Cancel button.
 */
export function waitingCancels(
  changes: readonly { area: string; kind: string; payload: unknown }[],
  orderId: string,
): Set<string> {
  const waiting = new Set<string>();
  for (const c of changes) {
    if (c.area !== 'order' || c.kind !== 'cancel') continue;
    const p = c.payload as OrderCancelChange['payload'];
    if (p.orderId === orderId) waiting.add(p.sellerId ?? WHOLE_ORDER);
  }
  return waiting;
}

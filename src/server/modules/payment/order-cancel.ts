import type { CancelReason } from '@shared/api/orders';
import { inTransaction, type Db } from '../../db/client';
import { DomainError, notFound } from '../../domain-error';
import type { CourierProvider } from '../../providers/courier-provider';
import { refundKey } from '../../providers/payment-provider';
import { cancelOrders } from '../orders/expiry-repository';
import { ORDER_NOT_FOUND } from '../orders/service';
import { invoiceOfPart, issueCreditNote } from './credit-note/credit-note';
import { callOffParcels } from '../shipping/cancel-parcels';
import * as cancelRepo from './order-cancel-repository';
import * as repo from './repository';
import type { OrderRow } from './repository';

export const ALREADY_CANCELLED = 'server_order_already_cancelled';
export const NOT_THAT_SELLERS = 'server_not_that_sellers_part';
export const CANCEL_WHOLE = 'server_cancel_whole';

export interface CancelAsk {
  orderNumber: string;
  /** One seller's part of a paid order; unset: every part still active. */
  sellerId?: string | undefined;
  reason: CancelReason;
}

export interface Cancelled {
  order: OrderRow;
  /** Paise of this cancel's refunds (0 when nothing was paid online). */
  refundPaise: number;
}

/**
 * The shopper calls an order, or one seller's part of a paid one, off before it ships
 * (docs/cancellation.md): its units go back on the shelf, a part paid online is owed back to
 * the rupee (its items and shipping less its share of the coupon, the invoice's own sharing) and
 * sent to the gateway after the answer; when no part is left the order is cancelled and its
 * coupon can be used again. An order not paid online (unpaid, or cash on delivery) is cancelled
 * whole: nothing was paid, nothing is owed. Decided with the order locked: two cancels, or a
 * cancel and a payment, never both act on the same state. A part that has left its seller
 * (picked up by the courier) is refused (ALREADY_SHIPPED, nothing changes); a parcel booked but
 * not yet picked up is called off with the courier first.
 */
export function cancelOrder(
  db: Db,
  courier: CourierProvider,
  customerId: string,
  ask: CancelAsk,
  now = new Date(),
): Promise<Cancelled> {
  return inTransaction(db, async (t) => {
    const order = await repo.lockOrder(t, ask.orderNumber);
    if (!order || order.customerId !== customerId) throw notFound(ORDER_NOT_FOUND);
    if (order.orderStatus === 'cancelled')
      throw new DomainError('ORDER_CANCELLED', ALREADY_CANCELLED);
    if (order.paymentStatus !== 'paid') {
      if (ask.sellerId) throw new DomainError('CONFLICT', CANCEL_WHOLE);
      const active = (await cancelRepo.partsOf(t, order.id)).filter((p) => !p.cancelledAt);
      await callOffParcels(t, courier, order, active, now);
      await cancelUnpaid(t, order, ask.reason, now);
      return { order: { ...order, orderStatus: 'cancelled' }, refundPaise: 0 };
    }
    return cancelPaid(t, courier, order, ask, now);
  });
}

/**
 * Unpaid or cash on delivery: every part cancelled, the stock back, no money moves. A cash on
 * delivery order's invoices were issued when it was placed: each gets its credit note.
 */
async function cancelUnpaid(t: Db, order: OrderRow, reason: CancelReason, now: Date) {
  await cancelOrders(t, [order.id]);
  await cancelRepo.markPartsCancelled(t, order.id, reason, now);
  for (const part of await cancelRepo.partsOf(t, order.id))
    if (part.invoiceNumber)
      await issueCreditNote(t, { orderPartId: part.id, reason: 'cancelled' }, now);
}

/**
 * What a cancelled part is owed back, paise: its credit note's amount, which is its invoice's
 * total (items and shipping less its share of the coupon, shared over the parts by value as
 * the invoices share it). A part paid before invoices were numbered gets its invoice's total.
 */
async function creditPart(
  t: Db,
  order: OrderRow,
  part: { id: string; invoiceNumber: string | null },
  now: Date,
) {
  if (part.invoiceNumber)
    return (await issueCreditNote(t, { orderPartId: part.id, reason: 'cancelled' }, now))
      .amountPaise;
  return (await invoiceOfPart(t, order, part.id)).totals.total;
}

async function cancelPaid(
  t: Db,
  courier: CourierProvider,
  order: OrderRow,
  ask: CancelAsk,
  now: Date,
): Promise<Cancelled> {
  const parts = await cancelRepo.partsOf(t, order.id);
  const chosen = parts.filter(
    (p) => !p.cancelledAt && (!ask.sellerId || p.sellerId === ask.sellerId),
  );
  if (chosen.length === 0) throw notFound(NOT_THAT_SELLERS);
  await callOffParcels(t, courier, order, chosen, now);
  return cancelPaidParts(t, order, parts, chosen, ask.reason, now);
}

type PartRow = Awaited<ReturnType<typeof cancelRepo.partsOf>>[number];

/**
 * Parts `chosen` of a paid order (locked by the caller) cancelled: their stock back, each
 * credited and its credit note's amount owed back to the payment; the order cancelled when no
 * part is left. For a shopper's cancel, and for a parcel that came back to its seller
 * (shipping/back-at-seller.ts), whose shopper paid and received nothing.
 */
export async function cancelPaidParts(
  t: Db,
  order: OrderRow,
  parts: PartRow[],
  chosen: PartRow[],
  reason: string,
  now: Date,
): Promise<Cancelled> {
  const paymentId = await repo.payingPaymentId(t, order.id);
  let refundPaise = 0;
  for (const part of chosen) {
    await cancelRepo.cancelPart(t, part.id, reason, now);
    // A part's refund is what its credit note gives back: the parts' add up to the order's total.
    const owed = await creditPart(t, order, part, now);
    if (!paymentId || owed <= 0) continue;
    await repo.insertRefund(t, {
      orderId: order.id,
      orderPartId: part.id,
      provider: await repo.payingProvider(t, order.id),
      providerPaymentId: paymentId,
      amountPaise: owed,
      idempotencyKey: refundKey(`${paymentId}_${part.id}`),
    });
    refundPaise += owed;
  }
  const left = parts.filter((p) => !p.cancelledAt && !chosen.includes(p));
  if (left.length === 0) await cancelRepo.markOrderCancelled(t, order.id);
  return {
    order: { ...order, orderStatus: left.length === 0 ? 'cancelled' : order.orderStatus },
    refundPaise,
  };
}

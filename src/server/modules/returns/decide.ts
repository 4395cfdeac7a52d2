import { inTransaction, type Db } from '../../db/client';
import { DomainError, notFound } from '../../domain-error';
import type { CourierProvider } from '../../providers/courier-provider';
import { refundKey } from '../../providers/payment-provider';
import { issueCreditNote } from '../payment/credit-note/credit-note';
import * as payRepo from '../payment/repository';
import { RETURN_TEXT } from './return-messages';
import { parcelOf, pickupAddress } from './parcel';
import { partPaidPaise, returnRefundPaise } from './refund-share';
import { bookedParcel } from '../shipping/booked-parcel';
import * as repo from './repository';

/**
 * The courier's return parcel reached the seller (the shipments webhook's hook for a 'return'
 * shipment delivered calls this, in its transaction): the return waits for the seller's
 * decision. A repeated call, or a shipment that is no return of ours, changes nothing.
 */
export async function returnParcelReceived(
  tx: Db,
  shipmentId: string,
  at = new Date(),
): Promise<string | null> {
  const ret = await repo.returnByShipment(tx, shipmentId);
  if (!ret || ret.status !== 'requested') return null;
  await repo.updateReturn(tx, ret.id, { status: 'received', receivedAt: at });
  return ret.id;
}

/** A seller's return, locked, still to be decided; another seller's is not found. */
async function openReturn(t: Db, sellerId: string, returnId: string, needReceived: boolean) {
  const found = await repo.lockReturn(t, returnId);
  if (!found || found.part.sellerId !== sellerId) throw notFound(RETURN_TEXT.returnNotFound);
  if (found.ret.status === 'accepted' || found.ret.status === 'refused')
    throw new DomainError('CONFLICT', RETURN_TEXT.alreadyDecided);
  if (needReceived && found.ret.status !== 'received')
    throw new DomainError('CONFLICT', RETURN_TEXT.notReceived);
  return found;
}

/** The seller refuses a return, with its reason: an exchange's reserved size goes back on sale. */
export function refuseReturn(
  db: Db,
  sellerId: string,
  returnId: string,
  reason: string,
  now = new Date(),
) {
  return inTransaction(db, async (t) => {
    const { ret } = await openReturn(t, sellerId, returnId, false);
    for (const { line } of await repo.returnItems(t, ret.id))
      if (line.exchangeVariationId) await repo.releaseSize(t, line.exchangeVariationId, line.units);
    return repo.updateReturn(t, ret.id, {
      status: 'refused',
      refusedReason: reason,
      decidedAt: now,
    });
  });
}

/**
 * The seller accepts a return that reached it. A return is refunded its units' share of what
 * was paid (never more than the part was paid less what was refunded before): through the
 * payment provider for an order paid online (sent by the caller, or the reconciliation, after
 * the commit), or owed to the shopper's UPI id for a cash on delivery order. An exchange sends
 * the reserved size in a new parcel instead. Decided once: a second accept is refused and
 * the refund's idempotency key is the return's own.
 */
export function acceptReturn(
  db: Db,
  courier: CourierProvider,
  sellerId: string,
  returnId: string,
  now = new Date(),
) {
  return inTransaction(db, async (t) => {
    const { ret, part } = await openReturn(t, sellerId, returnId, true);
    if (ret.kind === 'exchange') return sendExchange(t, courier, ret, now);
    const orderRow = await repo.lockOrderById(t, part.orderId);
    const parts = (await repo.partsWithShops(t, part.orderId)).map((p) => p.part);
    // The returned units' GST credit note, in this transaction: what it gives back (the
    // invoice's own sharing of the coupon) is what the refund is, within what is left to refund.
    const note = part.invoiceNumber
      ? await issueCreditNote(
          t,
          {
            orderPartId: part.id,
            reason: 'returned',
            returnId: ret.id,
            lines: (await repo.returnItems(t, ret.id)).map(({ item, line }) => ({
              orderItemId: item.id,
              quantity: line.units,
            })),
            shipping: false,
          },
          now,
        )
      : null;
    const refundPaise = await refundOf(t, orderRow, parts, part.id, ret.id, note?.amountPaise);
    const paymentId =
      orderRow.paymentMethod === 'cod' ? null : await payRepo.payingPaymentId(t, orderRow.id);
    let refundId: string | null = null;
    if (paymentId && refundPaise > 0)
      refundId = await repo.insertReturnRefund(t, {
        orderId: orderRow.id,
        orderPartId: part.id,
        provider: await payRepo.payingProvider(t, orderRow.id),
        providerPaymentId: paymentId,
        amountPaise: refundPaise,
        idempotencyKey: refundKey(`${paymentId}_return_${ret.id}`),
      });
    return repo.updateReturn(t, ret.id, {
      status: 'accepted',
      decidedAt: now,
      refundPaise,
      refundId,
    });
  });
}

async function refundOf(
  t: Db,
  order: { couponDiscount: number },
  parts: { id: string; price: number; shippingFee: number }[],
  partId: string,
  returnId: string,
  credited?: number,
): Promise<number> {
  const partIndex = parts.findIndex((p) => p.id === partId);
  const partPrices = parts.map((p) => p.price);
  const items = (await repo.itemsOfPart(t, partId)).map((i) => i.item);
  const lines = await repo.returnItems(t, returnId);
  const before = await repo.unitsInReturns(
    t,
    items.map((i) => i.id),
    'accepted',
    returnId,
  );
  const share =
    credited ??
    returnRefundPaise({
      couponDiscount: order.couponDiscount,
      partPrices,
      partIndex,
      items: items.map((i) => ({ unitPrice: i.discountedPrice, quantity: i.quantity })),
      returned: items.map((i) => ({
        before: before.get(i.id) ?? 0,
        now: lines.find((l) => l.item.id === i.id)?.line.units ?? 0,
      })),
    });
  const paid = partPaidPaise(
    order.couponDiscount,
    partPrices,
    partIndex,
    parts[partIndex]!.shippingFee,
  );
  const left = paid - (await repo.refundedPaiseOfPart(t, partId));
  return Math.max(0, Math.min(share, left));
}

/** An accepted exchange: the reserved size goes to the shopper in a new parcel. */
async function sendExchange(t: Db, courier: CourierProvider, ret: repo.ReturnRow, now: Date) {
  const parts = await repo.partsWithShops(t, ret.orderId);
  const { part, seller } = parts.find((p) => p.part.id === ret.orderPartId)!;
  const order = await repo.lockOrderById(t, ret.orderId);
  const lines = (await repo.returnItems(t, ret.id)).map((l) => ({
    item: l.item,
    units: l.line.units,
  }));
  const reference = `EXC-${ret.id}`;
  const booked = await courier.createShipment({
    reference,
    orderDate: order.createdAt,
    // Shiprocket knows a seller's pickup location by the nickname it was registered under: the shop's name.
    pickupLocation: seller.shopName,
    pickupPin: seller.pincode,
    deliverTo: pickupAddress(order.shippingInfo, await repo.customerEmail(t, order.customerId)),
    payment: 'prepaid',
    ...parcelOf(lines),
  });
  const shipment = await repo.insertShipment(
    t,
    bookedParcel(part.id, 'forward', courier.name, reference, booked, now),
  );
  return repo.updateReturn(t, ret.id, {
    status: 'accepted',
    decidedAt: now,
    exchangeShipmentId: shipment.id,
  });
}

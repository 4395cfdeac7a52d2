import {
  codReachesPin,
  codRefusal,
  isCashOnDelivery,
  type CodRefusal,
} from '@shared/rules/cash-on-delivery-rule';
import { promiseDates } from '@shared/rules/delivery-promise';
import { inTransaction, type Db } from '../../db/client';
import { DomainError, notFound } from '../../domain-error';
import { takeOrderedCartLines } from '../cart/repository';
import { cancelOrders } from '../orders/expiry-repository';
import { ORDER_NOT_FOUND } from '../orders/service';
import { placeOfPin } from '../pincode/service';
import * as codRepo from './cash-on-delivery-repository';
import * as repo from './repository';
import type { OrderRow } from './repository';
import { issueCreditNote } from './credit-note/credit-note';
import { partsOf } from './order-cancel-repository';
import { issueInvoiceNumbers, payableOrder } from './service';
import { forStaff } from '../../domain-error';

/** The shop's cash on delivery terms (COD_MAX_ORDER_RUPEES, COD_FEE_RUPEES, COD_MAX_REFUSALS). */
export interface CodTerms {
  maxOrderRupees: number;
  feeRupees: number;
  maxRefusals: number;
}

export interface CodChoice {
  available: boolean;
  /** Why not, when it is not. */
  reason: CodRefusal | null;
  fee: number;
  maxOrder: number;
}

export const COD_NOT_AVAILABLE = 'server_cod_not_available';

/** Whether this unpaid order may be paid on delivery, and what it would cost. */
export async function codChoice(
  db: Db,
  order: OrderRow,
  terms: CodTerms,
  now = new Date(),
): Promise<CodChoice> {
  const to = await placeOfPin(db, order.shippingInfo.pincode ?? '');
  const sellers = await codRepo.orderSellers(db, order.id);
  const zones = await Promise.all(
    sellers.map(async (s) => {
      const from = await placeOfPin(db, s.pickupPincode);
      return (to && from && promiseDates(from, to, now)?.zone) || null;
    }),
  );
  const reason = codRefusal({
    pinAllows: codReachesPin(zones),
    everySellerAllows: sellers.every((s) => s.cashOnDelivery),
    everyItemAllows: await codRepo.everyItemTakesCash(db, order.id),
    orderTotal: order.totalAmount,
    maxOrderRupees: terms.maxOrderRupees,
    refusedAtDoor: await codRepo.refusedAtDoor(db, order.customerId),
    maxRefusals: terms.maxRefusals,
  });
  return {
    available: reason === null,
    reason,
    fee: terms.feeRupees,
    maxOrder: terms.maxOrderRupees,
  };
}

/**
 * Places the shopper's unpaid order to be paid on delivery: its fee joins the total as its own
 * line, it is placed (not paid), each seller part gets its invoice number and the ordered units
 * leave the cart, as a paid order's do. Decided with the order locked, so a payment landing at
 * the same moment either comes first (the order is paid, COD is refused) or finds it placed.
 * Asked again for an order already placed on delivery, it answers the same order.
 */
export async function placeCashOnDelivery(
  db: Db,
  customerId: string,
  orderNumber: string,
  terms: CodTerms,
  now = new Date(),
): Promise<OrderRow> {
  return inTransaction(db, async (t) => {
    const locked = await repo.lockOrder(t, orderNumber);
    if (!locked || locked.customerId !== customerId) throw notFound(ORDER_NOT_FOUND);
    if (isCashOnDelivery(locked)) return locked;
    const order = await payableOrder(t, customerId, orderNumber, now);
    const choice = await codChoice(t, order, terms, now);
    if (!choice.available) throw new DomainError('CASH_ON_DELIVERY_REFUSED', COD_NOT_AVAILABLE);
    const placed = {
      paymentMethod: 'cod',
      orderStatus: 'placed' as const,
      codFee: terms.feeRupees,
      totalAmount: order.totalAmount + terms.feeRupees,
    };
    await repo.updateOrder(t, order.id, placed);
    await issueInvoiceNumbers(t, order.id, now);
    await takeOrderedCartLines(t, order.id);
    return { ...order, ...placed };
  });
}

export const NOT_ON_DELIVERY = forStaff(
  'Only an order placed to be paid on delivery can be refused at the door',
);

/**
 * The seller's word that the shopper refused a cash on delivery parcel at the door: the order is
 * cancelled, its stock goes back to the shelf, and the refusal counts against the shopper's
 * cash on delivery (COD_MAX_REFUSALS). Told twice, it counts once.
 */
export async function recordRefusedAtDoor(
  db: Db,
  orderNumber: string,
  now = new Date(),
): Promise<{ orderNumber: string; customerId: string; counted: boolean }> {
  return inTransaction(db, async (t) => {
    const order = await repo.lockOrder(t, orderNumber);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const facts = { orderNumber, customerId: order.customerId };
    if (order.refusedAtDoorAt) return { ...facts, counted: false };
    if (!isCashOnDelivery(order) || order.orderStatus !== 'placed')
      throw new DomainError('CONFLICT', NOT_ON_DELIVERY);
    await refuseAtDoor(t, order, now);
    return { ...facts, counted: true };
  });
}

/**
 * A cash on delivery order refused at the door, inside the caller's transaction (the order
 * locked): cancelled, its stock back, the refusal counted, and each invoiced part credited by a
 * GST credit note, as a cancel credits it. Told by `npm run refused-at-door`, or by the courier
 * when the parcel comes back to the seller (shipping/tracking.ts).
 */
export async function refuseAtDoor(t: Db, order: OrderRow, now: Date): Promise<void> {
  await cancelOrders(t, [order.id]);
  await repo.updateOrder(t, order.id, { refusedAtDoorAt: now });
  for (const part of await partsOf(t, order.id))
    if (part.invoiceNumber && !part.cancelledAt)
      await issueCreditNote(t, { orderPartId: part.id, reason: 'cancelled' }, now);
}

import { isCashOnDelivery } from '@shared/rules/cash-on-delivery-rule';
import type { Db } from '../../db/client';
import { refuseAtDoor } from '../payment/cash-on-delivery';
import { cancelPaidParts } from '../payment/order-cancel';
import { partsOf } from '../payment/order-cancel-repository';
import { lockOrderOfPart } from './repository';

/** The cancel reason stored on a part whose parcel came back (not a shopper's choice). */
const RETURNED_TO_SELLER = 'returnedToSeller';

/**
 * A forward parcel came back to its seller (RTO delivered) after the courier's attempts, once
 * (an order or part already settled is left alone):
 * - cash on delivery: a parcel refused at the door, recorded as `npm run refused-at-door`
 *   records it (cancelled, stock back, counted against COD, credit notes);
 * - paid online: the shopper paid and received nothing, so the part is cancelled and refunded
 *   in full, as a cancel before shipping would (stock back, credit note, the refund sent by the
 *   reconciliation within the minute).
 */
export async function parcelBackAtSeller(t: Db, orderPartId: string, at: Date): Promise<void> {
  const o = await lockOrderOfPart(t, orderPartId);
  if (!o || o.orderStatus === 'cancelled') return;
  if (isCashOnDelivery(o)) {
    if (o.orderStatus === 'placed' && !o.refusedAtDoorAt) await refuseAtDoor(t, o, at);
    return;
  }
  if (o.paymentStatus !== 'paid') return;
  const parts = await partsOf(t, o.id);
  const part = parts.find((p) => p.id === orderPartId && !p.cancelledAt);
  if (part) await cancelPaidParts(t, o, parts, [part], RETURNED_TO_SELLER, at);
}

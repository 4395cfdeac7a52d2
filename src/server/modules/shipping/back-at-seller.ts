import { isCashOnDelivery } from '@shared/rules/cash-on-delivery-rule';
import type { Db } from '../../db/client';
import { refuseAtDoor } from '../payment/cash-on-delivery';
import { lockOrderOfPart } from './repository';

/**
 * A forward parcel came back to its seller (RTO delivered) after the courier's attempts: for a
 * cash on delivery order that is a parcel refused at the door, recorded as
 * `npm run refused-at-door` records it (cancelled, stock back, counted against COD, credit
 * notes). Once: an order already refused, or no longer placed, is left alone. A prepaid parcel
 * back at its seller waits for support (docs/shipping.md).
 */
export async function parcelBackAtSeller(t: Db, orderPartId: string, at: Date): Promise<void> {
  const o = await lockOrderOfPart(t, orderPartId);
  if (!o || !isCashOnDelivery(o) || o.orderStatus !== 'placed' || o.refusedAtDoorAt) return;
  await refuseAtDoor(t, o, at);
}

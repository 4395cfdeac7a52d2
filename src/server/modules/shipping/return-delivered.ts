import type { Db } from '../../db/client';
import type { ShipmentRow } from './repository';

/**
 * A return parcel (kind 'return') reached the seller: called in the transaction of the scan
 * that moved it to 'delivered', after that status is stored on the shipment and the scan in
 * shipment_events, once per parcel (a replayed or late delivered scan does not call it again).
 * The returns work (issue 60) hangs the refund of the returned items here; until then the
 * stored scan is the whole record and nothing more happens.
 */
export async function onReturnShipmentDelivered(_tx: Db, _shipment: ShipmentRow): Promise<void> {}

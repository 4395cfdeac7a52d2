import type { Db } from '../../db/client';
import { returnParcelReceived } from '../returns/decide';
import type { ShipmentRow } from './repository';

/**
 * A return parcel (kind 'return') reached the seller: called in the transaction of the scan
 * that moved it to 'delivered', after that status is stored on the shipment and the scan in
 * shipment_events, once per parcel (a replayed or late delivered scan does not call it again).
 * The return then waits for the seller's decision (docs/returns.md).
 */
export async function onReturnShipmentDelivered(tx: Db, shipment: ShipmentRow): Promise<void> {
  await returnParcelReceived(tx, shipment.id, shipment.statusAt);
}

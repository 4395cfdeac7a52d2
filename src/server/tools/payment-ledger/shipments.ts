import type { shipmentLedgerOf } from '../../modules/shipping/repository';

type Parcels = Awaited<ReturnType<typeof shipmentLedgerOf>>;

/**
 * The order's parcels as support reads them: each booking, then its scans in the order the
 * courier made them (by scan time), each with when it arrived and whether it moved the parcel
 * ("stale": late, repeated or out of order, stored and ignored).
 */
export function formatShipments(parcels: Parcels): string {
  return parcels
    .flatMap(({ shipment: s, shopName, scans }) => [
      `${s.createdAt.toISOString()}  parcel   ${s.kind} ${s.provider} ${s.courier} AWB ${s.awb}` +
        ` ref ${s.reference} (${shopName}) now ${s.status} since ${s.statusAt.toISOString()}` +
        `${s.expectedBy ? ` expected ${s.expectedBy}` : ''}`,
      ...scans.map(
        (e) =>
          `${e.scanAt.toISOString()}  scan     ${s.awb} ${e.status} ${e.applied ? 'applied' : 'stale'}` +
          ` event ${e.eventId} received ${e.receivedAt.toISOString()}${e.detail ? ` (${e.detail})` : ''}`,
      ),
    ])
    .join('\n');
}

import { shipmentLedgerOf } from '../../modules/shipping/repository';
import type { LedgerRow, LedgerSource } from './ledger-row';

type Parcels = Awaited<ReturnType<typeof shipmentLedgerOf>>;

/**
 * The order's parcels as support reads them: each booking, and each courier scan at the time
 * the courier made it, with when it arrived and whether it moved the parcel ("stale": late,
 * repeated or out of order, stored and ignored).
 */
export function parcelRows(parcels: Parcels): LedgerRow[] {
  return parcels.flatMap(({ shipment: s, shopName, scans }) => [
    {
      at: s.createdAt,
      kind: 'parcel',
      text:
        `${s.kind} ${s.provider} ${s.courier} AWB ${s.awb} ref ${s.reference} (${shopName})` +
        ` now ${s.status} since ${s.statusAt.toISOString()}` +
        `${s.expectedBy ? ` expected ${s.expectedBy}` : ''}`,
    },
    ...scans.map((e) => ({
      at: e.scanAt,
      kind: 'scan',
      text:
        `${s.awb} ${e.status} ${e.applied ? 'applied' : 'stale'} event ${e.eventId}` +
        ` received ${e.receivedAt.toISOString()}${e.detail ? ` (${e.detail})` : ''}`,
    })),
  ]);
}

/** The ledger's source of parcels and scans (LEDGER_SOURCES). */
export const parcelsAndScans: LedgerSource = async (db, order) =>
  parcelRows(await shipmentLedgerOf(db, order.id));

/**
 * Where a parcel stands, in the shop's words: every courier's scans are read into one of these.
 * A return pickup (shopper to seller) moves through the same list; `delivered` then means it
 * reached the seller.
 */
export const SHIPMENT_STATUSES = [
  'pickup_scheduled',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivery_failed',
  'rto_initiated',
  'rto_delivered',
  'delivered',
  'cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/**
 * How far along each status is. Out for delivery and a failed attempt share a rank: a courier
 * goes out again after a failed attempt, so between those two the later scan decides. A return
 * to the seller (RTO) comes after any forward scan; delivery still outranks it, because an RTO
 * a courier calls off ends in delivery.
 */
const RANK: Record<ShipmentStatus, number> = {
  pickup_scheduled: 1,
  picked_up: 2,
  in_transit: 3,
  out_for_delivery: 4,
  delivery_failed: 4,
  rto_initiated: 5,
  rto_delivered: 6,
  delivered: 7,
  cancelled: 7,
};

/** Nothing moves a parcel on from these. */
export const FINAL_SHIPMENT_STATUSES: ReadonlySet<ShipmentStatus> = new Set([
  'delivered',
  'rto_delivered',
  'cancelled',
]);

export interface ShipmentPosition {
  status: ShipmentStatus;
  /** When the courier scanned it (not when its message arrived). */
  scanAt: Date;
}

/**
 * A scan's effect on where a parcel stands: the position it leaves. A later scan never rolls the
 * state back: scans arrive late, twice and out of order (webhooks are retried, polls overlap),
 * so a scan of an earlier stage, or of the same stage scanned earlier, changes nothing, and a
 * final status is kept whatever comes after it.
 */
export function advanceShipment(
  current: ShipmentPosition | null,
  scan: ShipmentPosition,
): ShipmentPosition {
  if (!current) return scan;
  if (FINAL_SHIPMENT_STATUSES.has(current.status)) return current;
  const ahead = RANK[scan.status] - RANK[current.status];
  if (ahead > 0) return scan;
  if (ahead === 0 && scan.scanAt.getTime() > current.scanAt.getTime()) return scan;
  return current;
}

/** One stored tracking event: applied once, by its courier's event id. */
export interface IdentifiedScan extends ShipmentPosition {
  eventId: string;
}

/**
 * Where a list of events, in the order they arrived, leaves a parcel: each event id counts once
 * (a replayed delivery is ignored), and `applied` names the events that moved it.
 */
export function foldShipmentScans(
  scans: readonly IdentifiedScan[],
  start: ShipmentPosition | null = null,
): { position: ShipmentPosition | null; applied: string[] } {
  const seen = new Set<string>();
  const applied: string[] = [];
  let position = start;
  for (const scan of scans) {
    if (seen.has(scan.eventId)) continue;
    seen.add(scan.eventId);
    const next = advanceShipment(position, scan);
    if (next !== position) applied.push(scan.eventId);
    position = next;
  }
  return { position, applied };
}

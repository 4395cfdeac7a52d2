import type { ShipmentStatus } from '@shared/rules/shipment-status';

/**
 * Shiprocket's status labels (its tracking docs' shipment status table, upper case, "_" read as
 * a space), in the shop's statuses. Matched whole, so "PARTIAL DELIVERED" or "RTO DELIVERED" are
 * never read as "DELIVERED". A label not here (AWB ASSIGNED, LABEL GENERATED, LOST, ...) moves
 * no parcel: it is acknowledged and nothing changes. A return pickup's labels are the same with
 * "RETURN " before them (RETURN PICKED UP, RETURN DELIVERED).
 */
const LABELS: Record<string, ShipmentStatus> = {
  'PICKUP SCHEDULED': 'pickup_scheduled',
  'PICKUP GENERATED': 'pickup_scheduled',
  'PICKUP BOOKED': 'pickup_scheduled',
  'PICKUP QUEUED': 'pickup_scheduled',
  'PICKUP RESCHEDULED': 'pickup_scheduled',
  'OUT FOR PICKUP': 'pickup_scheduled',
  'PICKED UP': 'picked_up',
  SHIPPED: 'picked_up',
  'IN TRANSIT': 'in_transit',
  'IN FLIGHT': 'in_transit',
  'REACHED AT DESTINATION HUB': 'in_transit',
  'REACHED DESTINATION HUB': 'in_transit',
  MISROUTED: 'in_transit',
  DELAYED: 'in_transit',
  'OUT FOR DELIVERY': 'out_for_delivery',
  UNDELIVERED: 'delivery_failed',
  DELIVERED: 'delivered',
  'RTO INITIATED': 'rto_initiated',
  'RTO ACKNOWLEDGED': 'rto_initiated',
  'RTO IN TRANSIT': 'rto_initiated',
  'RTO IN INTRANSIT': 'rto_initiated',
  'RTO OFD': 'rto_initiated',
  'RTO NDR': 'rto_initiated',
  'RTO DELIVERED': 'rto_delivered',
  CANCELED: 'cancelled',
  CANCELLED: 'cancelled',
  'CANCELLED BEFORE DISPATCHED': 'cancelled',
};

/** The same table by Shiprocket's shipment status code, for a label it spells otherwise. */
const CODES: Record<number, ShipmentStatus> = {
  6: 'picked_up',
  7: 'delivered',
  8: 'cancelled',
  9: 'rto_initiated',
  10: 'rto_delivered',
  14: 'rto_initiated',
  15: 'pickup_scheduled',
  17: 'out_for_delivery',
  18: 'in_transit',
  19: 'pickup_scheduled',
  21: 'delivery_failed',
  22: 'in_transit',
  27: 'pickup_scheduled',
  38: 'in_transit',
  40: 'rto_initiated',
  41: 'rto_initiated',
  42: 'picked_up',
  45: 'cancelled',
  46: 'rto_initiated',
};

/** A Shiprocket status (label, and code when sent) as the shop's, or null when it moves nothing. */
export function shiprocketStatus(
  label: string,
  code: number | null | undefined,
): ShipmentStatus | null {
  const words = label.toUpperCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  // A return's codes count in another table (RETURN PENDING is 21, as UNDELIVERED is here):
  // its label alone is read.
  if (words.startsWith('RETURN ')) return LABELS[words.slice('RETURN '.length)] ?? null;
  return LABELS[words] ?? (code != null ? (CODES[code] ?? null) : null);
}

import type { CreatedShipment } from '../../providers/courier-provider';

/** The `shipments` row of a parcel the courier just booked for a seller part. */
export function bookedParcel(
  orderPartId: string,
  kind: 'forward' | 'return',
  provider: string,
  reference: string,
  booked: CreatedShipment,
  now: Date,
  expectedBy: string | null = null,
) {
  return {
    orderPartId,
    kind,
    provider,
    reference,
    awb: booked.awb,
    courier: booked.courierName,
    trackingUrl: booked.trackingUrl,
    labelUrl: booked.labelUrl,
    status: 'pickup_scheduled' as const,
    statusAt: now,
    expectedBy,
  };
}

import { describe, expect, it } from 'vitest';
import { HAPPY_PATH, STAGE_OF_SHIPMENT, partCancellable } from './order-journey';

describe('order journey', () => {
  it('lets a part be cancelled until it leaves the seller', () => {
    expect(HAPPY_PATH.filter(partCancellable)).toEqual(['placed', 'confirmed', 'packed']);
    expect(partCancellable('cancelled')).toBe(false);
    expect(partCancellable('delivery_failed')).toBe(false);
  });

  it('shows a booked parcel as packed until the courier picks it up', () => {
    expect(STAGE_OF_SHIPMENT.pickup_scheduled).toBe('packed');
    expect(STAGE_OF_SHIPMENT.picked_up).toBe('shipped');
    expect(STAGE_OF_SHIPMENT.rto_delivered).toBe('returned_to_seller');
  });
});

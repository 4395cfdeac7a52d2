import { partStage, partSteps, type JourneyOrder } from './journey';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 10, minutes));
const paid: JourneyOrder = {
  createdAt: at(0),
  paidAt: at(2),
  paymentStatus: 'paid',
  paymentMethod: 'upi',
  orderStatus: 'placed',
  expiresAt: at(15),
  refusedAtDoorAt: null,
};
const packed = { cancelledAt: null, packedAt: at(30), invoiceDate: at(2) };

describe("a seller part's journey", () => {
  it('keeps the first time of a stage reached twice (out for delivery after a failed attempt)', () => {
    const scans = [
      { status: 'picked_up', scanAt: at(40) },
      { status: 'in_transit', scanAt: at(41) },
      { status: 'out_for_delivery', scanAt: at(42) },
      { status: 'delivery_failed', scanAt: at(43) },
      { status: 'out_for_delivery', scanAt: at(44) },
      { status: 'delivered', scanAt: at(45) },
    ] as const;
    expect(partSteps(paid, packed, scans)).toEqual([
      { stage: 'placed', at: at(0).toISOString() },
      { stage: 'confirmed', at: at(2).toISOString() },
      { stage: 'packed', at: at(30).toISOString() },
      { stage: 'shipped', at: at(40).toISOString() },
      { stage: 'out_for_delivery', at: at(42).toISOString() },
      { stage: 'delivery_failed', at: at(43).toISOString() },
      { stage: 'delivered', at: at(45).toISOString() },
    ]);
    expect(partStage(paid, packed, { status: 'delivered' })).toBe('delivered');
  });

  it('confirms a cash on delivery order when it was placed, and an unpaid one never', () => {
    const cod: JourneyOrder = {
      ...paid,
      paidAt: null,
      paymentStatus: 'not paid',
      paymentMethod: 'cod',
    };
    const part = { cancelledAt: null, packedAt: null, invoiceDate: at(5) };
    expect(partSteps(cod, part, []).map((s) => [s.stage, s.at])).toEqual([
      ['placed', at(0).toISOString()],
      ['confirmed', at(5).toISOString()],
    ]);
    const unpaid: JourneyOrder = { ...cod, paymentMethod: null, orderStatus: 'pending' };
    expect(partStage(unpaid, { ...part, invoiceDate: null }, null)).toBe('placed');
  });

  it('ends an expired order cancelled at its expiry, and a returned parcel with the seller', () => {
    const expired: JourneyOrder = {
      ...paid,
      paidAt: null,
      paymentStatus: 'not paid',
      paymentMethod: null,
      orderStatus: 'cancelled',
    };
    const part = { cancelledAt: null, packedAt: null, invoiceDate: null };
    expect(partSteps(expired, part, []).at(-1)).toEqual({
      stage: 'cancelled',
      at: at(15).toISOString(),
    });
    expect(partStage(paid, packed, { status: 'rto_delivered' })).toBe('returned_to_seller');
    expect(partStage(paid, packed, { status: 'pickup_scheduled' })).toBe('packed');
  });
});

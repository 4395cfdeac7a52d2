import {
  advanceShipment,
  foldShipmentScans,
  type IdentifiedScan,
  type ShipmentStatus,
} from './shipment-status';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 6, minute));
const scan = (eventId: string, status: ShipmentStatus, minute: number): IdentifiedScan => ({
  eventId,
  status,
  scanAt: at(minute),
});

const journey = [
  scan('e1', 'pickup_scheduled', 0),
  scan('e2', 'picked_up', 10),
  scan('e3', 'in_transit', 20),
  scan('e4', 'out_for_delivery', 30),
  scan('e5', 'delivered', 40),
];

describe('a later scan never rolls a shipment back', () => {
  it('follows a journey scanned in order', () => {
    const { position, applied } = foldShipmentScans(journey);
    expect(position?.status).toBe('delivered');
    expect(applied).toEqual(['e1', 'e2', 'e3', 'e4', 'e5']);
  });

  it('applies a replayed event once', () => {
    const { position, applied } = foldShipmentScans([
      ...journey.slice(0, 3),
      journey[1]!,
      journey[2]!,
    ]);
    expect(position?.status).toBe('in_transit');
    expect(applied).toEqual(['e1', 'e2', 'e3']);
  });

  it('ignores scans of earlier stages that arrive late', () => {
    const arrived = [journey[2]!, journey[0]!, journey[4]!, journey[1]!, journey[3]!];
    const { position, applied } = foldShipmentScans(arrived);
    expect(position).toEqual(journey[4]);
    expect(applied).toEqual(['e3', 'e5']);
  });

  it('keeps a final status whatever follows it', () => {
    for (const final of ['delivered', 'rto_delivered', 'cancelled'] as const) {
      const start = { status: final, scanAt: at(50) };
      expect(advanceShipment(start, { status: 'rto_initiated', scanAt: at(55) })).toBe(start);
      expect(advanceShipment(start, { status: 'delivered', scanAt: at(60) })).toBe(start);
    }
  });

  it('lets out for delivery and a failed attempt follow each other by scan time', () => {
    const { position, applied } = foldShipmentScans([
      scan('ofd1', 'out_for_delivery', 30),
      scan('fail', 'delivery_failed', 35),
      scan('ofd1-late', 'out_for_delivery', 30),
      scan('ofd2', 'out_for_delivery', 60),
    ]);
    expect(position?.status).toBe('out_for_delivery');
    expect(applied).toEqual(['ofd1', 'fail', 'ofd2']);
  });

  it('moves on to a return to the seller, and not back to a forward stage', () => {
    const { position, applied } = foldShipmentScans([
      scan('fail', 'delivery_failed', 35),
      scan('rto', 'rto_initiated', 40),
      scan('ofd-late', 'out_for_delivery', 45),
      scan('rto-done', 'rto_delivered', 90),
    ]);
    expect(position?.status).toBe('rto_delivered');
    expect(applied).toEqual(['fail', 'rto', 'rto-done']);
  });

  it('starts from a stored position', () => {
    const stored = { status: 'out_for_delivery' as const, scanAt: at(30) };
    const { position, applied } = foldShipmentScans([scan('old', 'in_transit', 40)], stored);
    expect(position).toBe(stored);
    expect(applied).toEqual([]);
  });
});

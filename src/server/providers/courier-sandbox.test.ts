import type { CourierAddress, ShipmentRequest } from './courier-provider';
import { SANDBOX_PINS, SandboxCourierProvider } from './courier-sandbox';

const STEP = 60_000;
let now = Date.UTC(2026, 10, 29, 6, 0);
const sandbox = () =>
  new SandboxCourierProvider({
    webhookToken: 'sandbox-courier-token',
    stepSeconds: STEP / 1000,
    now: () => new Date(now),
  });
const address = (pin: string): CourierAddress => ({
  name: 'Asha Verma',
  phone: '9876543210',
  email: 'asha@example.in',
  line1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin,
});
const shipment = (pin: string, reference = `OD-${pin}`): ShipmentRequest => ({
  reference,
  orderDate: new Date(now),
  pickupLocation: 'Loom House',
  pickupPin: '560034',
  deliverTo: address(pin),
  payment: 'prepaid',
  items: [{ sku: 'S1', name: 'Saree', units: 1, unitPrice: 999 }],
  subTotal: 999,
  weightGrams: 700,
  lengthCm: 30,
  breadthCm: 20,
  heightCm: 5,
});
const statuses = (courier: SandboxCourierProvider, awb: string) =>
  courier.trackingEvents(awb).map((e) => e.status);

describe('the sandbox courier answers serviceability by zone', () => {
  const ask = (deliveryPin: string, extra: { weightGrams?: number; cod?: boolean } = {}) =>
    sandbox().serviceability({
      pickupPin: '560034',
      deliveryPin,
      weightGrams: 700,
      cod: false,
      ...extra,
    });

  it('delivers sooner and for less within a district than across India', async () => {
    const [district, region, india] = await Promise.all([
      ask('560001'),
      ask('570001'),
      ask('110001'),
    ]);
    const surface = (o: typeof district) => o.find((c) => c.courierId === 'sandbox-surface')!;
    expect([district, region, india].map((o) => surface(o).expectedDeliveryDate)).toEqual([
      '2026-12-01',
      '2026-12-03',
      '2026-12-05',
    ]);
    expect(surface(district).chargeRupees).toBeLessThan(surface(region).chargeRupees);
    expect(surface(region).chargeRupees).toBeLessThan(surface(india).chargeRupees);
    expect(district.map((c) => c.courierId)).toEqual(['sandbox-express', 'sandbox-surface']);
  });

  it('charges by the half kilo and for collecting cash', async () => {
    const [light, heavy, cod] = await Promise.all([
      ask('110001', { weightGrams: 500 }),
      ask('110001', { weightGrams: 1_200 }),
      ask('110001', { weightGrams: 500, cod: true }),
    ]);
    const surface = (o: typeof light) =>
      o.find((c) => c.courierId === 'sandbox-surface')!.chargeRupees;
    expect(surface(heavy)).toBe(surface(light) + 2 * Math.ceil(surface(light) / 2));
    expect(surface(cod)).toBe(surface(light) + 30);
  });

  it('sends a parcel over 5 kg, or one paid in cash, by surface only', async () => {
    expect((await ask('110001', { weightGrams: 5_001 })).map((c) => c.courierId)).toEqual([
      'sandbox-surface',
    ]);
    expect((await ask('110001', { cod: true })).map((c) => c.courierId)).toEqual([
      'sandbox-surface',
    ]);
  });

  it('reaches no Army Postal Service PIN, and the Andaman and Nicobar Islands prepaid only', async () => {
    expect(await ask('900056')).toEqual([]);
    expect(await ask('744101', { cod: true })).toEqual([]);
    expect((await ask('744101')).length).toBeGreaterThan(0);
  });
});

describe('the sandbox courier moves a parcel along its clock', () => {
  it('scans a parcel one step at a time to delivery', async () => {
    const courier = sandbox();
    const { awb } = await courier.createShipment(shipment('110001'));
    expect(statuses(courier, awb)).toEqual(['pickup_scheduled']);
    now += STEP * 2;
    expect(statuses(courier, awb)).toEqual(['pickup_scheduled', 'picked_up', 'in_transit']);
    now += STEP * 10;
    expect(statuses(courier, awb)).toEqual([
      'pickup_scheduled',
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it(`fails the first attempt to ${SANDBOX_PINS.failsOnce} and delivers at the second`, async () => {
    const courier = sandbox();
    const { awb } = await courier.createShipment(shipment(SANDBOX_PINS.failsOnce));
    now += STEP * 20;
    expect(statuses(courier, awb).slice(3)).toEqual([
      'out_for_delivery',
      'delivery_failed',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it(`returns a parcel for ${SANDBOX_PINS.undeliverable} to the seller after two attempts`, async () => {
    const courier = sandbox();
    const { awb } = await courier.createShipment(shipment(SANDBOX_PINS.undeliverable));
    now += STEP * 20;
    expect(statuses(courier, awb).slice(3)).toEqual([
      'out_for_delivery',
      'delivery_failed',
      'out_for_delivery',
      'delivery_failed',
      'rto_initiated',
      'rto_delivered',
    ]);
  });

  it('books the same reference once', async () => {
    const courier = sandbox();
    const first = await courier.createShipment(shipment('110001', 'OD-7-1'));
    now += STEP;
    expect(await courier.createShipment(shipment('110001', 'OD-7-1'))).toEqual(first);
    expect((await courier.createShipment(shipment('110001', 'OD-7-2'))).awb).not.toBe(first.awb);
  });

  it('hands each scan out as a webhook once', async () => {
    const courier = sandbox();
    const { awb } = await courier.createShipment(shipment('110001'));
    now += STEP;
    expect(courier.webhooksDue()).toHaveLength(2);
    expect(courier.webhooksDue()).toEqual([]);
    now += STEP;
    const [next] = courier.webhooksDue();
    expect(courier.parseTrackingWebhook(next!.body, next!.headers)).toMatchObject({
      ok: true,
      events: [{ awb, status: 'in_transit', scanAt: new Date(now), location: 'PIN 110001' }],
    });
  });

  it('carries a return from the shopper to the seller', async () => {
    const courier = sandbox();
    const created = await courier.createReturn({
      ...shipment('110001'),
      pickupFrom: address('110001'),
      returnTo: address('560034'),
    });
    now += STEP * 5;
    const events = courier.trackingEvents(created.awb);
    expect(events.map((e) => e.status)).toEqual([
      'pickup_scheduled',
      'picked_up',
      'in_transit',
      'delivered',
    ]);
    expect(events.every((e) => e.isReturn)).toBe(true);
  });
});

describe('cancelling a sandbox parcel', () => {
  it('cancels it before pickup', async () => {
    const courier = sandbox();
    const { awb } = await courier.createShipment(shipment('110001'));
    await courier.cancelShipment(awb);
    now += STEP * 10;
    expect(statuses(courier, awb)).toEqual(['pickup_scheduled', 'cancelled']);
  });

  it('sends it back to the seller once picked up', async () => {
    const courier = sandbox();
    const { awb } = await courier.createShipment(shipment('110001'));
    now += STEP;
    await courier.cancelShipment(awb);
    now += STEP * 10;
    expect(statuses(courier, awb)).toEqual([
      'pickup_scheduled',
      'picked_up',
      'rto_initiated',
      'rto_delivered',
    ]);
  });

  it('refuses once it is delivered, and names what it never booked', async () => {
    const courier = sandbox();
    const { awb } = await courier.createShipment(shipment('110001'));
    now += STEP * 10;
    await expect(courier.cancelShipment(awb)).rejects.toMatchObject({ status: 409 });
    expect(statuses(courier, awb).at(-1)).toBe('delivered');
    await expect(courier.cancelShipment('SBXS0000')).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a courier it does not have', async () => {
    await expect(
      sandbox().createShipment({ ...shipment('110001'), courierId: 'no-such-courier' }),
    ).rejects.toMatchObject({ status: 422 });
  });
});

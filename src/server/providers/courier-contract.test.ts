import { foldShipmentScans, type ShipmentStatus } from '@shared/rules/shipment-status';
import { ShiprocketFake } from '../test/shiprocket-fake';
import {
  indiaDate,
  type CourierAddress,
  type CourierProvider,
  type CreatedShipment,
  type ShipmentRequest,
  type TrackingEvent,
} from './courier-provider';
import { SandboxCourierProvider } from './courier-sandbox';
import { ShiprocketCourierProvider } from './courier-shiprocket';
import { ProviderError, type WebhookHeaders } from './payment-provider';

type Delivery = { body: string; headers: WebhookHeaders };

/** One courier under test, and how its scans of a parcel reach the shop. */
interface Harness {
  provider: CourierProvider;
  /** The webhooks of a parcel's whole journey to delivery, in the order they were scanned. */
  journey(created: CreatedShipment, isReturn: boolean): Delivery[];
  /** How many requests the courier has been sent (the sandbox sends none). */
  asked(): number;
  close(): Promise<void>;
}

const harnesses: Record<string, () => Promise<Harness>> = {
  sandbox: async () => {
    // From today: its delivery dates are checked against today's.
    let now = Date.now();
    const sandbox = new SandboxCourierProvider({
      webhookToken: 'contract-courier-token',
      stepSeconds: 60,
      now: () => new Date(now),
    });
    return {
      provider: sandbox,
      journey: (created) => {
        now += 10 * 60_000;
        return sandbox.webhooksDue().filter((d) => d.body.includes(`"awb":"${created.awb}"`));
      },
      asked: () => 0,
      close: async () => {},
    };
  },
  shiprocket: async () => {
    const fake = new ShiprocketFake();
    const apiUrl = await fake.start();
    return {
      provider: new ShiprocketCourierProvider({
        email: fake.email,
        password: fake.password,
        webhookToken: fake.webhookToken,
        apiUrl,
      }),
      journey: (created, isReturn) => {
        const steps = isReturn
          ? ['RETURN PICKUP GENERATED', 'RETURN PICKED UP', 'RETURN IN TRANSIT', 'RETURN DELIVERED']
          : ['PICKUP SCHEDULED', 'PICKED UP', 'IN TRANSIT', 'OUT FOR DELIVERY', 'DELIVERED'];
        return steps.map((status, i) =>
          fake.webhook(created.awb, {
            status,
            statusId: 0,
            at: `29 11 2026 1${i}:00:00`,
            isReturn,
          }),
        );
      },
      asked: () => fake.requests.length,
      close: () => fake.stop(),
    };
  },
};

const shopper: CourierAddress = {
  name: 'Asha Verma',
  phone: '9876543210',
  email: 'asha@example.in',
  line1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560001',
};
const seller: CourierAddress = {
  ...shopper,
  name: 'Loom House',
  pin: '110030',
  city: 'New Delhi',
  state: 'Delhi',
};
const parcel = {
  items: [{ sku: 'SAREE-1', name: 'Cotton saree', units: 1, unitPrice: 1499 }],
  subTotal: 1499,
  weightGrams: 800,
  lengthCm: 30,
  breadthCm: 25,
  heightCm: 5,
};

describe.each(Object.keys(harnesses))('the %s courier keeps the contract', (name) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harnesses[name]!();
  });
  afterAll(() => h.close());

  let booked = 0;
  const shipment = (): ShipmentRequest => ({
    ...parcel,
    reference: `OD-${name}-${++booked}`,
    orderDate: new Date(),
    pickupLocation: 'Loom House',
    pickupPin: seller.pin,
    deliverTo: shopper,
    payment: 'prepaid',
  });
  const parsed = (deliveries: Delivery[]): TrackingEvent[] =>
    deliveries.flatMap((d) => {
      const result = h.provider.parseTrackingWebhook(d.body, d.headers);
      if (!result.ok) throw new Error(result.message);
      return result.events;
    });

  it('answers the couriers between two PIN codes, each with a delivery date', async () => {
    const options = await h.provider.serviceability({
      pickupPin: seller.pin,
      deliveryPin: shopper.pin,
      weightGrams: 800,
      cod: false,
    });
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      expect(option.courierId).not.toBe('');
      expect(option.courierName).not.toBe('');
      expect(option.expectedDeliveryDate >= indiaDate(new Date())).toBe(true);
      expect(option.chargeRupees).toBeGreaterThan(0);
    }
    const dates = options.map((o) => o.expectedDeliveryDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('answers only couriers that collect cash when asked for cash on delivery', async () => {
    const options = await h.provider.serviceability({
      pickupPin: seller.pin,
      deliveryPin: shopper.pin,
      weightGrams: 800,
      cod: true,
    });
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => o.cod)).toBe(true);
  });

  it('answers no courier for an Army Postal Service PIN code', async () => {
    const options = await h.provider.serviceability({
      pickupPin: seller.pin,
      deliveryPin: '900056',
      weightGrams: 800,
      cod: false,
    });
    expect(options).toEqual([]);
  });

  it('refuses a bad PIN code or weight without asking the courier', async () => {
    const before = h.asked();
    for (const bad of [
      { deliveryPin: '56001' },
      { deliveryPin: '060001' },
      { weightGrams: 0 },
      { weightGrams: 30_001 },
    ]) {
      const query = {
        pickupPin: seller.pin,
        deliveryPin: shopper.pin,
        weightGrams: 800,
        cod: false,
      };
      await expect(h.provider.serviceability({ ...query, ...bad })).rejects.toMatchObject({
        status: 422,
      });
    }
    expect(h.asked()).toBe(before);
  });

  it('books a shipment and tracks it to delivery through its webhooks', async () => {
    const created = await h.provider.createShipment(shipment());
    expect(created.awb).toMatch(/^[A-Z0-9]{6,}$/);
    expect(created.courierName).not.toBe('');
    const events = parsed(h.journey(created, false));
    expect(events.map((e) => e.status)).toEqual([
      'pickup_scheduled',
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    expect(events.every((e) => e.awb === created.awb && !e.isReturn)).toBe(true);
    expect(new Set(events.map((e) => e.eventId)).size).toBe(events.length);
  });

  it('keeps the state when its webhooks come twice and out of order', async () => {
    const created = await h.provider.createShipment(shipment());
    const deliveries = h.journey(created, false);
    const arrived = [3, 0, 4, 1, 4, 2, 0].map((i) => deliveries[i]!);
    const { position, applied } = foldShipmentScans(parsed(arrived));
    expect(position?.status).toBe('delivered');
    // The replayed delivery (4 twice, 0 twice) counts once, and nothing after delivery moves it.
    expect(applied).toHaveLength(2);
  });

  it('refuses a webhook without the right token', async () => {
    const created = await h.provider.createShipment(shipment());
    const [first] = h.journey(created, false);
    const tokenHeader = Object.keys(first!.headers).find((k) => k !== 'content-type')!;
    for (const token of [undefined, '', 'wrong-token', `${String(first!.headers[tokenHeader])}x`]) {
      const headers = { ...first!.headers, [tokenHeader]: token };
      expect(h.provider.parseTrackingWebhook(first!.body, headers)).toMatchObject({
        ok: false,
        reason: 'token',
      });
    }
    expect(h.provider.parseTrackingWebhook('{"awb": ', first!.headers)).toMatchObject({
      ok: false,
      reason: 'body',
    });
    expect(h.provider.parseTrackingWebhook('{}', first!.headers)).toMatchObject({
      ok: false,
      reason: 'body',
    });
  });

  it('cancels a booked shipment, and refuses an AWB it never booked', async () => {
    const created = await h.provider.createShipment(shipment());
    await expect(h.provider.cancelShipment(created.awb)).resolves.toBeUndefined();
    await expect(h.provider.cancelShipment('000000000000')).rejects.toBeInstanceOf(ProviderError);
  });

  it('books a return pickup from the shopper back to the seller', async () => {
    const created = await h.provider.createReturn({
      ...parcel,
      reference: `RT-${name}-1`,
      orderDate: new Date(),
      pickupFrom: shopper,
      returnTo: seller,
    });
    expect(created.awb).not.toBe('');
    expect(created.labelUrl).toBeNull();
    const events = parsed(h.journey(created, true));
    expect(events.every((e) => e.isReturn)).toBe(true);
    const last: ShipmentStatus | undefined = foldShipmentScans(events).position?.status;
    expect(last).toBe('delivered');
  });
});

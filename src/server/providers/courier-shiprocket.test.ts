import { ShiprocketFake } from '../test/shiprocket-fake';
import type { ShipmentRequest } from './courier-provider';
import {
  SHIPROCKET_TOKEN_RENEW_MS,
  ShiprocketCourierProvider,
  shiprocketTime,
} from './courier-shiprocket';
import { shiprocketStatus } from './shiprocket-statuses';

const fake = new ShiprocketFake();
let apiUrl: string;
beforeAll(async () => {
  apiUrl = await fake.start();
});
afterAll(() => fake.stop());

let clock = Date.UTC(2026, 10, 29, 6, 0);
const provider = (password = fake.password) =>
  new ShiprocketCourierProvider({
    email: fake.email,
    password,
    apiUrl,
    webhookToken: fake.webhookToken,
    now: () => clock,
  });
const query = { pickupPin: '110030', deliveryPin: '560001', weightGrams: 1250, cod: false };
const logins = () => fake.requests.filter((r) => r.path === '/v1/external/auth/login').length;
const last = (path: string) => fake.requests.filter((r) => r.path === path).at(-1)!;

const shipment: ShipmentRequest = {
  reference: 'OD-2001-1',
  orderDate: new Date(Date.UTC(2026, 10, 28, 20, 0)),
  pickupLocation: 'Loom House',
  pickupPin: '110030',
  deliverTo: {
    name: 'Asha Rani Verma',
    phone: '9876543210',
    email: 'asha@example.in',
    line1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pin: '560001',
  },
  payment: 'cod',
  courierId: '33',
  items: [{ sku: 'SAREE-1', name: 'Cotton saree', units: 2, unitPrice: 750 }],
  subTotal: 1500,
  weightGrams: 1250,
  lengthCm: 30,
  breadthCm: 25,
  heightCm: 5,
};

describe('Shiprocket login token', () => {
  it('logs in once and keeps the token for the calls that follow', async () => {
    const courier = provider();
    const before = logins();
    await Promise.all([courier.serviceability(query), courier.serviceability(query)]);
    await courier.serviceability(query);
    expect(logins() - before).toBe(1);
    const login = fake.requests.filter((r) => r.path === '/v1/external/auth/login').at(-1)!;
    expect(login.body).toEqual({ email: fake.email, password: fake.password });
    const token = [...fake.tokens].at(-1);
    expect(
      last(
        '/v1/external/courier/serviceability/?pickup_postcode=110030&delivery_postcode=560001&weight=1.25&cod=0',
      ).headers.authorization,
    ).toBe(`Bearer ${token}`);
  });

  it('renews the token a day before its 10 days run out', async () => {
    const courier = provider();
    const before = logins();
    await courier.serviceability(query);
    clock += SHIPROCKET_TOKEN_RENEW_MS - 1;
    await courier.serviceability(query);
    expect(logins() - before).toBe(1);
    clock += 1;
    await courier.serviceability(query);
    expect(logins() - before).toBe(2);
  });

  it('logs in again once when Shiprocket no longer takes the token', async () => {
    const courier = provider();
    await courier.serviceability(query);
    const before = logins();
    fake.expireTokens();
    await expect(courier.serviceability(query)).resolves.not.toEqual([]);
    expect(logins() - before).toBe(1);
  });

  it('answers a refused login as an error naming it', async () => {
    await expect(provider('wrong-password').serviceability(query)).rejects.toMatchObject({
      provider: 'shiprocket',
      status: 400,
      message: expect.stringContaining('Invalid email and password'),
    });
  });
});

describe('Shiprocket bookings', () => {
  it('asks serviceability in kilograms and reads its etd as a date', async () => {
    const options = await provider().serviceability(query);
    expect(options.map((o) => o.courierName)).toEqual([
      'Xpressbees Air',
      'Delhivery Surface',
      'Ecom Express Surface 2kg',
    ]);
    expect(options[0]).toMatchObject({ courierId: '33', chargeRupees: 92, cod: false });
    expect(options[0]!.expectedDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('books an adhoc order, its AWB with the chosen courier, its pickup and its label', async () => {
    const created = await provider().createShipment(shipment);
    const order = last('/v1/external/orders/create/adhoc').body!;
    expect(order).toMatchObject({
      order_id: 'OD-2001-1',
      order_date: '2026-11-29',
      pickup_location: 'Loom House',
      billing_customer_name: 'Asha',
      billing_last_name: 'Rani Verma',
      billing_pincode: 560001,
      billing_country: 'India',
      billing_phone: '9876543210',
      shipping_is_billing: true,
      payment_method: 'COD',
      sub_total: 1500,
      weight: 1.25,
      order_items: [{ name: 'Cotton saree', sku: 'SAREE-1', units: 2, selling_price: 750 }],
    });
    const shipmentId = [...fake.shipments.values()].find(
      (s) => s.reference === 'OD-2001-1',
    )!.shipmentId;
    expect(last('/v1/external/courier/assign/awb').body).toEqual({
      shipment_id: shipmentId,
      courier_id: 33,
    });
    expect(last('/v1/external/courier/generate/pickup').body).toEqual({
      shipment_id: [shipmentId],
    });
    expect(created).toEqual({
      awb: fake.shipments.get(shipmentId)!.awb,
      courierName: 'Xpressbees Air',
      trackingUrl: `https://shiprocket.co/tracking/${fake.shipments.get(shipmentId)!.awb}`,
      labelUrl: `https://kr-shipmultichannel.s3.amazonaws.com/label-${shipmentId}.pdf`,
      reference: String(shipmentId),
    });
  });

  it('answers an AWB Shiprocket does not give as an error with its reason', async () => {
    fake.refuseAwb = 'Insufficient balance in wallet';
    try {
      await expect(
        provider().createShipment({ ...shipment, reference: 'OD-2003-1' }),
      ).rejects.toThrow('No AWB assigned: Insufficient balance in wallet');
    } finally {
      fake.refuseAwb = null;
    }
    expect(fake.requests.at(-1)!.path).toBe('/v1/external/courier/assign/awb');
  });

  it("passes on Shiprocket's refusal of a reference it already has", async () => {
    await expect(provider().createShipment(shipment)).rejects.toMatchObject({ status: 422 });
  });

  it('books a return order from the shopper to the seller, prepaid', async () => {
    const created = await provider().createReturn({
      ...shipment,
      reference: 'RT-2001-1',
      pickupFrom: shipment.deliverTo,
      returnTo: { ...shipment.deliverTo, name: 'Loom House', pin: '110030' },
    });
    expect(last('/v1/external/orders/create/return').body).toMatchObject({
      order_id: 'RT-2001-1',
      pickup_customer_name: 'Asha',
      pickup_pincode: 560001,
      shipping_customer_name: 'Loom',
      shipping_pincode: 110030,
      payment_method: 'Prepaid',
    });
    expect(created.labelUrl).toBeNull();
    expect(created.trackingUrl).toBe(`https://shiprocket.co/tracking/${created.awb}`);
  });

  it('cancels by AWB', async () => {
    const created = await provider().createShipment({ ...shipment, reference: 'OD-2002-1' });
    await provider().cancelShipment(created.awb);
    expect(last('/v1/external/orders/cancel/shipment/awbs').body).toEqual({ awbs: [created.awb] });
    expect([...fake.shipments.values()].find((s) => s.awb === created.awb)?.cancelled).toBe(true);
  });
});

describe('Shiprocket tracking webhooks', () => {
  it('reads its sample update: the scan time in India, the status, the latest activity', () => {
    const delivery = fake.webhook('19041424751540', {
      status: 'IN TRANSIT',
      statusId: 18,
      at: '23 05 2023 11:43:52',
      reference: 'OD-1001-1',
    });
    expect(provider().parseTrackingWebhook(delivery.body, delivery.headers)).toEqual({
      ok: true,
      events: [
        {
          eventId: expect.stringMatching(/^shiprocket_[0-9a-f]{32}$/),
          awb: '19041424751540',
          status: 'in_transit',
          scanAt: new Date('2023-05-23T06:13:52Z'),
          isReturn: false,
          reference: 'OD-1001-1',
          description: 'Manifested - Manifest uploaded',
          location: 'Chomu_SamodRd_D (Rajasthan)',
        },
      ],
    });
  });

  it('gives a repeated update the same event id, and another scan another', () => {
    const id = (status: string, at: string) => {
      const d = fake.webhook('1904', { status, statusId: 0, at });
      const parsed = provider().parseTrackingWebhook(d.body, d.headers);
      return parsed.ok ? parsed.events[0]?.eventId : null;
    };
    expect(id('IN TRANSIT', '23 05 2023 11:43:52')).toBe(id('IN TRANSIT', '23 05 2023 11:43:52'));
    expect(id('IN TRANSIT', '23 05 2023 11:43:52')).not.toBe(
      id('IN TRANSIT', '23 05 2023 15:00:00'),
    );
    expect(id('IN TRANSIT', '23 05 2023 11:43:52')).not.toBe(
      id('OUT FOR DELIVERY', '23 05 2023 11:43:52'),
    );
  });

  it('acknowledges an update that moves no parcel with no events', () => {
    const d = fake.webhook('1904', {
      status: 'MANIFEST GENERATED',
      statusId: 5,
      at: '23 05 2023 11:43:52',
    });
    expect(provider().parseTrackingWebhook(d.body, d.headers)).toEqual({ ok: true, events: [] });
  });

  it('refuses an update whose time is not one', () => {
    for (const at of ['2023-05-23T11:43:52Z', '31 02 2023 10:00:00', '23 05 2023 24:00:00']) {
      const d = fake.webhook('1904', { status: 'DELIVERED', statusId: 7, at });
      expect(provider().parseTrackingWebhook(d.body, d.headers)).toMatchObject({
        ok: false,
        reason: 'body',
      });
    }
  });

  it('reads times in both of its spellings', () => {
    expect(shiprocketTime('19 05 2023 11:59:16')).toEqual(new Date('2023-05-19T06:29:16Z'));
    expect(shiprocketTime('2023-05-19 11:59:16')).toEqual(new Date('2023-05-19T06:29:16Z'));
  });
});

describe('Shiprocket statuses', () => {
  it.each([
    ['PICKUP SCHEDULED', null, 'pickup_scheduled'],
    ['OUT FOR PICKUP', 19, 'pickup_scheduled'],
    ['PICKED UP', 42, 'picked_up'],
    ['SHIPPED', 6, 'picked_up'],
    ['REACHED AT DESTINATION HUB', 38, 'in_transit'],
    ['Out For Delivery', 17, 'out_for_delivery'],
    ['UNDELIVERED', 21, 'delivery_failed'],
    ['DELIVERED', 7, 'delivered'],
    ['RTO_OFD', 41, 'rto_initiated'],
    ['RTO INITIATED', 9, 'rto_initiated'],
    ['RTO DELIVERED', 10, 'rto_delivered'],
    ['CANCELED', 8, 'cancelled'],
    ['RETURN PICKED UP', null, 'picked_up'],
    ['RETURN DELIVERED', null, 'delivered'],
    ['SOMETHING NEW', 18, 'in_transit'],
    ['PARTIAL DELIVERED', 23, null],
    ['LOST', 12, null],
    ['RETURN PENDING', 21, null],
  ] as const)('reads %s (%s) as %s', (label, code, status) => {
    expect(shiprocketStatus(label, code)).toBe(status);
  });
});

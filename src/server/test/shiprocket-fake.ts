import type { IncomingMessage } from 'node:http';
import { JsonApiFake } from './json-api-fake';

interface FakeShipment {
  orderId: number;
  shipmentId: number;
  reference: string;
  isReturn: boolean;
  awb: string | null;
  cancelled: boolean;
}

/** The couriers the fake offers, as its serviceability answer lists them (Shiprocket's fields). */
const COURIERS = [
  { courier_company_id: 43, courier_name: 'Delhivery Surface', days: 4, rate: 54, cod: 1 },
  { courier_company_id: 33, courier_name: 'Xpressbees Air', days: 2, rate: 91.5, cod: 0 },
  {
    courier_company_id: 19,
    courier_name: 'Ecom Express Surface 2kg',
    days: 6,
    rate: 150.12,
    cod: 1,
  },
];
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
/** "Jul 01, 2024", as Shiprocket writes an etd. */
function etd(daysFromNow: number): string {
  const d = new Date(Date.now() + 330 * 60_000 + daysFromNow * 86_400_000);
  return `${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, '0')}, ${d.getUTCFullYear()}`;
}

/**
 * A fake of the Shiprocket endpoints this shop calls (login, serviceability, adhoc and return
 * orders, AWB, pickup, label, cancel by AWB), answering in the shapes of its API docs (messages
 * its docs do not give are the fake's own), with a
 * bearer token from its login like the real API, on 127.0.0.1. Tests point the provider's apiUrl
 * at it; it never ships in the server. `webhook` builds a tracking update as Shiprocket posts it.
 */
export class ShiprocketFake extends JsonApiFake {
  readonly shipments = new Map<number, FakeShipment>();
  /** Tokens it has issued and still takes. */
  readonly tokens = new Set<string>();
  logins = 0;
  /** When set, AWB assignment answers with this reason and no AWB (as for a low wallet). */
  refuseAwb: string | null = null;
  private next = 1;

  constructor(
    readonly email = 'api-user@shop.example',
    readonly password = 'fake-api-password',
    readonly webhookToken = 'fake-shiprocket-webhook-token',
  ) {
    super();
  }

  /** Every token it issued stops working (expired, or the API user's password changed). */
  expireTokens(): void {
    this.tokens.clear();
  }

  /** A tracking update as Shiprocket posts it (its webhook docs' sample, fields trimmed). */
  webhook(
    awb: string,
    scan: { status: string; statusId: number; at: string; isReturn?: boolean; reference?: string },
    token = this.webhookToken,
  ): { body: string; headers: Record<string, string> } {
    const body = {
      awb,
      courier_name: 'Delhivery Surface',
      current_status: scan.status,
      current_status_id: scan.statusId,
      shipment_status: scan.status,
      shipment_status_id: scan.statusId,
      current_timestamp: scan.at,
      order_id: scan.reference ?? 'OD-1001-1',
      sr_order_id: 348456385,
      etd: '2023-05-23 15:40:19',
      scans: [
        {
          date: '2023-05-19 11:59:16',
          status: 'X-UCI',
          activity: 'Manifested - Manifest uploaded',
          location: 'Chomu_SamodRd_D (Rajasthan)',
          'sr-status': '5',
          'sr-status-label': 'MANIFEST GENERATED',
        },
      ],
      is_return: scan.isReturn ? 1 : 0,
      channel_id: 3422553,
    };
    return {
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-api-key': token },
    };
  }

  protected answer(
    req: IncomingMessage,
    path: string,
    body: Record<string, unknown> | null,
  ): [number, unknown] {
    const route = `${req.method} ${path.split('?')[0]}`;
    if (route === 'POST /v1/external/auth/login') {
      if (body?.email !== this.email || body.password !== this.password)
        return [400, { message: 'Invalid email and password combination', status_code: 400 }];
      const token = `fake.jwt.${this.logins++}`;
      this.tokens.add(token);
      return [200, { id: 1, email: this.email, company_id: 25149, token }];
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    if (!bearer || !this.tokens.has(bearer))
      return [401, { message: 'Token has expired', status_code: 401 }];
    switch (route) {
      case 'GET /v1/external/courier/serviceability/':
        return this.serviceability(new URL(path, 'http://fake').searchParams);
      case 'POST /v1/external/orders/create/adhoc':
      case 'POST /v1/external/orders/create/return':
        return this.order(body, route.endsWith('return'));
      case 'POST /v1/external/courier/assign/awb':
        return this.assignAwb(body);
      case 'POST /v1/external/courier/generate/pickup':
        return [
          200,
          { pickup_status: 1, response: { pickup_scheduled_date: '2026-11-30 10:00:00' } },
        ];
      case 'POST /v1/external/courier/generate/label': {
        const [id] = (body?.shipment_id as number[] | undefined) ?? [];
        return [
          200,
          {
            label_created: 1,
            label_url: `https://kr-shipmultichannel.s3.amazonaws.com/label-${id}.pdf`,
            response: 'Label has been created and uploaded successfully!',
            not_created: [],
          },
        ];
      }
      case 'POST /v1/external/orders/cancel/shipment/awbs':
        return this.cancel(body);
    }
    return [404, { message: '404 Not Found', status_code: 404 }];
  }

  private serviceability(query: URLSearchParams): [number, unknown] {
    const pins = [query.get('pickup_postcode') ?? '', query.get('delivery_postcode') ?? ''];
    // Its docs' refusal: a 200 whose body carries status 404.
    if (pins.some((pin) => pin.startsWith('9')))
      return [200, { status: 404, message: 'Delivery postcode not serviceable' }];
    const cod = query.get('cod') === '1';
    const available = COURIERS.filter((c) => !cod || c.cod === 1).map((c) => ({
      courier_company_id: c.courier_company_id,
      courier_name: c.courier_name,
      etd: etd(c.days),
      estimated_delivery_days: String(c.days),
      rate: c.rate,
      cod: c.cod,
      charge_weight: Number(query.get('weight')),
    }));
    return [
      200,
      { status: 200, currency: 'INR', data: { available_courier_companies: available } },
    ];
  }

  private order(body: Record<string, unknown> | null, isReturn: boolean): [number, unknown] {
    const reference = String(body?.order_id ?? '');
    if (
      [...this.shipments.values()].some((s) => s.reference === reference && s.isReturn === isReturn)
    )
      return [
        422,
        {
          message: 'Oops! Invalid Data.',
          errors: { order_id: ['The order id has already been taken.'] },
          status_code: 422,
        },
      ];
    const shipment = {
      orderId: 170000000 + this.next,
      shipmentId: 160000000 + this.next,
      reference,
      isReturn,
      awb: null,
      cancelled: false,
    };
    this.next++;
    this.shipments.set(shipment.shipmentId, shipment);
    return [
      200,
      {
        order_id: shipment.orderId,
        shipment_id: shipment.shipmentId,
        status: isReturn ? 'RETURN PENDING' : 'NEW',
        status_code: isReturn ? 21 : 1,
      },
    ];
  }

  private assignAwb(body: Record<string, unknown> | null): [number, unknown] {
    const shipment = this.shipments.get(Number(body?.shipment_id));
    if (!shipment)
      return [
        422,
        {
          message: 'Required field missing',
          errors: { shipment_id: ['The shipment id field is required.'] },
          status_code: 422,
        },
      ];
    if (this.refuseAwb)
      return [
        200,
        { awb_assign_status: 0, response: { data: { awb_assign_error: this.refuseAwb } } },
      ];
    const courier =
      COURIERS.find((c) => c.courier_company_id === Number(body?.courier_id)) ?? COURIERS[0]!;
    shipment.awb ??= String(321055706540 + shipment.shipmentId);
    return [
      200,
      {
        awb_assign_status: 1,
        response: {
          data: {
            courier_company_id: courier.courier_company_id,
            awb_code: shipment.awb,
            order_id: shipment.orderId,
            shipment_id: shipment.shipmentId,
            courier_name: courier.courier_name,
          },
        },
      },
    ];
  }

  private cancel(body: Record<string, unknown> | null): [number, unknown] {
    const awbs = (body?.awbs as string[] | undefined) ?? [];
    const found = [...this.shipments.values()].filter((s) => s.awb && awbs.includes(s.awb));
    if (found.length === 0)
      return [400, { message: 'Please provide valid AWB(s)', status_code: 400 }];
    for (const shipment of found) shipment.cancelled = true;
    return [200, { message: 'Shipment cancellation requested' }];
  }
}

import { z } from 'zod';
import type { ShipmentStatus } from '@shared/rules/shipment-status';
import {
  checkServiceabilityQuery,
  indiaDate,
  sameToken,
  scanEventId,
  type CourierAddress,
  type CourierOption,
  type CourierProvider,
  type CreatedShipment,
  type Parcel,
  type ReturnRequest,
  type ServiceabilityQuery,
  type ShipmentRequest,
  type TrackingWebhookParse,
} from './courier-provider';
import { ProviderError, header, type WebhookHeaders } from './payment-provider';
import { shiprocketStatus } from './shiprocket-statuses';
import { webhookJson } from './webhook-json';

export interface ShiprocketOptions {
  /** The API user's email and password (Settings, API, in Shiprocket's panel). */
  email: string;
  password: string;
  /** https://apiv2.shiprocket.in, or a fake's address in tests. */
  apiUrl: string;
  /** The security token set beside the webhook URL in Shiprocket's panel (sent in x-api-key). */
  webhookToken: string;
  fetch?: typeof fetch;
  /** Milliseconds now; tests move it on to see the token renewed. */
  now?: () => number;
}

/**
 * Shiprocket refuses a webhook URL holding "shiprocket", "kartrocket", "sr" or "kr" (its
 * webhook docs), so the path names neither the aggregator nor its initials.
 */
export const SHIPROCKET_WEBHOOK_PATH = '/api/courier/webhook/tracking';
/** Its login token lasts 10 days (240 hours); renewed a day early so no call meets it expired. */
export const SHIPROCKET_TOKEN_RENEW_MS = 9 * 86_400_000;
const REQUEST_TIMEOUT_MS = 15_000;
const BASE = '/v1/external';
/** Shiprocket prints the tracking page of every AWB here (track_url in its tracking API). */
const trackingUrl = (awb: string) => `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`;

const login = z.object({ token: z.string().min(1) });
const courierCompany = z.object({
  courier_company_id: z.number().int(),
  courier_name: z.string(),
  /** "Jul 01, 2024" in its docs. */
  etd: z.string().nullish(),
  estimated_delivery_days: z.union([z.string(), z.number()]).nullish(),
  rate: z.number(),
  cod: z.number().int(),
});
const serviceable = z.object({
  data: z.object({ available_courier_companies: z.array(courierCompany) }).optional(),
});
const createdOrder = z.object({ order_id: z.number().int(), shipment_id: z.number().int() });
const assignedAwb = z.object({
  awb_assign_status: z.number().int(),
  response: z
    .object({
      data: z
        .object({
          awb_code: z.union([z.string(), z.number()]),
          courier_name: z.string(),
          /** Why no AWB was given (a low wallet, an unserviceable PIN code). */
          awb_assign_error: z.string(),
        })
        .partial(),
    })
    .partial()
    .optional(),
  message: z.string().optional(),
});
const label = z.object({ label_created: z.number().int(), label_url: z.string().nullish() });

const idText = z.union([z.string(), z.number()]).transform(String);
const webhookBody = z.object({
  awb: idText,
  current_status: z.string().max(100),
  shipment_status_id: z.number().int().nullish(),
  current_timestamp: z.string().max(40),
  order_id: idText.nullish(),
  is_return: z.union([z.number(), z.boolean()]).nullish(),
  scans: z
    .array(
      z.object({
        date: z.string(),
        activity: z.string().nullish(),
        location: z.string().nullish(),
      }),
    )
    .nullish(),
});

type WebhookScan = NonNullable<z.infer<typeof webhookBody>['scans']>[number];

/**
 * Shiprocket writes times in India's time without a zone: "23 05 2023 11:43:52" in its webhook,
 * "2023-05-19 11:59:16" in its scans.
 */
export function shiprocketTime(text: string): Date | null {
  const dmy = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  const ymd = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  const parts = dmy ? [dmy[3]!, dmy[2]!, dmy[1]!, dmy[4]!, dmy[5]!, dmy[6]!] : ymd?.slice(1);
  if (!parts) return null;
  const [year, month, day, hours, minutes, seconds] = parts.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds) - 330 * 60_000);
  // A day or an hour out of range rolls over into another time: not one Shiprocket wrote.
  const exact =
    indiaDate(date) === `${parts[0]}-${parts[1]}-${parts[2]}` &&
    hours < 24 &&
    minutes < 60 &&
    seconds < 60;
  return exact ? date : null;
}

/** "Jul 01, 2024" (a serviceability answer's etd) as 2024-07-01, or null. */
function etdDate(etd: string | null | undefined): string | null {
  const m = /^([A-Z][a-z]{2}) (\d{2}), (\d{4})$/.exec(etd ?? '');
  const month = m ? 'JanFebMarAprMayJunJulAugSepOctNovDec'.indexOf(m[1]!) / 3 + 1 : 0;
  return m && month >= 1 ? `${m[3]}-${String(month).padStart(2, '0')}-${m[2]}` : null;
}

const kilos = (grams: number) => Math.round(grams) / 1000;

function parcelFields(parcel: Parcel) {
  return {
    order_items: parcel.items.map((item) => ({
      name: item.name,
      sku: item.sku,
      units: item.units,
      selling_price: item.unitPrice,
    })),
    sub_total: parcel.subTotal,
    length: parcel.lengthCm,
    breadth: parcel.breadthCm,
    height: parcel.heightCm,
    weight: kilos(parcel.weightGrams),
  };
}

function addressFields(prefix: 'billing' | 'pickup' | 'shipping', a: CourierAddress) {
  const [first, ...rest] = a.name.trim().split(/\s+/);
  const nameField = prefix === 'pickup' ? 'pickup_customer_name' : `${prefix}_customer_name`;
  return {
    [nameField]: first,
    [`${prefix}_last_name`]: rest.join(' '),
    [`${prefix}_address`]: a.line1,
    [`${prefix}_address_2`]: a.line2 ?? '',
    [`${prefix}_city`]: a.city,
    [`${prefix}_state`]: a.state,
    [`${prefix}_country`]: 'India',
    [prefix === 'billing' ? 'billing_pincode' : `${prefix}_pincode`]: Number(a.pin),
    [`${prefix}_email`]: a.email,
    [`${prefix}_phone`]: a.phone,
  };
}

/**
 * Shiprocket, over its external API (apiv2.shiprocket.in/v1/external) with fetch: a login token
 * (email and password; 10 days) kept and renewed a day early, or at once on a 401. A shipment is
 * an adhoc order, its AWB (the courier asked for, or Shiprocket's pick), its pickup and its label;
 * a return is a return order and its AWB. Tracking scans come by webhook with the panel's token in
 * x-api-key, one scan each, and are read by their status label (shiprocket-statuses.ts).
 */
export class ShiprocketCourierProvider implements CourierProvider {
  readonly name = 'shiprocket';
  readonly webhookPath = SHIPROCKET_WEBHOOK_PATH;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private token: { value: string; at: number } | null = null;
  /** One login at a time: calls that find no token wait for the same one. */
  private loggingIn: Promise<string> | null = null;

  constructor(private readonly options: ShiprocketOptions) {
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  async serviceability(query: ServiceabilityQuery): Promise<CourierOption[]> {
    checkServiceabilityQuery(this.name, query);
    const params = new URLSearchParams({
      pickup_postcode: query.pickupPin,
      delivery_postcode: query.deliveryPin,
      weight: String(kilos(query.weightGrams)),
      cod: query.cod ? '1' : '0',
    });
    let answer: unknown;
    try {
      answer = await this.call('GET', `${BASE}/courier/serviceability/?${params}`);
    } catch (error) {
      // No courier between the two PIN codes: Shiprocket answers 404.
      if (error instanceof ProviderError && error.status === 404) return [];
      throw error;
    }
    const companies = serviceable.parse(answer).data?.available_courier_companies ?? [];
    const today = this.now();
    return companies
      .filter((c) => !query.cod || c.cod === 1)
      .map((c) => ({
        courierId: String(c.courier_company_id),
        courierName: c.courier_name,
        expectedDeliveryDate:
          etdDate(c.etd) ??
          indiaDate(new Date(today + Number(c.estimated_delivery_days ?? 7) * 86_400_000)),
        chargeRupees: Math.ceil(c.rate),
        cod: c.cod === 1,
      }))
      .sort(
        (a, b) =>
          a.expectedDeliveryDate.localeCompare(b.expectedDeliveryDate) ||
          a.chargeRupees - b.chargeRupees,
      );
  }

  async createShipment(request: ShipmentRequest): Promise<CreatedShipment> {
    const order = createdOrder.parse(
      await this.call('POST', `${BASE}/orders/create/adhoc`, {
        order_id: request.reference,
        order_date: indiaDate(request.orderDate),
        pickup_location: request.pickupLocation,
        ...addressFields('billing', request.deliverTo),
        shipping_is_billing: true,
        payment_method: request.payment === 'cod' ? 'COD' : 'Prepaid',
        ...parcelFields(request),
      }),
    );
    const assigned = await this.assignAwb(order.shipment_id, request.courierId);
    await this.call('POST', `${BASE}/courier/generate/pickup`, {
      shipment_id: [order.shipment_id],
    });
    const printed = label.parse(
      await this.call('POST', `${BASE}/courier/generate/label`, {
        shipment_id: [order.shipment_id],
      }),
    );
    return {
      ...assigned,
      labelUrl: printed.label_created === 1 ? (printed.label_url ?? null) : null,
      reference: String(order.shipment_id),
    };
  }

  async cancelShipment(awb: string): Promise<void> {
    await this.call('POST', `${BASE}/orders/cancel/shipment/awbs`, { awbs: [awb] });
  }

  async createReturn(request: ReturnRequest): Promise<CreatedShipment> {
    const order = createdOrder.parse(
      await this.call('POST', `${BASE}/orders/create/return`, {
        order_id: request.reference,
        order_date: indiaDate(request.orderDate),
        ...addressFields('pickup', request.pickupFrom),
        ...addressFields('shipping', request.returnTo),
        payment_method: 'Prepaid',
        ...parcelFields(request),
      }),
    );
    const assigned = await this.assignAwb(order.shipment_id, undefined);
    return { ...assigned, labelUrl: null, reference: String(order.shipment_id) };
  }

  parseTrackingWebhook(rawBody: string, headers: WebhookHeaders): TrackingWebhookParse {
    if (!sameToken(header(headers, 'x-api-key'), this.options.webhookToken))
      return { ok: false, reason: 'token', message: 'Invalid or missing x-api-key' };
    const body = webhookJson(rawBody, webhookBody, 'body: not a Shiprocket tracking update');
    if (!body.ok) return body;
    const scan = body.data;
    const scanAt = shiprocketTime(scan.current_timestamp);
    if (!scanAt) return { ok: false, reason: 'body', message: 'current_timestamp: not a time' };
    const status: ShipmentStatus | null = shiprocketStatus(
      scan.current_status,
      scan.shipment_status_id,
    );
    if (!status) return { ok: true, events: [] };
    // The scan this update is about: the latest of its scans, when it lists them.
    const latest = (scan.scans ?? []).reduce<WebhookScan | null>(
      (best, s) => (!best || s.date > best.date ? s : best),
      null,
    );
    return {
      ok: true,
      events: [
        {
          eventId: scanEventId(this.name, scan.awb, scan.current_status, scan.current_timestamp),
          awb: scan.awb,
          status,
          scanAt,
          isReturn: Boolean(scan.is_return),
          reference: scan.order_id ?? null,
          description: latest?.activity?.trim() || scan.current_status,
          location: latest?.location ?? null,
        },
      ],
    };
  }

  private async assignAwb(
    shipmentId: number,
    courierId: string | undefined,
  ): Promise<Omit<CreatedShipment, 'labelUrl' | 'reference'>> {
    const answer = assignedAwb.parse(
      await this.call('POST', `${BASE}/courier/assign/awb`, {
        shipment_id: shipmentId,
        ...(courierId !== undefined && { courier_id: Number(courierId) }),
      }),
    );
    const data = answer.response?.data;
    if (answer.awb_assign_status !== 1 || data?.awb_code === undefined)
      throw new ProviderError(
        this.name,
        `No AWB assigned: ${data?.awb_assign_error ?? answer.message ?? 'no reason given'}`,
      );
    const awb = String(data.awb_code);
    return { awb, courierName: data.courier_name ?? '', trackingUrl: trackingUrl(awb) };
  }

  /** A token younger than 9 days, or a new one (one login however many calls ask at once). */
  private async bearer(): Promise<string> {
    if (this.token && this.now() - this.token.at < SHIPROCKET_TOKEN_RENEW_MS)
      return this.token.value;
    this.loggingIn ??= this.login().finally(() => (this.loggingIn = null));
    return this.loggingIn;
  }

  private async login(): Promise<string> {
    const at = this.now();
    const answer = login.parse(
      await this.send('POST', `${BASE}/auth/login`, {
        email: this.options.email,
        password: this.options.password,
      }),
    );
    this.token = { value: answer.token, at };
    return answer.token;
  }

  /** An authorised call; a token Shiprocket no longer takes (401) is renewed and tried once more. */
  private async call(method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
    const token = await this.bearer();
    try {
      return await this.send(method, path, body, token);
    } catch (error) {
      if (!(error instanceof ProviderError) || error.status !== 401) throw error;
      if (this.token?.value === token) this.token = null;
      return this.send(method, path, body, await this.bearer());
    }
  }

  private async send(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    token?: string,
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await this.fetch(`${this.options.apiUrl}${path}`, {
        method,
        headers: {
          ...(token && { authorization: `Bearer ${token}` }),
          ...(body && { 'content-type': 'application/json' }),
        },
        ...(body && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(this.name, `${method} ${path}: ${(error as Error).message}`);
    }
    const json: unknown = await response.json().catch(() => null);
    // Some refusals come as 200 with their own status_code/status (a serviceability 404).
    const inner = (json as { status_code?: unknown; status?: unknown } | null) ?? {};
    const status = response.ok
      ? [inner.status_code, inner.status].find((s) => typeof s === 'number' && s >= 400)
      : response.status;
    if (typeof status === 'number') {
      const message = (json as { message?: unknown } | null)?.message;
      throw new ProviderError(
        this.name,
        `${method} ${path.split('?')[0]}: ${status} ${typeof message === 'string' ? message : ''}`.trim(),
        status,
      );
    }
    return json;
  }
}

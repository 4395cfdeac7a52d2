import { createHash } from 'node:crypto';
import { z } from 'zod';
import { SHIPMENT_STATUSES, type ShipmentStatus } from '@shared/rules/shipment-status';
import {
  checkServiceabilityQuery,
  indiaDate,
  sameToken,
  type CourierOption,
  type CourierProvider,
  type CreatedShipment,
  type ReturnRequest,
  type ServiceabilityQuery,
  type ShipmentRequest,
  type TrackingEvent,
  type TrackingWebhookParse,
} from './courier-provider';
import { ProviderError, header, type WebhookHeaders } from './payment-provider';
import { webhookJson } from './webhook-json';

export interface SandboxCourierOptions {
  /** The token its webhooks carry in x-courier-token. */
  webhookToken: string;
  /** Time between one scan and the next (SANDBOX_COURIER_STEP_SECONDS). */
  stepSeconds: number;
  now?: () => Date;
}

export const SANDBOX_COURIER_WEBHOOK_PATH = '/api/courier/webhook';
const TOKEN_HEADER = 'x-courier-token';

/**
 * The PIN codes that make the sandbox behave otherwise (docs: src/server/providers/README.md).
 * Army Postal Service PINs (9xxxxx) reach no public courier; the Andaman and Nicobar Islands
 * (744xxx) are served prepaid only.
 */
export const SANDBOX_PINS = {
  /** Delivered at the second attempt, after one failed. */
  failsOnce: '400099',
  /** Two failed attempts, then returned to the seller (RTO). */
  undeliverable: '400098',
  unserviceablePrefix: '9',
  prepaidOnlyPrefix: '744',
} as const;

const FORWARD: ShipmentStatus[] = [
  'pickup_scheduled',
  'picked_up',
  'in_transit',
  'out_for_delivery',
];
const SCRIPTS = {
  delivered: [...FORWARD, 'delivered'],
  failsOnce: [...FORWARD, 'delivery_failed', 'out_for_delivery', 'delivered'],
  undeliverable: [
    ...FORWARD,
    'delivery_failed',
    'out_for_delivery',
    'delivery_failed',
    'rto_initiated',
    'rto_delivered',
  ],
  return: ['pickup_scheduled', 'picked_up', 'in_transit', 'delivered'],
} satisfies Record<string, ShipmentStatus[]>;

const DESCRIPTIONS: Record<ShipmentStatus, string> = {
  pickup_scheduled: 'Pickup scheduled',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivery_failed: 'Delivery attempted: recipient not available',
  rto_initiated: 'Returning to the seller',
  rto_delivered: 'Returned to the seller',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

interface SandboxCourier {
  id: string;
  name: string;
  /** Days to deliver within a district, a postal region, and across India. */
  days: [number, number, number];
  /** Rupees for the first 500 g, by the same zones; each further 500 g, half of it (rounded up). */
  base: [number, number, number];
  maxGrams: number;
  cod: boolean;
}
const COURIERS: SandboxCourier[] = [
  {
    id: 'sandbox-express',
    name: 'Sandbox Express',
    days: [1, 2, 3],
    base: [60, 90, 120],
    maxGrams: 5_000,
    cod: false,
  },
  {
    id: 'sandbox-surface',
    name: 'Sandbox Surface',
    days: [2, 4, 6],
    base: [40, 55, 75],
    maxGrams: 30_000,
    cod: true,
  },
];
const COD_CHARGE = 30;

interface Scan {
  status: ShipmentStatus;
  scanAt: Date;
}
interface SandboxParcel {
  awb: string;
  reference: string;
  isReturn: boolean;
  pin: { pickup: string; delivery: string };
  scans: Scan[];
  /** How many of its scans have been handed out as webhooks. */
  sent: number;
}

const webhookBody = z.object({
  eventId: z.string().min(1).max(100),
  awb: z.string().min(1).max(40),
  status: z.enum(SHIPMENT_STATUSES),
  scanAt: z.iso.datetime(),
  isReturn: z.boolean(),
  reference: z.string().max(100).nullable(),
  description: z.string().max(200),
  location: z.string().max(100).nullable(),
});

/** Which zone two PIN codes are in: the same sorting district, postal region, or neither. */
function zone(from: string, to: string): 0 | 1 | 2 {
  if (from.slice(0, 3) === to.slice(0, 3)) return 0;
  return from[0] === to[0] ? 1 : 2;
}

/**
 * The development courier: real answers from simple rules and no network. Serviceability by
 * zone (a district, a postal region, the rest of India), and each booked parcel moves on by one
 * scan every `stepSeconds` from its booking, through every status: delivered, delivered after a
 * failed attempt, or returned to the seller, by its delivery PIN (SANDBOX_PINS). Its scans come
 * as webhooks in the same shape as any courier's (`webhooksDue`), with a token. Parcels are kept
 * by this instance, in memory.
 */
export class SandboxCourierProvider implements CourierProvider {
  readonly name = 'sandbox';
  readonly webhookPath = SANDBOX_COURIER_WEBHOOK_PATH;
  private readonly parcels = new Map<string, SandboxParcel>();
  private readonly now: () => Date;

  constructor(private readonly options: SandboxCourierOptions) {
    this.now = options.now ?? (() => new Date());
  }

  // async: a refusal is a rejected promise, as from any courier.
  async serviceability(query: ServiceabilityQuery): Promise<CourierOption[]> {
    checkServiceabilityQuery(this.name, query);
    const pins = [query.pickupPin, query.deliveryPin];
    if (pins.some((pin) => pin.startsWith(SANDBOX_PINS.unserviceablePrefix))) return [];
    if (query.cod && pins.some((pin) => pin.startsWith(SANDBOX_PINS.prepaidOnlyPrefix))) return [];
    const z = zone(query.pickupPin, query.deliveryPin);
    const halfKilos = Math.ceil(query.weightGrams / 500);
    const today = this.now().getTime();
    const options = COURIERS.filter((c) => query.weightGrams <= c.maxGrams && (c.cod || !query.cod))
      .map((c) => ({
        courierId: c.id,
        courierName: c.name,
        expectedDeliveryDate: indiaDate(new Date(today + c.days[z] * 86_400_000)),
        chargeRupees:
          c.base[z] + Math.ceil(c.base[z] / 2) * (halfKilos - 1) + (query.cod ? COD_CHARGE : 0),
        cod: c.cod,
      }))
      .sort((a, b) => a.expectedDeliveryDate.localeCompare(b.expectedDeliveryDate));
    return options;
  }

  async createShipment(request: ShipmentRequest): Promise<CreatedShipment> {
    const courier = this.courierFor(request.courierId);
    const script =
      request.deliverTo.pin === SANDBOX_PINS.failsOnce
        ? SCRIPTS.failsOnce
        : request.deliverTo.pin === SANDBOX_PINS.undeliverable
          ? SCRIPTS.undeliverable
          : SCRIPTS.delivered;
    const parcel = this.book('S', request.reference, script, false, {
      pickup: request.pickupPin,
      delivery: request.deliverTo.pin,
    });
    return this.created(parcel, courier.name);
  }

  async createReturn(request: ReturnRequest): Promise<CreatedShipment> {
    const parcel = this.book('R', request.reference, SCRIPTS.return, true, {
      pickup: request.pickupFrom.pin,
      delivery: request.returnTo.pin,
    });
    return this.created(parcel, COURIERS[1]!.name);
  }

  /**
   * Before pickup the parcel is cancelled; after it, it goes back to the seller (as couriers
   * do); once it has arrived anywhere, the courier refuses.
   */
  async cancelShipment(awb: string): Promise<void> {
    const parcel = this.parcels.get(awb);
    if (!parcel) throw new ProviderError(this.name, `No shipment ${awb}`, 404);
    const now = this.now();
    const done = this.due(parcel, now);
    const last = done.at(-1)?.status;
    if (last === 'delivered' || last === 'rto_delivered' || last === 'cancelled')
      throw new ProviderError(this.name, `Shipment ${awb} is ${last}`, 409);
    const pickedUp = done.some((scan) => scan.status === 'picked_up');
    const step = this.options.stepSeconds * 1000;
    parcel.scans = pickedUp
      ? [
          ...done,
          { status: 'rto_initiated', scanAt: now },
          { status: 'rto_delivered', scanAt: new Date(now.getTime() + step) },
        ]
      : [...done, { status: 'cancelled', scanAt: now }];
  }

  parseTrackingWebhook(rawBody: string, headers: WebhookHeaders): TrackingWebhookParse {
    if (!sameToken(header(headers, TOKEN_HEADER), this.options.webhookToken))
      return { ok: false, reason: 'token', message: `Invalid or missing ${TOKEN_HEADER}` };
    const body = webhookJson(rawBody, webhookBody, 'body: not a sandbox scan');
    if (!body.ok) return body;
    return { ok: true, events: [{ ...body.data, scanAt: new Date(body.data.scanAt) }] };
  }

  /** The scans of a parcel made by now, as tracking events. */
  trackingEvents(awb: string): TrackingEvent[] {
    const parcel = this.parcels.get(awb);
    return parcel ? this.due(parcel, this.now()).map((scan) => this.event(parcel, scan)) : [];
  }

  /**
   * The webhooks of every scan made since the last call, as the sandbox would post them to
   * `webhookPath`: each is handed out once.
   */
  webhooksDue(): { body: string; headers: WebhookHeaders }[] {
    const now = this.now();
    return [...this.parcels.values()].flatMap((parcel) => {
      const due = this.due(parcel, now).slice(parcel.sent);
      parcel.sent += due.length;
      return due.map((scan) => this.webhook(this.event(parcel, scan)));
    });
  }

  /** A scan's webhook as the sandbox posts it, with its token. */
  webhook(event: TrackingEvent): { body: string; headers: WebhookHeaders } {
    return {
      body: JSON.stringify({ ...event, scanAt: event.scanAt.toISOString() }),
      headers: { [TOKEN_HEADER]: this.options.webhookToken, 'content-type': 'application/json' },
    };
  }

  private courierFor(id: string | undefined): SandboxCourier {
    const courier = id === undefined ? COURIERS[1] : COURIERS.find((c) => c.id === id);
    if (!courier) throw new ProviderError(this.name, `No courier ${id}`, 422);
    return courier;
  }

  /** The same reference books the same parcel once: a retried booking answers the first. */
  private book(
    kind: 'S' | 'R',
    reference: string,
    script: ShipmentStatus[],
    isReturn: boolean,
    pin: SandboxParcel['pin'],
  ): SandboxParcel {
    const awb = `SBX${kind}${createHash('sha256').update(reference).digest('hex').slice(0, 11).toUpperCase()}`;
    const booked = this.parcels.get(awb);
    if (booked) return booked;
    const start = this.now().getTime();
    const step = this.options.stepSeconds * 1000;
    const scans = script.map((status, i) => ({ status, scanAt: new Date(start + i * step) }));
    const parcel = { awb, reference, isReturn, pin, scans, sent: 0 };
    this.parcels.set(awb, parcel);
    return parcel;
  }

  private created(parcel: SandboxParcel, courierName: string): CreatedShipment {
    return {
      awb: parcel.awb,
      courierName,
      trackingUrl: null,
      labelUrl: null,
      reference: parcel.awb,
    };
  }

  private due(parcel: SandboxParcel, now: Date): Scan[] {
    return parcel.scans.filter((scan) => scan.scanAt.getTime() <= now.getTime());
  }

  private event(parcel: SandboxParcel, scan: Scan): TrackingEvent {
    const atPickup = scan.status === 'pickup_scheduled' || scan.status === 'picked_up';
    return {
      eventId: `sandbox_${parcel.awb}_${scan.status}_${scan.scanAt.getTime()}`,
      awb: parcel.awb,
      status: scan.status,
      scanAt: scan.scanAt,
      isReturn: parcel.isReturn,
      reference: parcel.reference,
      description: DESCRIPTIONS[scan.status],
      location: `PIN ${atPickup ? parcel.pin.pickup : parcel.pin.delivery}`,
    };
  }
}

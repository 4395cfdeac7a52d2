import { timingSafeEqual, createHash } from 'node:crypto';
import type { ShipmentStatus } from '@shared/rules/shipment-status';
import { ProviderError, type WebhookHeaders } from './payment-provider';

/**
 * The one contract every courier aggregator implements (the sandbox, Shiprocket), beside the
 * payment one: routes and services speak only this and never ask which courier it is.
 */
export interface CourierProvider {
  /** Kept on each shipment for support to read; never branched on. */
  readonly name: string;
  /** Where the courier posts its tracking scans (POST, raw JSON body). */
  readonly webhookPath: string;
  /** Couriers that carry this parcel between the two PIN codes, soonest delivery first. */
  serviceability(query: ServiceabilityQuery): Promise<CourierOption[]>;
  /** Books a parcel from a seller to a shopper: its AWB, label and tracking page. */
  createShipment(request: ShipmentRequest): Promise<CreatedShipment>;
  /** Calls a booked parcel off (by AWB); refused by the courier once it cannot be. */
  cancelShipment(awb: string): Promise<void>;
  /** Books a return (reverse) pickup from the shopper back to the seller. */
  createReturn(request: ReturnRequest): Promise<CreatedShipment>;
  /** Checks a tracking webhook's token over the exact request and reads its scans. */
  parseTrackingWebhook(rawBody: string, headers: WebhookHeaders): TrackingWebhookParse;
  /**
   * A courier that runs inside the shop (the sandbox) hands out here the webhooks of the scans
   * made since the last call, each once; the shop posts them to itself
   * (modules/shipping/sandbox-clock.ts). A real courier posts its own and has none.
   */
  webhooksDue?(): { body: string; headers: WebhookHeaders }[];
}

export interface ServiceabilityQuery {
  /** Six-digit PIN codes. */
  pickupPin: string;
  deliveryPin: string;
  weightGrams: number;
  /** Cash on delivery: only couriers that collect it answer. */
  cod: boolean;
}

export interface CourierOption {
  /** The courier's id at the aggregator, to book this courier (createShipment's courierId). */
  courierId: string;
  courierName: string;
  /** The date (India) the courier expects to deliver, YYYY-MM-DD. */
  expectedDeliveryDate: string;
  /** What the aggregator charges, in whole rupees (rounded up). */
  chargeRupees: number;
  cod: boolean;
}

/** A postal address in India. */
export interface CourierAddress {
  name: string;
  /** Ten digits. */
  phone: string;
  email: string;
  line1: string;
  line2?: string | undefined;
  city: string;
  state: string;
  pin: string;
}

export interface ParcelItem {
  sku: string;
  name: string;
  units: number;
  /** Whole rupees a unit. */
  unitPrice: number;
}

export interface Parcel {
  items: ParcelItem[];
  /** The parcel's value in whole rupees (what COD collects). */
  subTotal: number;
  weightGrams: number;
  /** Centimetres. */
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

export interface ShipmentRequest extends Parcel {
  /** Our reference for this parcel (an order number and seller part), unique per booking. */
  reference: string;
  orderDate: Date;
  /** The seller's pickup address as registered with the aggregator (Shiprocket: its nickname). */
  pickupLocation: string;
  /** The seller's pickup PIN code. */
  pickupPin: string;
  deliverTo: CourierAddress;
  payment: 'cod' | 'prepaid';
  /** A courier from serviceability; unset, the aggregator's own choice. */
  courierId?: string | undefined;
}

export interface ReturnRequest extends Parcel {
  /** Our reference for this return, unique per booking. */
  reference: string;
  orderDate: Date;
  /** The shopper, where the courier picks the parcel up. */
  pickupFrom: CourierAddress;
  /** The seller, where it goes back to. */
  returnTo: CourierAddress;
}

export interface CreatedShipment {
  /** The air waybill number: what the courier and the shopper track it by. */
  awb: string;
  courierName: string;
  /** The courier's public tracking page; null for the sandbox, which has none. */
  trackingUrl: string | null;
  /**
   * The shipping label to print (PDF); null when the courier brings it (a return pickup) or
   * there is none (the sandbox).
   */
  labelUrl: string | null;
  /** The aggregator's own id of this shipment, for support. */
  reference: string;
}

/** One courier scan, in the shop's terms. */
export interface TrackingEvent {
  /** Unique per scan (a retried delivery repeats it): store it once. */
  eventId: string;
  awb: string;
  status: ShipmentStatus;
  /** When the courier scanned it: the order of scans is by this, never by arrival. */
  scanAt: Date;
  /** A return pickup (shopper to seller) rather than a delivery. */
  isReturn: boolean;
  /** Our reference (createShipment's), when the scan carries it. */
  reference: string | null;
  /** What the courier wrote and where, for the shopper's timeline. */
  description: string;
  location: string | null;
}

export type TrackingWebhookParse =
  /** Scans that move no parcel (a label printed, a delay noted) come as no events. */
  { ok: true; events: TrackingEvent[] } | { ok: false; reason: 'token' | 'body'; message: string };

/**
 * Compares a webhook's token with ours in constant time: how much of a guess matched must not
 * show in the answer's timing. Both are hashed first, so their lengths cannot show either.
 */
export function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** A stable event id from what identifies a scan, short enough for any column. */
export function scanEventId(provider: string, ...parts: string[]): string {
  return `${provider}_${createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32)}`;
}

/** YYYY-MM-DD of an instant in India (UTC+05:30, no daylight saving). */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** A valid Indian PIN code: six digits, not starting with 0. */
export const PIN_CODE = /^[1-9]\d{5}$/;
/** The heaviest parcel either courier books (Shiprocket's surface couriers stop at 30 kg). */
export const MAX_PARCEL_GRAMS = 30_000;

/** Refuses a question no courier can answer, before anyone is asked it. */
export function checkServiceabilityQuery(provider: string, query: ServiceabilityQuery): void {
  const wrong = [
    ...(PIN_CODE.test(query.pickupPin) ? [] : ['pickupPin must be a 6-digit PIN code']),
    ...(PIN_CODE.test(query.deliveryPin) ? [] : ['deliveryPin must be a 6-digit PIN code']),
    ...(Number.isInteger(query.weightGrams) &&
    query.weightGrams > 0 &&
    query.weightGrams <= MAX_PARCEL_GRAMS
      ? []
      : [`weightGrams must be a whole number from 1 to ${MAX_PARCEL_GRAMS}`]),
  ];
  if (wrong.length > 0) throw new ProviderError(provider, wrong.join('; '), 422);
}

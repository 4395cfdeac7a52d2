import type { IndianState } from '../constants';

/**
 * When an order reaches the shopper, from the seller's pickup PIN to the shopper's PIN: the
 * shipping policy's processing (24-48 business hours: the promise takes 48, two business days;
 * express ships within 24) and then the courier's transit by zone. Business days skip Sundays
 * and national holidays; couriers work on Saturdays. docs/delivery-promise.md has the table.
 */
export type DeliveryZone =
  | 'sameCity'
  | 'sameState'
  | 'metroToMetro'
  | 'restOfIndia'
  | 'northEast'
  | 'jammuKashmir'
  | 'ladakh'
  | 'islands';

/** A PIN as the directory places it. */
export interface PinLocation {
  district: string;
  state: IndianState;
}

/** Business days of transit after dispatch, standard and (where the policy offers it) express. */
export const TRANSIT_DAYS: Record<DeliveryZone, { standard: number; express: number | null }> = {
  sameCity: { standard: 1, express: null },
  sameState: { standard: 3, express: 1 },
  metroToMetro: { standard: 3, express: 1 },
  restOfIndia: { standard: 5, express: 3 },
  northEast: { standard: 7, express: null },
  jammuKashmir: { standard: 7, express: null },
  ladakh: { standard: 9, express: null },
  islands: { standard: 10, express: null },
};

export const PROCESSING_DAYS = { standard: 2, express: 1 } as const;

/** The districts of the eight metros as India Post's directory names them. */
const METRO_DISTRICTS = new Set([
  'Mumbai',
  'Central Delhi',
  'East Delhi',
  'New Delhi',
  'North Delhi',
  'North East Delhi',
  'North West Delhi',
  'South Delhi',
  'South West Delhi',
  'West Delhi',
  'Kolkata',
  'Chennai',
  'Bangalore',
  'Hyderabad',
  'Ahmedabad',
  'Pune',
]);

const NORTH_EAST = new Set<IndianState>([
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
]);

/**
 * PINs no courier partner of the shop reaches: Lakshadweep's islands (a ship from Kochi, a few
 * times a month). The directory knows them; the promise says they cannot be delivered to.
 */
export const UNSERVICEABLE_STATES = new Set<IndianState>(['Lakshadweep']);

/** Delhi's districts are one city to a courier. */
const cityOf = (p: PinLocation) => (p.state === 'Delhi' ? 'Delhi' : p.district);

/** The farther of the two ends decides: a parcel to or from Leh takes Ladakh's time. */
export function zoneOf(from: PinLocation, to: PinLocation): DeliveryZone {
  const ends = [from.state, to.state];
  if (ends.includes('Andaman and Nicobar Islands')) return 'islands';
  if (ends.includes('Ladakh')) return 'ladakh';
  if (ends.includes('Jammu and Kashmir'))
    return from.state === to.state ? 'sameState' : 'jammuKashmir';
  if (from.state === to.state && cityOf(from) === cityOf(to)) return 'sameCity';
  if (ends.some((s) => NORTH_EAST.has(s)))
    return from.state === to.state ? 'sameState' : 'northEast';
  if (from.state === to.state) return 'sameState';
  if (METRO_DISTRICTS.has(from.district) && METRO_DISTRICTS.has(to.district)) return 'metroToMetro';
  return 'restOfIndia';
}

/**
 * The national holidays the whole country keeps, on which couriers do not run, as month and
 * day: Republic Day, Independence Day and Gandhi Jayanti, whose dates never move.
 */
export const NATIONAL_HOLIDAYS: readonly string[] = ['01-26', '08-15', '10-02'];

const iso = (day: Date) => day.toISOString().slice(0, 10);

export const isHoliday = (day: Date): boolean => NATIONAL_HOLIDAYS.includes(iso(day).slice(5));

/** India's calendar day (UTC+5:30) of an instant, as a UTC midnight. */
export function indianDay(at: Date): Date {
  const shifted = new Date(at.getTime() + 330 * 60_000);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
}

/** The day `days` business days after `from` (a UTC midnight): Sundays and holidays skipped. */
export function addWorkingDays(from: Date, days: number): Date {
  const day = new Date(from);
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && !isHoliday(day)) left--;
  }
  return day;
}

export interface DeliveryDates {
  zone: DeliveryZone;
  /** ISO dates (India's calendar): the day the parcel arrives at the latest. */
  standard: string;
  express: string | null;
}

/** The promise for an order placed at `orderedAt`, or null when no courier reaches the PIN. */
export function promiseDates(
  from: PinLocation,
  to: PinLocation,
  orderedAt: Date,
): DeliveryDates | null {
  if (UNSERVICEABLE_STATES.has(to.state) || UNSERVICEABLE_STATES.has(from.state)) return null;
  const zone = zoneOf(from, to);
  const transit = TRANSIT_DAYS[zone];
  const day = indianDay(orderedAt);
  return {
    zone,
    standard: iso(addWorkingDays(day, PROCESSING_DAYS.standard + transit.standard)),
    express:
      transit.express === null
        ? null
        : iso(addWorkingDays(day, PROCESSING_DAYS.express + transit.express)),
  };
}

import { describe, expect, it } from 'vitest';
import type { IndianState } from '../constants';
import {
  addWorkingDays,
  indianDay,
  isHoliday,
  promiseDates,
  zoneOf,
  type PinLocation,
} from './delivery-promise';

const at = (district: string, state: IndianState): PinLocation => ({ district, state });
const HYDERABAD = at('Hyderabad', 'Telangana');
const PLACES = {
  hyderabad: at('Hyderabad', 'Telangana'),
  warangal: at('Warangal', 'Telangana'),
  mumbai: at('Mumbai', 'Maharashtra'),
  jaipur: at('Jaipur', 'Rajasthan'),
  guwahati: at('Kamrup', 'Assam'),
  srinagar: at('Srinagar', 'Jammu and Kashmir'),
  leh: at('Leh', 'Ladakh'),
  portBlair: at('South Andaman', 'Andaman and Nicobar Islands'),
};

// Monday 30 November 2026, 10:00 in India.
const MONDAY = new Date('2026-11-30T04:30:00Z');

describe('the delivery promise, zone by zone, from a Hyderabad seller on a Monday', () => {
  it.each([
    ['hyderabad', 'sameCity', '2026-12-03', null],
    ['warangal', 'sameState', '2026-12-05', '2026-12-02'],
    ['mumbai', 'metroToMetro', '2026-12-05', '2026-12-02'],
    // Seven business days: Sunday 6 December is skipped.
    ['jaipur', 'restOfIndia', '2026-12-08', '2026-12-04'],
    ['guwahati', 'northEast', '2026-12-10', null],
    ['srinagar', 'jammuKashmir', '2026-12-10', null],
    ['leh', 'ladakh', '2026-12-12', null],
    ['portBlair', 'islands', '2026-12-14', null],
  ] as const)('to %s: %s, standard by %s, express %s', (place, zone, standard, express) => {
    expect(promiseDates(HYDERABAD, PLACES[place], MONDAY)).toEqual({ zone, standard, express });
  });

  it('takes the farther end either way, and keeps a state of its own as one state', () => {
    expect(zoneOf(PLACES.leh, HYDERABAD)).toBe('ladakh');
    expect(zoneOf(PLACES.srinagar, at('Jammu', 'Jammu and Kashmir'))).toBe('sameState');
    expect(zoneOf(PLACES.guwahati, at('Dibrugarh', 'Assam'))).toBe('sameState');
    expect(zoneOf(at('Central Delhi', 'Delhi'), at('South Delhi', 'Delhi'))).toBe('sameCity');
  });

  it('promises nothing to Lakshadweep, which no courier partner reaches', () => {
    expect(promiseDates(HYDERABAD, at('Lakshadweep', 'Lakshadweep'), MONDAY)).toBeNull();
  });
});

describe('business days', () => {
  it('skip a Sunday: ordered on a Saturday, the same city gets it on Wednesday', () => {
    const saturday = new Date('2026-12-05T04:30:00Z');
    expect(promiseDates(HYDERABAD, HYDERABAD, saturday)?.standard).toBe('2026-12-09');
  });

  it('skip a national holiday: Independence Day (a Saturday in 2026) and the Sunday after', () => {
    const thursday = indianDay(new Date('2026-08-13T04:30:00Z'));
    expect(addWorkingDays(thursday, 3).toISOString().slice(0, 10)).toBe('2026-08-18');
    // Without the holiday it would be Monday 17 August.
    expect(addWorkingDays(indianDay(new Date('2026-08-06T04:30:00Z')), 3).toISOString()).toMatch(
      /^2026-08-10/,
    );
  });

  it("count from India's calendar day: 01:30 on Tuesday in India is still Monday in UTC", () => {
    const lateMonday = new Date('2026-11-30T20:00:00Z');
    expect(indianDay(lateMonday).toISOString().slice(0, 10)).toBe('2026-12-01');
    expect(promiseDates(HYDERABAD, HYDERABAD, lateMonday)?.standard).toBe('2026-12-04');
  });

  it('skip Gandhi Jayanti and Republic Day too', () => {
    // Thursday 1 October 2026: Friday 2 October does not count.
    expect(addWorkingDays(indianDay(new Date('2026-10-01T04:30:00Z')), 1).toISOString()).toMatch(
      /^2026-10-03/,
    );
    // Sunday 25 January 2026: Monday 26 January does not count either.
    expect(addWorkingDays(indianDay(new Date('2026-01-25T04:30:00Z')), 1).toISOString()).toMatch(
      /^2026-01-27/,
    );
  });

  it('keep the same three days every year, whatever the year', () => {
    for (const year of [2025, 2031, 2050])
      for (const [day, holiday] of [
        ['01-26', true],
        ['08-15', true],
        ['10-02', true],
        ['08-16', false],
        ['12-25', false],
      ] as const)
        expect(isHoliday(new Date(`${year}-${day}T00:00:00Z`)), `${year}-${day}`).toBe(holiday);
  });
});

import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import { clockTime, longDate, weekdayDate } from '@shared/rules/dates';
import { pageClockTime, pageLongDate, pageWeekdayDate } from './page-dates';

const at = new Date(2026, 8, 1, 14, 5);

afterEach(() => setLocale('en', { reload: false }));

describe('dates in the page language', () => {
  it('writes English as before', () => {
    expect(pageLongDate(at)).toBe(longDate(at));
    expect(pageWeekdayDate(at)).toBe(weekdayDate(at));
    expect(pageClockTime(at)).toBe(clockTime(at));
  });

  it('writes Hindi month and weekday names, with the digits Indian shops print', () => {
    setLocale('hi', { reload: false });
    expect(pageLongDate(at)).toBe('1 सितंबर 2026');
    expect(pageWeekdayDate(at)).toMatch(/^मंगल, 1 सित/);
    // The part of the day in words, never the Latin 'pm'.
    expect(pageClockTime(at)).toBe('दोपहर 2:05');
  });
});

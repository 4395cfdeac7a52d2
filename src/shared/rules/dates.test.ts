import { clockTime, dayMonthYear, longDate, weekdayDate } from './dates';

/** Every day of two years at a changing hour and minute, so every month, weekday and hour is met. */
function* days(): Generator<Date> {
  for (let i = 0; i < 731; i += 1) yield new Date(2026, 0, 1 + i, i % 24, (i * 7) % 60);
}

describe('dates written out', () => {
  it("write each day and time as Intl's en-IN does", () => {
    for (const d of days()) {
      expect(dayMonthYear(d)).toBe(d.toLocaleDateString('en-IN'));
      expect(longDate(d)).toBe(
        d.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }),
      );
      expect(weekdayDate(d)).toBe(
        d.toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short' }),
      );
      expect(clockTime(d)).toBe(
        d.toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit' }),
      );
    }
  });

  it("write the numeric date as Intl's hi-IN does too (the reviews' dates use it in both)", () => {
    for (const d of days()) expect(dayMonthYear(d)).toBe(d.toLocaleDateString('hi-IN'));
  });

  it('write midnight and noon as 12', () => {
    expect(clockTime(new Date(2026, 10, 25, 0, 0))).toBe('12:00 am');
    expect(clockTime(new Date(2026, 10, 25, 12, 9))).toBe('12:09 pm');
  });
});

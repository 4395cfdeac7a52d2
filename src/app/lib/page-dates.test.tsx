import { screen } from '@testing-library/react';
import { getLocale } from '@shared/i18n/paraglide/runtime.js';
import { clockTime, longDate, weekdayDate } from '@shared/rules/dates';
import { PromisedDeliveries } from '@/components/promised-deliveries';
import { renderOnPageOf } from '@/test/render';
import { pageClockTime, pageLongDate, pageWeekdayDate } from './page-dates';

const at = new Date(2026, 8, 1, 14, 5);

describe('dates in the page language', () => {
  it('writes English as before', () => {
    expect(pageLongDate(at, 'en')).toBe(longDate(at));
    expect(pageWeekdayDate(at, 'en')).toBe(weekdayDate(at));
    expect(pageClockTime(at, 'en')).toBe(clockTime(at));
  });

  it('writes Hindi month and weekday names, with the digits Indian shops print', () => {
    expect(pageLongDate(at, 'hi')).toBe('1 सितंबर 2026');
    expect(pageWeekdayDate(at, 'hi')).toMatch(/^मंगल, 1 सित/);
    // The part of the day in words, never the Latin 'pm'.
    expect(pageClockTime(at, 'hi')).toBe('दोपहर 2:05');
  });

  it('follows the language it is given, not the message runtime left in English', () => {
    expect(getLocale()).toBe('en');
    expect(pageLongDate(at, 'hi')).toBe('1 सितंबर 2026');
    expect(pageLongDate(at, 'en')).toBe('1 September 2026');
  });
});

describe('a date on a Hindi page', () => {
  it('renders in Hindi from the router context, whatever the message runtime says', async () => {
    // The runtime's module-wide language stays English: only the page's context says Hindi.
    expect(getLocale()).toBe('en');
    await renderOnPageOf(
      'hi',
      <PromisedDeliveries
        deliveries={[{ sellerId: 'seller-1', shopName: 'Kala Kendra', deliveryBy: '2026-09-01' }]}
      />,
    );
    const promised = await screen.findByText(/1 सित/);
    expect(promised.textContent).toMatch(/मंगल, 1 सित/);
    expect(promised.textContent).not.toMatch(/Tue|Sep/);
  });
});

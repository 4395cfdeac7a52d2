import { addBusinessDays, expectedDelivery } from './delivery';

describe('expected delivery', () => {
  it('counts 5 to 7 business days, skipping weekends', () => {
    // Saturday 21 November 2026: business days start on Monday.
    const { earliest, latest } = expectedDelivery(new Date(2026, 10, 21, 12));
    expect(earliest.toDateString()).toBe(new Date(2026, 10, 27).toDateString()); // Friday
    expect(latest.toDateString()).toBe(new Date(2026, 11, 1).toDateString()); // Tuesday
    expect(addBusinessDays(new Date(2026, 10, 23, 12), 5).toDateString()).toBe(
      new Date(2026, 10, 30).toDateString(),
    );
  });
});

import { pickupDays, returnWindowEnd, UPI_ID_PATTERN } from './return-window';

describe('the return policy rules', () => {
  it('closes the window seven days after the delivered scan', () => {
    expect(returnWindowEnd(new Date('2026-11-01T10:00:00Z')).toISOString()).toBe(
      '2026-11-08T10:00:00.000Z',
    );
  });

  it("offers the next three days of India's calendar for the pickup", () => {
    // 20:00 UTC is already the next day in India.
    expect(pickupDays(new Date('2026-11-01T20:00:00Z'))).toEqual([
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
    ]);
  });

  it('takes a UPI id as name@bank and nothing else', () => {
    for (const ok of ['ravi.kumar@okaxis', 'ravi-99@ybl', 'r_k@paytm'])
      expect(UPI_ID_PATTERN.test(ok)).toBe(true);
    for (const bad of [
      'ravi',
      '@ybl',
      'ravi@',
      'ravi@@ybl',
      'ravi kumar@ybl',
      'ravi@y bl',
      'r@1bank',
    ])
      expect(UPI_ID_PATTERN.test(bad)).toBe(false);
  });
});

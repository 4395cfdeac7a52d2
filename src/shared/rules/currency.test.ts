import { formatRs, formatRupees, groupIndian } from './currency';

describe('rupee formatting', () => {
  it('groups digits the Indian way', () => {
    expect(groupIndian(123456)).toBe('1,23,456');
    expect(groupIndian(12345678)).toBe('1,23,45,678');
    expect(groupIndian(999)).toBe('999');
    expect(groupIndian(0)).toBe('0');
  });
  it('prefixes the rupee sign, or Rs. in suggestions', () => {
    expect(formatRupees(1499)).toBe('₹1,499');
    expect(formatRs(123456)).toBe('Rs. 1,23,456');
  });
});

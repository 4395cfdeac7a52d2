import { formatRupees, formatRupeesExact, groupIndian } from './currency';

describe('rupee formatting', () => {
  it('groups digits the Indian way', () => {
    expect(groupIndian(123456)).toBe('1,23,456');
    expect(groupIndian(12345678)).toBe('1,23,45,678');
    expect(groupIndian(999)).toBe('999');
    expect(groupIndian(0)).toBe('0');
  });
  it('agrees with Intl en-IN grouping for every size of amount, rounding as it does', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999];
    for (let n = 1; n < 1e15; n = n * 7 + 3) amounts.push(n, -n);
    amounts.push(2.5, -2.5, 1499.5, 0.4, 1e15 - 1);
    for (const n of amounts) expect(groupIndian(n), String(n)).toBe(intl.format(n));
    // Where Intl writes '-0', nothing is owed either way.
    expect(groupIndian(-0.4)).toBe('0');
  });
  it('prefixes the rupee sign', () => {
    expect(formatRupees(1499)).toBe('₹1,499');
    expect(formatRupees(123456)).toBe('₹1,23,456');
  });
});

describe('refunds to the paisa', () => {
  it('shows paise when there are any, and whole rupees as they are', () => {
    expect(formatRupeesExact(1449.5)).toBe('₹1,449.50');
    expect(formatRupeesExact(123456.07)).toBe('₹1,23,456.07');
    expect(formatRupeesExact(1450)).toBe('₹1,450');
    expect(formatRupeesExact(0.01)).toBe('₹0.01');
  });
});

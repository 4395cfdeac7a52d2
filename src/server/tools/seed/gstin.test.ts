import { gstinCheckChar, makeGstin } from './gstin';

describe('GSTIN', () => {
  it('computes the checksum of a known GSTIN', () => {
    // 27AAPFU0939F1ZV is the commonly published sample GSTIN.
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
  });
  it('builds a 15-character GSTIN with the state code first', () => {
    const g = makeGstin('36', 'ABCDE', '1234', 'F');
    expect(g).toMatch(/^36ABCDE1234F1Z[0-9A-Z]$/);
  });
});

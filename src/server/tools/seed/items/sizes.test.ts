import { sizesFor, splitStock } from './sizes';

describe('sizes and their stock', () => {
  it('gives four sizes in a row of the range, and none to things without sizes', () => {
    expect(sizesFor('adult', 0)).toEqual(['S', 'M', 'L', 'XL']);
    expect(sizesFor('women-shoes', 2)).toEqual(['UK 5', 'UK 6', 'UK 7', 'UK 8']);
    expect(sizesFor(undefined, 3)).toEqual([]);
  });

  it('shares a colour’s stock, the middle sizes most, all of it', () => {
    expect(splitStock(60, 4)).toEqual([10, 20, 20, 10]);
    expect(splitStock(61, 4).reduce((a, b) => a + b)).toBe(61);
  });

  it('keeps one of the first size while any are left: the product page opens on it', () => {
    for (const stock of [1, 2, 3, 4, 5]) {
      const shares = splitStock(stock, 4);
      expect(shares[0], `${stock}`).toBe(1);
      expect(shares.reduce((a, b) => a + b)).toBe(stock);
      expect(Math.min(...shares)).toBeGreaterThanOrEqual(0);
    }
    expect(splitStock(0, 4)).toEqual([0, 0, 0, 0]);
  });
});

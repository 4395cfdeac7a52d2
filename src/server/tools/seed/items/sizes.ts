import type { SizeRange } from './profile';

const SIZES: Record<SizeRange, string[]> = {
  adult: ['S', 'M', 'L', 'XL', 'XXL'],
  waist: ['28', '30', '32', '34', '36', '38'],
  kids: ['2-3 Y', '4-5 Y', '6-7 Y', '8-9 Y', '10-11 Y'],
  shoes: ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'],
  'women-shoes': ['UK 3', 'UK 4', 'UK 5', 'UK 6', 'UK 7', 'UK 8'],
  'kids-shoes': ['UK 10 (kids)', 'UK 11 (kids)', 'UK 12 (kids)', 'UK 13 (kids)', 'UK 1'],
};

/** The sizes a worn product comes in: four in a row of its range, from the `pick`th on (wrapped). */
export function sizesFor(range: SizeRange | undefined, pick: number): string[] {
  if (!range) return [];
  const all = SIZES[range];
  const start = pick % (all.length - 3);
  return all.slice(start, start + 4);
}

/**
 * A colour's stock shared among its sizes: the middle ones get the most, as shops stock them,
 * but the first size keeps one while any are left, since the product page opens on it.
 */
export function splitStock(stock: number, sizes: number): number[] {
  const weights = Array.from({ length: sizes }, (_, i) => (i === 0 || i === sizes - 1 ? 1 : 2));
  const total = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.floor((stock * w) / total));
  shares[1] = (shares[1] ?? 0) + stock - shares.reduce((a, b) => a + b, 0);
  if (stock > 0 && shares[0] === 0) {
    shares[0] = 1;
    shares[1]! -= 1;
  }
  return shares;
}

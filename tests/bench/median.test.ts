import { describe, expect, it } from 'vitest';
import { median } from './median';

describe("the benches' median", () => {
  it('is the middle figure, whatever the order they came in', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(30);
  });

  it('leaves out the figures a run could not take', () => {
    // Sorted with the numbers, the NaN made this 30, or NaN, by where it fell.
    expect(median([NaN, 30, 10, 20])).toBe(20);
    expect(median([10, NaN, NaN])).toBe(10);
  });

  it('is NaN when no run took the figure, and does not reorder what it is given', () => {
    expect(median([NaN, NaN])).toBeNaN();
    expect(median([])).toBeNaN();
    const figures = [3, 1, 2];
    median(figures);
    expect(figures).toEqual([3, 1, 2]);
  });
});

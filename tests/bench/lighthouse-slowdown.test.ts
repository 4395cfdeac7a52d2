import { describe, expect, it } from 'vitest';
import { lighthouseSlowdown } from './lighthouse-slowdown';

describe("the slowdown to Lighthouse's reference phone", () => {
  it("meets the calculator's points and runs straight between them", () => {
    expect(lighthouseSlowdown(150)).toBe(1);
    expect(lighthouseSlowdown(800)).toBe(2);
    expect(lighthouseSlowdown(1300)).toBe(3);
    expect(lighthouseSlowdown(1533)).toBeCloseTo(4, 2);
    expect(lighthouseSlowdown(1766)).toBeCloseTo(5, 2);
    expect(lighthouseSlowdown(2000)).toBeCloseTo(6, 2);
    expect(lighthouseSlowdown(1050)).toBeCloseTo(2.5, 5);
    expect(lighthouseSlowdown(100)).toBe(1);
  });

  it('is 2.6x to 4.7x for the 1,100 to 1,700 this kind of machine measures', () => {
    expect(lighthouseSlowdown(1100)).toBeCloseTo(2.6, 1);
    expect(lighthouseSlowdown(1700)).toBeCloseTo(4.72, 1);
  });
});

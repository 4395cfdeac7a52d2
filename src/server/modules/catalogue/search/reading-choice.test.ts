import { describe, expect, it } from 'vitest';
import { fewEnoughToSort, readingFor, SORTED_UP_TO_CAPS } from './reading-choice';

describe('how a search is read, from how many products have its rarest word', () => {
  const cap = 500;

  it('sorts the matches of a rare word outright (up to four caps)', () => {
    expect(readingFor(1949, cap)).toEqual({ reading: { by: 'sort' } });
    expect(readingFor(SORTED_UP_TO_CAPS * cap, cap)).toEqual({ reading: { by: 'sort' } });
  });

  it('leaves a common word, or one the vocabulary does not know, to the first slice', () => {
    expect(readingFor(SORTED_UP_TO_CAPS * cap + 1, cap)).toEqual({});
    expect(readingFor(109_092, cap)).toEqual({});
    expect(readingFor(null, cap)).toEqual({});
  });

  it('counts few enough to sort the same way for a share within a budget', () => {
    expect(fewEnoughToSort(18_182 * 0.1, cap)).toBe(true);
    expect(fewEnoughToSort(18_182 * 0.5, cap)).toBe(false);
    expect(fewEnoughToSort(null, cap)).toBe(false);
  });
});

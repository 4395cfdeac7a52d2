import { appliedFilters } from './applied-filters';

const range = { low: 199, high: 4999 };

describe('applied filters', () => {
  it('lists none for a bare category or search', () => {
    expect(appliedFilters({ category: 'women' }, range)).toEqual([]);
    expect(appliedFilters({ value: 'saree' }, range)).toEqual([]);
  });
  it('names each filter with what drops it', () => {
    const chips = appliedFilters(
      { category: 'women', subcategory: 'sarees', lowPrice: 500, rating: 4, discountupto: 30 },
      range,
      'Sarees',
    );
    expect(chips.map((c) => c.label)).toEqual([
      'Sarees',
      '₹500 - ₹4,999',
      '4★ & above',
      'Up to 30% off',
    ]);
    expect(chips.map((c) => c.clear)).toEqual([
      { subcategory: undefined },
      { lowPrice: undefined, highPrice: undefined },
      { rating: undefined },
      { discountupto: undefined },
    ]);
  });
  it('reads a subcategory slug as a title until its name is known', () => {
    expect(appliedFilters({ subcategory: 'kurta-sets' }, range)[0]?.label).toBe('Kurta Sets');
  });
});

import { listingSearch } from './listing-search';

describe('listing filters in the URL', () => {
  it('reads every filter', () => {
    expect(
      listingSearch({
        category: 'women',
        rating: '4',
        lowPrice: '500',
        highPrice: '3000',
        sortPrice: 'low-to-high',
        pageNumber: '2',
        value: ' kurta ',
      }),
    ).toEqual({
      category: 'women',
      rating: 4,
      lowPrice: 500,
      highPrice: 3000,
      sortPrice: 'low-to-high',
      pageNumber: 2,
      value: 'kurta',
    });
  });

  it('drops nonsense instead of failing: page 0, rating 7, a bad sort, a bad slug', () => {
    expect(
      listingSearch({ pageNumber: '0', rating: '7', sortPrice: 'cheapest', category: 'Bad Slug!' }),
    ).toEqual({});
  });

  it('swaps a low price above the high one', () => {
    expect(listingSearch({ lowPrice: 900, highPrice: 100 })).toMatchObject({
      lowPrice: 100,
      highPrice: 900,
    });
  });

  it('cuts a 200-character search to the 100 the API takes', () => {
    expect(listingSearch({ value: 'a'.repeat(200) }).value).toHaveLength(100);
  });
});

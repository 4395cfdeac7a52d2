import { listingSearch } from '@/lib/catalogue/listing-search';
import { currentCategory, searchHref } from './search-href';

describe('the search results address', () => {
  it('is spelt as the spec spells it and keeps the category', () => {
    expect(searchHref('women', 'silk saree')).toBe(
      '/products/search?category=women&&value=silk%20saree',
    );
  });

  it("stays in the page's language", () => {
    expect(searchHref('women', 'कुर्ती', 'hi')).toBe(
      `/hi/products/search?category=women&&value=${encodeURIComponent('कुर्ती')}`,
    );
    expect(searchHref('women', 'kurti', 'en')).toBe('/products/search?category=women&&value=kurti');
  });

  it('leaves the category empty when none is being browsed', () => {
    expect(searchHref(undefined, 'kurta')).toBe('/products/search?category=&&value=kurta');
  });

  it('reads the browsed category from a listing URL only when it is a real one', () => {
    expect(currentCategory({ category: 'footwear', pageNumber: 2 })).toBe('footwear');
    expect(currentCategory({})).toBeUndefined();
    expect(currentCategory({ category: '' })).toBeUndefined();
    expect(currentCategory(null)).toBeUndefined();
  });

  it('a numeric search survives the router turning "123" into a number', () => {
    expect(listingSearch({ category: '', value: 123 })).toEqual({ value: '123' });
  });
});

import type { Category } from '@shared/api/catalogue';
import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import { listingTitle } from './listing-title';

const categories = [
  { _id: 'c1', slug: 'women', name: 'महिलाएँ' },
  { _id: 'c2', slug: 'home-kitchen', name: 'घर और किचन' },
] as Category[];

afterEach(() => setLocale('en', { reload: false }));

describe("a listing's title", () => {
  it('is spelt from the address in English, and is Shop without a category', () => {
    expect(listingTitle('home-kitchen', categories, 'en')).toBe('Home Kitchen');
    expect(listingTitle(undefined, categories, 'en')).toBe('Shop');
  });

  it("is the catalogue's name on a Hindi page, the address's spelling until it arrives", () => {
    setLocale('hi', { reload: false });
    expect(listingTitle('women', categories, 'hi')).toBe('महिलाएँ');
    expect(listingTitle('women', undefined, 'hi')).toBe('Women');
    expect(listingTitle(undefined, categories, 'hi')).toBe('शॉप');
  });
});

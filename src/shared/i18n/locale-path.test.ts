import { localizedPath, splitLocalePath } from './locale-path';

describe('the language in the URL', () => {
  it('reads English from the spec paths and Hindi from the /hi prefix', () => {
    expect(splitLocalePath('/cart')).toEqual({ locale: 'en', path: '/cart' });
    expect(splitLocalePath('/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/hi/cart')).toEqual({ locale: 'hi', path: '/cart' });
    expect(splitLocalePath('/hi/')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocalePath('/hi')).toEqual({ locale: 'hi', path: '/' });
  });

  it('does not take a path that only starts with the letters for a language', () => {
    expect(splitLocalePath('/hindi-songs')).toEqual({ locale: 'en', path: '/hindi-songs' });
    expect(splitLocalePath('/en/cart')).toEqual({ locale: 'en', path: '/en/cart' });
  });

  it('writes a path in each language, the home page with its slash', () => {
    expect(localizedPath('/cart', 'en')).toBe('/cart');
    expect(localizedPath('/cart', 'hi')).toBe('/hi/cart');
    expect(localizedPath('/', 'hi')).toBe('/hi/');
    expect(localizedPath('/shops?category=women', 'hi')).toBe('/hi/shops?category=women');
  });
});

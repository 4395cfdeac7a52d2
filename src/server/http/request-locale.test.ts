import type { FastifyRequest } from 'fastify';
import { namedLocale, requestLocale, urlLocale } from './request-locale';

const asking = ({
  url = '/api/customer/customer-login',
  cookie,
  language,
}: { url?: string; cookie?: string; language?: string } = {}) =>
  ({
    url,
    cookies: cookie === undefined ? {} : { lang: cookie },
    headers: language === undefined ? {} : { 'accept-language': language },
  }) as unknown as FastifyRequest;

describe('the one language resolver', () => {
  it("takes a page's prefix, and an API call's `lang`, before everything else", () => {
    const everythingElseEnglish = { cookie: 'en', language: 'en-IN' };
    expect(requestLocale(asking({ url: '/hi/cart', ...everythingElseEnglish }), 'en')).toBe('hi');
    expect(requestLocale(asking({ url: '/api/x?lang=hi', ...everythingElseEnglish }), 'en')).toBe(
      'hi',
    );
    // An English page names English by asking without a prefix; an API call names it outright.
    expect(requestLocale(asking({ url: '/api/x?a=1&lang=en', cookie: 'hi' }), 'hi')).toBe('en');
  });

  it("reads `lang` as the API's only: a page is one language per path", () => {
    expect(urlLocale(asking({ url: '/cart?lang=hi' }))).toBeUndefined();
    expect(urlLocale(asking({ url: '/hi/api/x' }))).toBe('hi');
    expect(urlLocale(asking({ url: '/api/x?lang=ta' }))).toBeUndefined();
  });

  it('then the cookie the language switch sets, then the stored choice, then Accept-Language', () => {
    expect(requestLocale(asking({ cookie: 'hi', language: 'en-IN' }), 'en')).toBe('hi');
    expect(requestLocale(asking({ language: 'en-IN' }), 'hi')).toBe('hi');
    expect(requestLocale(asking({ language: 'hi-IN,en;q=0.8' }))).toBe('hi');
    expect(requestLocale(asking({ language: 'HI' }))).toBe('hi');
    expect(requestLocale(asking())).toBe('en');
  });

  it('passes over a value the shop does not speak at every step, down to English', () => {
    const unknown = asking({ url: '/api/x?lang=ta', cookie: 'HI', language: 'ta-IN,hi;q=0.9' });
    expect(requestLocale(unknown, 'fr')).toBe('en');
    expect(requestLocale(asking({ language: '*' }))).toBe('en');
    expect(requestLocale(asking({ language: 'en-IN,hi;q=0.9' }))).toBe('en');
  });

  it('names a language only from the URL or the cookie (what a request says of itself)', () => {
    expect(namedLocale(asking({ language: 'hi-IN' }))).toBeUndefined();
    expect(namedLocale(asking({ cookie: 'hi' }))).toBe('hi');
    expect(namedLocale(asking({ url: '/api/x?lang=en', cookie: 'hi' }))).toBe('en');
  });
});

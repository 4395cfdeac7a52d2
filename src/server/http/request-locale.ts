import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '@shared/i18n/language-cookie';
import { baseLocale, locales, splitLocalePath, type Locale } from '@shared/i18n/locale-path';

/**
 * The one way the server learns a language (docs/decisions.md, "One language resolver"), in
 * this order:
 * 1. the URL: a page's prefix (`/hi/cart`), or an API call's `lang` parameter, which the tab
 *    writes on every call and API link of a page in another language than English;
 * 2. the `lang` cookie, the language the shopper last picked (lib/i18n/language-switch.tsx);
 * 3. the shopper's stored choice (`customers.locale`), when the caller knows the shopper;
 * 4. the first language of `Accept-Language`, when the shop speaks it;
 * and English after all of them. SMS and push have no request: they read step 3 alone
 * (`localeOf` in modules/accounts/repository.ts). A public read answers from step 1 alone
 * (English without `lang`): a shared cache keeps one answer per URL.
 */
export function requestLocale(request: FastifyRequest, stored?: string | null): Locale {
  return namedLocale(request) ?? known(stored) ?? acceptedLocale(request) ?? baseLocale;
}

/** Steps 1 and 2: the language the request itself names, if it names one. */
export function namedLocale(request: FastifyRequest): Locale | undefined {
  return urlLocale(request) ?? known(request.cookies?.[LANGUAGE_COOKIE]);
}

/**
 * Step 1: a page's prefix, or the `lang` parameter of an API call (never a page's: a page is one
 * language per path). English is named only by an API call (`lang=en`); an English page is the
 * absence of a prefix, which leaves the choice to the cookie.
 */
export function urlLocale(request: FastifyRequest): Locale | undefined {
  const [path = '', search = ''] = request.url.split('?');
  if (!path.startsWith('/api/')) {
    const { locale } = splitLocalePath(path);
    return locale === baseLocale ? undefined : locale;
  }
  return known(new URLSearchParams(search).get('lang'));
}

/** Step 4: only the first language named counts, and only one the shop speaks. */
function acceptedLocale(request: FastifyRequest): Locale | undefined {
  const first = String(request.headers['accept-language'] ?? '')
    .split(',')[0]!
    .trim()
    .split(/[-;]/)[0]!
    .toLowerCase();
  return known(first);
}

const known = (value: string | null | undefined): Locale | undefined =>
  locales.find((l) => l === value);

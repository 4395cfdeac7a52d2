import { baseLocale, locales, type Locale } from './locales';

/**
 * The language is in the URL: English at the paths the spec names, every other language under
 * its own prefix (`/hi/cart`). One URL is one language, so every cache (the server's, the
 * service worker's, the browser's) keeps each language apart without negotiating on headers.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const locale = locales.find((l) => l !== baseLocale && l === first);
  if (!locale) return { locale: baseLocale, path: pathname };
  return { locale, path: `/${rest.join('/')}` };
}

/** `path` (an English path, with its query) as it reads in `locale`: '/cart' -> '/hi/cart'. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === baseLocale) return path;
  return `/${locale}${path === '/' ? '/' : path}`;
}

/** The router's base path for a language: '/' for English, '/hi' for Hindi. */
export const basepathOf = (locale: Locale) => (locale === baseLocale ? '/' : `/${locale}`);

/** A stored language as one the shop speaks; English for anything else (one since removed). */
export const toLocale = (value: string | null | undefined): Locale =>
  locales.find((l) => l === value) ?? baseLocale;

/** The language tag of a page, a date or a number in `locale` (India's variant of each). */
export const languageTag = (locale: Locale) => `${locale}-IN`;

/**
 * How a time of day reads in `locale`: English '3:42 pm'; in other languages the part of the day
 * in words ('दोपहर 3:42'), where Intl's default would print the Latin 'pm' on a Hindi page.
 */
export const clockOptions = (locale: Locale): Intl.DateTimeFormatOptions => ({
  hour: 'numeric',
  minute: '2-digit',
  ...(locale !== baseLocale && { dayPeriod: 'short' }),
});

export { baseLocale, locales, type Locale };

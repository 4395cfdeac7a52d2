import { baseLocale, locales, type Locale } from './locales';

/**
 * Paraglide's runtime as the browser's build has it (vite.config.ts points every import of
 * `paraglide/runtime.js` here outside the server renderer). That runtime finds the language on
 * every message through its strategies (URL patterns, cookies, storage): 3.9 KB gzip of the
 * first view for what is, in the tab, one value per page load, set from the URL before anything
 * renders (src/app/lib/i18n/page-language.ts). The server renderer keeps Paraglide's own, whose
 * AsyncLocalStorage gives each render its language. Exports, with the same signatures, what the
 * compiled messages and the tab's code import; a build against a newer Paraglide that imports
 * more fails on the missing export rather than misbehaving.
 */
let current: Locale = baseLocale;

export const experimentalStaticLocale: Locale | undefined = undefined;
export const getLocale = (): Locale => current;
export function setLocale(locale: Locale, _options?: { reload?: boolean }): void {
  current = locale;
}
export { baseLocale, locales };

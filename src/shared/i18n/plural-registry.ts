import type { Locale } from './locales';

/**
 * Paraglide's formatting registry as every bundle has it (vite.config.ts points the compiled
 * messages' `registry.js` here): the plural category of the shop's own languages written out.
 * Paraglide's builds a `new Intl.PluralRules` on every call, and a page's first one loads ICU's
 * plural data: 9-12 ms of main thread at 4x, inside hydration (the header's cart count). English
 * and Hindi have one cardinal rule each (CLDR), as currency.ts writes out Indian digit grouping.
 * Any other language or option goes to Intl, one object per language and options.
 */
export { number, datetime, relativetime } from './paraglide/registry.js';

type Category = Intl.LDMLPluralRule;

/** CLDR's cardinal rules, on the absolute value: en "one" is i = 1 and v = 0; hi is i = 0 or n = 1. */
const CARDINAL: Partial<Record<string, (n: number) => Category>> = {
  en: (n) => (n === 1 ? 'one' : 'other'),
  hi: (n) => (n <= 1 ? 'one' : 'other'),
};

const rules = new Map<string, Intl.PluralRules>();

export function plural(locale: Locale, input: unknown, options?: Intl.PluralRulesOptions): string {
  const n = Number(input);
  const written = CARDINAL[locale];
  if (written && (!options || Object.keys(options).length === 0))
    return Number.isFinite(n) ? written(Math.abs(n)) : 'other';
  const key = `${locale} ${JSON.stringify(options ?? {})}`;
  let rule = rules.get(key);
  if (!rule) rules.set(key, (rule = new Intl.PluralRules(locale, options)));
  return rule.select(n);
}

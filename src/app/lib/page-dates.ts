import { baseLocale, clockOptions, languageTag, type Locale } from '@shared/i18n/locale-path';
import { clockTime, longDate, weekdayDate } from '@shared/rules/dates';

/**
 * The shop's dates in the page's language, which the caller names (a component reads it with
 * usePageLocale()): never the message runtime's module-wide value, so a date drawn for a Hindi
 * page is Hindi whatever else the tab or the server renderer is doing. English keeps the
 * written-out forms of @shared/rules/dates (no formatter built per call); another language asks
 * Intl, with one formatter per language and form, kept for the page's life.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function inLanguage(
  locale: Locale,
  form: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${form}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(languageTag(locale), options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** '5 January 2026', '5 जनवरी 2026'. */
export const pageLongDate = (at: Date, locale: Locale): string =>
  locale === baseLocale
    ? longDate(at)
    : inLanguage(locale, 'long', { day: 'numeric', month: 'long', year: 'numeric' }).format(at);

/** 'Mon, 5 Jan', 'सोम, 5 जन॰'. */
export const pageWeekdayDate = (at: Date, locale: Locale): string =>
  locale === baseLocale
    ? weekdayDate(at)
    : inLanguage(locale, 'weekday', { weekday: 'short', day: 'numeric', month: 'short' }).format(
        at,
      );

/** '2:05 pm', 'दोपहर 2:05'. */
export const pageClockTime = (at: Date, locale: Locale): string =>
  locale === baseLocale
    ? clockTime(at)
    : inLanguage(locale, 'clock', clockOptions(locale)).format(at);

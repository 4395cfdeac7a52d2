import { baseLocale, clockOptions, languageTag } from '@shared/i18n/locale-path';
import { getLocale } from '@shared/i18n/paraglide/runtime.js';
import { clockTime, longDate, weekdayDate } from '@shared/rules/dates';

/**
 * The shop's dates in the page's language. English keeps the written-out forms of
 * @shared/rules/dates (no formatter built per call); another language asks Intl, with one
 * formatter per language and form, kept for the page's life.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function inPageLanguage(form: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${getLocale()} ${form}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(languageTag(getLocale()), options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const english = () => getLocale() === baseLocale;

/** '5 January 2026', '5 जनवरी 2026'. */
export const pageLongDate = (at: Date): string =>
  english()
    ? longDate(at)
    : inPageLanguage('long', { day: 'numeric', month: 'long', year: 'numeric' }).format(at);

/** 'Mon, 5 Jan', 'सोम, 5 जन॰'. */
export const pageWeekdayDate = (at: Date): string =>
  english()
    ? weekdayDate(at)
    : inPageLanguage('weekday', { weekday: 'short', day: 'numeric', month: 'short' }).format(at);

/** '2:05 pm', 'दोपहर 2:05'. */
export const pageClockTime = (at: Date): string =>
  english() ? clockTime(at) : inPageLanguage('clock', clockOptions(getLocale())).format(at);

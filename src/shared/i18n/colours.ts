import { HINDI_COLOURS } from './colours/hi';
import type { Locale } from './locales';

/** Each language's colour words; a new language is a file beside colours/hi.ts and a line here. */
const COLOURS: Partial<Record<Locale, Readonly<Record<string, string>>>> = { hi: HINDI_COLOURS };

/**
 * A variation's colour in `locale`. The variation keeps the English its seller listed (the
 * cart's and the order's key); only what the shopper reads changes. A colour the language has
 * no word for (a makeup shade's own name) reads as listed.
 */
export const colourIn = (colour: string, locale: Locale): string =>
  COLOURS[locale]?.[colour] ?? colour;

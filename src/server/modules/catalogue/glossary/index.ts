import type { Locale } from '@shared/i18n/locale-path';
import { HINDI } from './hi';

/**
 * A language's words for the catalogue's specifications: labels (groups and keys: "Fabric &
 * Fit", "Sleeve") and the common values that are words ("Half sleeve", "Cotton", colours).
 * Model numbers, sizes and measures are not in it and read as they are.
 */
export interface Glossary {
  labels: Readonly<Record<string, string>>;
  values: Readonly<Record<string, string>>;
}

/** A new language is a file beside hi.ts and a line here. */
const GLOSSARIES: Partial<Record<Locale, Glossary>> = { hi: HINDI };

const NONE: Glossary = { labels: {}, values: {} };

export const glossaryOf = (locale: Locale): Glossary => GLOSSARIES[locale] ?? NONE;

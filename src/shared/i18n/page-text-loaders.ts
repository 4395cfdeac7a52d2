import type { Locale } from './locales';

/** A compiled message in one language. */
export type LocaleText = (inputs?: never) => string;
export type Texts = Readonly<Record<string, LocaleText>>;

/**
 * Each language's loader of the first view's texts in that language. As written here, none: the
 * server renderer, the tests and the dev server keep every language inside each message. The
 * browser's build replaces this module (src/server/build/page-language-texts.ts): there the first
 * view's messages carry the base language only, and a page in another language loads its texts
 * once, before anything renders (page-texts.ts), so an English page never downloads the others.
 */
export const pageTextLoaders: Partial<Record<Locale, () => Promise<Texts>>> = {};

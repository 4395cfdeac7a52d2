import { baseLocale, type Locale } from './locales';
import { pageTextLoaders, type LocaleText, type Texts } from './page-text-loaders';
import { experimentalStaticLocale, getLocale } from './paraglide/runtime.js';

const loaded = new Map<Locale, Texts>();

/**
 * Loads the first view's texts in the page's language (page-text-loaders.ts says why they come
 * apart); a language without a loader (the base one, or every one outside the browser's build)
 * has them inside its messages.
 */
export async function loadPageTexts(locale: Locale, loaders = pageTextLoaders): Promise<void> {
  const load = loaders[locale];
  if (load && !loaded.has(locale)) loaded.set(locale, await load());
}

/** The first view's messages in `locale`: what the browser's build of each of them calls. */
export function pageTexts(locale: Locale): Texts {
  const texts = loaded.get(locale);
  if (!texts) throw new Error(`The texts in ${locale} were read before they were loaded`);
  return texts;
}

/**
 * A first-view message as the browser's build compiles it (src/server/build/page-language-texts.ts):
 * its base language's function inside, any other language's from the page's loaded texts; the
 * language chosen as Paraglide's own message chooses it (the static one, the call's, the page's).
 */
export function pageText(key: string, base: LocaleText) {
  return (inputs?: never, options: { locale?: Locale } = {}): string => {
    const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
    return locale === baseLocale ? base(inputs) : pageTexts(locale)[key]!(inputs);
  };
}

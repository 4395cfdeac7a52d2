import type { Locale } from './locales';
import { pageTextLoaders, type Texts } from './page-text-loaders';

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

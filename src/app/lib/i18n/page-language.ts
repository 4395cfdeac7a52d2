import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '@shared/i18n/language-cookie';
import { languageChoiceOf } from '@shared/i18n/language-choice';
import {
  baseLocale,
  languageTag,
  localizedPath,
  locales,
  splitLocalePath,
  type Locale,
} from '@shared/i18n/locale-path';
import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import { loadPageTexts } from '@shared/i18n/page-texts';

/** Remembers a choice, so the next visit to an English address opens in this language. */
export function rememberLanguage(locale: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/**
 * A language switch's link that reached the tab rather than the server (the service worker
 * answers navigations with the shell): remember its choice as the server would, and show the
 * page's own address, without the parameter.
 */
function takeChoiceFromAddress(): void {
  const { pathname, search, hash } = window.location;
  const choice = languageChoiceOf(pathname + search);
  if (!choice) return;
  rememberLanguage(choice.locale);
  window.history.replaceState(window.history.state, '', choice.to + hash);
}

/** The language the shopper chose last (lib/i18n/language-switch.tsx), if any. */
function chosenLocale(): Locale | undefined {
  const chosen = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return locales.find((l) => l === chosen);
}

/**
 * The tab speaks its URL's language from the first message on, until it loads another page (a
 * change of language is a new page load). Called before anything renders. An English address
 * opened by a shopper who chose another language goes to that language's page, as the server
 * does (src/server/static-client.ts): here for the pages the service worker answers itself, such
 * as the installed app's start. The shell the worker keeps is English-tagged; the tag is set here.
 * Null when the tab is leaving for the chosen language's page.
 */
export function startInPageLanguage(): Locale | null {
  takeChoiceFromAddress();
  const { locale } = splitLocalePath(window.location.pathname);
  const chosen = chosenLocale();
  if (locale === baseLocale && chosen && chosen !== baseLocale) {
    const { pathname, search, hash } = window.location;
    window.location.replace(localizedPath(pathname + search, chosen) + hash);
    return null;
  }
  setLocale(locale, { reload: false });
  // Written only when it differs: writing even the same tag restyles the whole page.
  const tag = languageTag(locale);
  if (document.documentElement.lang !== tag) document.documentElement.lang = tag;
  return locale;
}

/**
 * The first view's texts in the page's language (src/shared/i18n/page-texts.ts), before anything
 * renders. Without them the page cannot hydrate: when the connection dropped before they came,
 * they are asked for again once it returns, and the server's HTML waits meanwhile.
 */
export function loadTextsOfPage(locale: Locale, load = loadPageTexts): Promise<void> {
  return load(locale).catch(
    () =>
      new Promise<void>((resolve) =>
        window.addEventListener('online', () => resolve(loadTextsOfPage(locale, load)), {
          once: true,
        }),
      ),
  );
}

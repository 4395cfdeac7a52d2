import { useRouterState } from '@tanstack/react-router';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '@shared/i18n/language-cookie';
import { languageTag, localizedPath, locales, type Locale } from '@shared/i18n/locale-path';
import { usePageLocale } from './use-page-locale';
import { m } from '@shared/i18n/paraglide/messages.js';

/** Remembers the choice, so the next visit to an English address opens in this language. */
function remember(locale: Locale) {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/**
 * The same page in each other language the shop speaks, each named in its own language. A
 * plain link: the new language is a new page load (messages are read in the URL's language),
 * and without script it still works.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  // The router's location has no language prefix: the screen's path in English.
  const href = useRouterState({ select: (s) => s.location.href });
  const current = usePageLocale();
  return (
    <>
      {locales
        .filter((l) => l !== current)
        .map((l) => (
          <a
            key={l}
            href={localizedPath(href, l)}
            hrefLang={languageTag(l)}
            lang={languageTag(l)}
            title={m.language_switch_to({ language: m.language_name({}, { locale: l }) })}
            className={className}
            onClick={() => remember(l)}
          >
            {m.language_name({}, { locale: l })}
          </a>
        ))}
    </>
  );
}

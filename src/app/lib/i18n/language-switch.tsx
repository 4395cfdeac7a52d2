import { useRouterState } from '@tanstack/react-router';
import { languageTag, locales } from '@shared/i18n/locale-path';
import { languageChoiceHref } from '@shared/i18n/language-choice';
import { rememberLanguage } from './page-language';
import { usePageLocale } from './use-page-locale';
import { m } from '@shared/i18n/paraglide/messages.js';

/**
 * The same page in each other language the shop speaks, each named in its own language. A
 * plain link: the new language is a new page load (messages are read in the URL's language),
 * and before hydration or without script it still works (shared/i18n/language-choice.ts).
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
            href={languageChoiceHref(href, l)}
            hrefLang={languageTag(l)}
            lang={languageTag(l)}
            title={m.language_switch_to({ language: m.language_name({}, { locale: l }) })}
            className={className}
            onClick={() => rememberLanguage(l)}
          >
            {m.language_name({}, { locale: l })}
          </a>
        ))}
    </>
  );
}

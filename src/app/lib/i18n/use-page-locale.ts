import { useRouter } from '@tanstack/react-router';
import type { Locale } from '@shared/i18n/locale-path';

/**
 * The page's language, from the router's context (router.tsx): one value for the page's life,
 * since a change of language is a new page load. Code outside a component takes it as an
 * argument from the component that calls it.
 */
export const usePageLocale = (): Locale => useRouter().options.context.locale;

import type { Category } from '@shared/api/catalogue';
import { baseLocale, type Locale } from '@shared/i18n/locale-path';
import { m } from '@shared/i18n/paraglide/messages.js';
import { slugToTitle } from '@shared/rules/text';

/**
 * A listing's title: its category's name, or 'Shop' without one. English spells it from the
 * address as the spec does ('Home Kitchen' for home-kitchen); another language takes the
 * catalogue's name in that language (महिलाएँ for women), the address's spelling only until the
 * categories have arrived.
 */
export function listingTitle(
  slug: string | undefined,
  categories: Category[] | undefined,
  locale: Locale,
): string {
  if (!slug) return m.footer_shop();
  const translated =
    locale === baseLocale ? undefined : categories?.find((c) => c.slug === slug)?.name;
  return translated ?? slugToTitle(slug);
}

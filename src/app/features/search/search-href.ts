import { baseLocale, localizedPath, type Locale } from '@shared/i18n/locale-path';

/**
 * The results address exactly as the spec spells it, double '&&' included:
 * /products/search?category={category}&&value={text}, under the page's language prefix
 * (/hi/products/search?...). The category is the one the shopper is browsing (empty when none),
 * so a search from a category page stays inside that category.
 */
export function searchHref(
  category: string | undefined,
  value: string,
  locale: Locale = baseLocale,
): string {
  return localizedPath(
    `/products/search?category=${encodeURIComponent(category ?? '')}&&value=${encodeURIComponent(value)}`,
    locale,
  );
}

/** The category of the listing being browsed, read from its URL's search parameters. */
export function currentCategory(search: unknown): string | undefined {
  const category = (search as { category?: unknown } | null)?.category;
  return typeof category === 'string' && category ? category : undefined;
}

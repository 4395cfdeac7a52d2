import type { AppDeps } from '../http/context';
import type { PageMissing } from './page-missing';
import type { CatalogueLookup } from './page-kind';
import { productExists, unknownCategoryOf } from '../modules/catalogue/service';

/** The listing screens whose `category` and `subcategory` name what they list. */
const LISTING_SCREENS = new Set(['/shops', '/products', '/products/search']);

/**
 * Whether a listing screen's category or subcategory is one the shop does not have (its page is
 * then a 404): asked of the catalogue before any render, so the status does not depend on
 * whether this request got a server render or the shell (a pressed instance sends the shell).
 * Null for any other screen, or a listing that names no category.
 */
export function listingPageMissing(deps: AppDeps): PageMissing {
  return (request, screen) => {
    if (!LISTING_SCREENS.has(screen)) return null;
    const params = new URLSearchParams(request.url.split('?')[1] ?? '');
    const category = params.get('category') || undefined;
    const subcategory = params.get('subcategory') || undefined;
    if (!category && !subcategory) return null;
    return unknownCategoryOf(deps.db, { category, subcategory }).then(Boolean);
  };
}

/** What the catalogue has, for the render budget's share kept for its pages (page-kind.ts). */
export function cataloguePages(deps: AppDeps): CatalogueLookup {
  return {
    productExists: (slug) => productExists(deps.db, slug),
    categoryExists: async (filter) => (await unknownCategoryOf(deps.db, filter)) === null,
  };
}

import { splitLocalePath } from '@shared/i18n/locale-path';
import type { PageKind } from '../http/admission/render-budget';

/**
 * What the catalogue has, asked of the database: which pages are the shop's own, whatever the
 * shape of their URL.
 */
export interface CatalogueLookup {
  productExists(slug: string): Promise<boolean>;
  /** The category, and the subcategory (of that category) when one is named, are the shop's. */
  categoryExists(filter: { category?: string; subcategory?: string }): Promise<boolean>;
}

/** A page the catalogue says does not exist: answered 404 without a render. */
export type PageClass = PageKind | 'missing';

/**
 * Pages remembered as having rendered, so that they count as catalogue pages from then on; a
 * longer URL is not remembered, which keeps the list small.
 */
const MAX_REMEMBERED_PAGES = 2_000;
const MAX_REMEMBERED_URL_LENGTH = 200;
const LISTING_SCREENS = new Set(['/shops', '/products', '/products/']);
const PRODUCT_PAGE = /^\/product\/details\/([^/]+)$/;
/** The search parameters that name what a listing lists; any other (a price, a page) is a filter. */
const CATALOGUE_FILTERS = new Set(['category', 'subcategory']);

/**
 * Which pages count as the catalogue's, for the render budget's share kept for them, checked
 * against the catalogue rather than the URL's shape: a product that exists, a listing of a
 * category (and subcategory) the shop has with no other filter, a page whose route reads no
 * search parameters from this URL (the home page, an information page), or one that rendered
 * before. A product or category the catalogue does not have is `missing` (a 404 with no
 * render); any other new combination of search parameters, which is what a flood of made-up
 * URLs makes, is `made-up`. Keys are the renderer's canonical URLs.
 */
export function pageKinds(catalogue: CatalogueLookup) {
  // Kept across catalogue changes: a page that rendered once is still a page of the shop.
  const rendered = new Set<string>();
  const remember = (key: string) => {
    if (key.length > MAX_REMEMBERED_URL_LENGTH) return;
    rendered.delete(key);
    rendered.add(key);
    if (rendered.size > MAX_REMEMBERED_PAGES) rendered.delete(rendered.values().next().value!);
  };
  const known = (exists: boolean): PageClass => (exists ? 'catalogue' : 'missing');

  async function classify(key: string): Promise<PageClass> {
    const [pathname = '', query = ''] = key.split('?', 2);
    const { path } = splitLocalePath(pathname);
    const product = PRODUCT_PAGE.exec(path);
    if (product) return known(await catalogue.productExists(decodeURIComponent(product[1]!)));
    if (!query || rendered.has(key)) return 'catalogue';
    const params = new URLSearchParams(query);
    const names = [...params.keys()];
    const namesWhatItLists =
      LISTING_SCREENS.has(path) &&
      names.length === new Set(names).size &&
      names.every((name) => CATALOGUE_FILTERS.has(name));
    if (!namesWhatItLists) return 'made-up';
    const category = params.get('category') ?? undefined;
    const subcategory = params.get('subcategory') ?? undefined;
    return known(await catalogue.categoryExists({ category, subcategory }));
  }

  /** The page's class; a lookup that fails (the database restarting) makes it made-up, never 404. */
  const pageKind = (key: string): Promise<PageClass> =>
    classify(key).catch(() => 'made-up' as const);
  return { remember, pageKind };
}

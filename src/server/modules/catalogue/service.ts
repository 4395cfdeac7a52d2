import type { Locale } from '@shared/i18n/locale-path';
import type { z } from 'zod';
import type {
  QueryProductsQuery,
  queryProducts as queryProductsEndpoint,
} from '@shared/api/catalogue';
import type { Db } from '../../db/client';
import { notFound } from '../../domain-error';
import { unknownCategoryFilter } from './category-repository';
import { CatalogueLanguages, type CatalogueWords } from './in-language';
import { queryProducts } from './listing-repository';
import { ListingCounts } from './listing-counts';
import { productDetail, productSlugExists } from './product-detail-repository';
import * as repo from './repository';
import { SubcategoryNames, searchSuggestions } from './search/suggestions-repository';

export type { Locale };

/** What the search box suggests while the shopper types (search/suggestions-repository.ts). */
const suggestionsFor = (db: Db, names: SubcategoryNames, text: string | undefined, lang?: Locale) =>
  searchSuggestions(db, names, text, lang);

/**
 * The catalogue's reads in the language asked for: the repositories read English and every
 * language's stored texts; what the shopper reads is picked here (CatalogueWords), never in SQL
 * or routes, so a new language changes no query.
 */
export async function categoriesIn(db: Db, words: CatalogueWords) {
  const rows = await repo.listCategories(db);
  return rows.map((c) => ({ ...c, name: words.category(c.name) }));
}

export async function subcategoriesIn(db: Db, words: CatalogueWords, category?: string) {
  const rows = await repo.listSubcategories(db, category);
  return rows.map((s) => ({ ...s, name: words.subcategory(s.name) }));
}

export async function homeGroupsIn(db: Db, words: CatalogueWords) {
  const groups = await repo.homeGroups(db);
  return groups.map((g) => ({
    ...g,
    title: words.category(g.title),
    products: words.cards(g.products),
  }));
}

export async function homeRowsIn(db: Db, words: CatalogueWords) {
  const rows = await repo.homeRows(db);
  return {
    products: words.cards(rows.products),
    latest_product: words.cards(rows.latest_product),
    topRated_product: words.cards(rows.topRated_product),
    discount_product: words.cards(rows.discount_product),
  };
}

export async function productDetailIn(db: Db, words: CatalogueWords, slug: string) {
  const found = await productDetail(db, slug);
  if (!found) return null;
  const { localizedDescriptions, ...product } = found.product;
  return {
    product: {
      ...words.cards([product])[0]!,
      description: words.description(product.description, localizedDescriptions),
      variations: product.variations.map((v) => ({
        ...v,
        specification: words.specification(v.specification),
      })),
    },
    relatedProducts: words.cards(found.relatedProducts),
    moreProducts: words.cards(found.moreProducts),
    sponsors: words.cards(found.sponsors),
  };
}

/** A category the shop does not have is a page not found, not an empty one. */
export async function priceRangeAndLatestIn(db: Db, words: CatalogueWords, category?: string) {
  const [unknown, found] = await Promise.all([
    unknownCategoryFilter(db, { category }),
    repo.priceRangeAndLatest(db, category),
  ]);
  if (unknown) throw notFound('server_category_not_found');
  return { ...found, latest_product: words.cards(found.latest_product) };
}

/** A listing of a category or subcategory the shop does not have is a page not found. */
export async function listingIn(
  db: Db,
  words: CatalogueWords,
  query: QueryProductsQuery,
  counts: ListingCounts,
) {
  const [unknown, listing]: [
    Awaited<ReturnType<typeof unknownCategoryFilter>>,
    z.output<typeof queryProductsEndpoint.response>,
  ] = await Promise.all([unknownCategoryFilter(db, query), queryProducts(db, query, counts)]);
  if (unknown === 'category') throw notFound('server_category_not_found');
  if (unknown === 'subcategory') throw notFound('server_subcategory_not_found');
  return {
    ...listing,
    products: words.cards(listing.products),
    ...(listing.matchingCategories && {
      matchingCategories: listing.matchingCategories.map((c) => ({
        ...c,
        name: words.subcategory(c.name),
      })),
    }),
  };
}

/**
 * The active banners of the home page's slider or its cards, their words in `lang` where the
 * banner has them (English otherwise, each text on its own).
 */
export async function activeBanners(
  db: Db,
  placement: 'slider' | 'card',
  lang: Locale | undefined,
) {
  const rows = await repo.activeBanners(db, placement);
  return rows.map(({ localizedTexts, ...banner }) => {
    const said = lang ? localizedTexts[lang] : undefined;
    return {
      ...banner,
      heading: said?.heading ?? banner.heading,
      subheading: said?.subheading ?? banner.subheading,
      btnText: said?.btnText ?? banner.btnText,
    };
  });
}

/** A product's page as stored (English), for what draws it outside a page (its link preview). */
export const productBySlug = (db: Db, slug: string) => productDetail(db, slug);

/** Whether the shop has a product of this slug (the page layer asks before it renders one). */
export const productExists = (db: Db, slug: string) => productSlugExists(db, slug);

/**
 * Which of a listing's category filters names nothing in the shop (the category, or a
 * subcategory that is not the category's), or null when both are the shop's or none is named.
 */
export const unknownCategoryOf = (
  db: Db,
  filter: { category?: string | undefined; subcategory?: string | undefined },
) => unknownCategoryFilter(db, filter);

/**
 * The catalogue's reads as the API serves them, in the language asked for, with what they keep
 * between requests: listing totals, the subcategory names suggestions match, every language's
 * names. The three are one state, cleared together when the catalogue changes; routes hold one
 * of these and call it, never a cache or a repository.
 */
export class CatalogueReads {
  readonly #counts = new ListingCounts();
  readonly #subcategoryNames = new SubcategoryNames();
  readonly #languages = new CatalogueLanguages();

  /** Forgets every kept read: the catalogue changed. */
  clear(): void {
    this.#counts.clear();
    this.#subcategoryNames.clear();
    this.#languages.clear();
  }

  #words(db: Db, lang: Locale | undefined) {
    return this.#languages.words(db, lang);
  }

  async categories(db: Db, lang: Locale | undefined) {
    return categoriesIn(db, await this.#words(db, lang));
  }

  async subcategories(db: Db, lang: Locale | undefined, category?: string) {
    return subcategoriesIn(db, await this.#words(db, lang), category);
  }

  suggestions(db: Db, text: string | undefined, lang: Locale | undefined) {
    return suggestionsFor(db, this.#subcategoryNames, text, lang);
  }

  async homeGroups(db: Db, lang: Locale | undefined) {
    return homeGroupsIn(db, await this.#words(db, lang));
  }

  async homeRows(db: Db, lang: Locale | undefined) {
    return homeRowsIn(db, await this.#words(db, lang));
  }

  async productDetail(db: Db, lang: Locale | undefined, slug: string) {
    return productDetailIn(db, await this.#words(db, lang), slug);
  }

  async priceRangeAndLatest(db: Db, lang: Locale | undefined, category?: string) {
    return priceRangeAndLatestIn(db, await this.#words(db, lang), category);
  }

  async listing(db: Db, lang: Locale | undefined, query: QueryProductsQuery) {
    return listingIn(db, await this.#words(db, lang), query, this.#counts);
  }
}

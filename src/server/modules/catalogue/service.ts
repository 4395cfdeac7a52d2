import type { Locale } from '@shared/i18n/locale-path';
import type { z } from 'zod';
import type {
  QueryProductsQuery,
  queryProducts as queryProductsEndpoint,
} from '@shared/api/catalogue';
import type { Db } from '../../db/client';
import type { CatalogueWords } from './in-language';
import { queryProducts } from './listing';
import type { ListingCounts } from './listing-counts';
import { productDetail } from './product-detail';
import * as repo from './repository';

export type { Locale };

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

export async function priceRangeAndLatestIn(db: Db, words: CatalogueWords, category?: string) {
  const found = await repo.priceRangeAndLatest(db, category);
  return { ...found, latest_product: words.cards(found.latest_product) };
}

export async function listingIn(
  db: Db,
  words: CatalogueWords,
  query: QueryProductsQuery,
  counts: ListingCounts,
) {
  const listing: z.output<typeof queryProductsEndpoint.response> = await queryProducts(
    db,
    query,
    counts,
  );
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

import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductSummary } from '@shared/api/catalogue';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { categories, products, sellers, subcategories } from '../../db/schema';

/** The columns of a product card, joined once here for every listing. */
export const summaryColumns = {
  _id: products.id,
  slug: products.slug,
  name: products.name,
  brand: products.brand,
  price: products.price,
  discount: products.discount,
  discountedPrice: products.discountedPrice,
  stock: products.stock,
  rating: products.rating,
  images: products.images,
  shopName: sellers.shopName,
  sellerId: products.sellerId,
  subcategoryName: subcategories.name,
  categorySlug: categories.slug,
};

/** SELECT <card columns, and any extra ones> FROM products JOIN sellers, subcategories, categories. */
export function selectSummaries<
  Extra extends Record<string, SQL | AnyPgColumn> = Record<never, never>,
>(db: Db, extra?: Extra) {
  return db
    .select({ ...summaryColumns, ...extra } as typeof summaryColumns & Extra)
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

/** Ratings are stored as real; one decimal is what the shopper sees. */
export function roundRating<T extends { rating: number }>(row: T): T {
  return { ...row, rating: Math.round(row.rating * 10) / 10 };
}

export const summaries = (rows: ProductSummary[]): ProductSummary[] => rows.map(roundRating);

/** The cards of these products in the order given; one removed since its id was read is left out. */
export async function cardsInOrder(db: Db, ids: string[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = await selectSummaries(db).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row._id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** lower(name) in byte order: what products_name_prefix_idx indexes. */
export const lowerName = sql`lower(${products.name}) COLLATE "C"`;
export const lowerSubcategoryName = sql`lower(${subcategories.name}) COLLATE "C"`;

/**
 * Names starting with a prefix, as a range [prefix, prefix with its last character + 1), so the
 * btree index answers it even in a generic (prepared) plan, and '%' or '_' match themselves.
 * The bounds are the placeholders `from` and `to`: give them `prefixRange(prefix)`.
 */
export function startsWith(column: SQL): SQL {
  return sql`${column} >= ${sql.placeholder('from')} and ${column} < ${sql.placeholder('to')}`;
}

export function prefixRange(prefix: string): { from: string; to: string } {
  const last = prefix.codePointAt(prefix.length - 1)!;
  return {
    from: prefix,
    to: prefix.slice(0, prefix.length - (last > 0xffff ? 2 : 1)) + String.fromCodePoint(last + 1),
  };
}

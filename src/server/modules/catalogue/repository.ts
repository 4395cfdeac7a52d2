import { and, asc, desc, eq, max, min, sql } from 'drizzle-orm';
import { SUGGESTION_LIMIT } from '@shared/constants';
import type { ProductSummary } from '@shared/api/catalogue';
import { normaliseSearch } from '@shared/rules/text';
import type { Db } from '../../db/client';
import { banners, categories, products, subcategories } from '../../db/schema';
import { lowerName, lowerSubcategoryName, selectSummaries, startsWith, summaries } from './product-select';

const ROW_SIZE = 10;

export function listCategories(db: Db) {
  return db
    .select({ _id: categories.id, name: categories.name, slug: categories.slug, image: categories.image })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name));
}

export function listSubcategories(db: Db, categorySlug?: string) {
  return db
    .select({
      _id: subcategories.id,
      name: subcategories.name,
      slug: subcategories.slug,
      categoryId: subcategories.categoryId,
      categorySlug: categories.slug,
    })
    .from(subcategories)
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .where(categorySlug ? eq(categories.slug, categorySlug) : undefined)
    .orderBy(asc(categories.position), asc(subcategories.position));
}

/** Prefix matches on indexed lower(name), so the cost does not grow with the catalogue. */
export async function searchSuggestions(db: Db, text: string | undefined) {
  const value = normaliseSearch(text).toLowerCase();
  if (!value) return { subcategories: [], products: [] };
  const [names, rows] = await Promise.all([
    db
      .selectDistinct({ name: subcategories.name })
      .from(subcategories)
      .where(startsWith(lowerSubcategoryName, value))
      .orderBy(asc(subcategories.name))
      .limit(SUGGESTION_LIMIT),
    db
      .select({
        _id: products.id,
        name: products.name,
        slug: products.slug,
        price: products.price,
        discountedPrice: products.discountedPrice,
        image: sql<string | null>`${products.images}[1]`,
        categorySlug: categories.slug,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(startsWith(lowerName, value))
      .orderBy(lowerName)
      .limit(SUGGESTION_LIMIT),
  ]);
  return { subcategories: names.map((n) => n.name), products: rows };
}

/** One row per category: its best-rated products. */
export async function homeGroups(db: Db) {
  const cats = await listCategories(db);
  return Promise.all(
    cats.map(async (c) => ({
      title: c.name,
      slug: c.slug,
      products: summaries(
        await selectSummaries(db)
          .where(eq(products.categoryId, c._id))
          .orderBy(desc(products.rating), asc(products.id))
          .limit(ROW_SIZE),
      ),
    })),
  );
}

export async function homeRows(db: Db) {
  const [featured, latest, topRated, discounted] = await Promise.all([
    selectSummaries(db).where(eq(products.isSponsored, true)).orderBy(desc(products.rating), asc(products.id)).limit(12),
    latestProducts(db),
    selectSummaries(db).orderBy(desc(products.rating), asc(products.id)).limit(9),
    selectSummaries(db).orderBy(desc(products.discount), asc(products.id)).limit(9),
  ]);
  return {
    products: summaries(featured),
    latest_product: latest,
    topRated_product: summaries(topRated),
    discount_product: summaries(discounted),
  };
}

async function categoryIdOf(db: Db, slug: string): Promise<string | null> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return row?.id ?? null;
}

export async function latestProducts(db: Db, categoryId?: string): Promise<ProductSummary[]> {
  return summaries(
    await selectSummaries(db)
      .where(categoryId ? eq(products.categoryId, categoryId) : undefined)
      .orderBy(desc(products.createdAt), asc(products.id))
      .limit(9),
  );
}

export async function priceRangeAndLatest(db: Db, categorySlug?: string) {
  const categoryId = categorySlug ? await categoryIdOf(db, categorySlug) : undefined;
  if (categoryId === null) return { latest_product: [], priceRange: { low: 0, high: 0 } };
  const [latest, [range]] = await Promise.all([
    latestProducts(db, categoryId),
    db
      .select({ low: min(products.discountedPrice), high: max(products.discountedPrice) })
      .from(products)
      .where(categoryId ? eq(products.categoryId, categoryId) : undefined),
  ]);
  return { latest_product: latest, priceRange: { low: range?.low ?? 0, high: range?.high ?? 0 } };
}

const bannerColumns = {
  _id: banners.id,
  status: sql<'active'>`'active'`,
  targetType: banners.targetType,
  productSlug: banners.productSlug,
  categoryId: banners.categoryId,
  clickUrl: banners.clickUrl,
  imgUrl: banners.imgUrl,
  heading: banners.heading,
  subheading: banners.subheading,
  btnText: banners.btnText,
};

export function activeBanners(db: Db, placement: 'slider' | 'card') {
  return db
    .select(bannerColumns)
    .from(banners)
    .where(and(eq(banners.status, 'active'), eq(banners.placement, placement)))
    .orderBy(asc(banners.position));
}


import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners, categories, subcategories } from '../../db/schema';
import { cardsJson } from './cards-json-repository';
import { preparedFor } from './prepared';
import { summaries } from './product-select-repository';

const ROW_SIZE = 10;
const LATEST_COUNT = 9;

export function listCategories(db: Db) {
  return db
    .select({
      _id: categories.id,
      name: categories.name,
      slug: categories.slug,
      image: categories.image,
    })
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

/** No table: the statement's columns are subqueries of their own. */
const oneRow = sql`(select 1) as one_row`;

/** Home's rows show what can be bought now; listings and search still find the rest. */
const IN_STOCK = sql`p2.stock > 0`;

const homeGroupsStatement = preparedFor((db: Db) =>
  db
    .select({
      title: categories.name,
      slug: categories.slug,
      products: cardsJson(
        sql`p2.category_id = "categories"."id" and ${IN_STOCK}`,
        'bestRated',
        ROW_SIZE,
      ),
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name))
    .prepare('catalogue_home_groups'),
);

/** One row per category: its best-rated products (one statement for all of them). */
export async function homeGroups(db: Db) {
  const groups = await homeGroupsStatement(db).execute();
  return groups.map((g) => ({ ...g, products: summaries(g.products) }));
}

const homeRowsStatement = preparedFor((db: Db) =>
  db
    .select({
      featured: cardsJson(sql`p2.is_sponsored and ${IN_STOCK}`, 'bestRated', 12),
      latest: cardsJson(IN_STOCK, 'newest', LATEST_COUNT),
      topRated: cardsJson(IN_STOCK, 'bestRated', 9),
      discounted: cardsJson(IN_STOCK, 'mostDiscounted', 9),
    })
    .from(oneRow)
    .prepare('catalogue_home_rows'),
);

/** The home page's four rows in one statement. */
export async function homeRows(db: Db) {
  const [rows] = await homeRowsStatement(db).execute();
  return {
    products: summaries(rows!.featured),
    latest_product: summaries(rows!.latest),
    topRated_product: summaries(rows!.topRated),
    discount_product: summaries(rows!.discounted),
  };
}

const priceRangeStatements = preparedFor((db: Db) => ({
  all: db
    .select({
      latest: cardsJson(sql`true`, 'newest', LATEST_COUNT),
      low: sql<number | null>`(select min(p3.discounted_price) from products p3)`,
      high: sql<number | null>`(select max(p3.discounted_price) from products p3)`,
    })
    .from(oneRow)
    .prepare('catalogue_price_range'),
  category: db
    .select({
      latest: cardsJson(sql`p2.category_id = "categories"."id"`, 'newest', LATEST_COUNT),
      // Spelt out: inside a select of one table Drizzle leaves column names unqualified.
      low: sql<
        number | null
      >`(select min(p3.discounted_price) from products p3 where p3.category_id = "categories"."id")`,
      high: sql<
        number | null
      >`(select max(p3.discounted_price) from products p3 where p3.category_id = "categories"."id")`,
    })
    .from(categories)
    .where(eq(categories.slug, sql.placeholder('category')))
    .prepare('catalogue_category_price_range'),
}));

/** A listing's newest products and the price range of its category (or of everything): one statement. */
export async function priceRangeAndLatest(db: Db, categorySlug?: string) {
  const statements = priceRangeStatements(db);
  const [row] = categorySlug
    ? await statements.category.execute({ category: categorySlug })
    : await statements.all.execute();
  if (!row) return { latest_product: [], priceRange: { low: 0, high: 0 } };
  return {
    latest_product: summaries(row.latest),
    priceRange: { low: row.low ?? 0, high: row.high ?? 0 },
  };
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
  localizedTexts: banners.localizedTexts,
};

export function activeBanners(db: Db, placement: 'slider' | 'card') {
  return db
    .select(bannerColumns)
    .from(banners)
    .where(and(eq(banners.status, 'active'), eq(banners.placement, placement)))
    .orderBy(asc(banners.position));
}

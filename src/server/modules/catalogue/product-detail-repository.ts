import { eq, sql } from 'drizzle-orm';
import type { Variation } from '@shared/api/catalogue';
import type { Db } from '../../db/client';
import { products, subcategories } from '../../db/schema';
import { cardsJson } from './cards-json-repository';
import { preparedFor } from './prepared';
import { roundRating, selectSummaries, summaries } from './product-select-repository';

const ROW_SIZE = 10;
const SPONSOR_COUNT = 6;

const notThisOne = sql`p2.id <> ${products.id}`;

const variationsJson = sql<Variation[]>`(select coalesce(json_agg(json_build_object(
    '_id', v.id, 'productId', v.product_id, 'price', v.price, 'discount', v.discount,
    'discountedPrice', v.discounted_price, 'stock', v.stock, 'images', v.images, 'color', v.color,
    'ram', v.ram, 'storage', v.storage, 'size', v.size, 'specification', v.specification)
    order by v.position), '[]'::json)
  from variations v where v.product_id = ${products.id})`;

/**
 * The whole product page in ONE statement, prepared once per connection: the product, its
 * variations, related (same subcategory), more from the seller and sponsored (same category)
 * as JSON arrays built by the database. It was six queries in three round trips, and its four
 * parallel ones took four of the pool's ten connections for a single page.
 */
const detailStatement = preparedFor((db: Db) =>
  selectSummaries(db, {
    description: products.description,
    localizedDescriptions: products.localizedDescriptions,
    reviewCount: products.reviewCount,
    subcategorySlug: subcategories.slug,
    returnable: products.returnable,
    variations: variationsJson,
    relatedProducts: cardsJson(
      sql`p2.subcategory_id = ${products.subcategoryId} and ${notThisOne}`,
      'bestRated',
      ROW_SIZE,
    ),
    moreProducts: cardsJson(
      sql`p2.seller_id = ${products.sellerId} and ${notThisOne}`,
      'bestRated',
      ROW_SIZE,
    ),
    sponsors: cardsJson(
      sql`p2.category_id = ${products.categoryId} and p2.is_sponsored and ${notThisOne}`,
      'bestRated',
      SPONSOR_COUNT,
    ),
  })
    .where(eq(products.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('catalogue_product_detail'),
);

export async function productDetail(db: Db, slug: string) {
  const [row] = await detailStatement(db).execute({ slug });
  if (!row) return null;
  const { variations, relatedProducts, moreProducts, sponsors, ...product } = row;
  return {
    product: { ...roundRating(product), variations },
    relatedProducts: summaries(relatedProducts),
    moreProducts: summaries(moreProducts),
    sponsors: summaries(sponsors),
  };
}

const existsStatement = preparedFor((db: Db) =>
  db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('catalogue_product_exists'),
);

/** Whether a product of this slug is in the catalogue: one read of the slug's unique index. */
export async function productSlugExists(db: Db, slug: string): Promise<boolean> {
  return (await existsStatement(db).execute({ slug })).length > 0;
}

import { eq, sql, type SQL } from 'drizzle-orm';
import type { ProductSummary, Variation } from '@shared/api/catalogue';
import type { Db } from '../../db/client';
import { products, subcategories } from '../../db/schema';
import { preparedFor } from './prepared';
import { roundRating, selectSummaries, summaries } from './product-select';

const ROW_SIZE = 10;
const SPONSOR_COUNT = 6;

/** A product card as JSON, from `products p2` joined to its seller, subcategory and category. */
const CARD = sql.raw(`json_build_object(
  '_id', p2.id, 'slug', p2.slug, 'name', p2.name, 'brand', p2.brand, 'price', p2.price,
  'discount', p2.discount, 'discountedPrice', p2.discounted_price, 'stock', p2.stock,
  'rating', p2.rating, 'images', p2.images, 'shopName', s2.shop_name, 'sellerId', p2.seller_id,
  'subcategoryName', sc2.name, 'categorySlug', c2.slug)`);

/**
 * The best-rated cards (rating desc, then id: the order of the rating indexes) other than the
 * product itself, matching `where`, as one JSON array in that order.
 */
function bestRatedCards(where: SQL, limit: number): SQL<ProductSummary[]> {
  return sql<ProductSummary[]>`(select coalesce(json_agg(r.card order by r.rating desc, r.id), '[]'::json) from (
    select p2.id, p2.rating, ${CARD} as card
    from products p2
      join sellers s2 on s2.id = p2.seller_id
      join subcategories sc2 on sc2.id = p2.subcategory_id
      join categories c2 on c2.id = p2.category_id
    where ${where} and p2.id <> ${products.id}
    order by p2.rating desc, p2.id
    limit ${sql.raw(String(limit))}) r)`;
}

const variationsJson = sql<Variation[]>`(select coalesce(json_agg(json_build_object(
    '_id', v.id, 'productId', v.product_id, 'price', v.price, 'discount', v.discount,
    'discountedPrice', v.discounted_price, 'stock', v.stock, 'images', v.images, 'color', v.color,
    'ram', v.ram, 'storage', v.storage, 'specification', v.specification) order by v.position), '[]'::json)
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
      reviewCount: products.reviewCount,
      subcategorySlug: subcategories.slug,
      variations: variationsJson,
      relatedProducts: bestRatedCards(sql`p2.subcategory_id = ${products.subcategoryId}`, ROW_SIZE),
      moreProducts: bestRatedCards(sql`p2.seller_id = ${products.sellerId}`, ROW_SIZE),
      sponsors: bestRatedCards(sql`p2.category_id = ${products.categoryId} and p2.is_sponsored`, SPONSOR_COUNT),
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

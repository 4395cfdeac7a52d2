import { sql, type SQL } from 'drizzle-orm';
import type { ProductSummary } from '@shared/api/catalogue';

/** A product card as JSON, from `products p2` joined to its seller, subcategory and category. */
const CARD = sql.raw(`json_build_object(
  '_id', p2.id, 'slug', p2.slug, 'name', p2.name, 'brand', p2.brand, 'price', p2.price,
  'discount', p2.discount, 'discountedPrice', p2.discounted_price, 'stock', p2.stock,
  'rating', p2.rating, 'images', p2.images, 'shopName', s2.shop_name, 'sellerId', p2.seller_id,
  'subcategoryName', sc2.name, 'categorySlug', c2.slug)`);

/** Orders of the card rows, each matching an index read in that direction (see schema.ts). */
const ORDERS = {
  bestRated: {
    inner: 'p2.rating desc, p2.id',
    outer: 'r.k1 desc, r.k2',
    keys: 'p2.rating as k1, p2.id as k2',
  },
  newest: {
    inner: 'p2.created_at desc, p2.id',
    outer: 'r.k1 desc, r.k2',
    keys: 'p2.created_at as k1, p2.id as k2',
  },
  mostDiscounted: {
    inner: 'p2.discount desc, p2.id',
    outer: 'r.k1 desc, r.k2',
    keys: 'p2.discount as k1, p2.id as k2',
  },
} as const;

/**
 * Up to `limit` cards matching `where` (SQL over `p2`, `true` for all), in `order`, as ONE JSON
 * array built by the database: a screen's rows come back in one statement instead of a query
 * (and a pool connection) each.
 */
export function cardsJson(
  where: SQL,
  order: keyof typeof ORDERS,
  limit: number,
): SQL<ProductSummary[]> {
  const o = ORDERS[order];
  return sql<
    ProductSummary[]
  >`(select coalesce(json_agg(r.card order by ${sql.raw(o.outer)}), '[]'::json) from (
    select ${sql.raw(o.keys)}, ${CARD} as card
    from products p2
      join sellers s2 on s2.id = p2.seller_id
      join subcategories sc2 on sc2.id = p2.subcategory_id
      join categories c2 on c2.id = p2.category_id
    where ${where}
    order by ${sql.raw(o.inner)}
    limit ${sql.raw(String(limit))}) r)`;
}

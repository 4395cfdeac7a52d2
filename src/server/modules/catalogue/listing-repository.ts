import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import { SERVER_PAR_PAGE } from '@shared/constants';
import type { QueryProductsQuery } from '@shared/api/catalogue';
import type { Db } from '../../db/client';
import { categories, products, subcategories } from '../../db/schema';
import type { ListingCounts } from './listing-counts';
import { preparedFor } from './prepared';
import { cardsInOrder, selectSummaries, summaries } from './product-select-repository';
import { alternativesFor } from './search/alternatives-repository';
import {
  byRelevance,
  compareIds,
  parseSearch,
  SEARCH_RESULT_CAP,
  type Match,
  type ParsedSearch,
} from './search/match-repository';
import { popularMatches } from './search/popular-matches-repository';

type Params = Record<string, string | number>;

/**
 * The filters of a listing as SQL with placeholders, their values, and the set of filters used
 * (one letter each): a listing of one shape is one prepared statement, whatever the values.
 * Slugs resolve inside the query (one round trip, no lookup). A search binds the values instead
 * (see searchProducts).
 */
function listingFilters(
  q: QueryProductsQuery,
  bind: 'placeholders' | 'values' = 'placeholders',
): { where: SQL[]; params: Params; shape: string } {
  const where: SQL[] = [];
  const params: Params = {};
  let shape = '';
  const add = (letter: string, value: string | number, condition: (p: SQLWrapper) => SQL) => {
    shape += letter;
    params[letter] = value;
    where.push(condition(bind === 'values' ? sql`${value}` : sql.placeholder(letter)));
  };
  if (q.category)
    add('c', q.category, (p) =>
      eq(
        products.categoryId,
        sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${p})`,
      ),
    );
  if (q.subcategory)
    add('s', q.subcategory, (p) =>
      eq(
        products.subcategoryId,
        sql`(select ${subcategories.id} from ${subcategories} where ${subcategories.slug} = ${p})`,
      ),
    );
  if (q.rating) add('r', q.rating, (p) => gte(products.rating, p));
  const low = q.lowPrice ?? q.low;
  const high = q.highPrice ?? q.high;
  if (low !== undefined) add('l', low, (p) => gte(products.discountedPrice, p));
  if (high !== undefined) add('h', high, (p) => lte(products.discountedPrice, p));
  // "Up to N% off": discounted products whose discount is at most N percent.
  if (q.discountupto !== undefined && q.discountupto > 0)
    add('d', q.discountupto, (p) => and(gte(products.discount, 1), lte(products.discount, p))!);
  return { where, params, shape };
}

// Ties broken in the direction the price indexes are read, so a backward scan serves high to low.
const ORDERS = {
  'low-to-high': [asc(products.discountedPrice), asc(products.id)],
  'high-to-low': [desc(products.discountedPrice), desc(products.id)],
  newest: [desc(products.createdAt), asc(products.id)],
} as const;
type Order = keyof typeof ORDERS;

type Statement =
  | ReturnType<typeof pageStatement>
  | ReturnType<typeof countStatement>
  | ReturnType<typeof rangeStatement>;
/** Per database: one prepared page query per shape and order, one count per shape. */
const statements = preparedFor(() => new Map<string, Statement>());

function pageStatement(db: Db, where: SQL[], shape: string, order: Order) {
  return selectSummaries(db)
    .where(and(...where))
    .orderBy(...ORDERS[order])
    .limit(SERVER_PAR_PAGE)
    .offset(sql.placeholder('offset'))
    .prepare(`catalogue_listing_${shape}_${order}`);
}

function countStatement(db: Db, where: SQL[], shape: string) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(...where))
    .prepare(`catalogue_listing_count_${shape}`);
}

function rangeStatement(db: Db, where: SQL[], shape: string) {
  return db
    .select({
      low: sql<number | null>`min(${products.discountedPrice})::int`,
      high: sql<number | null>`max(${products.discountedPrice})::int`,
    })
    .from(products)
    .where(and(...where))
    .prepare(`catalogue_listing_range_${shape}`);
}

export interface PriceRange {
  low: number;
  high: number;
}
const NO_PRICES: PriceRange = { low: 0, high: 0 };

/**
 * The listing's filters but its own price bounds: the slider's range is that of the products the
 * listing can show (its category, subcategory, search, rating, discount), and a price already
 * chosen must not narrow the slider it was chosen on.
 */
const withoutPrice = (q: QueryProductsQuery): QueryProductsQuery => ({
  ...q,
  lowPrice: undefined,
  highPrice: undefined,
  low: undefined,
  high: undefined,
});
const hasPrice = (q: QueryProductsQuery) =>
  [q.lowPrice, q.highPrice, q.low, q.high].some((v) => v !== undefined);

/** The price range of a (non-search) listing, kept with its total a short while. */
function listingPriceRange(db: Db, q: QueryProductsQuery, counts: ListingCounts) {
  const { where, params, shape } = listingFilters(withoutPrice(q));
  const range = prepared(db, `range ${shape}`, () => rangeStatement(db, where, shape));
  return counts.get(`range ${shape} ${JSON.stringify(params)}`, async () => {
    const [row] = await range.execute(params);
    return row?.low != null && row.high != null ? { low: row.low, high: row.high } : NO_PRICES;
  });
}

function prepared<T extends Statement>(db: Db, name: string, make: () => T): T {
  const cache = statements(db);
  let statement = cache.get(name) as T | undefined;
  if (!statement) {
    statement = make();
    cache.set(name, statement);
  }
  return statement;
}

export async function queryProducts(
  db: Db,
  q: QueryProductsQuery,
  counts: ListingCounts,
  cap = SEARCH_RESULT_CAP,
) {
  const search = parseSearch(q.searchValue);
  if (search) return searchProducts(db, q, search, cap);
  const { where, params, shape } = listingFilters(q);
  const order: Order = q.sortPrice ?? 'newest';
  const page = q.pageNumber ?? 1;
  const rows = prepared(db, `page ${shape} ${order}`, () => pageStatement(db, where, shape, order));
  const count = prepared(db, `count ${shape}`, () => countStatement(db, where, shape));
  const [found, total, priceRange] = await Promise.all([
    rows.execute({ ...params, offset: (page - 1) * SERVER_PAR_PAGE }),
    counts.get(
      `${shape} ${JSON.stringify(params)}`,
      async () => (await count.execute(params))[0]?.n ?? 0,
    ),
    listingPriceRange(db, q, counts),
  ]);
  return { products: summaries(found), totalProduct: total, parPage: SERVER_PAR_PAGE, priceRange };
}

function rangeOf(matches: Match[]): PriceRange {
  if (matches.length === 0) return NO_PRICES;
  const prices = matches.map((m) => m.price);
  return { low: Math.min(...prices), high: Math.max(...prices) };
}

/** A search's matches in the price orders, as ORDERS sorts a listing. */
const MATCH_ORDERS: Record<Exclude<Order, 'newest'>, (a: Match, b: Match) => number> = {
  'low-to-high': (a, b) => a.price - b.price || compareIds(a.id, b.id),
  'high-to-low': (a, b) => b.price - a.price || compareIds(b.id, a.id),
};

/**
 * A search: at most its `cap` best-rated matches (popularMatches), read with what ranks them and
 * ranked here, so that only the page's cards are read again. Planned for its own words each
 * time, not prepared: a generic plan, made without the words, cannot tell a rare word from a
 * common one.
 */
async function searchProducts(db: Db, q: QueryProductsQuery, search: ParsedSearch, cap: number) {
  // The filters without the words: the search's own query reads the words with each slice.
  const { where: filters } = listingFilters(q, 'values');
  // One more than the cap: whether there are more is known without counting them.
  const matches = await popularMatches(db, search, filters, cap + 1);
  const total = matches.length;
  const ranked = matches.slice(0, cap).sort(q.sortPrice ? MATCH_ORDERS[q.sortPrice] : byRelevance);
  const start = ((q.pageNumber ?? 1) - 1) * SERVER_PAR_PAGE;
  const found = await cardsInOrder(
    db,
    ranked.slice(start, start + SERVER_PAR_PAGE).map((m) => m.id),
  );
  const capped = total > cap;
  // Without a price bound the matches are the products the search can show; with one, the
  // range is read from the matches without it.
  const unpriced = hasPrice(q)
    ? await popularMatches(db, search, listingFilters(withoutPrice(q), 'values').where, cap + 1)
    : matches;
  const listing = {
    products: summaries(found),
    totalProduct: capped ? cap : total,
    parPage: SERVER_PAR_PAGE,
    priceRange: rangeOf(unpriced.slice(0, cap)),
    ...(capped && { moreProducts: true as const }),
  };
  // A search that found nothing offers what would have (a spelling, the subcategories).
  return total === 0 ? { ...listing, ...(await alternativesFor(db, search)) } : listing;
}

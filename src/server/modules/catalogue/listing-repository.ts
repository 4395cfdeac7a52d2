import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import { SERVER_PAR_PAGE } from '@shared/constants';
import type { QueryProductsQuery } from '@shared/api/catalogue';
import type { Db } from '../../db/client';
import { categories, products, subcategories, variations } from '../../db/schema';
import { preparedFor } from './prepared';
import { cardsInOrder, selectSummaries, summaries } from './product-select-repository';
import type { ProductSummary, SearchChip } from '@shared/api/catalogue';
import type { ListingCounts } from './listing-counts';
import { alternativesFor } from './search/alternatives-repository';
import { itemNaming } from './search/item-words-repository';
import { fallbackSearch, type Fallback } from './search/fallback-repository';
import { AUDIENCES } from './search/query-rules';
import { readQuery, without, type ReadQuery } from './search/read-query';
import { searchWords } from './search/words';
import {
  byRelevanceNaming,
  compareIds,
  parseSearch,
  SEARCH_RESULT_CAP,
  withinPrice,
  type Match,
  type ParsedSearch,
} from './search/match-repository';
import { popularMatches } from './search/popular-matches-repository';
import { fewestWithWord } from './search/known-words-repository';
import { readingFor } from './search/reading-choice';
import { pricedMatches, unbanded } from './search/priced-matches-repository';

type Params = Record<string, string | number>;

/** The listing's own price bounds: the slider's, or the older `low` and `high`. */
const priceBounds = (q: QueryProductsQuery) => ({
  low: q.lowPrice ?? q.low,
  high: q.highPrice ?? q.high,
});

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
  const { low, high } = priceBounds(q);
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
  Object.values(priceBounds(q)).some((v) => v !== undefined);

/** Whether a match is within the listing's price bounds, as listingFilters reads them. */
function inPrice(q: QueryProductsQuery): (m: Match) => boolean {
  const { low = -Infinity, high = Infinity } = priceBounds(q);
  return (m) => m.price >= low && m.price <= high;
}

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
  const read = q.searchValue ? readQuery(q.searchValue) : null;
  const search = parseSearch(read?.text);
  if (search && read) return searchProducts(db, q, search, read, cap);
  // A search of a budget or a size alone ("under 500") lists everything within it.
  if (read && read.chips.length > 0) {
    const listing = await listProducts(db, withBudget(q, read), counts);
    return { ...listing, chips: read.chips };
  }
  return listProducts(db, q, counts);
}

/** The listing's own price filter, narrowed by the budget the search text names. */
function withBudget(q: QueryProductsQuery, read: ReadQuery): QueryProductsQuery {
  const low = Math.max(q.lowPrice ?? q.low ?? 0, read.price?.low ?? 0);
  const high = Math.min(q.highPrice ?? q.high ?? Infinity, read.price?.high ?? Infinity);
  return {
    ...q,
    searchValue: undefined,
    low: undefined,
    high: undefined,
    lowPrice: low > 0 ? low : undefined,
    highPrice: Number.isFinite(high) ? high : undefined,
  };
}

/** A listing's page of cards, in its order. */
function listingPage(db: Db, q: QueryProductsQuery) {
  const { where, params, shape } = listingFilters(q);
  const order: Order = q.sortPrice ?? 'newest';
  const page = q.pageNumber ?? 1;
  const rows = prepared(db, `page ${shape} ${order}`, () => pageStatement(db, where, shape, order));
  return rows.execute({ ...params, offset: (page - 1) * SERVER_PAR_PAGE });
}

async function listProducts(db: Db, q: QueryProductsQuery, counts: ListingCounts) {
  const { where, params, shape } = listingFilters(q);
  const count = prepared(db, `count ${shape}`, () => countStatement(db, where, shape));
  const [found, total, priceRange] = await Promise.all([
    listingPage(db, q),
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
 * What the search text read besides its words, as conditions on a product: whom it is for (the
 * audience words of its document, weights A and B: its category, subcategory and "Ideal For")
 * and a size one of its variations comes in. The budget joins the listing's own price filter.
 */
function readFilters(read: ReadQuery): SQL[] {
  const where: SQL[] = [];
  if (read.audience) {
    const { requires, excludes } = AUDIENCES[read.audience];
    const any = (words: readonly string[]) => `(${words.map((w) => `${w}:AB`).join(' | ')})`;
    const query = [...(requires ? [any(requires)] : []), `!${any(excludes)}`].join(' & ');
    where.push(sql`${products.searchVector} @@ to_tsquery('simple', ${query})`);
  }
  // OFFSET 0 keeps the planner from turning this into a join: as one, it read every variation
  // of the size in the catalogue (a scan of millions at a million products) for the few hundred
  // products a search reads; as a check per product it reads that product's variations.
  if (read.sizes)
    where.push(
      sql`exists (select 1 from ${variations} v where v.product_id = ${products.id} and v.size = any(${`{${read.sizes.map((size) => `"${size}"`).join(',')}}`}::text[]) offset 0)`,
    );
  return where;
}

/** A maker the shopper named, as the shop spells it: a chip like the filters' ("Realme"). */
function brandChip(read: ReadQuery, cards: ProductSummary[]): SearchChip[] {
  const words = ` ${searchWords(read.text).join(' ')} `;
  const named = cards.find((c) => c.brand && words.includes(` ${searchWords(c.brand).join(' ')} `));
  if (!named?.brand) return [];
  return [
    { kind: 'brand', brand: named.brand, without: without(read.whole, named.brand.toLowerCase()) },
  ];
}

/**
 * A budget as a condition on the price that the price index cannot serve. A search within a
 * budget meets it in the text index, through its price bands (withinPrice); the bands at its
 * ends reach past it, so the price is checked too. As a condition the price index could serve,
 * the planner joined that index's bitmap (a fifth of a big catalogue for "under 500") to the
 * few rows the text index found.
 */
function priceWithin(budget: QueryProductsQuery): SQL {
  const { low, high } = priceBounds(budget);
  // The slider from ₹5,000 and "under 200" in the words: no price is within both.
  if (low !== undefined && high !== undefined && low > high) return sql`false`;
  return sql`numrange(${low ?? null}::numeric, ${high ?? null}::numeric, '[]') @> ${products.discountedPrice}::numeric`;
}

/** A search's matches, and those it would have without its price bounds (the slider's range). */
interface SearchMatches {
  search: ParsedSearch;
  matches: Match[];
  unpriced: Match[];
  fellBack: Omit<Fallback, 'search' | 'matches'> | null;
}

/**
 * One more than the cap of matches: whether there are more is known without counting them. With
 * a price bound (the listing's own, or a budget read in the words) the slider's range is read
 * from the matches without it; when those are every match there is, the ones within the price
 * are taken from them rather than searched for again. One that finds nothing falls back
 * (fallbackSearch) unless asked `exact`.
 */
async function searchMatches(
  db: Db,
  q: QueryProductsQuery,
  typed: ParsedSearch,
  read: ReadQuery,
  cap: number,
): Promise<SearchMatches> {
  const budgeted = withBudget(q, read);
  // The filters without the words: the search's own query reads the words with each slice.
  const unpricedFilters = [
    ...listingFilters(withoutPrice(budgeted), 'values').where,
    ...readFilters(read),
  ];
  const priced = hasPrice(budgeted);
  const filters = priced ? [...unpricedFilters, priceWithin(budgeted)] : unpricedFilters;
  const { low, high } = priceBounds(budgeted);
  const within = priced ? withinPrice(typed, low, high) : typed;
  // How many products have the rarest word: at most that many match, few enough to sort?
  const fewest = await fewestWithWord(db, typed.words);
  const unpricedOf = (search: ParsedSearch) =>
    popularMatches(db, unbanded(search), unpricedFilters, cap + 1);
  const inBudget = inPrice(budgeted);
  let { unpriced, matches }: { unpriced: Match[] | null; matches: Match[] } = priced
    ? await pricedMatches(db, {
        search: typed,
        within,
        unpricedFilters,
        filters,
        inPrice: inBudget,
        cap,
        fewest,
      })
    : {
        unpriced: null,
        matches: await popularMatches(db, typed, filters, cap + 1, readingFor(fewest, cap)),
      };
  let search = typed;
  let fellBack: SearchMatches['fellBack'] = null;
  // Text of filler words alone ("for the") is searched as typed and finds nothing: none of its
  // words is a word to correct or leave out.
  if (matches.length === 0 && !q.exact && searchWords(read.text).length > 0) {
    const kinds = [...new Set((unpriced ?? []).map((m) => m.subcategoryId))];
    const fallback = await fallbackSearch(db, within, filters, cap + 1, kinds);
    if (fallback) {
      const { search: found, matches: foundMatches, ...how } = fallback;
      [search, matches, fellBack, unpriced] = [unbanded(found), foundMatches, how, null];
    }
  }
  if (!priced) return { search, matches, unpriced: matches, fellBack };
  return { search, matches, unpriced: unpriced ?? (await unpricedOf(search)), fellBack };
}

/**
 * A search: at most its `cap` best-rated matches (searchMatches), read with what ranks them and
 * ranked here, so that only the page's cards are read again. Planned for its own words each
 * time, not prepared: a generic plan, made without the words, cannot tell a rare word from a
 * common one. One that finds nothing, even falling back, offers the subcategories nearest to it
 * and some of their products.
 */
async function searchProducts(
  db: Db,
  q: QueryProductsQuery,
  typed: ParsedSearch,
  read: ReadQuery,
  cap: number,
) {
  const { search, matches, unpriced, fellBack } = await searchMatches(db, q, typed, read, cap);
  const total = matches.length;
  const kept = matches.slice(0, cap);
  const naming = q.sortPrice
    ? null
    : await itemNaming(
        db,
        search.words,
        kept.map((m) => m.subcategoryId),
        search.typed,
      );
  const ranked = kept.sort(naming ? byRelevanceNaming(naming) : MATCH_ORDERS[q.sortPrice!]);
  const start = ((q.pageNumber ?? 1) - 1) * SERVER_PAR_PAGE;
  const found = summaries(
    await cardsInOrder(
      db,
      ranked.slice(start, start + SERVER_PAR_PAGE).map((m) => m.id),
    ),
  );
  const capped = total > cap;
  const chips = [...read.chips, ...brandChip(read, found)];
  const result = {
    products: found,
    totalProduct: capped ? cap : total,
    parPage: SERVER_PAR_PAGE,
    priceRange: rangeOf(unpriced.slice(0, cap)),
    ...(capped && { moreProducts: true as const }),
    ...(chips.length > 0 && { chips }),
    ...fellBack,
  };
  if (total > 0) return result;
  // Nothing, even with fewer words: the subcategories nearest to the search, and the first page
  // of the nearest (its cards alone: no total or price range is shown with them).
  const alternatives = await alternativesFor(db, search);
  const nearest = alternatives.matchingCategories[0];
  const products = nearest
    ? summaries(
        await listingPage(db, { category: nearest.categorySlug, subcategory: nearest.slug }),
      )
    : [];
  return { ...result, ...alternatives, ...(products.length > 0 && { nearest: products }) };
}

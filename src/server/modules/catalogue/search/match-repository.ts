import { sql, type SQL } from 'drizzle-orm';
import { normaliseSearch } from '@shared/rules/text';
import { PRICE_BAND_FLOORS, products, searchableOf } from '../../../db/schema';
import { searchWords } from './words';

/**
 * A search lists at most its SEARCH_RESULT_CAP best-rated matches (as shops cap "over 10,000
 * results"): ranking or counting every match of a broad word ("phone" is a tenth of a big
 * catalogue) would cost each search far more than the pages a shopper turns. The popular ones
 * are read best first (popularMatches); only they are ranked by relevance.
 */
export const SEARCH_RESULT_CAP = 500;

/** A shopper's search as text-search queries over the product documents. */
export interface ParsedSearch {
  words: string[];
  /** Every word somewhere in the document ('silk & saree'). */
  all: string;
  /** Every word in the name or brand ('silk:A & saree:A'): these come first. */
  inName: string;
  /**
   * While a word is typed (suggestions): the last word, matched as the start of any word of the
   * document; `all` and `inName` then read it as a prefix ('kurt:*').
   */
  typed?: string;
  /** Within a budget: the price bands that meet it, one of which a match is in (withinPrice). */
  bands?: number[];
}

/**
 * The query of a search text; null when the text is empty. The words are letters and digits only
 * (see searchWords), so joining them with '&' cannot make tsquery syntax of the shopper's own.
 * Text of stop words alone is searched as typed, and finds nothing rather than everything.
 */
export function parseSearch(text: string | null | undefined): ParsedSearch | null {
  const trimmed = normaliseSearch(text);
  if (!trimmed) return null;
  let words = [...new Set(searchWords(trimmed))];
  if (words.length === 0)
    words = trimmed
      .toLowerCase()
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter(Boolean);
  if (words.length === 0) words = ['-'];
  return {
    words,
    all: words.join(' & '),
    inName: words.map((w) => `${w}:A`).join(' & '),
  };
}

/** The same search with its last word read as the start of a word: what suggestions match. */
export function asTyped(search: ParsedSearch): ParsedSearch {
  const last = search.words.at(-1)!;
  // Text without a letter or digit is searched as parseSearch left it, and finds nothing.
  if (!SEARCH_WORD.test(last)) return search;
  const head = search.words.slice(0, -1);
  return {
    words: search.words,
    all: [...head, `${last}:*`].join(' & '),
    inName: [...head.map((w) => `${w}:A`), `${last}:*A`].join(' & '),
    typed: last,
  };
}

/** Letters and digits only, as searchWords makes them: nothing tsquery would read as syntax. */
const SEARCH_WORD = /^[\p{L}\p{M}\p{N}]+$/u;

/** The product's words and popularity, as the search index holds them. */
const searchable = searchableOf(products);
const tsQuery = (query: SQL | SQL.Aliased | unknown) => sql`to_tsquery('simple', ${query})`;

/**
 * The tsquery the index matches a search with: its words, and a word being typed as the start of
 * any word ('kurt~', see searchableOf), which the index holds as one word. Asked as a prefix
 * ('kurt:*'), the index would gather every product of every word the prefix starts, before it
 * could meet the other words or a popularity piece.
 */
function indexQuery(search: ParsedSearch): SQL {
  if (!search.typed) return tsQuery(search.all);
  const typed = sql`${`'${search.typed}~'`}::tsquery`;
  const head = search.words.slice(0, -1);
  return head.length === 0 ? typed : sql`(${tsQuery(head.join(' & '))} && ${typed})`;
}

/**
 * The search kept to the price bands that meet [low, high] (both included; either open), for the
 * index to meet its budget with its words. The bands at the ends may hold prices outside it: the
 * price filter stays.
 */
export function withinPrice(search: ParsedSearch, low = -Infinity, high = Infinity): ParsedSearch {
  const floors = [-Infinity, ...PRICE_BAND_FLOORS];
  const bands = floors.flatMap((floor, band) => {
    const next = floors[band + 1] ?? Infinity;
    return floor <= high && next > low ? [band] : [];
  });
  return bands.length === floors.length ? search : { ...search, bands };
}

/**
 * Any of the marked words (see searchableOf), as a tsquery's text. None (a budget that meets no
 * band: the slider from ₹5,000 and "under 200" in the words) is '$', a word no product has.
 */
const anyOf = (words: string[]) =>
  words.length === 0 ? "'$'" : words.map((w) => `'${w}'`).join(' | ');

/**
 * A popularity piece (see searchableOf) as a tsquery's text: within the search's bands, the
 * piece's word with each band ('#1000$5' | '#1000$6'), which hold only the products within them.
 */
export const pieceQuery = (search: ParsedSearch, piece: string): string =>
  anyOf(search.bands ? search.bands.map((band) => `${piece}$${band}`) : [piece]);

/**
 * Products with every word of the search, within its price bands, and in `piece` if given: a
 * popularity piece as pieceQuery wrote it, which names the bands itself.
 */
export const matchesSearch = (search: ParsedSearch, piece?: SQL): SQL => {
  if (piece) return sql`${searchable} @@ (${indexQuery(search)} && ${piece})`;
  if (!search.bands) return sql`${searchable} @@ ${indexQuery(search)}`;
  const bands = sql`${`(${anyOf(search.bands.map((band) => `$${band}`))})`}::tsquery`;
  return sql`${searchable} @@ (${indexQuery(search)} && ${bands})`;
};

/**
 * A match with what orders it, read in the same visit as its id: ranking a search's 500 matches
 * afterwards read each of their rows a second time.
 */
export interface Match {
  id: string;
  /** Every word of the search in the name or brand. */
  inName: boolean;
  /** The text-search rank: name words weigh most, then what the item is, then its other names. */
  rank: number;
  rating: number;
  reviewCount: number;
  /** The price the shopper pays, as a number: what the price orders compare. */
  price: number;
  /** What "did you mean" counts matches by. */
  subcategoryId: string;
}

export function matchColumns(search: ParsedSearch): SQL {
  return sql`${products.id} as id,
    ${products.searchVector} @@ ${tsQuery(search.inName)} as "inName",
    ts_rank(${products.searchVector}, ${tsQuery(search.all)}) as rank,
    ${products.rating} as rating, ${products.reviewCount} as "reviewCount",
    ${products.discountedPrice}::float8 as price, ${products.subcategoryId} as "subcategoryId"`;
}

/** Ids compared as PostgreSQL compares uuids: their lower-case hex, byte by byte. */
export const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Best first: every word in the name, then the text-search rank, then popularity: rating, then
 * how many rated it, then the id (a page never changes between two reads of the same matches).
 */
export const byRelevance = (a: Match, b: Match): number =>
  Number(b.inName) - Number(a.inName) || byRank(a, b);

const byRank = (a: Match, b: Match): number =>
  b.rank - a.rank || b.rating - a.rating || b.reviewCount - a.reviewCount || compareIds(a.id, b.id);

/**
 * A search's order: every word in the name, then how many of its words name what the product's
 * subcategory sells (itemNaming: "mobile" lists phones before the chargers of Mobiles), then as
 * byRelevance.
 */
export const byRelevanceNaming =
  (naming: (subcategoryId: string) => number) =>
  (a: Match, b: Match): number =>
    Number(b.inName) - Number(a.inName) ||
    naming(b.subcategoryId) - naming(a.subcategoryId) ||
    byRank(a, b);

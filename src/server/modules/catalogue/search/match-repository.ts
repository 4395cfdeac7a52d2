import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { normaliseSearch } from '@shared/rules/text';
import { products } from '../../../db/schema';
import { searchWords } from './words';

/**
 * A search lists at most its SEARCH_RESULT_CAP best-rated matches (as shops cap "over 10,000
 * results"): ranking or counting every match of a broad word ("phone" is a tenth of a big
 * catalogue) would cost each search far more than the pages a shopper turns. The popular ones
 * come from walking the rating index; only they are ranked by relevance.
 */
export const SEARCH_RESULT_CAP = 500;

/** A shopper's search as text-search queries over the product documents. */
export interface ParsedSearch {
  words: string[];
  /** Every word somewhere in the document ('silk & saree'). */
  all: string;
  /** Every word in the name or brand ('silk:A & saree:A'): these come first. */
  inName: string;
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

/** The same search with its last word as a prefix: what suggestions match while a word is typed. */
export function asPrefix(search: ParsedSearch): ParsedSearch {
  const head = search.words.slice(0, -1);
  const last = search.words.at(-1)!;
  return {
    words: search.words,
    all: [...head, `${last}:*`].join(' & '),
    inName: [...head.map((w) => `${w}:A`), `${last}:*A`].join(' & '),
  };
}

const tsQuery = (query: SQL | SQL.Aliased | unknown) => sql`to_tsquery('simple', ${query})`;

/** Products whose document has every word of the query (a placeholder or a value). */
export const matchesQuery = (query: unknown): SQL =>
  sql`${products.searchVector} @@ ${tsQuery(query)}`;

/**
 * Best first: every word in the name, then the text-search rank (name words weigh most, then
 * what the item is, then its other names), then popularity: rating, then how many rated it.
 */
export function relevance(all: unknown, inName: unknown): SQL[] {
  return [
    desc(sql`${products.searchVector} @@ ${tsQuery(inName)}`),
    desc(sql`ts_rank(${products.searchVector}, ${tsQuery(all)})`),
    desc(products.rating),
    desc(products.reviewCount),
  ];
}

/** How many of the best-rated products a search walks before it asks the text index instead. */
const WALK = 30_000;
/** Fewer matches than this are listed by the text index and sorted: cheaper than any walk. */
const FEW = 2_000;

/**
 * The ids of the `limit` best-rated products meeting `where` (a search's words and filters).
 * First the text index says whether the matches are few (it stops counting at FEW): a rare
 * word, a misspelt one or a made-up one is then answered from the index alone, sorting those
 * few. A broad word ("phone", a tenth of a big catalogue) has too many to sort for every search:
 * it walks the rating index instead, which finds its `limit` within the first best-rated
 * products. Words that are each common but seldom meet ("shoes" and "men" where shoes are not
 * sold by gender) would walk the whole index, so the walk stops after WALK products and the
 * text index answers: by then their matches are known to be few. (The planner cannot tell: it
 * takes the words as independent and expects thousands of matches for "shoe men".)
 */
export async function popularMatchIds(
  db: Db,
  where: SQL[],
  limit: number,
  walk = WALK,
  few = FEW,
): Promise<string[]> {
  const ids = (rows: unknown[]) => (rows as { id: string }[]).map((r) => r.id);
  const counted = await db.execute(sql`
    select count(*)::int as found from (select 1 from ${products} where ${and(...where)} limit ${few}) as matching`);
  const many = (counted.rows[0] as { found: number }).found >= few;
  if (many) {
    // The subquery is named products so the conditions' "products".column refer to its rows.
    const walked = await db.execute(sql`
      select id from (select * from ${products} order by rating desc, id limit ${walk}) as products
      where ${and(...where)}
      order by rating desc, id
      limit ${limit}`);
    if (walked.rows.length === limit) return ids(walked.rows);
  }
  // rating + 0 has no index, so the plan cannot walk the rating index again: text index, then sort.
  const all = await db.execute(sql`
    select id from ${products} where ${and(...where)}
    order by rating + 0 desc, id
    limit ${limit}`);
  return ids(all.rows);
}

/** A condition: the product is one of these ids. */
export const amongIds = (ids: string[]): SQL =>
  ids.length === 0 ? sql`false` : sql`${products.id} = any(${`{${ids.join(',')}}`}::uuid[])`;

import { and, asc, desc, sql, type Placeholder, type SQL } from 'drizzle-orm';
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

/**
 * Products meeting `where` (a search among them), only the `limit` best rated: walking the rating
 * index finds them after a few rows for a broad word, and a narrow one reads its few matches
 * from the text index; either way what is ranked after is bounded.
 */
export function amongPopularMatches(db: Db, where: SQL[], limit: number | Placeholder): SQL {
  const popular = db
    .select({ id: products.id })
    .from(products)
    .where(and(...where))
    .orderBy(desc(products.rating), asc(products.id))
    .limit(limit);
  return sql`${products.id} in ${popular}`;
}

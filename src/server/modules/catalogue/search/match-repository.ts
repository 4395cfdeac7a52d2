import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { normaliseSearch } from '@shared/rules/text';
import { products, searchableOf } from '../../../db/schema';
import { searchWords } from './words';

/**
 * A search lists at most its SEARCH_RESULT_CAP best-rated matches (as shops cap "over 10,000
 * results"): ranking or counting every match of a broad word ("phone" is a tenth of a big
 * catalogue) would cost each search far more than the pages a shopper turns. The popular ones
 * come from the best popularity slices (popularMatchIds); only they are ranked by relevance.
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

/**
 * The same search with its last word read as any of `completions` (words that start with it) or
 * as typed: what suggestions match while a word is typed. The completions are named rather than
 * asked as a prefix (`wat:*`): the index answers a prefix by gathering every product of every
 * word it starts, before it can meet the other words, and again for each popularity slice.
 */
export function withCompletions(search: ParsedSearch, completions: string[]): ParsedSearch {
  const head = search.words.slice(0, -1);
  const last = search.words.at(-1)!;
  const any = [...new Set([last, ...completions])].filter((w) => SEARCH_WORD.test(w));
  // Text without a letter or digit is searched as parseSearch left it, and finds nothing.
  if (any.length === 0) return search;
  return {
    words: search.words,
    all: [...head, `(${any.join(' | ')})`].join(' & '),
    inName: [...head.map((w) => `${w}:A`), `(${any.map((w) => `${w}:A`).join(' | ')})`].join(' & '),
  };
}

/** Letters and digits only, as searchWords makes them: nothing tsquery would read as syntax. */
const SEARCH_WORD = /^[\p{L}\p{M}\p{N}]+$/u;

/** The product's words and popularity slice, as the search index holds them. */
const searchable = searchableOf(products);
const tsQuery = (query: SQL | SQL.Aliased | unknown) => sql`to_tsquery('simple', ${query})`;

/** Products whose document has every word of the query (a placeholder or a value). */
export const matchesQuery = (query: unknown): SQL => sql`${searchable} @@ ${tsQuery(query)}`;

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
 * The popularity slices, best first (see searchableOf in db/schema.ts): ratings in twentieths
 * of a star from 5 down, each cut in sixteen by the first hex digit of the id. Taken in order
 * and each sorted by id, they list the catalogue in the order a search's cap is taken in.
 */
const SLICES = Array.from({ length: 101 }, (_, i) => `#${100 - i}`).flatMap((rating) =>
  [...'0123456789abcdef'].map((digit) => rating + digit),
);
/** How many slices a search reads one at a time (ratings from 4.8 up) before it sorts every match. */
const PROBED = 80;
/**
 * The 5-star slices. A search none of whose matches is among them stops reading slices: its
 * matches are few or rated lower, and each slice read costs as much as a slice of their words
 * ("shoe men": two common words that seldom meet).
 */
const FIRST = 16;

/** The cap's order: ratings within a twentieth of a star count as equal, then the id. */
const popularity = [sql`floor(${products.rating} * 20)::int desc`, asc(products.id)];

interface SliceMatch {
  /** The slice's place in SLICES, from 1. */
  n: number;
  id: string;
}

/**
 * The matches in the slices from `from` up to `to`, in slice order, at most `limit` of them if
 * given (the last slice read may then be cut short). A nested loop reads the slices in the array's order and
 * stops at `limit` rows; OFFSET 0 keeps the planner from flattening the subquery into a join it
 * may run in any order. The words and the slice are one tsquery: as two conditions, the index
 * intersected every match of the words again for each slice.
 */
async function readSlices(
  db: Db,
  query: string,
  where: (also: SQL) => SQL | undefined,
  [from, to]: [number, number],
  limit: number | null,
): Promise<SliceMatch[]> {
  if ((limit !== null && limit <= 0) || from >= to) return [];
  const { rows } = await db.execute(sql`
    select (${from} + slice.n)::int as n, m.id
    from unnest(${`{${SLICES.slice(from, to).join(',')}}`}::text[]) with ordinality as slice(word, n)
    cross join lateral (
      select id from ${products}
      where ${where(sql`${searchable} @@ (${tsQuery(query)} && slice.word::tsquery)`)}
      offset 0
    ) as m
    ${limit === null ? sql`` : sql`limit ${limit}`}`);
  return rows as unknown as SliceMatch[];
}

/**
 * The ids of the `limit` most popular products with every word of `query` (a search's tsquery
 * text) that meet `filters`, in the popularity order. Sorting every match by rating costs a read
 * of each one (a tenth of a big catalogue for "phone"), so the best slices are read one at a time
 * instead, each through the text index with the search's words, and the reading stops once
 * `limit` are found: a broad word is answered from its first slices, a narrow one from a few
 * more. Matches too few or too low rated to fill `limit` from the first `probed` slices are then
 * listed and sorted outright: there are few of them, or the search's filters left few.
 */
export async function popularMatchIds(
  db: Db,
  query: string,
  filters: SQL[],
  limit: number,
  probed = PROBED,
): Promise<string[]> {
  const where = (also: SQL) => and(...filters, also);
  const first = await readSlices(db, query, where, [0, Math.min(FIRST, probed)], limit);
  const found =
    first.length === 0
      ? first
      : [...first, ...(await readSlices(db, query, where, [FIRST, probed], limit - first.length))];
  const inOrder = found.every((r, i) => i === 0 || found[i - 1]!.n <= r.n);
  if (found.length < limit || !inOrder) {
    const all = await db.execute(sql`
      select id from ${products} where ${where(matchesQuery(query))}
      order by ${sql.join(popularity, sql`, `)}
      limit ${limit}`);
    return (all.rows as { id: string }[]).map((r) => r.id);
  }
  // The last slice read may have been cut short at `limit`: read it whole, so that the ones kept
  // from it are its first by id, not the first the index happened to return.
  const last = found.at(-1)!.n;
  const whole = await readSlices(db, query, where, [last - 1, last], null);
  return [...found.filter((r) => r.n < last), ...whole]
    .sort((a, b) => a.n - b.n || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, limit)
    .map((r) => r.id);
}

/** A condition: the product is one of these ids. */
export const amongIds = (ids: string[]): SQL =>
  ids.length === 0 ? sql`false` : sql`${products.id} = any(${`{${ids.join(',')}}`}::uuid[])`;

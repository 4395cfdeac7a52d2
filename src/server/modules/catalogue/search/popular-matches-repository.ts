import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products } from '../../../db/schema';
import {
  compareIds,
  matchColumns,
  matchesSearch,
  pieceQuery,
  type Match,
  type ParsedSearch,
} from './match-repository';

/**
 * The popularity pieces, best first (see searchableOf in db/schema.ts). Taken in order, each
 * sorted by id, both lists give the catalogue in the order a search's cap is taken in. Levels:
 * ratings in twentieths of a star, from 5 down. Slices: the 5-star level cut in sixteen by the
 * first hex digit of the id, then the other levels whole: a word that fills a sixteenth of the
 * top level with matches fills the cap there, and below it the levels are smaller, so only a
 * word with fewer matches there reads them.
 */
const LEVELS = Array.from({ length: 101 }, (_, i) => `%${100 - i}`);
const SLICES_PER_LEVEL = 16;
const FIVE_STAR_SLICES = [...'0123456789abcdef'].map((digit) => `#100${digit}`);
const PIECES = { slices: [...FIVE_STAR_SLICES, ...LEVELS.slice(1)], levels: LEVELS };

/**
 * How a search reads its most popular matches:
 * - by slices, for words many products share ("phone"): a few slices hold the cap, and the
 *   5-star level of them would be thousands of rows to read;
 * - by levels, for words fewer share ("air fryer"): each level read costs about what a slice
 *   does, and holds sixteen times as many of its matches;
 * - by sorting every match, for words that none of the first slice has: few products share
 *   them, or they seldom meet ("shoe men"), and every read of a piece would cost as much as
 *   reading them all.
 * Reading stops at the cap or after `probed` pieces (ratings down to 4); matches too few or too
 * low rated to fill the cap by then are sorted outright.
 */
export type Reading = { by: 'slices' | 'levels'; probed: number } | { by: 'sort' };
const PROBED = { slices: SLICES_PER_LEVEL + 20, levels: 21 };

/** The search's filters, and the condition given. */
type Where = (also: SQL) => SQL | undefined;

export interface PieceMatch extends Match {
  /** The piece's place in its list, from 1. */
  n: number;
}

/**
 * The matches in `pieces` from `from` up to `to`, in their order, at most `limit` of them (the
 * last piece read may then be cut short). A nested loop reads the pieces in the array's order and
 * stops at `limit` rows; OFFSET 0 keeps the planner from flattening the subquery into a join it
 * may run in any order. The words and the piece are one tsquery: as two conditions, the index
 * intersected every match of the words again for each piece. `byId`, each piece is sorted by id,
 * so one cut short keeps its first by id: the piece is read whole in the same visit (a few dozen
 * rows), where reading it again afterwards cost a query more (1-2 ms at a million products).
 * Else the last piece's are the first the index returned.
 */
async function readPieces(
  db: Db,
  search: ParsedSearch,
  where: Where,
  pieces: string[],
  [from, to]: [number, number],
  { limit, byId }: { limit: number; byId: boolean },
): Promise<PieceMatch[]> {
  if (limit <= 0 || from >= to) return [];
  const { rows } = await db.execute(sql`
    select (${from} + piece.n)::int as n, m.*
    from unnest(${piecesArray(search, pieces.slice(from, to))}::text[]) with ordinality as piece(word, n)
    cross join lateral (
      select ${matchColumns(search)} from ${products}
      where ${where(matchesSearch(search, sql`piece.word::tsquery`))}
      ${byId ? sql`order by ${products.id}` : sql``}
      offset 0
    ) as m
    limit ${limit}`);
  return rows as unknown as PieceMatch[];
}

/** The pieces as a text[] literal of the tsqueries that read them (pieceQuery). */
const piecesArray = (search: ParsedSearch, pieces: string[]) =>
  `{${pieces.map((piece) => `"${pieceQuery(search, piece)}"`).join(',')}}`;

/** The cap's order: ratings within a twentieth of a star count as equal, then the id. */
const popularity = [sql`floor(${products.rating} * 20)::int desc`, asc(products.id)];

async function sortedMatches(
  db: Db,
  search: ParsedSearch,
  where: Where,
  limit: number,
): Promise<Match[]> {
  const { rows } = await db.execute(sql`
    select ${matchColumns(search)} from ${products} where ${where(matchesSearch(search))}
    order by ${sql.join(popularity, sql`, `)}
    limit ${limit}`);
  return rows as unknown as Match[];
}

/**
 * The pieces read in order from the `first` ones already read (the whole of each but perhaps the
 * last), until `limit` matches or `probed` pieces. `exact`, each piece is read by id (readPieces),
 * so those kept of the last are its first by id; else as the index returned them.
 */
async function readInPieces(
  db: Db,
  search: ParsedSearch,
  where: Where,
  limit: number,
  how: Exclude<Reading, { by: 'sort' }>,
  first: PieceMatch[],
  exact: boolean,
): Promise<Match[]> {
  const pieces = PIECES[how.by];
  const from = first.at(-1)?.n ?? 0;
  const found = [
    ...first,
    ...(await readPieces(db, search, where, pieces, [from, how.probed], {
      limit: limit - first.length,
      byId: exact,
    })),
  ];
  // In the pieces' order (and by id within each, `exact`), as the nested loop reads them.
  const before = (a: PieceMatch, b: PieceMatch) =>
    a.n < b.n || (a.n === b.n && (!exact || compareIds(a.id, b.id) < 0));
  const inOrder = found.every((r, i) => i === 0 || before(found[i - 1]!, r));
  if (found.length < limit || !inOrder) return sortedMatches(db, search, where, limit);
  return found.map(({ n: _piece, ...match }) => match);
}

interface ReadOptions {
  /**
   * False for a caller that counts what it finds rather than listing it: those of the last
   * popularity piece read are the first the index returned, not the first by id, so that piece
   * is not read a second time.
   */
  exact?: boolean;
  /**
   * How to read, when the caller knows better than the first slice can tell: a search within a
   * budget sorts when its words are rare (see pricedMatches in listing-repository.ts). Tests
   * choose each.
   */
  reading?: Reading;
  /** The first slice, when the caller has read it already (firstSlice). */
  first?: PieceMatch[];
}

/**
 * The first popularity slice's matches (at most `limit`): what tells how the rest is read. A
 * caller may read it first to choose what else to read beside the rest (see pricedMatches).
 */
export const firstSlice = (
  db: Db,
  search: ParsedSearch,
  filters: SQL[],
  limit: number,
  byId = true,
): Promise<PieceMatch[]> =>
  readPieces(db, search, (also) => and(...filters, also), PIECES.slices, [0, 1], { limit, byId });

/**
 * Whether a search whose first slice holds these matches is read by slices: a sixteenth of the
 * cap in one slice of the 5-star level, so the search has about a cap of matches or more.
 */
export const readsBySlices = (first: readonly Match[], limit: number): boolean =>
  first.length >= Math.ceil(limit / SLICES_PER_LEVEL);

/**
 * The `limit` most popular products with every word of `search` that meet `filters`, in the
 * popularity order, each with what ranks it. Sorting every match by rating costs a read of each
 * one (a tenth of a big catalogue for "phone"), so the best pieces are read one at a time
 * instead, each through the text index with the search's words, until `limit` are found (see
 * Reading). The first slice chooses how: it holds a sixteenth of the 5-star matches, and a
 * search by slices goes on from it.
 */
export async function popularMatches(
  db: Db,
  search: ParsedSearch,
  filters: SQL[],
  limit: number,
  { exact = true, reading, first: given }: ReadOptions = {},
): Promise<Match[]> {
  const where = (also: SQL) => and(...filters, also);
  if (reading)
    return reading.by === 'sort'
      ? sortedMatches(db, search, where, limit)
      : readInPieces(db, search, where, limit, reading, [], exact);
  const first = given ?? (await firstSlice(db, search, filters, limit, exact));
  if (first.length === 0) return sortedMatches(db, search, where, limit);
  const by = readsBySlices(first, limit) ? 'slices' : 'levels';
  const how = { by, probed: PROBED[by] } as const;
  return readInPieces(db, search, where, limit, how, by === 'slices' ? first : [], exact);
}

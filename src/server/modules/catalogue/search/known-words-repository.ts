import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/** A word of a search (folded) and the word of the catalogue's vocabulary it is read as. */
export interface KnownWord {
  typed: string;
  /** The word itself when the catalogue has it, else the closest spelling it has, else null. */
  used: string | null;
  known: boolean;
}

/** Words too short to spell again, and numbers, are only ever themselves. */
export const spellable = (word: string) => word.length >= 3 && !/^\d/.test(word);

/**
 * Each word's place in the vocabulary (`search_terms`), in one query: the word itself if the
 * catalogue has it (looked up first: a common word, "men", is similar to many), else its closest
 * spelling (trigram similarity, then the commoner), for the words `spellable` allows. The words
 * are letters and digits (searchWords): quoted, none of them ("null") reads as anything but
 * itself in the array.
 */
export async function knownWords(db: Db, words: string[]): Promise<KnownWord[]> {
  const { rows } = await db.execute(sql`
    select w.word, k.term, k.term = w.word as known
    from unnest(
      ${`{${words.map((w) => `"${w}"`).join(',')}}`}::text[],
      ${`{${words.map(spellable).join(',')}}`}::boolean[]
    ) with ordinality as w(word, spellable, n)
    left join lateral (
      (select term from search_terms where term = w.word)
      union all
      (select term from search_terms
       where w.spellable and term % w.word
       order by similarity(term, w.word) desc, products desc, term limit 1)
      limit 1
    ) k on true
    order by w.n`);
  return (rows as { word: string; term: string | null; known: boolean | null }[]).map((r) => ({
    typed: r.word,
    used: r.term,
    known: r.known === true,
  }));
}

/**
 * How many products have the search's rarest word (`search_terms`), so at most how many match
 * every word; null when a word is not in the vocabulary as typed (a prefix, a new word).
 */
export async function fewestWithWord(db: Db, words: string[]): Promise<number | null> {
  if (words.length === 0) return null;
  const { rows } = await db.execute(sql`
    select min(products)::int as fewest, count(*)::int as known from search_terms
    where term = any(${`{${words.map((w) => `"${w}"`).join(',')}}`}::text[])`);
  const [row] = rows as { fewest: number | null; known: number }[];
  return row && row.known === new Set(words).size ? row.fewest : null;
}

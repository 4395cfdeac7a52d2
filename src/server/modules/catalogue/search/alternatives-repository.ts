import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { parseSearch, type ParsedSearch } from './match-repository';
import { knownWords, spellable } from './known-words-repository';
import { popularMatches } from './popular-matches-repository';

/** Words that narrow a search to whom an item is for: dropped last, when nothing else helps. */
const AUDIENCE = new Set(['men', 'women', 'kid', 'boy', 'girl', 'unisex']);
const CATEGORY_LIMIT = 4;

export interface MatchingCategory {
  name: string;
  slug: string;
  categorySlug: string;
}

export interface Alternatives {
  /** A search that finds products, when the shopper's found none. */
  didYouMean?: string;
  /** The subcategories holding what that search (or the shopper's) finds, most products first. */
  matchingCategories: MatchingCategory[];
}

/** Each word, or the known word closest in spelling to it (knownWords); short ones as typed. */
async function closestWords(db: Db, words: string[]): Promise<string[]> {
  if (!words.some(spellable)) return words;
  return (await knownWords(db, words)).map((w) => w.used ?? w.typed);
}

/**
 * How many best-rated matches the subcategories are counted among: enough to name the few most
 * common, fewer than a search lists (each is a row read).
 */
const CATEGORY_SAMPLE = 100;

/**
 * Counted among the best-rated matches (see popularMatches), from the subcategory each was read
 * with: only the few subcategories named are read again.
 */
async function categoriesOf(db: Db, search: ParsedSearch): Promise<MatchingCategory[]> {
  const counts = new Map<string, number>();
  const sample = await popularMatches(db, search, [], CATEGORY_SAMPLE, { exact: false });
  for (const { subcategoryId } of sample)
    counts.set(subcategoryId, (counts.get(subcategoryId) ?? 0) + 1);
  if (counts.size === 0) return [];
  const { rows } = await db.execute(sql`
    select s.id, s.name, s.slug, c.slug as "categorySlug"
    from subcategories s join categories c on c.id = s.category_id
    where s.id = any(${`{${[...counts.keys()].join(',')}}`}::uuid[])`);
  return (rows as unknown as (MatchingCategory & { id: string })[])
    .sort((a, b) => counts.get(b.id)! - counts.get(a.id)! || a.name.localeCompare(b.name, 'en'))
    .slice(0, CATEGORY_LIMIT)
    .map(({ id: _id, ...category }) => category);
}

/** The search with each word the catalogue does not know spelled as it does; null if none changed. */
export async function correctedSpelling(
  db: Db,
  search: ParsedSearch,
): Promise<ParsedSearch | null> {
  const spelled = await closestWords(db, search.words);
  return spelled.join(' ') === search.words.join(' ') ? null : parseSearch(spelled.join(' '));
}

/**
 * For a search that found nothing: the closest spelling of each word the catalogue does not know
 * ("samsng" -> "samsung"), else the search without its audience words ("shoes for men" ->
 * "shoe" where shoes are not sold by gender); the first that finds something is offered, with
 * the subcategories it finds.
 */
export async function alternativesFor(db: Db, search: ParsedSearch): Promise<Alternatives> {
  const spelled = (await correctedSpelling(db, search))?.words ?? search.words;
  const broader = spelled.filter((w) => !AUDIENCE.has(w));
  // Each text once: with no audience word the broader search is the spelled one, and asking it
  // again cost as much and found as little ("apple iphone").
  const tried = new Set([search.words.join(' ')]);
  for (const words of [spelled, broader]) {
    const text = words.join(' ');
    if (words.length === 0 || tried.has(text)) continue;
    tried.add(text);
    // Whether it finds anything is known from its subcategories: asked on its own, through the
    // index, a common word ("shoe") cost a bitmap of every product that has it.
    const matchingCategories = await categoriesOf(db, parseSearch(text)!);
    if (matchingCategories.length > 0) return { didYouMean: text, matchingCategories };
  }
  return { matchingCategories: [] };
}

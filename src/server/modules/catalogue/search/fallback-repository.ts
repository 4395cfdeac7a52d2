import { inArray, type SQL } from 'drizzle-orm';
import { products } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { namesAnItem } from './item-words-repository';
import { knownWords, type KnownWord as Word } from './known-words-repository';
import { asTyped, parseSearch, type Match, type ParsedSearch } from './match-repository';
import { popularMatches } from './popular-matches-repository';

/** How a search that found nothing found something: which words it was read with. */
export interface Fallback {
  search: ParsedSearch;
  matches: Match[];
  /** The spelling the products were found by, when a word was spelled as the shop spells it. */
  showingFor?: string;
  /** Words the shop has no product with, left out. */
  notHere?: string[];
  /** Known words left out because no product has them all. */
  relaxed?: string[];
  /** The words the products were found by. */
  foundBy: string;
}

/** The steps of a fallback: each a set of the search's words, tried in turn. */
function steps(words: Word[], isItem: (w: Word) => boolean): { kept: Word[]; spelled: boolean }[] {
  const spelled = words.filter((w) => w.used !== null);
  const known = words.filter((w) => w.known);
  const tries: { kept: Word[]; spelled: boolean }[] = [];
  if (spelled.some((w) => !w.known)) tries.push({ kept: spelled, spelled: true });
  if (known.length < words.length && known.length > 0) tries.push({ kept: known, spelled: false });
  // Then the words out one more each time, the word naming the item ("phone", "air fryer",
  // "चप्पल") kept longest: first the others from the left, as a maker or a style comes before
  // the item in English and Hindi alike ("realme phone", "महिलाओं की चप्पल").
  const relaxing = [...known];
  const order = [...known.filter((w) => !isItem(w)), ...known.filter(isItem)];
  for (const word of order.slice(0, -1)) {
    relaxing.splice(relaxing.indexOf(word), 1);
    tries.push({ kept: [...relaxing], spelled: false });
  }
  return tries;
}

/**
 * The matches in the subcategories `kinds` when any are, else all of them. A search whose words
 * all matched, but none within its filters ("realme phone under 15000": every Realme phone costs
 * more), names a kind of item by those words (smartphones): left out, a word must not take the
 * shopper to another kind that shares the rest ("phone" also names feature phones).
 */
async function matchesOfKind(
  db: Db,
  search: ParsedSearch,
  filters: SQL[],
  limit: number,
  kinds: readonly string[],
): Promise<Match[]> {
  if (kinds.length > 0) {
    const ofKind = inArray(products.subcategoryId, [...kinds]);
    const matches = await popularMatches(db, search, [...filters, ofKind], limit);
    if (matches.length > 0) return matches;
  }
  return popularMatches(db, search, filters, limit);
}

/**
 * For a search that found nothing, as shoppers' engines do it (Flipkart's "Showing results for",
 * Algolia's removeWordsIfNoResults, Typesense's drop_tokens): each unknown word spelled as the
 * shop spells it; else unknown words left out; else known words left out one at a time, the
 * word naming the item last (steps), until one is left. The first that finds products with the
 * search's filters is taken, in the `kinds` of item its words matched without the filters
 * first (matchesOfKind). Null when none does.
 */
export async function fallbackSearch(
  db: Db,
  search: ParsedSearch,
  filters: SQL[],
  limit: number,
  kinds: readonly string[] = [],
): Promise<Fallback | null> {
  const words = await knownWords(db, search.words);
  // A last word the shop does not have may be one being typed ("saree for wed"): read as the
  // start of a word, as the suggestions read it, so pressing Search finds what they showed.
  const last = words.at(-1);
  if (last && !last.known && last.typed.length >= 2) {
    const typed = asTyped(search);
    const matches = await popularMatches(db, typed, filters, limit);
    if (matches.length > 0) return { search: typed, matches, foundBy: search.words.join(' ') };
  }
  const items = new Set<Word>();
  for (const w of words) if (w.used && (await namesAnItem(db, w.used))) items.add(w);
  // The search as asked found nothing; two words may be read as one ("silk silc" spelled is
  // "silk", as is its known word alone): no words are searched twice.
  const tried = new Set([search.all]);
  for (const { kept, spelled } of steps(words, (w) => items.has(w))) {
    const used = kept.map((w) => w.used!);
    const parsed = parseSearch(used.join(' '));
    if (!parsed || tried.has(parsed.all)) continue;
    // Within the search's price bands, if it has a budget.
    const next: ParsedSearch = { ...parsed, ...(search.bands && { bands: search.bands }) };
    tried.add(next.all);
    const matches = await matchesOfKind(db, next, filters, limit, kinds);
    if (matches.length === 0) continue;
    const left = words.filter((w) => !kept.includes(w));
    const notHere = left.filter((w) => !w.known).map((w) => w.typed);
    const relaxed = left.filter((w) => w.known).map((w) => w.typed);
    return {
      search: next,
      matches,
      foundBy: used.join(' '),
      ...(spelled && { showingFor: used.join(' ') }),
      ...(notHere.length > 0 && { notHere }),
      ...(relaxed.length > 0 && { relaxed }),
    };
  }
  return null;
}

import { subcategories } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { AUDIENCES } from './query-rules';
import { KIND_OF } from './synonyms';
import { alsoCalled, searchWords } from './words';

const AUDIENCE_WORDS = new Set(Object.values(AUDIENCES).map((a) => a.word));

/**
 * The words that name what a subcategory sells: the last word of its name ("Mobile Covers" ->
 * cover, "Kids Footwear" -> footwear), which names the item as English and Hindi put the item
 * last, and that word's other names (Smartphones: smartphone, mobile, phone). Whom it is for
 * ("Kids", "Boys") is not the item.
 */
function itemWordsOf(name: string): Set<string> {
  const words = searchWords(name).filter((w) => !AUDIENCE_WORDS.has(w));
  const head = words.at(-1);
  return new Set(head ? [head, ...alsoCalled([head])] : []);
}

/** Per database: each subcategory's id -> the words naming its item. */
const kept = new WeakMap<Db, Promise<Map<string, Set<string>>>>();

async function read(db: Db): Promise<Map<string, Set<string>>> {
  const rows = await db
    .select({ id: subcategories.id, name: subcategories.name })
    .from(subcategories);
  return new Map(rows.map((r) => [r.id, itemWordsOf(r.name)]));
}

/**
 * The item words of every subcategory, read once per database; again when one made since is
 * asked for, or when the last read failed (kept, it would fail every search after it).
 */
async function itemWords(db: Db, ids: Iterable<string> = []): Promise<Map<string, Set<string>>> {
  const items = await kept.get(db)?.catch(() => null);
  if (items && [...ids].every((id) => items.has(id))) return items;
  const reading = read(db);
  kept.set(db, reading);
  return reading;
}

/**
 * How many of a search's words (or what they are a kind of: a sneaker is a shoe) name what a
 * product's subcategory sells: "mobile" names Smartphones, not Chargers, though both are in
 * Mobiles.
 */
export async function itemNaming(
  db: Db,
  words: readonly string[],
  subcategoryIds: Iterable<string>,
  typed?: string,
): Promise<(subcategoryId: string) => number> {
  const items = await itemWords(db, subcategoryIds);
  const asked = words.map((w) => [w, ...(KIND_OF[w] ?? [])]);
  // A word being typed ("mobil", read as the start of a word) names what starts with it.
  const names = (sells: Set<string>, w: string) =>
    sells.has(w) || (w === typed && [...sells].some((s) => s.startsWith(w)));
  return (id) => {
    const sells = items.get(id);
    return sells ? asked.filter((forms) => forms.some((w) => names(sells, w))).length : 0;
  };
}

/** Whether a word names an item some subcategory sells: relaxing a search keeps it longest. */
export async function namesAnItem(db: Db, word: string): Promise<boolean> {
  const items = await itemWords(db);
  const forms = [word, ...(KIND_OF[word] ?? [])];
  return [...items.values()].some((sells) => forms.some((w) => sells.has(w)));
}

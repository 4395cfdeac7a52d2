import { asc, eq, inArray, sql } from 'drizzle-orm';
import { SUGGESTION_LIMIT } from '@shared/constants';
import type { Db } from '../../../db/client';
import { categories, products, subcategories } from '../../../db/schema';
import { correctedSpelling } from './alternatives-repository';
import type { Locale } from '@shared/i18n/locale-path';
import { distinctWords } from './words';
import { asTyped, byRelevance, parseSearch, type ParsedSearch } from './match-repository';
import { popularMatches } from './popular-matches-repository';

interface NamedWords {
  name: string;
  words: string[];
}

/**
 * Every subcategory name with its search words, per language, read once and kept until the
 * catalogue changes (`CatalogueReads` clears it on every change the routes hear): a few dozen rows that every
 * keystroke of every shopper would otherwise read and fold again. In another language than
 * English a name is shown in that language and found by its words in either (कुर्ती or kurti).
 */
export class SubcategoryNames {
  #names = new Map<string, Promise<NamedWords[]>>();

  read(db: Db, lang?: Locale): Promise<NamedWords[]> {
    const key = lang ?? '';
    const kept = this.#names.get(key);
    if (kept) return kept;
    const pending = db
      .selectDistinct({ name: subcategories.name, localized: subcategories.localizedNames })
      .from(subcategories)
      .orderBy(asc(subcategories.name))
      .then((rows) =>
        rows.map(({ name, localized }) => {
          const shown = (lang && localized[lang]) || name;
          return { name: shown, words: distinctWords(shown === name ? name : `${shown} ${name}`) };
        }),
      );
    this.#names.set(key, pending);
    // A failed read is not kept: the next keystroke tries again.
    pending.catch(() => this.#names.get(key) === pending && this.#names.delete(key));
    return pending;
  }

  clear(): void {
    this.#names.clear();
  }
}

/**
 * Popular Searches: subcategory names with every word, the last as typed so far, compared as
 * search compares them ("tshirt" finds "T-Shirts"); names that start with the text first.
 */
function matchingSubcategoryNames(names: NamedWords[], search: ParsedSearch): string[] {
  const head = search.words.slice(0, -1);
  const last = search.words.at(-1)!;
  const matching = names.filter(
    ({ words }) => head.every((w) => words.includes(w)) && words.some((w) => w.startsWith(last)),
  );
  const first = search.words[0]!;
  return matching
    .sort((a, b) => Number(b.words[0]!.startsWith(first)) - Number(a.words[0]!.startsWith(first)))
    .slice(0, SUGGESTION_LIMIT)
    .map((m) => m.name);
}

/** The best rated matches that suggestions are chosen from: a prefix of two letters matches much. */
const SUGGESTION_CANDIDATES = 200;

async function suggestedProducts(db: Db, search: ParsedSearch) {
  const candidates = await popularMatches(db, search, [], SUGGESTION_CANDIDATES);
  const best = candidates.sort(byRelevance).slice(0, SUGGESTION_LIMIT);
  if (best.length === 0) return [];
  const rows = await db
    .select({
      _id: products.id,
      name: products.name,
      slug: products.slug,
      price: products.price,
      discountedPrice: products.discountedPrice,
      image: sql<string | null>`${products.images}[1]`,
      categorySlug: categories.slug,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      inArray(
        products.id,
        best.map((m) => m.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row._id, row]));
  return best.flatMap((m) => byId.get(m.id) ?? []);
}

/**
 * What the search box suggests while the shopper types: products with every word, the last one
 * as typed so far ("sams" finds Samsung, "galaxy" finds it too: any word of the name, not only
 * its start), best first; with none, the same words spelled as the catalogue spells them.
 */
export async function searchSuggestions(
  db: Db,
  subcategoryNames: SubcategoryNames,
  text: string | undefined,
  lang?: Locale,
) {
  const search = parseSearch(text);
  if (!search) return { subcategories: [], products: [] };
  const [allNames, found] = await Promise.all([
    subcategoryNames.read(db, lang),
    suggestedProducts(db, asTyped(search)),
  ]);
  const names = matchingSubcategoryNames(allNames, search);
  if (found.length > 0) return { subcategories: names, products: found };
  const spelled = await correctedSpelling(db, search);
  if (!spelled) return { subcategories: names, products: [] };
  return {
    subcategories: names.length > 0 ? names : matchingSubcategoryNames(allNames, spelled),
    products: await suggestedProducts(db, spelled),
  };
}

import type { Locale } from '@shared/i18n/locale-path';
import type { Db } from '../../db/client';
import { localizedNames } from './category-repository';
import { glossaryOf } from './glossary';

type Specification = Record<string, Record<string, string>>;
type Localized = Partial<Record<string, string>>;

/**
 * The catalogue's words in one language: category and subcategory names and descriptions as the
 * database keeps them per language, specification labels and common values from the glossary.
 * Anything without a text in the language reads as it is (English), never empty. Product names,
 * brands and shop names are as sold: nothing here touches them.
 */
export interface CatalogueWords {
  category(name: string): string;
  subcategory(name: string): string;
  description(english: string, localized: Localized): string;
  specification(spec: Specification): Specification;
  /** Product cards (and anything else naming its subcategory) with the name in this language. */
  cards<T extends { subcategoryName: string }>(cards: T[]): T[];
}

export const ENGLISH: CatalogueWords = {
  category: (name) => name,
  subcategory: (name) => name,
  description: (english) => english,
  specification: (spec) => spec,
  cards: (cards) => cards,
};

type Names = Map<string, Localized>;

/**
 * The names of every category and subcategory in every language, read once and kept until the
 * catalogue changes (`CatalogueReads` in service.ts clears it with the suggestions' and the listing totals').
 */
export class CatalogueLanguages {
  #names: Promise<{ categories: Names; subcategories: Names }> | null = null;

  /** The words of `lang` (undefined: English). */
  async words(db: Db, lang: Locale | undefined): Promise<CatalogueWords> {
    if (!lang) return ENGLISH;
    const names = await this.#read(db);
    const glossary = glossaryOf(lang);
    const nameIn = (from: Names) => (name: string) => from.get(name)?.[lang] ?? name;
    const subcategory = nameIn(names.subcategories);
    const word = (table: Record<string, string>, text: string) => table[text] ?? text;
    return {
      category: nameIn(names.categories),
      subcategory,
      description: (english, localized) => localized[lang] || english,
      specification: (spec) =>
        Object.fromEntries(
          Object.entries(spec).map(([group, entries]) => [
            word(glossary.labels, group),
            Object.fromEntries(
              Object.entries(entries).map(([key, value]) => [
                word(glossary.labels, key),
                word(glossary.values, value),
              ]),
            ),
          ]),
        ),
      cards: (cards) =>
        cards.map((card) => ({ ...card, subcategoryName: subcategory(card.subcategoryName) })),
    };
  }

  clear(): void {
    this.#names = null;
  }

  #read(db: Db) {
    if (this.#names) return this.#names;
    const byName = (rows: { name: string; localized: Localized }[]): Names =>
      new Map(rows.map((r) => [r.name, r.localized]));
    const pending = localizedNames(db).then((rows) => ({
      categories: byName(rows.categories),
      subcategories: byName(rows.subcategories),
    }));
    this.#names = pending;
    // A failed read is not kept: the next request tries again.
    pending.catch(() => this.#names === pending && this.clear());
    return pending;
  }
}

import type { Glossary } from '../../../modules/catalogue/glossary';

/** What a subcategory says of its products in one language. */
export interface SubcategoryTranslation {
  name: string;
  /** Sentences of the description; a list is a choice made per product name. */
  about: readonly (string | readonly string[])[];
}

/** The seed's catalogue in one language, by English name. */
export interface CatalogueTranslation {
  categories: Readonly<Record<string, string>>;
  subcategories: Readonly<Record<string, SubcategoryTranslation>>;
}

/** What a description in another language is made from: the product's own facts. */
export interface ProductFacts {
  name: string;
  brand: string;
  /** Its colours (or shades), as the English catalogue names them. */
  choices: readonly string[];
  options: 'colour' | 'shade' | 'none';
  /** "S", "XL": its sizes, first to last. */
  sizes: readonly string[];
  /** Its specification's values by key ("Fabric" -> "Cotton blend"). */
  spec: ReadonlyMap<string, string>;
}

/** The words that join a description's facts, per language. */
export interface DescriptionWords {
  /** "Black, Navy and Grey" in the language. */
  list(values: readonly string[]): string;
  colours(list: string): string;
  shades(list: string): string;
  sizes(from: string, to: string): string;
}

/** FNV-1a of the name: the same product always picks the same sentences, without the seed's sequence. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * A product's description in another language: its subcategory's sentences with the product's
 * brand and specification values put in ({Fabric} in the language, {#RAM} as it is), then its
 * colours and sizes. A sentence naming a value the product lacks, or one the glossary cannot
 * say in the language, is left out rather than written half in English.
 */
export function describe(
  about: SubcategoryTranslation['about'],
  facts: ProductFacts,
  glossary: Glossary,
  words: DescriptionWords,
): string {
  const hash = hashOf(facts.name);
  const sentences: string[] = [];
  about.forEach((slot, i) => {
    const template = typeof slot === 'string' ? slot : slot[(hash + i) % slot.length]!;
    const filled = fillIn(template, facts, glossary);
    if (filled) sentences.push(filled);
  });
  if (facts.options !== 'none' && facts.choices.length) {
    // Brands' shade names (Ruby Red) stay as the brand wrote them; plain colours are words.
    const said = facts.choices.map((c) => glossary.values[c] ?? c);
    sentences.push(
      facts.options === 'colour' ? words.colours(words.list(said)) : words.shades(words.list(said)),
    );
  }
  if (facts.sizes.length)
    sentences.push(words.sizes(facts.sizes[0]!, facts.sizes[facts.sizes.length - 1]!));
  return sentences.join(' ');
}

function fillIn(template: string, facts: ProductFacts, glossary: Glossary): string | null {
  let missing = false;
  const text = template.replace(/\{(#?)([^}]+)\}/g, (_, raw: string, key: string) => {
    if (key === 'brand') return facts.brand;
    const value = facts.spec.get(key);
    const said = value && (raw ? value : glossary.values[value]);
    if (!said) missing = true;
    return said ?? '';
  });
  return missing ? null : text;
}

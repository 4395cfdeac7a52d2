import type { Locale } from '@shared/i18n/locale-path';
import { glossaryOf } from '../../../modules/catalogue/glossary';
import type { NameIdentity } from '../items/identity';
import { describe, type CatalogueTranslation, type DescriptionWords } from './describe';
import { HINDI_CATALOGUE, HINDI_WORDS } from './hi';

/** The seed's catalogue in each language besides English: a new one is a file and a line here. */
const TRANSLATIONS: Partial<
  Record<Locale, { catalogue: CatalogueTranslation; words: DescriptionWords }>
> = {
  hi: { catalogue: HINDI_CATALOGUE, words: HINDI_WORDS },
};
const languages = Object.entries(TRANSLATIONS) as [
  Locale,
  { catalogue: CatalogueTranslation; words: DescriptionWords },
][];

/** A category's name in every language that has one ({ hi: 'महिलाएँ' }). */
export function categoryNames(name: string): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [locale, { catalogue }] of languages) {
    const said = catalogue.categories[name];
    if (said) names[locale] = said;
  }
  return names;
}

export function subcategoryNames(name: string): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [locale, { catalogue }] of languages) {
    const said = catalogue.subcategories[name]?.name;
    if (said) names[locale] = said;
  }
  return names;
}

const described = new WeakMap<NameIdentity, Record<string, string>>();

/** A product's description in every language whose catalogue describes its subcategory. */
export function descriptions(subcategory: string, who: NameIdentity): Record<string, string> {
  const known = described.get(who);
  if (known) return known;
  const spec = new Map<string, string>();
  for (const entries of Object.values(who.specFor(who.choices[0] ?? null, who.memory[0])))
    for (const [key, value] of Object.entries(entries)) spec.set(key, value);
  const facts = {
    name: who.name,
    brand: who.brand,
    choices: who.choices,
    options: who.item.options.kind,
    sizes: who.sizes,
    spec,
  };
  const texts: Record<string, string> = {};
  for (const [locale, { catalogue, words }] of languages) {
    const about = catalogue.subcategories[subcategory]?.about;
    if (about) texts[locale] = describe(about, facts, glossaryOf(locale), words);
  }
  described.set(who, texts);
  return texts;
}

import type { Locale } from '@shared/i18n/locale-path';
import { glossaryOf } from '../../../modules/catalogue/glossary';
import { reviewTextsFor, type NameIdentity } from '../items/identity';
import type { ItemProfile, Reviews } from '../items/profile';
import { REVIEWS } from '../items/review-texts';
import { describe, type CatalogueTranslation, type DescriptionWords } from './describe';
import type { BannerTexts } from '../../../db/schema';
import { HINDI_CATALOGUE, HINDI_WORDS } from './hi';
import { HINDI_BANNERS } from './hi-banners';
import { HINDI_COMMON_REVIEWS, HINDI_REVIEWS, WRITE_IN_HINDI } from './hi-reviews';

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

const BANNERS: Partial<Record<Locale, Record<string, BannerTexts>>> = { hi: HINDI_BANNERS };

/** A seeded banner's words in every language that has them, by its key. */
export function bannerTexts(key: string): Partial<Record<string, BannerTexts>> {
  const texts: Partial<Record<string, BannerTexts>> = {};
  for (const [locale, banners] of Object.entries(BANNERS)) {
    const said = banners[key];
    if (said) texts[locale] = said;
  }
  return texts;
}

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

/** Each kind of review of items/review-texts.ts by its phrases (items name the phrases, not the kind). */
const REVIEW_KIND = new Map<Reviews, keyof typeof REVIEWS>(
  Object.entries(REVIEWS).map(([kind, reviews]) => [reviews, kind as keyof typeof REVIEWS]),
);
const hindiTexts = new WeakMap<ItemProfile, string[][]>();

/**
 * The texts a buyer may write of an item at a rating, in the buyer's own language: the
 * Hindi-writing buyers (WRITE_IN_HINDI) write the Hindi phrases of the item's kind and those that
 * fit anything; everyone else the English ones.
 */
export function reviewTexts(item: ItemProfile, rating: 1 | 2 | 3 | 4 | 5, buyer: string): string[] {
  if (!WRITE_IN_HINDI.has(buyer)) return reviewTextsFor(item, rating);
  let byRating = hindiTexts.get(item);
  if (!byRating) {
    const own = HINDI_REVIEWS[REVIEW_KIND.get(item.reviews)!] ?? {};
    byRating = ([1, 2, 3, 4, 5] as const).map((r) => [
      ...(own[r] ?? []),
      ...HINDI_COMMON_REVIEWS[r],
    ]);
    hindiTexts.set(item, byRating);
  }
  return byRating[rating - 1]!;
}

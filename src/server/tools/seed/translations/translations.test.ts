import { glossaryOf } from '../../../modules/catalogue/glossary';
import { CATEGORIES, REVIEWER_NAMES, SELLERS } from '../catalogue-data';
import { identityOf, reviewTextsFor } from '../items/identity';
import { styleOf } from '../items/profile';
import { describe as describeIn } from './describe';
import { HINDI_CATALOGUE, HINDI_WORDS } from './hi';
import { HINDI_COMMON_REVIEWS, HINDI_REVIEWS, WRITE_IN_HINDI } from './hi-reviews';
import { categoryNames, descriptions, reviewTexts, subcategoryNames } from './index';

const DEVANAGARI = /[\u0900-\u097f]/;
const sellers = SELLERS.map((data, i) => ({ id: String(i), data }));

describe('the seed in Hindi', () => {
  it('names every category and subcategory in Hindi', () => {
    for (const category of CATEGORIES) {
      expect(categoryNames(category.name).hi, category.name).toMatch(DEVANAGARI);
      for (const sub of category.subcategories)
        expect(subcategoryNames(sub.name).hi, sub.name).toMatch(DEVANAGARI);
    }
  });

  it('describes every product of every item, style and maker in Hindi, brand included', () => {
    for (const category of CATEGORIES)
      for (const sub of category.subcategories)
        for (const item of sub.items)
          for (const raw of item.styles) {
            const style = styleOf(raw);
            for (const brand of style.brands ?? item.brands) {
              const who = identityOf(item, style, brand, sellers);
              const hindi = descriptions(sub.name, who).hi!;
              expect(hindi, who.name).toMatch(DEVANAGARI);
              expect(hindi, who.name).toContain(brand);
              // No placeholder left unfilled, no English sentence of the item's own.
              expect(hindi.replaceAll(brand, ''), who.name).not.toMatch(
                /[{}]|\b(the|and|with|for)\b/,
              );
            }
          }
  });

  it('leaves out a sentence whose value the glossary cannot say, rather than half in English', () => {
    const facts = {
      name: 'Some Kurti',
      brand: 'Biba',
      choices: ['Black', 'Ruby Red'],
      options: 'colour' as const,
      sizes: ['S', 'XL'],
      spec: new Map([
        ['Fabric', 'Cotton'],
        ['Work', 'A weave no glossary knows'],
        ['RAM', '8 GB'],
      ]),
    };
    const text = describeIn(
      ['{brand} की कुर्ती।', 'कपड़ा: {Fabric}।', 'काम: {Work}।', 'रैम: {#RAM}।', 'साइज़ {Missing}।'],
      facts,
      glossaryOf('hi'),
      HINDI_WORDS,
    );
    expect(text).toBe('Biba की कुर्ती। कपड़ा: कॉटन। रैम: 8 GB। रंग: काला और Ruby Red। साइज़: S से XL।');
  });

  it('gives each specification label its own Hindi word, so no two collide in a group', () => {
    const { labels } = glossaryOf('hi');
    const byWord = new Map<string, string[]>();
    for (const [english, hindi] of Object.entries(labels))
      byWord.set(hindi, [...(byWord.get(hindi) ?? []), english]);
    const shared = [...byWord.values()].filter((e) => e.length > 1);
    // Port/Ports and Size/Sizes never share a group; nothing else may say the same word.
    expect(shared).toEqual([
      ['Ports', 'Port'],
      ['Size', 'Sizes'],
    ]);
  });

  it('says every item type and colour of the seed in Hindi', () => {
    const { values } = glossaryOf('hi');
    const unsaid = CATEGORIES.flatMap((c) => c.subcategories)
      .flatMap((sub) => sub.items)
      .flatMap((item) => [
        item.type ?? item.name,
        ...(item.options.kind === 'colour' ? item.options.from : []),
        ...item.styles.flatMap((style) =>
          item.options.kind === 'colour' ? (styleOf(style).colours ?? []) : [],
        ),
      ])
      .filter((word) => !values[word]);
    expect([...new Set(unsaid)]).toEqual([]);
  });

  it('says every specification value of jewellery and eyewear in Hindi, lengths aside', () => {
    const { labels, values } = glossaryOf('hi');
    const unsaid = CATEGORIES.filter((c) => ['Jewellery', 'Eyewear'].includes(c.name))
      .flatMap((c) => c.subcategories.flatMap((sub) => sub.items))
      .flatMap((item) => [item.spec, ...item.styles.map((style) => styleOf(style).spec ?? {})])
      .flatMap((spec) =>
        Object.entries(spec).flatMap(([group, entries]) => [
          group,
          ...Object.keys(entries),
          ...Object.values(entries).flat(),
        ]),
      )
      .filter((word) => !labels[word] && !values[word] && !/^\d+ inch$/.test(word));
    expect([...new Set(unsaid)]).toEqual([]);
  });

  it('has a Hindi subcategory entry for each subcategory the catalogue sells, and no other', () => {
    const sold = CATEGORIES.flatMap((c) => c.subcategories.map((s) => s.name)).sort();
    expect(Object.keys(HINDI_CATALOGUE.subcategories).sort()).toEqual(sold);
  });
});

describe("reviews in the buyer's language", () => {
  const kurti = CATEGORIES.flatMap((c) => c.subcategories)
    .find((s) => s.name === 'Kurtis')!
    .items.find((i) => i.name === 'Kurti')!;

  it("gives a Hindi-writing buyer the Hindi phrases of the item's kind and those that fit anything", () => {
    const texts = reviewTexts(kurti, 5, 'Aarav Sharma');
    expect(texts).toEqual([...HINDI_REVIEWS.ethnic![5]!, ...HINDI_COMMON_REVIEWS[5]]);
    for (const text of texts) expect(text).toMatch(DEVANAGARI);
  });

  it('gives every other buyer the English ones, as before', () => {
    expect(reviewTexts(kurti, 5, 'Kavya Reddy')).toEqual(reviewTextsFor(kurti, 5));
  });

  it('names only buyers the seed has', () => {
    for (const name of WRITE_IN_HINDI) expect(REVIEWER_NAMES).toContain(name);
  });
});

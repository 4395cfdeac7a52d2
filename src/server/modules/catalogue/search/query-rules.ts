/**
 * How a shopper's text says a budget, whom an item is for and a size, as data: `read-query.ts`
 * reads these, and `read-query.test.ts` holds a case per rule in English, Hinglish and Hindi.
 * Patterns run on the text in lower case with Devanagari digits as ASCII and digit groups
 * joined ("15,000" -> "15000"); AMOUNT is a rupee amount ("15000", "15k", "1.5 lakh").
 * Colours are spelled in SPELLINGS (synonyms.ts: "lal" is red), so documents and queries meet.
 */

/** A rupee amount: digits, then perhaps thousands or lakhs. */
export const AMOUNT = String.raw`(\d+(?:\.\d+)?)\s*(k|thousand|hazar|hazaar|हज़ार|हजार|lakh|lac|लाख)?`;
const RUPEES = String.raw`(?:₹|rs\.?|inr|rupees?|rupaye|rupay|रुपये|रुपए|रु\.?)`;
const R = String.raw`(?:\s*${RUPEES})?\s*`;
/** After an amount, so "8 gb" or "55 inch" are never a price. */
const NOT_A_UNIT = String.raw`(?!\s*(?:gb|tb|mb|mp|mah|inch|in|cm|mm|ml|l|kg|g|w|hz|piece|pcs|tc|spf|jar)\b)`;

export interface PriceRule {
  /** What the rule reads, for its test's name. */
  says: string;
  pattern: RegExp;
  /** Which captured amounts are the low and high ends (1 is the first amount's digits). */
  low?: 1 | 3;
  high?: 1 | 3;
}

const rule = (says: string, source: string, ends: Pick<PriceRule, 'low' | 'high'>): PriceRule => ({
  says,
  // Never from inside a word: "sneakers 500" holds no "rs 500".
  pattern: new RegExp(String.raw`(?<![\p{L}\p{M}\d])(?:${source})`, 'u'),
  ...ends,
});

/** In order: a range first, so "1000-2000" is not read as "up to 1000". */
export const PRICE_RULES: readonly PriceRule[] = [
  rule(
    'a range: 1000-2000, 1000 to 2000, between 1000 and 2000, 1000 se 2000, 1000 से 2000',
    String.raw`(?:between\s+)?${R}${AMOUNT}\s*(?:-|–|to|and|se|से)\s*${R}${AMOUNT}${NOT_A_UNIT}(?:\s*(?:${RUPEES}|tak|तक|ke\s+beech|के\s+बीच))?`,
    { low: 1, high: 3 },
  ),
  rule(
    'at most: under, below, less than, upto, within, max, budget, ke andar, से कम',
    String.raw`(?:under|below|less\s+than|lesser\s+than|up\s*to|upto|within|max(?:imum)?|budget|till|niche|नीचे|अंदर)${R}${AMOUNT}${NOT_A_UNIT}(?:\s*${RUPEES})?`,
    { high: 1 },
  ),
  rule(
    'at most, said after: 500 se kam, 500 tak, 500 ke andar, 500 se niche, 500 से कम, 500 तक',
    String.raw`${R}${AMOUNT}${NOT_A_UNIT}(?:\s*${RUPEES})?\s*(?:se\s+kam|se\s+niche|ke\s+andar|ke\s+niche|tak|or\s+less|and\s+below|से\s+कम|से\s+नीचे|के\s+अंदर|के\s+नीचे|तक)`,
    { high: 1 },
  ),
  rule(
    'at least: above, over, more than, from, min, starting',
    String.raw`(?:above|over|more\s+than|from|min(?:imum)?|starting(?:\s+at)?)${R}${AMOUNT}${NOT_A_UNIT}(?:\s*${RUPEES})?`,
    { low: 1 },
  ),
  rule(
    'at least, said after: 500 se upar, 500 se zyada, 500 and above, 500 से ऊपर, 500 से ज़्यादा',
    String.raw`${R}${AMOUNT}${NOT_A_UNIT}(?:\s*${RUPEES})?\s*(?:se\s+upar|se\s+zyada|se\s+jyada|and\s+above|or\s+more|plus|\+|से\s+ऊपर|से\s+ज़्यादा|से\s+ज्यादा)`,
    { low: 1 },
  ),
  rule(
    'an amount in rupees alone is a budget: ₹2k, rs 500, 500 rs, 500 रुपये',
    String.raw`(?:${RUPEES}\s*${AMOUNT}|${AMOUNT}\s*${RUPEES})`,
    { high: 1 },
  ),
];

/** Thousands and lakhs, by the word after the digits. */
export const MULTIPLIERS: Readonly<Record<string, number>> = {
  k: 1000,
  thousand: 1000,
  hazar: 1000,
  hazaar: 1000,
  हज़ार: 1000,
  हजार: 1000,
  lakh: 100_000,
  lac: 100_000,
  लाख: 100_000,
};

/** Whom an item is for, as the listing filters it. */
export type Audience = 'men' | 'women' | 'boys' | 'girls' | 'kids';

/**
 * The words of each audience, as searchWords folds them (SPELLINGS: gents -> men, ladies ->
 * women, ladki -> girl, बच्चे -> kid), and the words of a product's document (its category,
 * subcategory and "Ideal For", weights A and B) that it must have, or must not have. An item
 * for anyone (a phone, a unisex sneaker) has none of them and suits every audience.
 */
export const AUDIENCES: Readonly<
  Record<Audience, { word: string; requires?: readonly string[]; excludes: readonly string[] }>
> = {
  men: { word: 'men', excludes: ['women', 'boy', 'girl', 'kid'] },
  women: { word: 'women', excludes: ['men', 'boy', 'girl', 'kid'] },
  boys: { word: 'boy', requires: ['boy', 'kid'], excludes: ['girl', 'men', 'women'] },
  girls: { word: 'girl', requires: ['girl', 'kid'], excludes: ['boy', 'men', 'women'] },
  kids: { word: 'kid', requires: ['kid'], excludes: ['men', 'women'] },
};

export interface SizeRule {
  says: string;
  pattern: RegExp;
  /** The sizes a variation may hold for the captured size (sizes.ts of the seed). */
  sizes: (said: string) => string[];
}

const LETTER_SIZES: Readonly<Record<string, string>> = {
  xs: 'XS',
  s: 'S',
  small: 'S',
  m: 'M',
  medium: 'M',
  l: 'L',
  large: 'L',
  xl: 'XL',
  xxl: 'XXL',
  '2xl': 'XXL',
  xxxl: 'XXXL',
  '3xl': 'XXXL',
};
const LETTERS = Object.keys(LETTER_SIZES)
  .sort((a, b) => b.length - a.length)
  .join('|');
const numberOrLetter = (said: string) =>
  /^\d+$/.test(said) ? [said, `UK ${said}`] : [LETTER_SIZES[said] ?? said.toUpperCase()];

export const SIZE_RULES: readonly SizeRule[] = [
  {
    says: 'a waist: 32 waist, waist 32, 32 kamar, कमर 32',
    pattern:
      /(?:(\d{2})\s*(?:inch\s+)?(?:waist|kamar|कमर)|(?:waist|kamar|कमर)\s*(?:size\s*)?(\d{2}))(?!\d)/u,
    sizes: (said) => [said],
  },
  {
    says: 'a size: size 9, size xl, uk 8, saiz 9, साइज़ 9',
    pattern: new RegExp(
      String.raw`(?:size|saiz|uk|साइज़|साइज)\s*(?:no\.?\s*)?(\d{1,2}|${LETTERS})(?![\p{L}\d])`,
      'u',
    ),
    sizes: numberOrLetter,
  },
  {
    says: 'a shoe number: 8 number, 8 no, 8 नंबर',
    pattern: /(\d{1,2})\s*(?:number|no\.?|nambar|नंबर)(?![\p{L}\d])/u,
    sizes: numberOrLetter,
  },
  {
    says: 'a letter size alone: xl, xxl, 3xl',
    pattern: /(?<![\p{L}\d])(xs|xl|xxl|xxxl|2xl|3xl)(?![\p{L}\d])/u,
    sizes: numberOrLetter,
  },
];

/** Colours a shopper names, as documents hold them (folded: "lal" is red). */
export const COLOURS = new Set([
  'red',
  'blue',
  'black',
  'white',
  'pink',
  'grey',
  'green',
  'yellow',
  'maroon',
  'navy',
  'beige',
  'brown',
  'purple',
  'orange',
  'gold',
  'silver',
  'cream',
  'peach',
  'olive',
  'mustard',
  'teal',
  'wine',
  'lavender',
  'khaki',
  'mint',
]);

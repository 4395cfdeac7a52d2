import { ALSO_CALLED, COMPOUNDS, KIND_OF, SPELLINGS, STOP_WORDS } from './synonyms';

/** Each spelling of SPELLINGS -> its first spelling. */
const SPELLING_OF = new Map(SPELLINGS.flatMap((group) => group.map((w) => [w, group[0]!])));

/** Each word of ALSO_CALLED -> every other word of its groups. */
const ALSO_CALLED_OF = new Map<string, Set<string>>();
for (const group of ALSO_CALLED)
  for (const word of group) {
    const others = ALSO_CALLED_OF.get(word) ?? new Set<string>();
    for (const other of group) if (other !== word) others.add(other);
    ALSO_CALLED_OF.set(word, others);
  }

const COMPOUND_PATTERNS = COMPOUNDS.map(
  ([apart, together]) =>
    [new RegExp(`\\b${apart.replace(' ', '\\s*')}(?:e?s)?\\b`, 'g'), together] as const,
);
const UNITS = 'gb|tb|mb|mp|mah|inch|in|cm|mm|ml|l|kg|g|w|hz|k';

/**
 * A Latin word's singular, by the rules English plurals mostly follow: glasses -> glass,
 * watches -> watch, shoes -> shoe, kurtis -> kurti; dress, plus stay. Good enough for folding,
 * since the catalogue's words and the shopper's go through the same rules.
 */
function singular(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/(?:ss|us)$/.test(word) || !word.endsWith('s')) return word;
  return word.slice(0, -1);
}

/** One word as both sides keep it: singular, then its first spelling. */
export function foldWord(word: string): string {
  const one = singular(word);
  return SPELLING_OF.get(one) ?? SPELLING_OF.get(word) ?? one;
}

/**
 * Text as the words search compares: lower case, Latin accents dropped (Devanagari's vowel
 * signs kept), "men's" -> "mens", "t-shirt" -> "tshirt", "8 GB" -> "8gb", "flip flops" ->
 * "flipflop", each word folded; stop words left out.
 */
export function searchWords(text: string): string[] {
  let s = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/(\d)\s*(?:"|''|inches)/g, '$1inch')
    .replace(/(\p{L})['’-](?=\p{L})/gu, '$1')
    .replace(new RegExp(`(\\d)\\s+(${UNITS})\\b`, 'g'), '$1$2');
  for (const [pattern, together] of COMPOUND_PATTERNS) s = s.replace(pattern, together);
  return s
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w && !STOP_WORDS.has(w))
    .map(foldWord)
    .filter((w) => !STOP_WORDS.has(w));
}

/** The distinct words of a text, in the order first seen. */
export function distinctWords(text: string): string[] {
  return [...new Set(searchWords(text))];
}

/** The other names of these words (ALSO_CALLED, KIND_OF), leaving out the words themselves. */
export function alsoCalled(words: Iterable<string>): string[] {
  const own = new Set(words);
  const more = new Set<string>();
  for (const word of own)
    for (const other of [...(ALSO_CALLED_OF.get(word) ?? []), ...(KIND_OF[word] ?? [])])
      more.add(other);
  return [...more].filter((w) => !own.has(w));
}

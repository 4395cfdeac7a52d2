import type { SearchChip } from '@shared/api/catalogue';
import { normaliseSearch } from '@shared/rules/text';
import {
  AUDIENCES,
  COLOURS,
  MULTIPLIERS,
  PRICE_RULES,
  SIZE_RULES,
  type Audience,
} from './query-rules';
import { STOP_WORDS } from './synonyms';
import { searchWords } from './words';

/**
 * What a shopper's text says beyond the words to match: a budget, whom it is for, a size and
 * colours, each shown as a chip the shopper can remove (`without`: the text without it).
 */
export interface ReadQuery {
  /** The words left to match, as the shopper wrote them. */
  text: string;
  /** The whole text as read (lower case, digits as ASCII): what a chip's `without` is cut from. */
  whole: string;
  price?: { low?: number; high?: number };
  audience?: Audience;
  /** The sizes a variation may hold ("32"; "9", "UK 9"). */
  sizes?: string[];
  chips: SearchChip[];
}

/** A price below this is a size or a count ("2-3 years"), not rupees. */
const LOWEST_PRICE = 50;

const DEVANAGARI_DIGITS = /[०-९]/g;

/** Lower case, Devanagari digits as ASCII, "15,000" as "15000", spaces single. */
function prepared(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFC')
    .replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/(\d),(?=\d{2,3}\b)/g, '$1')
    .replace(/(\d),(?=\d{2,3}\b)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function rupees(digits: string | undefined, multiplier: string | undefined): number | undefined {
  if (digits === undefined) return undefined;
  const amount = Math.round(Number(digits) * (multiplier ? (MULTIPLIERS[multiplier] ?? 1) : 1));
  return Number.isFinite(amount) && amount >= LOWEST_PRICE ? amount : undefined;
}

/** A word that says nothing alone ("for", "ke"); "under" is a budget's own word. */
const isFiller = (word: string) => STOP_WORDS.has(word) && word !== 'under' && word !== 'from';

/** The text with a phrase taken out, and the filler words it leaves alone at either end. */
export function without(text: string, phrase: string): string {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`(?<![\\p{L}\\p{M}\\d])${escaped}(?![\\p{L}\\p{M}\\d])`, 'u').exec(text);
  if (!found) return text;
  const at = found.index;
  const before = text.slice(0, at).trim().split(' ').filter(Boolean);
  const after = text
    .slice(at + phrase.length)
    .trim()
    .split(' ')
    .filter(Boolean);
  while (before.length && isFiller(before.at(-1)!)) before.pop();
  while (after.length && isFiller(after[0]!)) after.shift();
  return [...before, ...after].join(' ');
}

function readPrice(text: string): { phrase: string; low?: number; high?: number } | null {
  for (const rule of PRICE_RULES) {
    const found = rule.pattern.exec(text);
    if (!found) continue;
    // The rule's amounts, or (an alternation) the same amounts captured further on.
    const amount = (group: 1 | 3 | undefined) =>
      group === undefined
        ? undefined
        : (rupees(found[group], found[group + 1]) ?? rupees(found[group + 2], found[group + 3]));
    const low = amount(rule.low);
    const high = amount(rule.high);
    if (low === undefined && high === undefined) continue;
    if (low !== undefined && high !== undefined && low > high) continue;
    return {
      phrase: found[0].trim(),
      ...(low !== undefined && { low }),
      ...(high !== undefined && { high }),
    };
  }
  return null;
}

function readSize(text: string): { phrase: string; size: string; sizes: string[] } | null {
  for (const rule of SIZE_RULES) {
    const found = rule.pattern.exec(text);
    const said = found?.slice(1).find(Boolean);
    if (!found || !said) continue;
    const sizes = rule.sizes(said);
    return { phrase: found[0].trim(), size: sizes.at(-1)!, sizes };
  }
  return null;
}

const AUDIENCE_OF = new Map(
  (Object.entries(AUDIENCES) as [Audience, (typeof AUDIENCES)[Audience]][]).map(([a, r]) => [
    r.word,
    a,
  ]),
);

/** Each word as written, with how search folds it ("ladies" -> "women", "lal" -> "red"). */
function folded(text: string): { raw: string; word: string }[] {
  return text
    .split(' ')
    .filter(Boolean)
    .map((raw) => ({ raw, word: searchWords(raw)[0] ?? '' }));
}

/**
 * The shopper's text read: a budget and a size taken out of the words (they are not in any
 * document), whom it is for taken out when other words remain (alone, "ladies" is still
 * searched), and colours kept as words (documents hold them) but shown as chips. Each chip
 * carries the whole text without its own phrase: removing one chip keeps the others.
 */
export function readQuery(input: string | null | undefined): ReadQuery {
  const whole = prepared(normaliseSearch(input));
  let text = whole;
  const chips: SearchChip[] = [];
  const read: Omit<ReadQuery, 'text' | 'whole' | 'chips'> = {};
  const price = readPrice(text);
  if (price) {
    const { phrase, ...ends } = price;
    read.price = ends;
    chips.push({ kind: 'price', ...ends, without: without(whole, phrase) });
    text = without(text, phrase);
  }
  const size = readSize(text);
  if (size) {
    read.sizes = size.sizes;
    chips.push({ kind: 'size', size: size.size, without: without(whole, size.phrase) });
    text = without(text, size.phrase);
  }
  const words = folded(text).filter((w) => w.word && !STOP_WORDS.has(w.word));
  const audienceWord = words.find((w) => AUDIENCE_OF.has(w.word));
  if (audienceWord && words.length > 1) {
    read.audience = AUDIENCE_OF.get(audienceWord.word)!;
    chips.push({
      kind: 'audience',
      audience: read.audience,
      without: without(whole, audienceWord.raw),
    });
    text = without(text, audienceWord.raw);
  }
  for (const { raw, word } of words)
    if (COLOURS.has(word) && words.length > 1)
      chips.push({ kind: 'colour', colour: word, without: without(whole, raw) });
  return { text, whole, ...read, chips };
}

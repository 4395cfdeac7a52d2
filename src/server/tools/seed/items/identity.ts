import { sellsItem, type SellerData } from '../catalogue-data';
import { Random } from '../random';
import { COMMON_REVIEWS } from './profile-parts';
import type { ItemProfile, SpecTemplate, Style } from './profile';
import { sizesFor } from './sizes';

type Spec = Record<string, Record<string, string>>;

export interface SellerRef {
  id: string;
  data: SellerData;
}

/**
 * Everything a product name decides, the same every time the name comes up: one seller, one
 * price and discount, one specification, one description. The same name at any catalogue size
 * is the same product from the same shop, however many listings of it there are.
 */
export interface NameIdentity {
  name: string;
  brand: string;
  item: ItemProfile;
  style: Style;
  sellerId: string;
  price: number;
  discount: number;
  /** What the shopper picks between (colours or shades), or a pack colour for the picture. */
  choices: string[];
  /** The picture's colour when there is nothing to choose. */
  pack: string | null;
  /** Phones: the RAM/storage pairs. */
  memory: (readonly [string, string])[];
  /** Worn things: the sizes, one variation each. */
  sizes: string[];
  description: string;
  /** The specification of a variation, by its colour and memory ('' when none). */
  specFor(colour: string | null, memory?: readonly [string, string]): Spec;
}

/** FNV-1a: a name's own random sequence starts here. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Prices end in 9 as Indian shops price them: 1,249 or 34,999. */
function shopPrice(rng: Random, [min, max]: readonly [number, number]): number {
  const raw = rng.int(min, max);
  const step = raw >= 10_000 ? 1000 : raw >= 1000 ? 50 : 10;
  return Math.max(min, Math.round(raw / step) * step - 1);
}

/** "Black", "Black and Navy", "Black, Navy and Grey". */
export function listed(values: readonly string[]): string {
  return values.length < 2
    ? (values[0] ?? '')
    : `${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}`;
}

/** "Cotton blend" reads "cotton blend" mid-sentence; "AMOLED" and "Giza" stay as they are. */
const lowerFirst = (value: string) =>
  /^[A-Z][a-z]/.test(value) && !PROPER.test(value)
    ? value[0]!.toLowerCase() + value.slice(1)
    : value;
/** Words that keep their capital anywhere in a sentence. */
const PROPER =
  /^(Intel|AMD|MediaTek|Snapdragon|Android|Windows|Google|Tizen|Samsung|Redmi|OnePlus|iPhone|Instax|Lucknowi|Jaipuri|Bengal|Indian|Giza)\b/;

/**
 * Fills {placeholders}: the product's own words ({brand}, {style}, {name}, {item}, {colours},
 * {sizes}, {ram}, {storage}) as they are, and its specification's keys by name, any case: a key
 * written in lower case ({fabric}) puts the value in lower case, as it reads mid-sentence.
 */
export function fill(
  template: string,
  own: Map<string, string>,
  spec: Map<string, string>,
): string {
  return template.replace(/\{([^}]+)\}/g, (_, key: string) => {
    const word = own.get(key);
    if (word !== undefined) return word;
    const value = spec.get(key.toLowerCase());
    if (value === undefined) throw new Error(`Nothing fills {${key}} in "${template}"`);
    return key[0] === key[0]!.toLowerCase() ? lowerFirst(value) : value;
  });
}

/** The item's specification with its style's over it, every choice made from `rng`. */
function chooseSpec(
  rng: Random,
  item: ItemProfile,
  style: Style,
  brand: string,
): Record<string, Record<string, string>> {
  const merged: SpecTemplate = {};
  for (const [group, entries] of Object.entries(item.spec)) merged[group] = { ...entries };
  for (const over of [style.spec, item.brandSpec?.[brand]])
    for (const [group, entries] of Object.entries(over ?? {}))
      // Care is one label: a style's (dry clean for silk) replaces the item's, it is not mixed in.
      merged[group] =
        group === 'Care Instructions' ? { ...entries } : { ...merged[group], ...entries };
  const chosen: Record<string, Record<string, string>> = {};
  for (const [group, entries] of Object.entries(merged)) {
    chosen[group] = {};
    for (const [key, value] of Object.entries(entries))
      chosen[group]![key] = typeof value === 'string' ? value : rng.pick(value);
  }
  return chosen;
}

/** Identities by item and name, per list of sellers (a test's sellers are not the seed's). */
const identities = new WeakMap<SellerRef[], WeakMap<ItemProfile, Map<string, NameIdentity>>>();
const reviewTexts = new WeakMap<ItemProfile, string[][]>();

/** Review texts for an item at a rating: its own buyers' words, and words that fit anything. */
export function reviewTextsFor(item: ItemProfile, rating: 1 | 2 | 3 | 4 | 5): string[] {
  let byRating = reviewTexts.get(item);
  if (!byRating) {
    byRating = ([1, 2, 3, 4, 5] as const).map((r) => [...item.reviews[r], ...COMMON_REVIEWS[r]]);
    reviewTexts.set(item, byRating);
  }
  return byRating[rating - 1]!;
}

/** The identity of the product this item, style and brand make (made once per name and kept). */
export function identityOf(
  item: ItemProfile,
  style: Style,
  brand: string,
  sellers: SellerRef[],
): NameIdentity {
  const name = fill(
    item.title ?? '{brand} {style} {name}',
    new Map([
      ['brand', brand],
      ['style', style.name],
      ['name', item.name],
    ]),
    new Map(),
  );
  let byItem = identities.get(sellers);
  if (!byItem) identities.set(sellers, (byItem = new WeakMap()));
  let byName = byItem.get(item);
  if (!byName) byItem.set(item, (byName = new Map()));
  const known = byName.get(name);
  if (known) return known;
  const rng = new Random(hashOf(name));

  const eligible = sellers.filter((s) => sellsItem(s.data, item, style));
  if (eligible.length === 0) throw new Error(`No seller sells ${name} (${item.trades.join(', ')})`);
  const sellerId = rng.pick(eligible).id;
  const price = shopPrice(rng, style.price ?? item.price);
  const discount = rng.pick(item.discounts);

  const options = item.options;
  const from = style.colours ?? (options.kind === 'none' ? options.pack : options.from);
  const choices =
    options.kind === 'none'
      ? []
      : rng.sample(from, Math.min(from.length, rng.int(options.count[0], options.count[1])));
  const pack = options.kind === 'none' ? rng.pick(from) : null;
  const memory = item.memory
    ? item.memory.slice(...((start) => [start, start + 2])(rng.int(0, item.memory.length - 2)))
    : [];

  const sizes = sizesFor(item.sizes, rng.int(0, 5));
  const chosen = chooseSpec(rng, item, style, brand);
  const own = new Map([
    ['brand', brand],
    ['style', style.name],
    ['name', item.name],
    ['item', (item.type ?? item.name).toLowerCase()],
    ['colours', listed(choices)],
    ['sizes', sizes.length ? `${sizes[0]} to ${sizes[sizes.length - 1]}` : ''],
    ['ram', memory[0]?.[0] ?? ''],
    ['storage', memory[0]?.[1] ?? ''],
  ]);
  const fillSpec = (entries: Record<string, string>, words: Map<string, string>) =>
    Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, fill(v, words, new Map())]));
  const values = new Map<string, string>();
  for (const entries of Object.values(chosen))
    for (const [key, value] of Object.entries(fillSpec(entries, own)))
      values.set(key.toLowerCase(), value);

  const sentences = item.description.map((slot) =>
    typeof slot === 'string' ? slot : rng.pick(slot),
  );
  if (style.says) sentences.splice(1, 0, style.says);
  const description = sentences.map((s) => fill(s, own, values)).join(' ');

  const colourKey = options.kind === 'shade' ? 'Shade' : 'Colour';
  const specs = new Map<string, Spec>();
  const identity: NameIdentity = {
    name,
    brand,
    item,
    style,
    sellerId,
    price,
    discount,
    choices,
    pack,
    memory,
    sizes,
    description,
    specFor(colour, config) {
      const key = `${colour}|${config?.join('|') ?? ''}`;
      let spec = specs.get(key);
      if (!spec) {
        const words = new Map(own);
        if (config) words.set('ram', config[0]).set('storage', config[1]);
        const { General: general, ...groups } = chosen;
        spec = {
          General: {
            Brand: brand,
            Type: item.type ?? item.name,
            ...(colour && { [colourKey]: colour }),
            ...fillSpec(general ?? {}, words),
          },
          ...Object.fromEntries(
            Object.entries(groups).map(([g, entries]) => [g, fillSpec(entries, words)]),
          ),
        };
        specs.set(key, spec);
      }
      return spec;
    },
  };
  byName.set(name, identity);
  return identity;
}

import { slugify } from '@shared/rules/text';
import { drawingFor } from '../../modules/images/drawings';
import { pictureUrl } from '../../modules/images/svg';
import type { products, reviews, variations } from '../schema';
import {
  COLOURS_BY_KIND,
  DESCRIPTION_PROMISE,
  reviewTextsFor,
  type GoodsKind,
  type SubcategoryData,
} from './catalogue-data';
import type { Random } from './random';

type ProductRow = typeof products.$inferInsert;
type VariationRow = typeof variations.$inferInsert;
type ReviewRow = typeof reviews.$inferInsert;
type Spec = Record<string, Record<string, string>>;

export interface SubcategoryRef {
  id: string;
  categoryId: string;
  categoryName: string;
  data: SubcategoryData;
}

const DISCOUNTS = [5, 10, 10, 15, 20, 20, 25, 30, 35, 40, 50, 60, 70];
const PHONE_CONFIGS = [
  ['4 GB', '64 GB'],
  ['4 GB', '128 GB'],
  ['6 GB', '128 GB'],
  ['8 GB', '128 GB'],
  ['8 GB', '256 GB'],
  ['12 GB', '256 GB'],
  ['12 GB', '512 GB'],
] as const;
const REVIEW_COUNTS = [0, 0, 1, 2, 3, 3, 4, 5, 6, 8];

const ADULT_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
const KIDS_SIZES = ['2-3 Y', '4-5 Y', '6-7 Y', '8-9 Y', '10-11 Y'];
const SHOE_SIZES = ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'];
const KIDS_SHOE_SIZES = ['UK 10 (kids)', 'UK 11 (kids)', 'UK 12 (kids)', 'UK 13 (kids)', 'UK 1'];
/** Worn things sold without a size: a saree is one length, a handbag has none. */
const ONE_SIZE = new Set(['Sarees', 'Handbags']);

/**
 * The sizes a product comes in: clothes S-XXL (kids by age), shoes UK 6-11 (kids' sizes for
 * kids); four in a row of them, chosen by the product's number, so the seed's random sequence
 * (and every other field of every product) stays as it was.
 */
export function sizesFor(sub: SubcategoryRef, index: number): string[] {
  const { kind, name } = sub.data;
  if ((kind !== 'apparel' && kind !== 'footwear') || ONE_SIZE.has(name)) return [];
  const kids = sub.categoryName === 'Kids';
  const all =
    kind === 'footwear' ? (kids ? KIDS_SHOE_SIZES : SHOE_SIZES) : kids ? KIDS_SIZES : ADULT_SIZES;
  const start = index % (all.length - 3);
  return all.slice(start, start + 4);
}

/** A colour's stock shared among its sizes: the middle ones get the most, as shops stock them. */
function splitStock(stock: number, sizes: number): number[] {
  const weights = Array.from({ length: sizes }, (_, i) => (i === 0 || i === sizes - 1 ? 1 : 2));
  const total = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.floor((stock * w) / total));
  shares[1] = (shares[1] ?? 0) + stock - shares.reduce((a, b) => a + b, 0);
  return shares;
}

/** The id of a colour's further sizes, made from its first's (no draw from the seed's sequence). */
function sizeUuid(first: string, size: number): string {
  const last = (parseInt(first.slice(-4), 16) + size * 0x1111) % 0x10000;
  return first.slice(0, -4) + last.toString(16).padStart(4, '0');
}

/** Prices end in 9 as Indian shops price them: 1,249 or 999. */
function shopPrice(rng: Random, [min, max]: [number, number]): number {
  const raw = rng.int(min, max);
  const step = raw >= 10_000 ? 1000 : raw >= 1000 ? 50 : 10;
  return Math.max(min, Math.round(raw / step) * step - 1);
}

function specification(
  kind: GoodsKind,
  brand: string,
  sub: SubcategoryData,
  item: string,
  qualifier: string,
  colour: string,
  config?: readonly [string, string],
): Spec {
  const general = { Brand: brand, Type: item, Colour: colour };
  switch (kind) {
    case 'apparel':
      return {
        General: { ...general, Style: qualifier },
        'Care Instructions': { Wash: 'Machine wash cold, do not bleach', Iron: 'Warm iron' },
      };
    case 'footwear':
      return {
        General: { ...general, Style: qualifier },
        'Material & Care': { Sole: 'Rubber', Care: 'Wipe with a clean, dry cloth' },
      };
    case 'mobile':
      return {
        General: { ...general, 'Model Name': `${brand} ${qualifier} ${item}` },
        Display: {
          Size: `${(6.1 + (brand.length % 7) / 10).toFixed(1)} inch`,
          Type: 'AMOLED, 120 Hz',
        },
        'Memory & Storage': { RAM: config?.[0] ?? '', 'Internal Storage': config?.[1] ?? '' },
        Camera: { Rear: '50 MP + 8 MP', Front: '16 MP' },
        Battery: { Capacity: '5000 mAh', Charging: '45W fast charging' },
      };
    case 'electronics':
      return {
        General: { ...general, Feature: qualifier },
        Warranty: { Summary: '1 year manufacturer warranty' },
      };
    case 'home':
      return {
        General: { ...general, Finish: qualifier },
        'In the Box': { Contents: `1 ${item}` },
      };
    case 'beauty':
      return {
        General: { ...general, Variant: qualifier },
        Usage: { 'Suitable For': 'All skin and hair types', Origin: 'Made in India' },
      };
  }
}

export interface GeneratedProduct {
  product: ProductRow;
  variations: VariationRow[];
  reviews: ReviewRow[];
}

/** One realistic product of a subcategory, with its variations and reviews. */
export function generateProduct(
  rng: Random,
  index: number,
  sub: SubcategoryRef,
  sellerIds: string[],
  reviewerIds: { id: string; name: string }[],
  createdAt: Date,
): GeneratedProduct {
  const d = sub.data;
  // The item first: its own makers, words and prices, where it has them, keep the name true.
  const kindOfItem = rng.pick(d.items);
  const item = kindOfItem.name;
  const brand = rng.pick(kindOfItem.brands ?? d.brands);
  const qualifier = rng.pick(kindOfItem.qualifiers ?? d.qualifiers);
  const name = `${brand} ${qualifier} ${item}`;
  const slug = `${slugify(name)}-p${index + 1}`;
  const id = rng.uuid();
  const basePrice = shopPrice(rng, kindOfItem.price ?? d.price);
  const discount = rng.next() < 0.2 ? 0 : rng.pick(DISCOUNTS);
  const stockRoll = rng.next();
  const stockKind = stockRoll < 0.05 ? 'none' : stockRoll < 0.15 ? 'low' : 'plenty';

  const colours = rng.sample(
    d.colours ?? COLOURS_BY_KIND[d.kind],
    d.kind === 'apparel' || d.kind === 'footwear' ? rng.int(1, 3) : rng.int(1, 2),
  );
  const [lowest, highest] = kindOfItem.configs ?? [0, PHONE_CONFIGS.length - 1];
  const configs: (readonly [string, string] | undefined)[] =
    d.kind === 'mobile'
      ? PHONE_CONFIGS.slice(rng.int(lowest, highest - 1)).slice(0, 2)
      : [undefined];
  const vars: VariationRow[] = [];
  const sizes = sizesFor(sub, index);
  for (const colour of colours) {
    const drawing = drawingFor(d.name, item);
    const images = [
      pictureUrl('product', drawing, slug, colour),
      pictureUrl('product', drawing, `${slug}-back`, colour),
    ];
    configs.forEach((config, c) => {
      const stock =
        stockKind === 'none' ? 0 : stockKind === 'low' ? rng.int(1, 3) : rng.int(8, 120);
      const variation = {
        id: rng.uuid(),
        productId: id,
        color: colour,
        ram: config?.[0] ?? null,
        storage: config?.[1] ?? null,
        size: null as string | null,
        price: basePrice + c * (basePrice >= 20_000 ? 4000 : 2000),
        discount,
        stock,
        images,
        specification: specification(d.kind, brand, d, item, qualifier, colour, config),
        position: vars.length,
      };
      if (sizes.length === 0) return void vars.push(variation);
      // One variation per size, each with its own stock; the first keeps the drawn id.
      splitStock(stock, sizes.length).forEach((sizeStock, s) =>
        vars.push({
          ...variation,
          id: s === 0 ? variation.id : sizeUuid(variation.id, s),
          size: sizes[s]!,
          stock: sizeStock,
          position: vars.length,
        }),
      );
    });
  }

  const quality = rng.int(2, 5);
  const picked = rng.sample(reviewerIds, rng.pick(REVIEW_COUNTS));
  const productReviews: ReviewRow[] = picked.map((reviewer, r) => {
    const rating = Math.min(5, Math.max(1, quality + rng.int(-1, 1)));
    return {
      id: rng.uuid(),
      productId: id,
      customerId: reviewer.id,
      name: reviewer.name,
      rating,
      review: rng.pick(reviewTextsFor(d.kind, rating)),
      createdAt: new Date(createdAt.getTime() + (r + 1) * 86_400_000),
    };
  });
  const rating = productReviews.length
    ? productReviews.reduce((s, r) => s + (r.rating as number), 0) / productReviews.length
    : 0;

  const first = vars[0]!;
  return {
    product: {
      id,
      slug,
      name,
      brand,
      sellerId: rng.pick(sellerIds),
      categoryId: sub.categoryId,
      subcategoryId: sub.id,
      price: first.price,
      discount,
      stock: vars.reduce((s, v) => s + (v.stock ?? 0), 0),
      rating,
      reviewCount: productReviews.length,
      images: first.images ?? [],
      description:
        `${name} from ${brand}. ${qualifier} ${item.toLowerCase()} in ${colours.join(', ')}, ` +
        `${DESCRIPTION_PROMISE[d.kind]}. Sold and shipped by a verified seller, with easy 7-day returns.`,
      hsn: d.hsn,
      isSponsored: rng.next() < 0.06,
      createdAt,
    },
    variations: vars,
    reviews: productReviews,
  };
}

import { slugify } from '@shared/rules/text';
import { pictureUrl } from '../../modules/images/svg';
import type { products, reviews, variations } from '../../db/schema';
import type { SubcategoryData } from './catalogue-data';
import { identityOf, type SellerRef } from './items/identity';
import { splitStock } from './items/sizes';
import type { Random } from './random';
import { descriptions, reviewTexts } from './translations';

export type { SellerRef } from './items/identity';

type ProductRow = typeof products.$inferInsert;
type VariationRow = typeof variations.$inferInsert;
type ReviewRow = typeof reviews.$inferInsert;

export interface SubcategoryRef {
  id: string;
  categoryId: string;
  categoryName: string;
  data: SubcategoryData;
}

const REVIEW_COUNTS = [0, 0, 1, 2, 3, 3, 4, 5, 6, 8];
/** Low stock: this many units at most in all, so the cards' "Only N left" shows on a few. */
const LOW_STOCK = 10;

/** The id of a colour's further sizes, made from its first's (no draw from the seed's sequence). */
function sizeUuid(first: string, size: number): string {
  const last = (parseInt(first.slice(-4), 16) + size * 0x1111) % 0x10000;
  return first.slice(0, -4) + last.toString(16).padStart(4, '0');
}

/** `total` shared out among `groups` as evenly as whole units go. */
function spread(total: number, groups: number): number[] {
  return Array.from(
    { length: groups },
    (_, i) => Math.floor(total / groups) + (i < total % groups ? 1 : 0),
  );
}

export interface GeneratedProduct {
  product: ProductRow;
  variations: VariationRow[];
  reviews: ReviewRow[];
}

type Item = SubcategoryRef['data']['items'][number];
type Identity = ReturnType<typeof identityOf>;

/** A variation per colour and memory (and size), with its stock as the product's kind says. */
function drawVariations(
  rng: Random,
  p: {
    item: Item;
    who: Identity;
    slug: string;
    id: string;
    stockKind: 'none' | 'low' | 'plenty';
  },
): VariationRow[] {
  const { item, who, slug, id, stockKind } = p;
  const colours: (string | null)[] = who.choices.length ? who.choices : [null];
  const configs: (readonly [string, string] | undefined)[] = who.memory.length
    ? who.memory
    : [undefined];
  const groups = colours.length * configs.length;
  const lowStock = stockKind === 'low' ? spread(rng.int(2, LOW_STOCK), groups) : [];
  const vars: VariationRow[] = [];
  colours.forEach((colour, k) => {
    const drawnIn = colour ?? who.pack ?? undefined;
    const images = [
      pictureUrl('product', item.drawing, slug, drawnIn),
      pictureUrl('product', item.drawing, `${slug}-back`, drawnIn),
    ];
    configs.forEach((config, c) => {
      // Plenty: 12 to 120 of the least stocked size, so only low-stock products warn.
      const stock =
        stockKind === 'none'
          ? 0
          : stockKind === 'low'
            ? lowStock[k * configs.length + c]!
            : rng.int(12, 120) * Math.max(1, 2 * who.sizes.length - 2);
      const variation = {
        id: rng.uuid(),
        productId: id,
        color: colour,
        ram: config?.[0] ?? null,
        storage: config?.[1] ?? null,
        size: null as string | null,
        price: who.price + c * (who.price >= 20_000 ? 4000 : 2000),
        discount: who.discount,
        stock,
        images,
        specification: who.specFor(colour, config),
        position: vars.length,
      };
      if (who.sizes.length === 0) return void vars.push(variation);
      // One variation per size, each with its own stock; the first keeps the drawn id.
      splitStock(stock, who.sizes.length).forEach((sizeStock, s) =>
        vars.push({
          ...variation,
          id: s === 0 ? variation.id : sizeUuid(variation.id, s),
          size: who.sizes[s]!,
          stock: sizeStock,
          position: vars.length,
        }),
      );
    });
  });

  return vars;
}

/** The product's reviews by some of the reviewers, a day apart after it was listed. */
function drawReviews(
  rng: Random,
  item: Item,
  reviewers: { id: string; name: string }[],
  id: string,
  createdAt: Date,
): ReviewRow[] {
  const quality = rng.int(2, 5);
  const picked = rng.sample(reviewers, rng.pick(REVIEW_COUNTS));
  const written = new Set<string>();
  return picked.map((reviewer, r) => {
    const rating = Math.min(5, Math.max(1, quality + rng.int(-1, 1))) as 1 | 2 | 3 | 4 | 5;
    // Two buyers of one product rarely write the same words: the next unused text, if any.
    const texts = reviewTexts(item, rating, reviewer.name);
    const start = rng.int(0, texts.length - 1);
    const review =
      texts.map((_, i) => texts[(start + i) % texts.length]!).find((t) => !written.has(t)) ??
      texts[start]!;
    written.add(review);
    return {
      id: rng.uuid(),
      productId: id,
      customerId: reviewer.id,
      name: reviewer.name,
      rating,
      review,
      createdAt: new Date(createdAt.getTime() + (r + 1) * 86_400_000),
    };
  });
}

/**
 * Draws of an item, style and maker before a name already listed is taken again: a name is one
 * product of one shop (identityOf), so a second draw of it would list that product twice. A
 * subcategory holds 20 names or more, enough for the shop's 600 products; a load test's catalogue
 * far larger than its names repeats them once no draw finds one unlisted.
 */
const DRAWS_FOR_A_NEW_NAME = 40;

function drawUnlisted(
  rng: Random,
  sub: SubcategoryRef,
  sellers: SellerRef[],
  listed: Set<string> | undefined,
) {
  for (let draw = 1; ; draw++) {
    const item = rng.pick(sub.data.items);
    const rawStyle = rng.pick(item.styles);
    const style = typeof rawStyle === 'string' ? { name: rawStyle } : rawStyle;
    const brand = rng.pick(style.brands ?? item.brands);
    const who = identityOf(item, style, brand, sellers);
    if (!listed?.has(who.name) || draw >= DRAWS_FOR_A_NEW_NAME) {
      listed?.add(who.name);
      return { item, style, brand, who };
    }
  }
}

/**
 * One product of a subcategory, with its variations and reviews. The item, its style and its
 * maker are drawn from `rng`; everything their name decides (seller, price, specification,
 * description, colours) comes from the name's identity; stock, reviews and ids from `rng` again.
 */
export function generateProduct(
  rng: Random,
  index: number,
  sub: SubcategoryRef,
  sellers: SellerRef[],
  reviewers: { id: string; name: string }[],
  createdAt: Date,
  listed?: Set<string>,
): GeneratedProduct {
  const { item, brand, who } = drawUnlisted(rng, sub, sellers, listed);
  const slug = `${slugify(who.name)}-p${index + 1}`;
  const id = rng.uuid();
  const stockRoll = rng.next();
  const stockKind = stockRoll < 0.05 ? 'none' : stockRoll < 0.15 ? 'low' : 'plenty';

  const vars = drawVariations(rng, { item, who, slug, id, stockKind });

  const productReviews = drawReviews(rng, item, reviewers, id, createdAt);
  const rating = productReviews.length
    ? productReviews.reduce((s, r) => s + (r.rating as number), 0) / productReviews.length
    : 0;

  const first = vars[0]!;
  return {
    product: {
      id,
      slug,
      name: who.name,
      brand,
      sellerId: who.sellerId,
      categoryId: sub.categoryId,
      subcategoryId: sub.id,
      price: first.price,
      discount: who.discount,
      stock: vars.reduce((s, v) => s + (v.stock ?? 0), 0),
      rating,
      reviewCount: productReviews.length,
      images: first.images ?? [],
      description: who.description,
      localizedDescriptions: descriptions(sub.data.name, who),
      hsn: item.hsn ?? sub.data.hsn,
      isSponsored: rng.next() < 0.06,
      // Phones are the goods most often refused at the door: the shop sells them prepaid only.
      cashOnDelivery: sub.categoryName !== 'Mobiles',
      returnable: !sub.data.notReturnable,
      createdAt,
    },
    variations: vars,
    reviews: productReviews,
  };
}

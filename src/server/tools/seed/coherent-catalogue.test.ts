import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CATALOGUE_RULES, PRODUCT_RULES, type Listed } from '../../test/catalogue-rules';
import { CATEGORIES, SELLERS, sellsItem } from './catalogue-data';
import { generateProduct, type SellerRef, type SubcategoryRef } from './generate-products';
import { styleOf } from './items/profile';
import { Random } from './random';

/**
 * Every product the seed makes, checked against what a shopper would believe of it (the rules
 * in test/catalogue-rules.ts): the 600 products of a fresh shop as its database holds them, and
 * the generator's products at a larger size. The rules and the number of products checked are
 * printed at the end.
 */
const LARGER = 20_000;

let t: TestApp;
let seeded: Listed[];
let generated: Listed[];
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 600 });
  seeded = await listedFromDatabase();
  generated = generate(LARGER);
});
afterAll(async () => {
  await t.close();
  const rules = [...PRODUCT_RULES.map((r) => r.says), ...CATALOGUE_RULES.map((r) => r.says)];
  console.log(
    `A coherent catalogue: ${seeded.length} seeded products and ${generated.length} generated ones, held to ${rules.length} rules:\n` +
      rules.map((r) => `  - ${r}`).join('\n'),
  );
});

/** The seeded shop's products as their pages show them. */
async function listedFromDatabase(): Promise<Listed[]> {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows as T[];
  const products = await rows<Omit<Listed, 'variations' | 'reviews'> & { id: string }>(sql`
    select p.id, p.name, p.brand, p.price, p.discount, p.stock, p.description, s.shop_name as shop,
      sc.name as subcategory, c.name as category
    from products p join sellers s on s.id = p.seller_id
      join subcategories sc on sc.id = p.subcategory_id join categories c on c.id = p.category_id`);
  const variations = await rows<Listed['variations'][number] & { product_id: string }>(
    sql`select product_id, color, ram, storage, size, price, stock, images, specification from variations order by position`,
  );
  const reviews = await rows<Listed['reviews'][number] & { product_id: string }>(
    sql`select product_id, rating, review from reviews`,
  );
  return products.map(({ id, ...p }) => ({
    ...p,
    variations: variations.filter((v) => v.product_id === id),
    reviews: reviews.filter((r) => r.product_id === id),
  }));
}

const refs: SubcategoryRef[] = CATEGORIES.flatMap((c, ci) =>
  c.subcategories.map((data, si) => ({
    id: `00000000-0000-4000-8000-${String(ci * 100 + si).padStart(12, '0')}`,
    categoryId: `00000000-0000-4000-8000-${String(ci).padStart(12, '0')}`,
    categoryName: c.name,
    data,
  })),
);
/** The generator's sellers, each known by its shop name. */
const sellers: SellerRef[] = SELLERS.map((data) => ({ id: data.shopName, data }));

/** `count` products straight from the generator, as the seed makes them but without a database. */
function generate(count: number): Listed[] {
  const rng = new Random(2026);
  const reviewers = Array.from({ length: 40 }, (_, i) => ({
    id: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
    name: `Reviewer ${i}`,
  }));
  return Array.from({ length: count }, (_, i) => {
    const ref = refs[i % refs.length]!;
    const g = generateProduct(rng, i, ref, sellers, reviewers, new Date(Date.UTC(2026, 0, 1)));
    return {
      name: g.product.name,
      brand: g.product.brand!,
      category: ref.categoryName,
      subcategory: ref.data.name,
      shop: g.product.sellerId,
      price: g.product.price,
      discount: g.product.discount!,
      stock: g.product.stock!,
      description: g.product.description!,
      variations: g.variations.map((v) => ({
        color: v.color ?? null,
        ram: v.ram ?? null,
        storage: v.storage ?? null,
        size: v.size ?? null,
        price: v.price,
        stock: v.stock ?? 0,
        images: v.images ?? [],
        specification: v.specification as Record<string, Record<string, string>>,
      })),
      reviews: g.reviews.map((r) => ({ rating: r.rating, review: r.review })),
    };
  });
}

/** The first problems of a catalogue under every rule, one line each. */
function problems(all: Listed[]): string[] {
  const found = new Set<string>();
  for (const rule of PRODUCT_RULES)
    for (const p of all) {
      const problem = rule.problem(p);
      if (problem) found.add(`${p.name} (${p.subcategory}, ${p.shop}): ${problem} [${rule.says}]`);
    }
  for (const rule of CATALOGUE_RULES)
    for (const problem of rule.problems(all)) found.add(`${problem} [${rule.says}]`);
  return [...found].slice(0, 25);
}

describe('a coherent catalogue', () => {
  it('walks the whole seeded catalogue and finds every product fits its item', () => {
    expect(seeded).toHaveLength(600);
    expect(problems(seeded)).toEqual([]);
  });

  it('lists no product twice by one seller', () => {
    const listings = seeded.map((p) => `${p.shop}: ${p.name}`);
    const twice = listings.filter((l, i) => listings.indexOf(l) !== i);
    expect(twice).toEqual([]);
  });

  it(`finds the same of ${LARGER} generated products`, () => {
    expect(problems(generated)).toEqual([]);
  });

  it('catches what the shop got wrong before', () => {
    // The seeded shop's, else the larger catalogue's: the rules are tested, not the seed's draw.
    const find = (is: (p: Listed) => boolean) => seeded.find(is) ?? generated.find(is)!;
    const kitchen = find((p) => p.subcategory === 'Kitchen Appliances');
    const boardGame = find((p) => /Board Game/.test(p.name));
    const bag = find((p) => /Backpack/.test(p.name));
    const attar = find((p) => /Attar/.test(p.name));
    const tv = find((p) => /QLED TV/.test(p.name));
    const laptop = find((p) => p.subcategory === 'Laptops');
    const oxidised = find((p) => /Oxidised Silver Jhumka/.test(p.name));
    const sunglasses = find((p) => p.subcategory === 'Sunglasses');
    const withSpec = (p: Listed, group: string, entries: Record<string, string>): Listed => ({
      ...p,
      variations: p.variations.map((v) => ({
        ...v,
        specification: { ...v.specification, [group]: entries },
      })),
    });
    const broken: Listed[] = [
      {
        ...boardGame,
        reviews: [{ rating: 5, review: 'Looks great in the kitchen and easy to clean.' }],
      },
      {
        ...bag,
        variations: bag.variations.map((v) => ({
          ...v,
          specification: {
            ...v.specification,
            'Care Instructions': { Wash: 'Machine wash cold', Iron: 'Warm iron' },
          },
        })),
      },
      { ...attar, variations: attar.variations.map((v) => ({ ...v, color: 'Peach' })) },
      { ...tv, discount: 70 },
      {
        ...laptop,
        variations: laptop.variations.map((v) => ({
          ...v,
          specification: { General: v.specification.General! },
        })),
      },
      { ...kitchen, shop: 'Kolkata Handloom Co.' },
      { ...boardGame, name: 'Cello Glass Glass Set' },
      withSpec(oxidised, 'Jewellery Details', {
        ...oxidised.variations[0]!.specification['Jewellery Details'],
        Plating: 'Gold plated',
      }),
      withSpec(sunglasses, 'Lens & Frame', { Lens: 'Polarized, grey' }),
      { ...sunglasses, shop: 'Rajkot Imitation Jewellery' },
    ];
    for (const p of broken)
      expect(
        PRODUCT_RULES.some((rule) => rule.problem(p)),
        p.name,
      ).toBe(true);
    const samePrice = {
      ...laptop,
      shop: 'Indore Mobile World',
      discount: 0,
      price: laptop.price * 2,
    };
    expect(CATALOGUE_RULES[0]!.problems([laptop, samePrice])).toHaveLength(1);
  });

  it('draws every item of the seed as what its name says it is', () => {
    const wrong: string[] = [];
    for (const c of CATEGORIES)
      for (const sub of c.subcategories)
        for (const item of sub.items)
          for (const style of item.styles) {
            const name = (item.title ?? '{brand} {style} {name}')
              .replace('{brand}', item.brands[0]!)
              .replace('{style}', styleOf(style).name)
              .replace('{name}', item.name);
            const expected = NAME_TO_DRAWING.find(([pattern]) => pattern.test(name))?.[1];
            if (expected !== item.drawing)
              wrong.push(`${name}: drawn as ${item.drawing}, is ${expected}`);
          }
    expect(wrong).toEqual([]);
    for (const p of [...seeded, ...generated.slice(0, 2000)]) {
      const expected = NAME_TO_DRAWING.find(([pattern]) => pattern.test(p.name))?.[1];
      expect(drawingOf(p.variations[0]!.images[0]!), p.name).toBe(expected);
    }
  });

  it('names a model line only with its own maker', () => {
    const makers: Record<string, string> = {
      IdeaPad: 'Lenovo',
      Pavilion: 'HP',
      Inspiron: 'Dell',
      VivoBook: 'Asus',
      Aspire: 'Acer',
    };
    for (const p of generated)
      for (const [line, maker] of Object.entries(makers))
        if (p.name.includes(line)) expect(p.brand, p.name).toBe(maker);
    expect(generated.some((p) => p.subcategory === 'T-Shirts' && p.brand === 'Manyavar')).toBe(
      false,
    );
    expect(generated.some((p) => /^GoPro .*(Mirrorless|DSLR)/.test(p.name))).toBe(false);
    expect(generated.some((p) => /^Hidesign Vegan/.test(p.name))).toBe(false);
  });

  it('has a shop for every item in every style, and each shop sells something', () => {
    for (const c of CATEGORIES)
      for (const sub of c.subcategories)
        for (const item of sub.items)
          for (const style of item.styles)
            expect(
              SELLERS.some((s) => sellsItem(s, item, style)),
              `${item.name} ${styleOf(style).name}`,
            ).toBe(true);
    const shops = new Set(generated.map((p) => p.shop));
    expect([...shops].sort()).toEqual(SELLERS.map((s) => s.shopName).sort());
  });
});

const drawingOf = (image: string) => /^\/images\/product\/([a-z-]+?)--/.exec(image)?.[1];

/**
 * What a product is, read from its name as a shopper reads it, and the drawing that shows it.
 * Longest phrases first, so "Kurta Pyjama Set" is a kurta and "Baby Wipes" are wipes.
 */
const NAME_TO_DRAWING: [RegExp, string][] = [
  [/jhumka/i, 'jhumka'],
  [/stud earrings/i, 'stud-earrings'],
  [/chandbali/i, 'chandbali'],
  [/necklace set/i, 'necklace-set'],
  [/choker/i, 'choker'],
  [/mangalsutra/i, 'mangalsutra'],
  [/bangle set/i, 'bangles'],
  [/kada bangle/i, 'kada'],
  [/payal|anklet/i, 'anklet'],
  [/aviator/i, 'aviator-sunglasses'],
  [/wayfarer/i, 'wayfarer-sunglasses'],
  [/cat eye sunglasses/i, 'cat-eye-sunglasses'],
  [/full rim/i, 'eyeglass-frame'],
  [/half rim/i, 'half-rim-frame'],
  [/rimless/i, 'rimless-frame'],
  [/nehru jacket/i, 'nehru-jacket'],
  [/t-shirt and shorts/i, 'boys-set'],
  [/top and leggings/i, 'top'],
  [/anarkali/i, 'anarkali'],
  [/a-line kurta|straight kurta|\bkurti$/i, 'kurti'],
  [/kurta pyjama|kurta set|short kurta|\bkurta$/i, 'kurta'],
  [/lehenga/i, 'lehenga'],
  [/saree/i, 'saree'],
  [/party dress|maxi dress|midi dress|shirt dress|wrap dress/i, 'dress'],
  [/frock/i, 'frock'],
  [/crop top|peplum top|tunic|\btop$/i, 'top'],
  [/vest pack/i, 'vest'],
  [/boxer/i, 'boxers'],
  [/briefs|trunks/i, 'trunks'],
  [/polo t-shirt/i, 'polo'],
  [/round neck t-shirt|henley t-shirt|graphic tee/i, 'tshirt'],
  [/shirt$/i, 'shirt'],
  [/jeans$/i, 'jeans'],
  [/cargo pants/i, 'cargo'],
  [/joggers/i, 'joggers'],
  [/chinos|formal trousers/i, 'trousers'],
  [/tote bag/i, 'tote-bag'],
  [/sling bag/i, 'sling-bag'],
  [/clutch/i, 'clutch'],
  [/shoulder bag/i, 'shoulder-bag'],
  [/backpack|school bag/i, 'backpack'],
  [/flip flops/i, 'flip-flop'],
  [/sliders/i, 'slider'],
  [/clogs/i, 'clog'],
  [/school shoes/i, 'school-shoe'],
  [/kolhapuri/i, 'kolhapuri'],
  [/juttis/i, 'jutti'],
  [/sandals|floaters/i, 'sandal'],
  [/slip-on/i, 'slip-on'],
  [/sneakers|canvas shoes/i, 'sneaker'],
  [/loafers/i, 'loafer'],
  [/running shoes|training shoes|walking shoes/i, 'running-shoe'],
  [/monk strap/i, 'monk-strap'],
  [/derby|oxford shoes|brogues/i, 'formal-shoe'],
  [/block heels/i, 'block-heel'],
  [/kitten heels/i, 'kitten-heel'],
  [/wedges/i, 'wedge'],
  [/stilettos/i, 'heel'],
  [/baby wipes/i, 'wipes'],
  [/baby lotion|body lotion|foundation/i, 'pump-bottle'],
  [/shampoo|conditioner|body wash/i, 'shampoo'],
  [/rash cream|moisturiser|night cream|hair mask|body scrub/i, 'jar'],
  [/lipstick/i, 'lipstick'],
  [/kajal/i, 'kajal'],
  [/eyeliner/i, 'eyeliner'],
  [/compact powder/i, 'compact'],
  [/face wash|sunscreen/i, 'tube'],
  [/serum|beard oil/i, 'dropper'],
  [/hair oil/i, 'oil-bottle'],
  [/eau de parfum/i, 'perfume'],
  [/attar/i, 'attar'],
  [/deodorant/i, 'deo-can'],
  [/body mist/i, 'mist-bottle'],
  [/trimmer/i, 'trimmer'],
  [/shaving kit/i, 'shaving-kit'],
  [/soap/i, 'soap'],
  [/building blocks/i, 'blocks'],
  [/board game/i, 'board-game'],
  [/remote control car/i, 'rc-car'],
  [/puzzle/i, 'puzzle'],
  [/teddy/i, 'teddy'],
  [/geometry box/i, 'geometry-box'],
  [/colour pencil/i, 'pencils'],
  [/lunch box|tiffin/i, 'lunch-box'],
  [/feature phone|keypad phone|dual sim phone/i, 'feature-phone'],
  [/flip cover/i, 'flip-cover'],
  [/back cover|armour case/i, 'phone-case'],
  [/power bank/i, 'power-bank'],
  [/car charger/i, 'car-charger'],
  [/wall charger/i, 'charger'],
  [/charging cable/i, 'cable'],
  [/lens guard/i, 'lens-guard'],
  [/tempered glass|privacy glass/i, 'screen-guard'],
  [/laptop/i, 'laptop'],
  [/over-ear/i, 'headphones'],
  [/neckband/i, 'neckband'],
  [/wired earphones/i, 'wired-earphones'],
  [/earbuds/i, 'earbuds'],
  [/fitness band/i, 'fitness-band'],
  [/smart watch/i, 'watch'],
  [/soundbar/i, 'soundbar'],
  [/party speaker/i, 'party-speaker'],
  [/speaker/i, 'speaker'],
  [/tv$/i, 'tv'],
  [/action camera/i, 'action-camera'],
  [/instant camera/i, 'instant-camera'],
  [/camera|dslr/i, 'camera'],
  [/(5g|plus|ultra)$/i, 'smartphone'],
  [/pressure cooker/i, 'pressure-cooker'],
  [/cookware set/i, 'cookware-set'],
  [/kadai/i, 'kadai'],
  [/tawa/i, 'tawa'],
  [/frying pan/i, 'pan'],
  [/mixer grinder/i, 'mixer'],
  [/kettle/i, 'kettle'],
  [/induction/i, 'induction'],
  [/air fryer/i, 'air-fryer'],
  [/toaster/i, 'toaster'],
  [/bedsheet/i, 'bedsheet'],
  [/wall clock/i, 'clock'],
  [/showpiece/i, 'showpiece'],
  [/photo frame/i, 'frame'],
  [/table lamp/i, 'lamp'],
  [/mug set/i, 'mugs'],
  [/water bottle/i, 'water-bottle'],
  [/casserole/i, 'casserole'],
  [/storage container/i, 'jars'],
  [/glass set/i, 'glass-set'],
  [/serving bowl/i, 'bowls'],
  [/dinner set/i, 'plates'],
];

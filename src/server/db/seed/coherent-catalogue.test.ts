import { CATEGORIES, SELLERS, sellsIn } from './catalogue-data';
import { generateProduct, type SubcategoryRef } from './generate-products';
import { Random } from './random';

/**
 * Every product the seed can make, checked against what a shopper would believe: its picture
 * shows what its name says, its maker makes it, its price fits it, its reviews talk about it.
 */
const refs: SubcategoryRef[] = CATEGORIES.flatMap((c, ci) =>
  c.subcategories.map((data, si) => ({
    id: `00000000-0000-4000-8000-${String(ci * 100 + si).padStart(12, '0')}`,
    categoryId: `00000000-0000-4000-8000-${String(ci).padStart(12, '0')}`,
    categoryName: c.name,
    data,
  })),
);
const reviewers = Array.from({ length: 12 }, (_, i) => ({
  id: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
  name: `Reviewer ${i}`,
}));
const rng = new Random(2026);
const made = Array.from({ length: 4000 }, (_, i) => {
  const ref = refs[i % refs.length]!;
  return {
    ref,
    ...generateProduct(rng, i, ref, ['seller'], reviewers, new Date(Date.UTC(2026, 0, 1))),
  };
});

/**
 * What a product is, read from its name as a shopper reads it, and the drawing that shows it.
 * Longest phrases first, so "Kurta Pyjama Set" is a kurta and "Baby Wipes" are wipes.
 */
const NAME_TO_DRAWING: [RegExp, string][] = [
  [/nehru jacket/i, 'nehru-jacket'],
  [/t-shirt and shorts/i, 'boys-set'],
  [/top and leggings/i, 'top'],
  [/anarkali kurta|a-line kurta|straight kurta|\bkurti$/i, 'kurti'],
  [/kurta pyjama|kurta set|short kurta|\bkurta$/i, 'kurta'],
  [/lehenga/i, 'lehenga'],
  [/saree/i, 'saree'],
  [/party dress|maxi dress|midi dress|shirt dress|wrap dress/i, 'dress'],
  [/frock/i, 'frock'],
  [/crop top|peplum top|tunic|\btop$/i, 'top'],
  [/vest pack/i, 'vest'],
  [/briefs|trunks|boxer/i, 'trunks'],
  [/polo t-shirt|round neck t-shirt|henley t-shirt|graphic tee/i, 'tshirt'],
  [/shirt$/i, 'shirt'],
  [/jeans$/i, 'jeans'],
  [/cargo pants/i, 'cargo'],
  [/joggers/i, 'joggers'],
  [/chinos|formal trousers/i, 'trousers'],
  [/tote bag|sling bag|clutch|shoulder bag|backpack/i, 'handbag'],
  [/school bag/i, 'backpack'],
  [/flip flops|sliders|clogs/i, 'flip-flop'],
  [/school shoes/i, 'school-shoe'],
  [/sandals|floaters|chappals/i, 'sandal'],
  [/sneakers|slip-ons|canvas shoes/i, 'sneaker'],
  [/loafers/i, 'loafer'],
  [/running shoes|training shoes|walking shoes/i, 'running-shoe'],
  [/derby|oxford shoes|brogues|monk straps/i, 'formal-shoe'],
  [/(heels|stilettos|wedges)$/i, 'heel'],
  [/baby wipes/i, 'wipes'],
  [/baby lotion|body lotion|foundation/i, 'pump-bottle'],
  [/shampoo|conditioner|body wash/i, 'shampoo'],
  [/rash cream|moisturiser|night cream|hair mask|body scrub/i, 'jar'],
  [/lipstick/i, 'lipstick'],
  [/kajal|eyeliner/i, 'kajal'],
  [/compact powder/i, 'compact'],
  [/face wash|sunscreen/i, 'tube'],
  [/serum|beard oil/i, 'dropper'],
  [/hair oil/i, 'oil-bottle'],
  [/eau de parfum|attar/i, 'perfume'],
  [/deodorant|body mist/i, 'deo-can'],
  [/trimmer|shaving kit|grooming kit/i, 'trimmer'],
  [/soap/i, 'soap'],
  [/building blocks/i, 'blocks'],
  [/board game/i, 'board-game'],
  [/remote control car/i, 'rc-car'],
  [/puzzle/i, 'puzzle'],
  [/soft toy/i, 'teddy'],
  [/geometry box/i, 'geometry-box'],
  [/colour pencil/i, 'pencils'],
  [/lunch box/i, 'lunch-box'],
  [/feature phone|keypad phone|dual sim phone/i, 'feature-phone'],
  [/cover|armour case/i, 'phone-case'],
  [/power bank/i, 'power-bank'],
  [/car charger/i, 'car-charger'],
  [/wall charger/i, 'charger'],
  [/charging cable/i, 'cable'],
  [/tempered glass|privacy glass|lens guard/i, 'screen-guard'],
  [/laptop/i, 'laptop'],
  [/over-ear/i, 'headphones'],
  [/earbuds|neckband|earphones/i, 'earbuds'],
  [/smart watch|fitness band/i, 'watch'],
  [/soundbar/i, 'soundbar'],
  [/speaker/i, 'speaker'],
  [/tv$/i, 'tv'],
  [/camera|dslr/i, 'camera'],
  [/(5g|plus|ultra)$/i, 'smartphone'],
  [/pressure cooker|cookware set/i, 'pressure-cooker'],
  [/kadai/i, 'kadai'],
  [/tawa|frying pan/i, 'pan'],
  [/mixer grinder/i, 'mixer'],
  [/kettle/i, 'kettle'],
  [/induction/i, 'induction'],
  [/air fryer/i, 'air-fryer'],
  [/toaster/i, 'toaster'],
  [/bedsheet/i, 'bedsheet'],
  [/wall clock|showpiece/i, 'clock'],
  [/photo frame/i, 'frame'],
  [/table lamp/i, 'lamp'],
  [/mug set/i, 'mugs'],
  [/water bottle/i, 'oil-bottle'],
  [/storage container|casserole/i, 'jars'],
  [/dinner set|glass set|bowl set/i, 'plates'],
];

const drawingOf = (image: string) => /^\/images\/product\/([a-z-]+?)--/.exec(image)?.[1];

describe('a coherent catalogue', () => {
  it('draws every product as what its name says it is', () => {
    const wrong: string[] = [];
    for (const { product } of made) {
      const expected = NAME_TO_DRAWING.find(([pattern]) => pattern.test(product.name))?.[1];
      const drawn = drawingOf(product.images![0]!);
      if (expected !== drawn) wrong.push(`${product.name}: drawn as ${drawn}, is ${expected}`);
    }
    expect([...new Set(wrong)].slice(0, 20)).toEqual([]);
  });

  it('names a model line only with its own maker', () => {
    const makers: Record<string, string> = {
      IdeaPad: 'Lenovo',
      Pavilion: 'HP',
      Inspiron: 'Dell',
      VivoBook: 'Asus',
      Aspire: 'Acer',
    };
    for (const { product } of made)
      for (const [line, maker] of Object.entries(makers))
        if (product.name.includes(line)) expect(product.brand, product.name).toBe(maker);
    const ethnic = made.filter((m) => m.ref.data.name === 'T-Shirts');
    expect(ethnic.some((m) => m.product.brand === 'Manyavar')).toBe(false);
    expect(made.some((m) => /^GoPro .*(Mirrorless|DSLR)/.test(m.product.name))).toBe(false);
  });

  it('prices phones by their tier and memory, and small things as small things', () => {
    for (const { product, variations } of made) {
      const first = variations[0]!;
      if (first.storage === '64 GB') expect(product.price, product.name).toBeLessThan(20_000);
      if (/Ultra$/.test(product.name)) expect(product.price, product.name).toBeGreaterThan(40_000);
      if (/Mug Set|Charging Cable|Geometry Box/.test(product.name))
        expect(product.price, product.name).toBeLessThan(1_500);
      if (/Wall Charger/.test(product.name))
        expect(product.price, product.name).toBeLessThanOrEqual(1_999);
    }
  });

  it('reviews and describes each product in words that fit its kind', () => {
    for (const { ref, product, reviews } of made) {
      const kind = ref.data.kind;
      const words = reviews.map((r) => r.review).join(' ');
      if (kind !== 'apparel') expect(words, product.name).not.toMatch(/fabric|stitching/i);
      if (kind !== 'mobile') expect(words, product.name).not.toMatch(/battery|camera/i);
      if (kind !== 'apparel' && kind !== 'footwear')
        expect(product.description, product.name).not.toMatch(/comfort/i);
    }
  });

  it('makes vests in the colours vests come in', () => {
    for (const { product, variations } of made)
      if (/Vest/.test(product.name))
        for (const v of variations) expect(['White', 'Grey', 'Black', 'Navy']).toContain(v.color);
  });

  it('gives every subcategory a seller, and each shop only what its name promises', () => {
    const subcategoriesOf = (shopName: string) => {
      const seller = SELLERS.find((x) => x.shopName === shopName)!;
      return CATEGORIES.flatMap((c) =>
        c.subcategories.filter((d) => sellsIn(seller, c.name, d.name)).map((d) => d.name),
      );
    };
    for (const c of CATEGORIES)
      for (const d of c.subcategories)
        expect(
          SELLERS.filter((x) => sellsIn(x, c.name, d.name)).length,
          `${c.name} > ${d.name}`,
        ).toBeGreaterThan(0);
    const kids = CATEGORIES.find((c) => c.name === 'Kids')!.subcategories.map((d) => d.name);
    expect(subcategoriesOf('Pune Kids Kingdom')).toEqual(kids);
    const shoes = CATEGORIES.find((c) => c.name === 'Footwear')!.subcategories.map((d) => d.name);
    expect(subcategoriesOf('Ludhiana Footwear Gallery')).toEqual(['Kids Footwear', ...shoes]);
    expect(subcategoriesOf('Kochi Beauty Store')).toContain('Baby Care');
    expect(subcategoriesOf('Kochi Beauty Store')).not.toContain('Toys');
    expect(subcategoriesOf('Hyderabad Electronics Bazaar')).not.toContain('Makeup');
  });
});

import { COLOURS } from '../modules/images/svg';

/**
 * What a shopper would believe of a product, written as rules the coherent-catalogue test holds
 * every seeded product to. The rules read a product as a shopper does, from its name, its
 * subcategory and its shop, and never from the seed's own item profiles, so the seed cannot pass
 * them by agreeing with itself.
 */

/** A product as its page shows it. */
export interface Listed {
  name: string;
  brand: string;
  category: string;
  subcategory: string;
  shop: string;
  price: number;
  discount: number;
  stock: number;
  description: string;
  variations: {
    color: string | null;
    ram: string | null;
    storage: string | null;
    size: string | null;
    price: number;
    stock: number;
    images: string[];
    specification: Record<string, Record<string, string>>;
  }[];
  reviews: { rating: number; review: string }[];
}

/** A rule about one product: what it says, and the problem with `p`, if any. */
export interface ProductRule {
  says: string;
  problem(p: Listed): string | undefined;
}

/** A rule about the whole catalogue: what it says, and its problems. */
export interface CatalogueRule {
  says: string;
  problems(all: Listed[]): string[];
}

// What a product is, read from its subcategory and its name.
const CLOTHES = [
  'Shirts',
  'T-Shirts',
  'Jeans',
  'Kurtas',
  'Trousers',
  'Innerwear',
  'Sarees',
  'Kurtis',
  'Dresses',
  'Lehengas',
  'Tops',
  'Boys Clothing',
  'Girls Clothing',
];
const clothes = (p: Listed) => CLOTHES.includes(p.subcategory);
const footwear = (p: Listed) => p.category === 'Footwear' || p.subcategory === 'Kids Footwear';
const bags = (p: Listed) => p.subcategory === 'Handbags' || /School Bag/.test(p.name);
const textiles = (p: Listed) => clothes(p) || p.subcategory === 'Bedsheets';
const beauty = (p: Listed) => p.category === 'Beauty' || p.subcategory === 'Baby Care';
const kids = (p: Listed) => p.category === 'Kids';
const kitchen = (p: Listed) =>
  ['Cookware', 'Kitchen Appliances', 'Storage', 'Dinnerware'].includes(p.subcategory) ||
  /Lunch Box/.test(p.name);
/** Goods that run on a battery or charge one. */
const batteryGoods = (p: Listed) =>
  ['Smartphones', 'Feature Phones', 'Power Banks', 'Chargers', 'Laptops', 'Smart Watches'].includes(
    p.subcategory,
  ) ||
  p.subcategory === 'Cameras' ||
  /Earbuds|Neckband|Over-Ear|Bluetooth Speaker|Party Speaker|Trimmer|Remote Control/.test(p.name);
const screens = (p: Listed) =>
  [
    'Smartphones',
    'Feature Phones',
    'Laptops',
    'Televisions',
    'Smart Watches',
    'Screen Guards',
  ].includes(p.subcategory);
const sound = (p: Listed) => ['Headphones', 'Speakers', 'Televisions'].includes(p.subcategory);
const phoneGear = (p: Listed) => p.category === 'Mobiles' || p.subcategory === 'Cameras';
/** Nothing to choose: creams, oils, scents, soaps, baby care. */
const noChoice = (p: Listed) =>
  ['Skincare', 'Haircare', 'Fragrances', 'Bath and Body', 'Baby Care', 'Televisions'].includes(
    p.subcategory,
  ) ||
  /Shaving Kit|Beard Oil|Glass Set|Dinner Set|Serving Bowl|Screen|Tempered|Privacy Glass|Lens Guard/.test(
    p.name,
  );
const makeup = (p: Listed) => p.subcategory === 'Makeup';

const everyText = (p: Listed) => [p.description, ...p.reviews.map((r) => r.review)].join(' ');
const specValues = (p: Listed) =>
  new Map(
    p.variations.flatMap((v) =>
      Object.values(v.specification).flatMap((group) => Object.entries(group)),
    ),
  );
const care = (p: Listed) =>
  p.variations[0]?.specification['Care Instructions'] ??
  p.variations[0]?.specification['How to Use'];
const careText = (p: Listed) => Object.values(care(p) ?? {}).join(' ');

/** Words a description or review may use only of some goods: a board game is never "easy to clean in the kitchen". */
const WORDS: [RegExp, string, (p: Listed) => boolean][] = [
  [/fabric|sleeves\b|after one wash|few washes/i, 'textiles', textiles],
  [/stitching/i, 'textiles, shoes and bags', (p) => textiles(p) || footwear(p) || bags(p)],
  [/battery|charg/i, 'goods with a battery', batteryGoods],
  [/camera|selfie/i, 'phones, cameras and their covers', phoneGear],
  [/kitchen|cook|chutney|\bdal\b/i, 'kitchen goods', kitchen],
  [
    /\bskin\b|scalp|fragrance|scent/i,
    'beauty, baby care and clothes',
    (p) => beauty(p) || clothes(p),
  ],
  [/\bsole\b|\btoes?\b|break in/i, 'footwear', footwear],
  [/bass|vocals/i, 'audio and televisions', (p) => sound(p) || p.subcategory === 'Laptops'],
  [
    /display|\bscreens?\b(?!-)/i,
    'goods with a screen and their covers',
    (p) => screens(p) || p.subcategory === 'Mobile Covers',
  ],
  [/my (son|daughter)|baby|little (boys|arms)|kids\b|children/i, 'the kids’ shop', kids],
  [/laptop/i, 'laptops and bags', (p) => p.subcategory === 'Laptops' || bags(p)],
  [/whistle|gasket/i, 'pressure cookers', (p) => /Pressure Cooker/.test(p.name)],
];

/** Washing labels and storage words only for what they are for. */
const CARE_WORDS: [RegExp, string, (p: Listed) => boolean][] = [
  [/machine wash|hand wash|dry clean|\biron\b|bleach|tumble dry/i, 'textiles', textiles],
  [/polish|shoe trees/i, 'footwear', footwear],
  [/dishwasher|microwave/i, 'kitchen goods', kitchen],
  [/dust bag/i, 'bags', bags],
];

/** Shades makeup comes in, and the products they may name. */
const SKIN_TONES = ['Ivory', 'Natural Beige', 'Sand', 'Honey', 'Caramel'];
const LIP_SHADES = ['Ruby Red', 'Nude Pink', 'Berry Wine', 'Coral Peach', 'Mauve', 'Brick Red'];

/** The price a shopper expects, by what the name says (₹ MRP). */
const PRICE_BANDS: [RegExp, number, number][] = [
  [/TV$/, 11_999, 80_000],
  [/Laptop$/, 29_999, 80_000],
  [/Ultra$/, 40_000, 100_000],
  [/ 5G$|Plus$/, 9_999, 50_000],
  [/Flip Flops$/, 149, 999],
  [/Mug Set|Charging Cable|Geometry Box|Colour Pencil/, 99, 1_499],
  [/Wall Charger/, 299, 1_999],
  [/Bridal Lehenga/, 9_999, 40_000],
  [/Kanjeevaram|Banarasi/, 3_999, 40_000],
  [/Camera$|DSLR/, 4_999, 100_000],
  [/Vest|Briefs|Trunks|Boxer/, 249, 999],
];

/** The deepest discount a shop gives, by what the goods are. */
const MAX_DISCOUNT: [(p: Listed) => boolean, string, number][] = [
  [
    (p) =>
      ['Smartphones', 'Laptops', 'Televisions', 'Cameras', 'Feature Phones'].includes(
        p.subcategory,
      ),
    'phones, laptops, televisions and cameras',
    20,
  ],
  [(p) => p.category === 'Beauty' || p.subcategory === 'Baby Care', 'beauty', 30],
  [kitchen, 'kitchen goods', 40],
  [() => true, 'anything', 60],
];

/** What each shop's name promises it sells. */
const SHOPS: Record<string, (p: Listed) => boolean> = {
  'Kolkata Handloom Co.': (p) => /Handloom|Khadi|Banarasi|Tant/.test(p.name),
  'Lucknow Chikan Emporium': (p) => /Chikankari/.test(p.name),
  'Jaipur Prints & Decor': (p) =>
    ['Bedsheets', 'Home Decor'].includes(p.subcategory) || /Block Printed|Jaipuri/.test(p.name),
  'Ahmedabad Kitchen Mart': kitchen,
  'Kochi Beauty Store': beauty,
  'Ludhiana Footwear Gallery': footwear,
  'Pune Kids Kingdom': kids,
  'Indore Mobile World': (p) =>
    p.category === 'Mobiles' || ['Headphones', 'Smart Watches'].includes(p.subcategory),
  'Bengaluru Gadget House': (p) =>
    ['Mobiles', 'Electronics'].includes(p.category) || /Trimmer/.test(p.name),
  'Hyderabad Electronics Bazaar': (p) =>
    ['Mobiles', 'Electronics'].includes(p.category) ||
    p.subcategory === 'Kitchen Appliances' ||
    /Trimmer/.test(p.name),
  'Charminar Fashions': (p) => ['Men', 'Women'].includes(p.category) || p.subcategory === 'Bangles',
  'Mumbai Style Hub': (p) =>
    ['Men', 'Women'].includes(p.category) || footwear(p) || p.subcategory === 'Sunglasses',
  'Rajkot Imitation Jewellery': (p) => p.category === 'Jewellery',
  'Kamla Nagar Opticals': (p) => p.category === 'Eyewear',
  'Delhi Darbar Ethnic': (p) =>
    ['Kurtas', 'Sarees', 'Kurtis', 'Lehengas'].includes(p.subcategory) ||
    /Kurta Set|Lehenga Set|Nehru/.test(p.name),
  'Chennai Silks Corner': (p) =>
    ['Kurtas', 'Sarees', 'Kurtis', 'Lehengas'].includes(p.subcategory) ||
    /Kurta Set|Lehenga Set/.test(p.name),
};

const need = (keys: string[], when: (p: Listed) => boolean, what: string): ProductRule => ({
  says: `${what} states ${keys.join(', ')}`,
  problem: (p) => {
    if (!when(p)) return undefined;
    const spec = specValues(p);
    const missing = keys.filter((k) => !spec.get(k));
    return missing.length ? `no ${missing.join(', ')} in its specification` : undefined;
  },
});
/** The specification says what the name says ("55 inch" TV, "20000 mAh" power bank). */
const agrees = (key: string, named: RegExp, format = (m: string) => m): ProductRule => ({
  says: `the ${key} agrees with the name (${named.source})`,
  problem: (p) => {
    const m = named.exec(p.name)?.[1];
    const value = specValues(p).get(key);
    return m && !value?.includes(format(m))
      ? `${key} is "${value}", the name says ${m}`
      : undefined;
  },
});

export const PRODUCT_RULES: ProductRule[] = [
  {
    says: 'a name never doubles a word ("Glass Glass Set"), its brand read as one word',
    problem: (p) => {
      const rest = p.name.startsWith(p.brand) ? p.name.slice(p.brand.length) : p.name;
      const words = [p.brand.split(' ').pop()!, ...rest.split(' ').filter(Boolean)].map((w) =>
        w.toLowerCase(),
      );
      const twice = words.find((w, i) => w === words[i + 1]);
      return twice ? `"${twice}" twice in a row` : undefined;
    },
  },
  ...WORDS.map(([words, whose, fits]): ProductRule => ({
    says: `descriptions and reviews speak of ${words.source} only for ${whose}`,
    problem: (p) => {
      const said = words.exec(everyText(p))?.[0];
      return said && !fits(p) ? `speaks of "${said}"` : undefined;
    },
  })),
  ...CARE_WORDS.map(([words, whose, fits]): ProductRule => ({
    says: `care text says ${words.source} only for ${whose}`,
    problem: (p) => {
      const said = words.exec(careText(p))?.[0];
      return said && !fits(p) ? `care says "${said}"` : undefined;
    },
  })),
  {
    says: 'clothes, shoes, bags, bedsheets and cookware carry care instructions; beauty says how to use it',
    problem: (p) => {
      const spec = p.variations[0]!.specification;
      if (
        (textiles(p) || footwear(p) || bags(p) || p.subcategory === 'Cookware') &&
        !spec['Care Instructions']
      )
        return 'no care instructions';
      if (beauty(p) && !/Trimmer/.test(p.name) && !spec['How to Use'] && !makeup(p))
        return 'no how to use';
      return undefined;
    },
  },
  {
    says: 'creams, oils, scents, soaps, baby care, televisions, glassware and guards have no colours to choose',
    problem: (p) =>
      noChoice(p) && p.variations.some((v) => v.color)
        ? `in ${p.variations.map((v) => v.color).join('/')}`
        : undefined,
  },
  {
    says: 'clothes, shoes, bags, phones and makeup come in colours or shades',
    problem: (p) =>
      (clothes(p) || footwear(p) || bags(p) || makeup(p) || p.subcategory === 'Smartphones') &&
      p.variations.some((v) => !v.color)
        ? 'a variation without a colour'
        : undefined,
  },
  {
    says: 'makeup comes in named shades: skin tones for foundation and compact, lip shades for lipstick, black for kajal',
    problem: (p) => {
      if (!makeup(p)) return undefined;
      const allowed = /Foundation|Compact/.test(p.name)
        ? SKIN_TONES
        : /Lipstick/.test(p.name)
          ? LIP_SHADES
          : /Kajal/.test(p.name)
            ? ['Black']
            : ['Black', 'Brown', 'Blue'];
      const wrong = p.variations.find((v) => !allowed.includes(v.color ?? ''));
      return wrong ? `shade ${wrong.color}` : undefined;
    },
  },
  {
    says: 'vests and innerwear come in white, grey, black or navy; formal shoes in black, brown or tan',
    problem: (p) => {
      const allowed =
        p.subcategory === 'Innerwear'
          ? ['White', 'Grey', 'Black', 'Navy']
          : p.subcategory === 'Formal Shoes'
            ? ['Black', 'Brown', 'Tan']
            : null;
      const wrong = allowed && p.variations.find((v) => !allowed.includes(v.color ?? ''));
      return wrong ? `in ${wrong.color}` : undefined;
    },
  },
  {
    says: 'each colour is the one its specification and its picture show',
    problem: (p) => {
      for (const v of p.variations) {
        const general = v.specification.General ?? {};
        const said = general.Colour ?? general.Shade ?? null;
        if (said !== v.color) return `variation in ${v.color} says ${said}`;
        if (v.color && !COLOURS[v.color.toLowerCase().replace(/\s+/g, '-')])
          return `${v.color} has no picture colour`;
        const drawn = /--([a-z-]+)\.svg$/.exec(v.images[0] ?? '')?.[1];
        if (v.color && drawn !== v.color.toLowerCase().replace(/\s+/g, '-'))
          return `${v.color} drawn in ${drawn}`;
      }
      return undefined;
    },
  },
  {
    says: 'the specification names the product’s brand, and has no empty or unfilled value',
    problem: (p) => {
      for (const v of p.variations) {
        if (v.specification.General?.Brand !== p.brand) return 'another brand in its specification';
        for (const [key, value] of Object.entries(v.specification).flatMap(([, g]) =>
          Object.entries(g),
        ))
          if (!value || value.includes('{')) return `${key} is "${value}"`;
      }
      return p.description.includes('{') ? 'an unfilled description' : undefined;
    },
  },
  need(['Processor', 'RAM', 'SSD', 'Screen Size'], (p) => p.subcategory === 'Laptops', 'a laptop'),
  need(
    ['RAM', 'Internal Storage', 'Screen Size', 'Capacity', 'Rear'],
    (p) => p.subcategory === 'Smartphones',
    'a phone',
  ),
  need(
    ['Screen Size', 'Resolution', 'Operating System'],
    (p) => p.subcategory === 'Televisions',
    'a television',
  ),
  need(['Screen Size', 'Battery Life'], (p) => p.subcategory === 'Smart Watches', 'a watch'),
  need(['Driver', 'Playback'], (p) => /Earbuds|Neckband|Over-Ear/.test(p.name), 'wireless audio'),
  need(['Fabric'], (p) => clothes(p) && p.subcategory !== 'Lehengas', 'a garment'),
  need(['Sole'], footwear, 'footwear'),
  need(['Net Quantity'], (p) => beauty(p) && !/Trimmer/.test(p.name), 'beauty'),
  need(['Material'], (p) => p.subcategory === 'Cookware' || bags(p), 'cookware and bags'),
  need(['Material', 'Plating', 'Closure'], (p) => p.category === 'Jewellery', 'jewellery'),
  need(
    ['Lens', 'UV Protection', 'Frame Material'],
    (p) => p.subcategory === 'Sunglasses',
    'sunglasses',
  ),
  need(
    ['Lens', 'Frame Shape', 'Frame Material'],
    (p) => p.subcategory === 'Eyeglass Frames',
    'a spectacle frame',
  ),
  {
    says: 'what is silver in its name (oxidised silver, silver plated) is silver plated, not gold',
    problem: (p) => {
      const plating = specValues(p).get('Plating');
      return /Silver/.test(p.name) && plating && !/silver/i.test(plating)
        ? `plated "${plating}"`
        : undefined;
    },
  },
  need(['Size', 'Thread Count'], (p) => p.subcategory === 'Bedsheets', 'a bedsheet'),
  need(
    ['Capacity'],
    (p) => /Power Bank|Kettle|Air Fryer|Water Bottle|Casserole/.test(p.name),
    'a vessel or battery',
  ),
  agrees('Processor', /(Core i\d|Ryzen \d)/),
  agrees('Screen Size', /(\d+ inch)/),
  agrees('Resolution', /(4K) Smart TV/),
  agrees('Capacity', /(\d+ mAh)/),
  agrees('Capacity', /(\d(?:\.\d)? L) /),
  agrees('Thread Count', /(\d+ TC)/),
  agrees('Pieces', /(\d+) Piece/, (n) => `${n} pieces`),
  agrees('Output', /(\d+W) (?:Wall|Car)/),
  agrees('Power', /(\d+W) (?:Mixer|Induction)/),
  {
    says: 'budget phone makers (Lava, Poco, Redmi, Realme) sell no Ultra flagship',
    problem: (p) =>
      /Ultra$/.test(p.name) && /^(Lava|Poco|Redmi|Realme)$/.test(p.brand)
        ? 'a budget flagship'
        : undefined,
  },
  {
    says: 'a phone’s RAM and storage are the ones its specification states',
    problem: (p) => {
      const v = p.variations.find((x) => x.ram);
      const memory = v?.specification['Memory & Storage'];
      return v && (memory?.RAM !== v.ram || memory?.['Internal Storage'] !== v.storage)
        ? `${v.ram}/${v.storage} states ${memory?.RAM}/${memory?.['Internal Storage']}`
        : undefined;
    },
  },
  {
    says: 'the price fits what the name says (a TV from ₹11,999, flip flops under ₹1,000), ending in 9',
    problem: (p) => {
      const band = PRICE_BANDS.find(([named]) => named.test(p.name));
      if (band && (p.price < band[1] || p.price > band[2]))
        return `₹${p.price}, expected ₹${band[1]}-${band[2]}`;
      return p.price % 10 === 9 ? undefined : `₹${p.price} does not end in 9`;
    },
  },
  {
    says: `discounts stay within what the goods get: ${MAX_DISCOUNT.map(([, what, most]) => `${what} ${most}%`).join(', ')}`,
    problem: (p) => {
      const most = MAX_DISCOUNT.find(([applies]) => applies(p))![2];
      return p.discount > most || p.discount < 0 ? `${p.discount}% off` : undefined;
    },
  },
  {
    says: 'the variation a product page opens on is in stock whenever the product is',
    problem: (p) =>
      p.stock > 0 && p.variations[0]!.stock === 0 ? `its first variation is sold out` : undefined,
  },
  {
    says: 'each shop sells only what its name promises (the handloom shop handloom, the kitchen mart the kitchen)',
    problem: (p) => {
      const fits = SHOPS[p.shop];
      return !fits ? `an unknown shop ${p.shop}` : fits(p) ? undefined : `sold by ${p.shop}`;
    },
  },
];

export const CATALOGUE_RULES: CatalogueRule[] = [
  {
    says: 'one product name belongs to one seller, or its listings stay within 10% of each other',
    problems: (all) => {
      const byName = new Map<string, Listed[]>();
      for (const p of all) byName.set(p.name, [...(byName.get(p.name) ?? []), p]);
      return [...byName.entries()].flatMap(([name, listings]) => {
        const shops = new Set(listings.map((l) => l.shop));
        const paid = listings.map((l) => l.price * (1 - l.discount / 100));
        return shops.size > 1 && Math.max(...paid) > Math.min(...paid) * 1.1
          ? [`${name}: ${[...shops].join(', ')} at ₹${Math.min(...paid)}-${Math.max(...paid)}`]
          : [];
      });
    },
  },
  {
    says: 'a few products are low (1 to 10 left) and a few sold out, so the stock warnings are seen',
    problems: (all) => {
      const low = all.filter((p) => p.stock > 0 && p.stock <= 10).length;
      const out = all.filter((p) => p.stock === 0).length;
      return low >= all.length / 50 && out > 0
        ? []
        : [`${low} low and ${out} sold out of ${all.length}`];
    },
  },
  {
    says: 'descriptions are written per item, not one template: 100 or more openings, two or more in each subcategory',
    problems: (all) => {
      const opening = (p: Listed) => p.description.split('. ')[0]!;
      const bySub = new Map<string, Listed[]>();
      for (const p of all) bySub.set(p.subcategory, [...(bySub.get(p.subcategory) ?? []), p]);
      const found = [...bySub.entries()]
        .filter(([, ps]) => ps.length >= 8 && new Set(ps.map(opening)).size < 2)
        .map(([sub]) => `${sub}: one opening for all`);
      const openings = new Set(all.map(opening)).size;
      return openings >= Math.min(100, all.length / 6)
        ? found
        : [...found, `${openings} openings in all`];
    },
  },
];

import { CARE, COLOURS, colours, COMES_IN, DISCOUNTS, WORN_IN } from './profile-parts';
import type { ItemProfile, Style, SubcategoryData } from './profile';
import { REVIEWS } from './review-texts';

const kurtiBrands = ['Biba', 'W', 'Aurelia', 'Libas', 'Fabindia', 'Sangria'];
const westernBrands = ['Vero Moda', 'Only', 'Global Desi', 'Sassafras', 'Harpa', 'Tokyo Talkies'];
const lehengaBrands = ['Kalki', 'Biba', 'Libas', 'Sangria', 'Aurelia'];

/** Leather houses make leather bags; the fashion labels make them in vegan leather. */
const LEATHER_BAG_BRANDS = ['Hidesign', 'Da Milano'];
const FASHION_BAG_BRANDS = ['Baggit', 'Caprese', 'Lavie', 'Accessorize'];

/** A bag's style: its material, and so its makers and its price. */
function bagStyle(name: string, [low, high]: readonly [number, number]): Style {
  if (name === 'Leather')
    return {
      name,
      brands: LEATHER_BAG_BRANDS,
      price: [high, high * 2.5],
      spec: { 'Bag Details': { Material: 'Genuine leather' } },
      says: 'Cut from full-grain leather that darkens gently with use.',
    };
  const material: Record<string, string> = {
    'Vegan Leather': 'Vegan leather (PU)',
    Quilted: 'Quilted vegan leather',
    Metallic: 'Metallic faux leather',
    Embellished: 'Satin with beadwork',
    Box: 'Faux leather over a rigid frame',
  };
  return {
    name,
    brands: FASHION_BAG_BRANDS,
    price: [low, high],
    ...(material[name] && { spec: { 'Bag Details': { Material: material[name]! } } }),
  };
}

/**
 * A saree: the weave is in its name, so its fabric, border, shops and HSN heading follow from
 * it (an unstitched saree is classed as the woven fabric it is).
 */
function saree(
  name: string,
  own: Pick<
    ItemProfile,
    'brands' | 'styles' | 'price' | 'spec' | 'description' | 'trades' | 'hsn'
  > &
    Partial<ItemProfile>,
): ItemProfile {
  return {
    name,
    drawing: 'saree',
    discounts: DISCOUNTS.premiumEthnic,
    options: colours(COLOURS.sarees, [1, 2]),
    reviews: REVIEWS.sarees,
    ...own,
    description: [...own.description, COMES_IN],
  };
}

const kurtiStyles: Style[] = [
  { name: 'Cotton', spec: { 'Fabric & Fit': { Fabric: 'Cotton' } } },
  { name: 'Rayon', spec: { 'Fabric & Fit': { Fabric: 'Viscose rayon' } } },
  {
    name: 'Block Printed',
    spec: { 'Fabric & Fit': { Fabric: 'Cotton', Print: 'Hand block print' } },
    says: 'Hand block printed in Jaipur with vegetable dyes, so no two are quite alike.',
    trades: ['block-print'],
  },
  {
    name: 'Chikankari',
    spec: {
      'Fabric & Fit': { Fabric: 'Cotton', Work: 'Hand-done Lucknowi chikankari' },
      ...CARE.delicate,
    },
    says: 'Lucknowi chikankari, embroidered by hand in white thread.',
    colours: COLOURS.chikan,
    trades: ['chikan'],
  },
  {
    name: 'Embroidered',
    spec: { 'Fabric & Fit': { Work: 'Thread embroidery on the yoke' }, ...CARE.delicate },
  },
];

/** What a dress's style word says about it. */
const DRESS_STYLES: Record<string, Style> = {
  Floral: {
    name: 'Floral',
    spec: { 'Fabric & Fit': { Pattern: 'Floral print' } },
    says: 'Scattered with a small floral print.',
  },
  'Polka Dot': {
    name: 'Polka Dot',
    spec: { 'Fabric & Fit': { Pattern: 'Polka dots' } },
    says: 'Printed all over with polka dots.',
  },
  Tiered: {
    name: 'Tiered',
    spec: { 'Fabric & Fit': { Silhouette: 'Tiered' } },
    says: 'Three tiers flare out from the waist.',
  },
  Striped: {
    name: 'Striped',
    spec: { 'Fabric & Fit': { Pattern: 'Vertical stripes' } },
    says: 'In crisp vertical stripes.',
  },
  Belted: {
    name: 'Belted',
    spec: { 'Fabric & Fit': { Extras: 'Matching fabric belt' } },
    says: 'A matching belt cinches the waist.',
  },
  Satin: {
    name: 'Satin',
    spec: { 'Fabric & Fit': { Fabric: 'Satin' } },
    says: 'The satin has a soft sheen for evenings.',
  },
  Solid: { name: 'Solid', spec: { 'Fabric & Fit': { Pattern: 'Solid' } } },
};

export const WOMEN: SubcategoryData[] = [
  {
    name: 'Sarees',
    hsn: '5208',
    items: [
      saree('Banarasi Silk Saree', {
        hsn: '5007',
        brands: ['Taneira', 'Kalki', 'Mitera', 'Fabindia'],
        styles: [
          {
            name: 'Katan',
            spec: { 'Saree Details': { Weave: 'Katan weave' } },
          },
          { name: 'Zari Woven', spec: { 'Saree Details': { Border: 'Woven gold zari border' } } },
          { name: 'Brocade', spec: { 'Saree Details': { Weave: 'Kadhua brocade' } } },
        ],
        price: [3999, 14999],
        spec: {
          'Saree Details': {
            Fabric: 'Pure silk',
            Weave: ['Katan weave', 'Kadhua brocade'],
            Border: ['Woven gold zari border', 'Broad zari border'],
            Length: '5.5 m saree with a 0.8 m blouse piece',
            Occasion: 'Weddings and festive',
          },
          ...CARE.silk,
        },
        description: [
          [
            'A pure silk Banarasi from Varanasi in a {weave}, with motifs worked in zari across the body.',
            'Woven in Varanasi, this pure silk Banarasi has a {border} and a heavy zari pallu.',
          ],
          ['Comes with an unstitched blouse piece.'],
        ],
        trades: ['ethnic', 'silk', 'handloom'],
        reviews: REVIEWS.silkSarees,
      }),
      saree('Kanjeevaram Silk Saree', {
        hsn: '5007',
        brands: ['Nalli', 'Pothys', 'Taneira'],
        styles: [
          { name: 'Pure', spec: { 'Saree Details': { Fabric: 'Pure mulberry silk' } } },
          { name: 'Temple Border', spec: { 'Saree Details': { Border: 'Temple border in zari' } } },
          { name: 'Korvai', spec: { 'Saree Details': { Border: 'Contrast korvai border' } } },
        ],
        price: [6999, 24999],
        spec: {
          'Saree Details': {
            Fabric: ['Pure mulberry silk', 'Pure silk'],
            Border: ['Temple border in zari', 'Contrast korvai border'],
            Length: '5.5 m saree with a 0.8 m blouse piece',
            Occasion: 'Weddings',
          },
          ...CARE.silk,
        },
        description: [
          [
            'A heavy Kanjeevaram from Kanchipuram in {fabric}, with a {border} and a zari pallu.',
            'Handwoven in Kanchipuram: {fabric} body, {border}, rich zari pallu.',
          ],
          [
            'The saree a South Indian bride keeps for life.',
            'Comes with an unstitched blouse piece.',
          ],
        ],
        trades: ['ethnic', 'silk'],
        reviews: REVIEWS.silkSarees,
      }),
      saree('Chiffon Saree', {
        hsn: '5407',
        brands: ['Satrani', 'Mitera', 'Sangria', 'Kalki'],
        styles: [
          { name: 'Printed', spec: { 'Saree Details': { Work: 'Floral print' } } },
          { name: 'Ombre', spec: { 'Saree Details': { Work: 'Ombre dye' } } },
          { name: 'Sequinned', spec: { 'Saree Details': { Work: 'Sequin border' } } },
        ],
        price: [799, 3999],
        discounts: DISCOUNTS.fashion,
        spec: {
          'Saree Details': {
            Fabric: 'Chiffon',
            Work: ['Floral print', 'Lace border'],
            Length: '5.5 m saree with a 0.8 m blouse piece',
            Occasion: 'Parties and evenings',
          },
          ...CARE.delicate,
        },
        description: [
          ['A feather-light chiffon saree ({work}) that flows as you move.'],
          ['Easy to drape and to carry through a long evening.'],
        ],
        trades: ['ethnic'],
      }),
      saree('Cotton Saree', {
        hsn: '5208',
        brands: ['Fabindia', 'Taneira', 'Mitera', 'Biswa Bangla'],
        styles: [
          {
            name: 'Handloom',
            spec: { 'Saree Details': { Weave: 'Handloom' } },
            says: 'Woven by hand on a pit loom by weavers in Bengal.',
            trades: ['handloom'],
          },
          {
            name: 'Block Printed',
            spec: { 'Saree Details': { Weave: 'Mill woven', Print: 'Hand block print' } },
            says: 'Hand block printed in Sanganer with natural dyes.',
            trades: ['block-print'],
          },
          {
            name: 'Tant',
            spec: { 'Saree Details': { Weave: 'Bengal tant, handloom' } },
            trades: ['handloom'],
          },
        ],
        price: [799, 3499],
        discounts: DISCOUNTS.fashion,
        spec: {
          'Saree Details': {
            Fabric: 'Cotton',
            Weave: ['Handloom', 'Mill woven'],
            Border: ['Woven contrast border', 'Thin zari border'],
            Length: '5.5 m saree with a 0.8 m blouse piece',
            Occasion: 'Office and everyday',
          },
          ...CARE.delicate,
        },
        description: [
          ['A crisp cotton saree with a {border}, cool for long summer days.'],
          ['Starch it lightly for a sharp drape.'],
        ],
        trades: ['ethnic'],
      }),
      saree('Georgette Saree', {
        hsn: '5407',
        brands: ['Satrani', 'Sangria', 'Kalki', 'Mitera'],
        styles: [
          {
            name: 'Chikankari',
            spec: { 'Saree Details': { Work: 'Hand-done Lucknowi chikankari' } },
            says: 'Chikankari embroidered by hand in Lucknow all over the body.',
            colours: COLOURS.chikan,
            trades: ['chikan'],
          },
          {
            name: 'Embroidered',
            spec: { 'Saree Details': { Work: 'Thread and sequin embroidery' } },
          },
          { name: 'Printed', spec: { 'Saree Details': { Work: 'Digital print' } } },
        ],
        price: [999, 5999],
        spec: {
          'Saree Details': {
            Fabric: 'Georgette',
            Work: ['Digital print', 'Embroidered border'],
            Length: '5.5 m saree with a 0.8 m blouse piece',
            Occasion: 'Festive and parties',
          },
          ...CARE.delicate,
        },
        description: [
          ['A georgette saree ({work}), light to drape and easy to carry.'],
          ['Comes with an unstitched blouse piece.'],
        ],
        trades: ['ethnic'],
      }),
    ],
  },
  {
    name: 'Kurtis',
    hsn: '6204',
    items: [
      {
        name: 'Kurti',
        drawing: 'kurti',
        brands: kurtiBrands,
        styles: kurtiStyles,
        price: [449, 1499],
        discounts: DISCOUNTS.fashion,
        options: colours(COLOURS.ethnic),
        sizes: 'adult',
        spec: {
          'Fabric & Fit': {
            Fabric: ['Cotton', 'Viscose rayon'],
            Length: 'Hip length',
            Sleeve: 'Three-quarter sleeve',
            Neck: 'Keyhole neck',
          },
          ...CARE.cotton,
        },
        description: [
          ['A hip-length kurti in {fabric} with a keyhole neck and three-quarter sleeves.'],
          ['Wear it over jeans or palazzos.'],
          WORN_IN,
        ],
        reviews: REVIEWS.ethnic,
        trades: ['ethnic', 'womenswear'],
      },
      {
        name: 'Anarkali Kurta',
        drawing: 'anarkali',
        brands: kurtiBrands,
        styles: [
          {
            name: 'Festive',
            spec: { 'Fabric & Fit': { Fabric: 'Georgette', Work: 'Gota patti on the yoke' } },
          },
          ...kurtiStyles.filter((s) => s.name !== 'Rayon'),
        ],
        price: [999, 3999],
        discounts: DISCOUNTS.fashion,
        options: colours(COLOURS.ethnic),
        sizes: 'adult',
        spec: {
          'Fabric & Fit': {
            Fabric: ['Georgette', 'Cotton', 'Chanderi silk blend'],
            Length: 'Calf length',
            Silhouette: 'Fitted bodice, flared from the waist',
            Sleeve: 'Three-quarter sleeve',
          },
          ...CARE.delicate,
        },
        description: [
          [
            'A calf-length anarkali in {fabric}, fitted at the bodice and flaring into deep panels from the waist.',
            'An anarkali in {fabric} with a fitted yoke and a flared, swirling skirt.',
          ],
          ['Pair it with churidar and a dupatta for a wedding or a puja.'],
          WORN_IN,
        ],
        reviews: REVIEWS.ethnic,
        trades: ['ethnic'],
      },
      {
        name: 'A-Line Kurta',
        drawing: 'kurti',
        brands: kurtiBrands,
        styles: kurtiStyles,
        price: [599, 1999],
        discounts: DISCOUNTS.fashion,
        options: colours(COLOURS.ethnic),
        sizes: 'adult',
        spec: {
          'Fabric & Fit': {
            Fabric: ['Cotton', 'Viscose rayon'],
            Length: 'Knee length',
            Silhouette: 'A-line',
            Sleeve: 'Three-quarter sleeve',
          },
          ...CARE.cotton,
        },
        description: [
          ['A knee-length A-line kurta in {fabric}, flaring gently from the chest.'],
          ['Easy for the office, with trousers or leggings.'],
          WORN_IN,
        ],
        reviews: REVIEWS.ethnic,
        trades: ['ethnic', 'womenswear'],
      },
      {
        name: 'Straight Kurta',
        drawing: 'kurti',
        brands: kurtiBrands,
        styles: kurtiStyles,
        price: [599, 1999],
        discounts: DISCOUNTS.fashion,
        options: colours(COLOURS.ethnic),
        sizes: 'adult',
        spec: {
          'Fabric & Fit': {
            Fabric: ['Cotton', 'Viscose rayon'],
            Length: 'Knee length',
            Silhouette: 'Straight',
            Sleeve: 'Three-quarter sleeve',
          },
          ...CARE.cotton,
        },
        description: [
          ['A straight-cut kurta in {fabric}, knee length, with side slits.'],
          ['Wear it with cigarette pants for work.'],
          WORN_IN,
        ],
        reviews: REVIEWS.ethnic,
        trades: ['ethnic', 'womenswear'],
      },
    ],
  },
  {
    name: 'Dresses',
    hsn: '6204',
    items: (
      [
        ['Maxi Dress', 'Ankle length', 'An ankle-length maxi dress', ['Floral', 'Tiered', 'Solid']],
        [
          'Midi Dress',
          'Mid-calf length',
          'A mid-calf midi dress',
          ['Floral', 'Polka Dot', 'Solid'],
        ],
        [
          'Shirt Dress',
          'Knee length',
          'A collared shirt dress with a button front',
          ['Striped', 'Solid', 'Belted'],
        ],
        [
          'Wrap Dress',
          'Knee length',
          'A wrap dress that ties at the waist',
          ['Floral', 'Satin', 'Solid'],
        ],
      ] as const
    ).map(([name, length, what, styles]): ItemProfile => ({
      name,
      drawing: 'dress',
      brands: westernBrands,
      styles: styles.map((s) => DRESS_STYLES[s]!),
      price: [699, 2999],
      discounts: DISCOUNTS.fashion,
      options: colours(COLOURS.western),
      sizes: 'adult' as const,
      spec: {
        'Fabric & Fit': {
          Fabric: ['Georgette', 'Viscose rayon', 'Cotton', 'Crepe'],
          Length: length,
          Pattern: 'Solid',
          Occasion: ['Casual', 'Brunch and parties'],
        },
        ...CARE.delicate,
      },
      description: [
        `${what} in {fabric}.`,
        [
          'Light enough for summer days and dressy enough for dinner.',
          'Pair it with flats by day and heels by night.',
        ],
        WORN_IN,
      ],
      reviews: REVIEWS.clothes,
      trades: ['womenswear' as const],
    })),
  },
  {
    name: 'Lehengas',
    hsn: '6204',
    items: [
      ['Lehenga Choli', 'A lehenga skirt, a fitted choli and a dupatta', [2999, 9999]],
      ['Lehenga Set', 'A lehenga, a crop-top blouse and a dupatta', [1999, 6999]],
      [
        'Bridal Lehenga',
        'A heavy bridal lehenga with a double dupatta and a padded choli',
        [9999, 29999],
      ],
    ].map(([name, what, price]): ItemProfile => ({
      name: name as string,
      drawing: 'lehenga',
      brands: lehengaBrands,
      styles: [
        { name: 'Sequinned', spec: { 'Set Details': { Work: 'Sequin and thread embroidery' } } },
        { name: 'Embroidered', spec: { 'Set Details': { Work: 'Zardozi and thread embroidery' } } },
        { name: 'Silk', spec: { 'Set Details': { Fabric: 'Art silk' } }, trades: ['silk'] },
        { name: 'Net', spec: { 'Set Details': { Fabric: 'Net over satin lining' } } },
      ],
      price: price as [number, number],
      discounts: DISCOUNTS.premiumEthnic,
      options: colours(COLOURS.lehengas, [1, 2]),
      sizes: 'adult',
      spec: {
        'Set Details': {
          Fabric: ['Georgette', 'Art silk', 'Velvet'],
          Work: ['Zardozi and thread embroidery', 'Mirror work'],
          Set: what as string,
          Flare: ['3 m', '4 m', '5 m'],
          Occasion: 'Weddings and sangeet',
        },
        ...CARE.embellished,
      },
      description: [
        `${what as string}, in {fabric} with {work}.`,
        [
          'The skirt has a {flare} flare and a can-can lining.',
          'The {flare} flare swirls beautifully on the dance floor.',
        ],
        ['The choli is semi-stitched, to be fitted by your tailor.'],
        COMES_IN,
      ],
      reviews: REVIEWS.lehengas,
      trades: ['ethnic'],
    })),
  },
  {
    name: 'Tops',
    hsn: '6206',
    items: (
      [
        ['Top', 'A regular-length top', 'top', [299, 1299]],
        ['Crop Top', 'A cropped top that ends above the waist', 'top', [299, 999]],
        ['Tunic', 'A hip-length tunic with side slits', 'top', [499, 1499]],
        ['Peplum Top', 'A top with a flared peplum at the waist', 'top', [399, 1299]],
      ] as const
    ).map(([name, what, drawing, price]): ItemProfile => ({
      name,
      drawing,
      brands: westernBrands,
      styles: [
        { name: 'Ribbed', spec: { 'Fabric & Fit': { Fabric: 'Ribbed cotton knit' } } },
        { name: 'Printed', spec: { 'Fabric & Fit': { Pattern: 'Printed' } } },
        { name: 'Puff Sleeve', spec: { 'Fabric & Fit': { Sleeve: 'Puff sleeves' } } },
      ],
      price,
      discounts: DISCOUNTS.fashion,
      options: colours(COLOURS.western),
      sizes: 'adult' as const,
      spec: {
        'Fabric & Fit': {
          Fabric: ['Cotton', 'Viscose rayon', 'Georgette'],
          Pattern: 'Solid',
          Sleeve: ['Short sleeves', 'Sleeveless', 'Three-quarter sleeves'],
        },
        ...CARE.delicate,
      },
      description: [
        `${what}, in {fabric}: {sleeve}, {pattern}.`,
        ['Tuck it into jeans or wear it loose.'],
        WORN_IN,
      ],
      reviews: REVIEWS.clothes,
      trades: ['womenswear' as const],
    })),
  },
  {
    name: 'Handbags',
    hsn: '4202',
    items: (
      [
        {
          name: 'Tote Bag',
          drawing: 'tote-bag',
          styles: ['Vegan Leather', 'Textured', 'Structured', 'Leather'],
          description: [
            ['A roomy tote with two shoulder handles, big enough for a laptop and a lunch box.'],
            ['A zip pocket inside keeps your phone and keys apart.'],
          ],
          details: { Dimensions: '38 x 30 x 14 cm', Closure: 'Magnetic snap' },
          price: [999, 3499],
        },
        {
          name: 'Sling Bag',
          drawing: 'sling-bag',
          styles: ['Vegan Leather', 'Quilted', 'Textured', 'Leather'],
          description: [
            [
              'A compact sling on a long adjustable strap, worn across the body to keep your hands free.',
            ],
            ['Room for a phone, a wallet and a lipstick.'],
          ],
          details: { Dimensions: '22 x 15 x 6 cm', Closure: 'Zip' },
          price: [699, 2499],
        },
        {
          name: 'Clutch',
          drawing: 'clutch',
          styles: ['Embellished', 'Metallic', 'Box'],
          description: [
            ['An evening clutch with a clasp and a detachable chain, for weddings and parties.'],
            ['Fits a phone, a card holder and a compact.'],
          ],
          details: { Dimensions: '24 x 12 x 5 cm', Closure: 'Clasp' },
          price: [599, 2499],
        },
        {
          name: 'Shoulder Bag',
          drawing: 'shoulder-bag',
          styles: ['Quilted', 'Structured', 'Textured', 'Leather'],
          description: [
            [
              'A shoulder bag with a flap and a magnetic closure, on a strap that sits under the arm.',
            ],
            ['Three compartments keep the day in order.'],
          ],
          details: { Dimensions: '30 x 22 x 10 cm', Closure: 'Flap with magnetic snap' },
          price: [999, 3999],
        },
        {
          name: 'Backpack',
          drawing: 'backpack',
          styles: [
            'Leather',
            'Vegan Leather',
            { name: 'Anti-Theft', spec: { 'Bag Details': { Closure: 'Hidden zip at the back' } } },
          ],
          description: [
            ['A city backpack with padded straps and a sleeve for a 14-inch laptop.'],
            ['Smart enough for the office, light enough for a weekend away.'],
          ],
          details: { Dimensions: '40 x 29 x 13 cm', Closure: 'Zip' },
          price: [1299, 3999],
          reviews: REVIEWS.backpacks,
        },
      ] as (Pick<ItemProfile, 'name' | 'drawing' | 'price' | 'description'> &
        Partial<ItemProfile> & { styles: (string | Style)[]; details: Record<string, string> })[]
    ).map(({ styles, details, ...bag }): ItemProfile => ({
      brands: [...FASHION_BAG_BRANDS, ...LEATHER_BAG_BRANDS],
      discounts: DISCOUNTS.fashion,
      options: colours(COLOURS.bags, [1, 2]),
      reviews: REVIEWS.bags,
      trades: ['bags'],
      ...bag,
      styles: styles.map((s) =>
        typeof s === 'string' ? bagStyle(s, bag.price) : { ...s, brands: FASHION_BAG_BRANDS },
      ),
      spec: {
        General: { 'Ideal For': bag.name === 'Backpack' ? 'Unisex' : 'Women' },
        'Bag Details': { Material: ['Vegan leather (PU)', 'Textured PU'], ...details },
        ...CARE.bags,
      },
      description: [...bag.description, COMES_IN],
    })),
  },
];

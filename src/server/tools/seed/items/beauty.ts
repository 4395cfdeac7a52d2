import { COLOURS, DISCOUNTS, packed, shades, warranty, CARE, colours } from './profile-parts';
import type { ItemProfile, Style, SubcategoryData } from './profile';
import { REVIEWS } from './review-texts';

/** Makeup: shades to choose, the beauty store sells it. */
const MAKEUP = {
  discounts: DISCOUNTS.beauty,
  trades: ['beauty'],
} as const satisfies Partial<ItemProfile>;

const makeupBrands = ['Lakme', 'Maybelline', 'Sugar', 'Nykaa', 'Swiss Beauty', 'Plum'];
const skincareBrands = [
  'Mamaearth',
  'Minimalist',
  'Plum',
  'Biotique',
  'Himalaya',
  'Forest Essentials',
  'Lakme',
];
const haircareBrands = [
  'Mamaearth',
  'Biotique',
  'Himalaya',
  'Indulekha',
  'WOW Skin Science',
  'Dove',
];

/** What goes on skin or hair: a net quantity, how to use it, nothing to choose but its size. */
function care(
  own: Pick<
    ItemProfile,
    'name' | 'drawing' | 'brands' | 'styles' | 'price' | 'description' | 'reviews'
  > &
    Partial<ItemProfile> & {
      quantity: string[];
      use: string;
      details?: Record<string, string | readonly string[]>;
    },
): ItemProfile {
  const { quantity, use, details, ...rest } = own;
  return {
    discounts: DISCOUNTS.beauty,
    options: packed('White', 'Green', 'Peach', 'Teal', 'Lavender'),
    trades: ['beauty'],
    ...rest,
    spec: {
      'Product Details': { 'Net Quantity': quantity, ...details },
      'How to Use': { Use: use },
    },
  };
}

/** Skincare actives: each one says what it does. */
const actives: Style[] = [
  {
    name: 'Vitamin C',
    spec: { 'Product Details': { 'Key Ingredient': 'Vitamin C' } },
    says: 'Vitamin C brightens dull skin and fades dark spots.',
  },
  {
    name: 'Niacinamide',
    spec: { 'Product Details': { 'Key Ingredient': 'Niacinamide' } },
    says: 'Niacinamide calms redness and refines pores.',
  },
  {
    name: 'Aloe Vera',
    spec: { 'Product Details': { 'Key Ingredient': 'Aloe vera' } },
    says: 'Aloe vera soothes skin after a day in the sun.',
  },
  {
    name: 'Hyaluronic',
    spec: { 'Product Details': { 'Key Ingredient': 'Hyaluronic acid' } },
    says: 'Hyaluronic acid draws moisture into the skin.',
  },
];
const hairActives: Style[] = [
  {
    name: 'Onion',
    spec: { 'Product Details': { 'Key Ingredient': 'Red onion oil' } },
    says: 'Red onion oil is known to reduce hair fall.',
  },
  {
    name: 'Keratin',
    spec: { 'Product Details': { 'Key Ingredient': 'Keratin' } },
    says: 'Keratin smooths frizz and adds shine.',
  },
  {
    name: 'Argan',
    spec: { 'Product Details': { 'Key Ingredient': 'Argan oil' } },
    says: 'Argan oil nourishes dry, rough ends.',
  },
  {
    name: 'Bhringraj',
    spec: { 'Product Details': { 'Key Ingredient': 'Bhringraj' } },
    says: 'Bhringraj, from Ayurveda, strengthens the roots.',
  },
];
const scents: Style[] = [
  { name: 'Oud', spec: { 'Product Details': { Fragrance: 'Oud and amber' } } },
  { name: 'Fresh', spec: { 'Product Details': { Fragrance: 'Citrus and sea notes' } } },
  { name: 'Floral', spec: { 'Product Details': { Fragrance: 'Jasmine and rose' } } },
  { name: 'Woody', spec: { 'Product Details': { Fragrance: 'Sandalwood and vetiver' } } },
];
const bathScents: Style[] = [
  { name: 'Shea Butter', spec: { 'Product Details': { Fragrance: 'Shea butter' } } },
  { name: 'Cocoa', spec: { 'Product Details': { Fragrance: 'Cocoa butter' } } },
  { name: 'Sandal', spec: { 'Product Details': { Fragrance: 'Sandalwood' } } },
  { name: 'Lavender', spec: { 'Product Details': { Fragrance: 'Lavender' } } },
];

export const BEAUTY: SubcategoryData[] = [
  {
    name: 'Makeup',
    hsn: '3304',
    notReturnable: 'personalCare',
    items: [
      {
        ...MAKEUP,
        name: 'Matte Lipstick',
        drawing: 'lipstick',
        brands: makeupBrands,
        styles: ['Long Lasting', 'Transfer Proof', 'Velvet'],
        price: [299, 999],
        options: shades(COLOURS.lipstick, [2, 4]),
        spec: {
          'Product Details': {
            'Net Quantity': '4.2 g',
            Finish: 'Matte',
            'Stays For': ['Up to 8 hours', 'Up to 12 hours'],
          },
        },
        description: [
          'A matte lipstick that glides on in one swipe and stays {stays for}.',
          'Enriched with vitamin E, so it does not dry the lips out.',
          'Shades: {colours}.',
        ],
        reviews: REVIEWS.lipsticks,
      },
      {
        ...MAKEUP,
        name: 'Kajal',
        drawing: 'kajal',
        brands: makeupBrands,
        styles: ['Smudge Proof', 'Long Lasting', 'Waterproof'],
        price: [149, 499],
        options: shades(['Black'], [1, 1]),
        spec: {
          'Product Details': {
            'Net Quantity': '0.35 g',
            Finish: 'Intense black',
            'Stays For': 'Up to 22 hours',
          },
        },
        description: [
          'A twist-up kajal that lines the waterline in deep black and stays {stays for}.',
          'Ophthalmologically tested; no sharpener needed.',
        ],
        reviews: REVIEWS.eyeMakeup,
      },
      {
        ...MAKEUP,
        name: 'Foundation',
        drawing: 'pump-bottle',
        brands: makeupBrands,
        styles: ['Matte', 'Dewy', 'Long Wear'],
        price: [399, 1499],
        options: shades(COLOURS.foundation, [3, 5]),
        spec: {
          'Product Details': {
            'Net Quantity': '30 ml',
            Coverage: ['Medium', 'Full'],
            SPF: 'SPF 20',
          },
        },
        description: [
          'A lightweight foundation with {coverage} coverage and SPF 20 that blends into Indian skin tones.',
          'Shades: {colours}.',
        ],
        reviews: REVIEWS.complexion,
      },
      {
        ...MAKEUP,
        name: 'Compact Powder',
        drawing: 'compact',
        brands: makeupBrands,
        styles: ['Oil Control', 'Mattifying', 'Silk'],
        price: [199, 799],
        options: shades(COLOURS.compact, [2, 4]),
        spec: {
          'Product Details': { 'Net Quantity': '9 g', Finish: 'Matte', Extras: 'Mirror and puff' },
        },
        description: [
          'A pressed compact that sets makeup and keeps shine away through the day.',
          'The mirror and puff make touch-ups easy.',
          'Shades: {colours}.',
        ],
        reviews: REVIEWS.complexion,
      },
      {
        ...MAKEUP,
        name: 'Eyeliner',
        drawing: 'eyeliner',
        brands: makeupBrands,
        styles: ['Waterproof', 'Liquid', 'Smudge Proof'],
        price: [199, 699],
        options: shades(COLOURS.eyeliner, [1, 2]),
        spec: {
          'Product Details': {
            'Net Quantity': '2.5 ml',
            Tip: 'Fine felt tip',
            'Stays For': 'Up to 24 hours',
          },
        },
        description: [
          'A liquid eyeliner with a fine felt tip for a sharp wing in one stroke.',
          'Shades: {colours}.',
        ],
        reviews: REVIEWS.eyeMakeup,
      },
    ],
  },
  {
    name: 'Skincare',
    hsn: '3304',
    notReturnable: 'personalCare',
    items: [
      care({
        name: 'Face Wash',
        drawing: 'tube',
        brands: skincareBrands,
        styles: actives,
        price: [199, 599],
        quantity: ['100 ml', '150 ml'],
        use: 'Massage onto wet skin and rinse, morning and night',
        details: { 'Skin Type': ['All skin types', 'Oily skin'] },
        description: [
          'A gentle foaming face wash for {skin type} that cleans without a tight feeling.',
        ],
        reviews: REVIEWS.skincare,
      }),
      care({
        name: 'Moisturiser',
        drawing: 'jar',
        brands: skincareBrands,
        styles: actives,
        price: [249, 899],
        quantity: ['50 g', '100 g'],
        use: 'Smooth over clean skin, morning and night',
        details: { 'Skin Type': ['All skin types', 'Dry skin'], Texture: 'Light gel-cream' },
        description: [
          'A light gel-cream moisturiser for {skin type} that sinks in without stickiness.',
        ],
        reviews: REVIEWS.skincare,
      }),
      care({
        name: 'Sunscreen SPF 50',
        drawing: 'tube',
        brands: skincareBrands,
        styles: actives,
        price: [299, 799],
        quantity: ['50 g', '80 g'],
        use: 'Apply generously 15 minutes before stepping out; reapply every 2 hours',
        details: { Protection: 'SPF 50, PA++++', Finish: 'No white cast' },
        description: [
          'A broad-spectrum sunscreen with SPF 50 and PA++++ that leaves no white cast.',
        ],
        reviews: REVIEWS.skincare,
      }),
      care({
        name: 'Face Serum',
        drawing: 'dropper',
        brands: skincareBrands,
        styles: actives,
        price: [399, 999],
        quantity: ['30 ml'],
        use: 'Press 3-4 drops into clean skin before moisturiser',
        details: { Concentration: ['5%', '10%'] },
        description: ['A {concentration} serum in a dropper bottle, light as water.'],
        reviews: REVIEWS.skincare,
      }),
      care({
        name: 'Night Cream',
        drawing: 'jar',
        brands: skincareBrands,
        styles: actives,
        price: [299, 1499],
        quantity: ['50 g'],
        use: 'Massage over face and neck at bedtime',
        details: { Texture: 'Rich cream' },
        description: ['A rich night cream that repairs and plumps the skin while you sleep.'],
        reviews: REVIEWS.skincare,
      }),
    ],
  },
  {
    name: 'Haircare',
    hsn: '3305',
    notReturnable: 'personalCare',
    items: [
      care({
        name: 'Shampoo',
        drawing: 'shampoo',
        brands: haircareBrands,
        styles: hairActives,
        price: [199, 599],
        quantity: ['200 ml', '400 ml'],
        use: 'Lather into wet hair, rinse, repeat if needed',
        details: { 'Hair Type': ['All hair types', 'Dry and frizzy hair'] },
        description: ['A sulphate-free shampoo for {hair type} that cleans without stripping.'],
        reviews: REVIEWS.haircare,
      }),
      care({
        name: 'Conditioner',
        drawing: 'shampoo',
        brands: haircareBrands,
        styles: hairActives,
        price: [199, 599],
        quantity: ['200 ml'],
        use: 'Smooth through the lengths after shampoo, leave for 2 minutes, rinse',
        details: { 'Hair Type': ['All hair types', 'Dry and frizzy hair'] },
        description: ['A conditioner that detangles and softens {hair type}.'],
        reviews: REVIEWS.haircare,
      }),
      care({
        name: 'Hair Oil',
        drawing: 'oil-bottle',
        brands: haircareBrands,
        styles: hairActives,
        price: [149, 499],
        quantity: ['100 ml', '200 ml'],
        use: 'Massage into the scalp, leave for an hour or overnight, then wash',
        description: ['A non-sticky hair oil for a weekly champi.'],
        reviews: REVIEWS.haircare,
      }),
      care({
        name: 'Hair Mask',
        drawing: 'jar',
        brands: haircareBrands,
        styles: hairActives,
        price: [249, 799],
        quantity: ['200 ml'],
        use: 'Apply to damp hair after shampoo, leave for 10 minutes, rinse',
        description: ['A deep-conditioning mask for once a week.'],
        reviews: REVIEWS.haircare,
      }),
    ],
  },
  {
    name: 'Fragrances',
    hsn: '3303',
    notReturnable: 'personalCare',
    items: [
      care({
        name: 'Eau de Parfum',
        drawing: 'perfume',
        brands: ['Skinn by Titan', 'Bella Vita', 'Fogg', 'Wild Stone'],
        styles: scents,
        price: [499, 2999],
        quantity: ['50 ml', '100 ml'],
        use: 'Spray on the pulse points: wrists, neck and behind the ears',
        details: { Fragrance: '', Lasts: 'Up to 8 hours' },
        description: ['An eau de parfum with notes of {fragrance} that lasts up to 8 hours.'],
        reviews: REVIEWS.fragrances,
        options: packed('Gold', 'Wine', 'Navy', 'Black'),
      }),
      care({
        name: 'Deodorant',
        drawing: 'deo-can',
        brands: ['Fogg', 'Wild Stone', 'Engage', 'Nivea'],
        styles: scents,
        price: [199, 499],
        quantity: ['150 ml'],
        use: 'Shake and spray 15 cm from the body',
        details: { Fragrance: '', Type: 'Body spray, no gas' },
        description: ['A body spray with notes of {fragrance}, for all day freshness.'],
        reviews: REVIEWS.fragrances,
        options: packed('Black', 'Navy', 'Red', 'Silver'),
      }),
      care({
        name: 'Body Mist',
        drawing: 'mist-bottle',
        brands: ['Bella Vita', 'Engage', 'Plum', 'The Body Shop'],
        styles: scents.filter((s) => s.name !== 'Oud'),
        price: [299, 999],
        quantity: ['150 ml'],
        use: 'Mist over the body after a bath',
        details: { Fragrance: '' },
        description: ['A light body mist of {fragrance} to spray on after the bath.'],
        reviews: REVIEWS.fragrances,
        options: packed('Pink', 'Peach', 'Lavender', 'Mint'),
      }),
      care({
        name: 'Attar',
        drawing: 'attar',
        brands: ['Ajmal', 'Al Haramain', 'Bella Vita', 'Kannauj Attar House'],
        styles: scents,
        price: [299, 1999],
        quantity: ['6 ml', '12 ml'],
        use: 'Dab a drop on the wrists and behind the ears',
        details: { Fragrance: '', Base: 'Alcohol free, oil based' },
        description: [
          'A concentrated, alcohol-free attar of {fragrance} in a glass roll-on, distilled the old way.',
          'A single drop lasts the day.',
        ],
        reviews: REVIEWS.fragrances,
        options: packed('Gold', 'Wine', 'Teal'),
      }),
    ],
  },
  {
    name: 'Grooming',
    hsn: '8510',
    notReturnable: 'personalCare',
    items: [
      {
        name: 'Beard Trimmer',
        drawing: 'trimmer',
        brands: ['Philips', 'Braun', 'Mi'],
        styles: ['Cordless', 'Precision', 'Travel'],
        price: [999, 3999],
        discounts: DISCOUNTS.beauty,
        options: colours(['Black', 'Blue', 'Grey'], [1, 1]),
        spec: {
          'Product Details': {
            Runtime: ['60 minutes', '90 minutes'],
            Charging: 'Type-C, 2 hours',
            Lengths: '20 length settings, 0.5 to 10 mm',
            Blades: 'Stainless steel, self-sharpening',
          },
          ...CARE.gadgets,
          ...warranty('2 years'),
        },
        description: [
          'A cordless beard trimmer with 20 length settings and {runtime} of runtime on a charge.',
          'Washable head; rinse it under the tap.',
        ],
        reviews: REVIEWS.trimmers,
        trades: ['beauty', 'gadgets'],
      },
      care({
        name: 'Shaving Kit',
        drawing: 'shaving-kit',
        brands: ['Gillette', 'Bombay Shaving Company', 'Ustraa'],
        styles: ['Classic', 'Sensitive', 'Travel'],
        price: [399, 1499],
        quantity: ['Razor, brush, 100 g shaving cream and 50 ml after-shave'],
        use: 'Lather the cream with the brush, shave with the grain, splash on the after-shave',
        description: [
          'A shaving kit with a five-blade razor, a soft brush, shaving cream and an after-shave.',
          'A good gift that lasts for months.',
        ],
        reviews: REVIEWS.shaving,
        options: packed('Black', 'Navy'),
      }),
      care({
        name: 'Beard Oil',
        drawing: 'dropper',
        brands: ['Beardo', 'Bombay Shaving Company', 'Ustraa'],
        styles: [
          { name: 'Woody', spec: { 'Product Details': { Fragrance: 'Sandalwood' } } },
          { name: 'Citrus', spec: { 'Product Details': { Fragrance: 'Citrus' } } },
          { name: 'Growth', spec: { 'Product Details': { 'Key Ingredient': 'Redensyl' } } },
        ],
        price: [199, 599],
        quantity: ['30 ml', '50 ml'],
        use: 'Massage 4-5 drops into the beard and the skin below',
        details: {
          Fragrance: ['Sandalwood', 'Citrus'],
          'Key Ingredient': 'Jojoba and almond oils',
        },
        description: [
          'A light beard oil with {key ingredient} that softens the beard and stops the itch.',
        ],
        reviews: REVIEWS.beardOil,
        options: packed('Brown', 'Black'),
      }),
    ],
  },
  {
    name: 'Bath and Body',
    hsn: '3401',
    notReturnable: 'personalCare',
    items: [
      care({
        name: 'Body Lotion',
        drawing: 'pump-bottle',
        brands: ['Nivea', 'Vaseline', 'The Body Shop', 'Khadi Natural'],
        styles: bathScents,
        price: [199, 899],
        quantity: ['200 ml', '400 ml'],
        use: 'Smooth over the body after a bath',
        details: { Fragrance: '' },
        description: ['A body lotion with {fragrance} that keeps skin soft for 48 hours.'],
        reviews: REVIEWS.bath,
      }),
      care({
        name: 'Body Wash',
        drawing: 'shampoo',
        brands: ['Dove', 'Nivea', 'The Body Shop', 'Khadi Natural'],
        styles: bathScents,
        price: [199, 799],
        quantity: ['250 ml', '500 ml'],
        use: 'Lather on a wet loofah and rinse',
        details: { Fragrance: '' },
        description: ['A creamy body wash with {fragrance} that lathers richly and rinses clean.'],
        reviews: REVIEWS.bath,
      }),
      care({
        name: 'Bathing Soap Pack of 4',
        drawing: 'soap',
        brands: ['Dove', 'Pears', 'Medimix', 'Khadi Natural'],
        styles: bathScents,
        price: [149, 499],
        quantity: ['4 x 100 g'],
        use: 'Lather on wet skin and rinse',
        details: { Fragrance: '' },
        description: ['Four bars of a moisturising bathing soap with {fragrance}.'],
        reviews: REVIEWS.bath,
      }),
      care({
        name: 'Body Scrub',
        drawing: 'jar',
        brands: ['The Body Shop', 'Mamaearth', 'Khadi Natural', 'Plum'],
        styles: bathScents,
        price: [299, 1299],
        quantity: ['200 g'],
        use: 'Massage onto wet skin in circles, twice a week, and rinse',
        details: { Fragrance: '' },
        description: ['A sugar body scrub with {fragrance} that polishes away dry skin.'],
        reviews: REVIEWS.bath,
      }),
    ],
  },
];

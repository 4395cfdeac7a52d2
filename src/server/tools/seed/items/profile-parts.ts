import type { Band, Options, SpecTemplate } from './profile';

/** Colours and shades, as shops name them; each has a picture colour in modules/images/svg.ts. */
export const COLOURS = {
  shirts: ['White', 'Sky Blue', 'Navy', 'Black', 'Olive', 'Grey', 'Maroon', 'Beige', 'Pink'],
  tees: ['Black', 'White', 'Navy', 'Olive', 'Grey', 'Maroon', 'Mustard', 'Teal', 'Red'],
  denim: ['Light Blue', 'Mid Blue', 'Dark Blue', 'Black', 'Grey'],
  trousers: ['Beige', 'Khaki', 'Navy', 'Black', 'Grey', 'Olive', 'Brown'],
  innerwear: ['White', 'Grey', 'Black', 'Navy'],
  ethnic: ['Maroon', 'Mustard', 'Teal', 'Wine', 'Cream', 'Peach', 'Navy', 'Pink', 'Bottle Green'],
  chikan: ['White', 'Cream', 'Pink', 'Mint', 'Sky Blue', 'Lavender', 'Peach'],
  sarees: ['Red', 'Maroon', 'Magenta', 'Mustard', 'Royal Blue', 'Bottle Green', 'Pink', 'Cream'],
  western: ['Black', 'White', 'Navy', 'Red', 'Olive', 'Pink', 'Lavender', 'Mustard', 'Coral'],
  lehengas: ['Red', 'Maroon', 'Pink', 'Magenta', 'Royal Blue', 'Gold', 'Peach'],
  bags: ['Black', 'Tan', 'Brown', 'Beige', 'Maroon', 'Olive', 'Navy', 'White'],
  kids: ['Navy', 'Red', 'Yellow', 'Sky Blue', 'Green', 'Grey', 'White', 'Orange'],
  girls: ['Pink', 'Peach', 'Lavender', 'Yellow', 'Red', 'Mint', 'White'],
  sportsShoes: ['Black', 'White', 'Navy', 'Grey', 'Red', 'Blue'],
  casualShoes: ['White', 'Black', 'Navy', 'Tan', 'Brown', 'Grey'],
  formalShoes: ['Black', 'Brown', 'Tan'],
  sandals: ['Brown', 'Tan', 'Black', 'Olive'],
  heels: ['Black', 'Nude', 'Red', 'Gold', 'Silver', 'Maroon', 'White'],
  slippers: ['Black', 'Navy', 'Grey', 'Blue', 'Red', 'Olive'],
  phones: ['Black', 'Blue', 'Silver', 'Green', 'Purple', 'Graphite', 'Gold'],
  gadgets: ['Black', 'White', 'Blue', 'Grey', 'Graphite'],
  laptops: ['Silver', 'Grey', 'Black', 'Graphite'],
  appliances: ['White', 'Black', 'Silver', 'Red'],
  bedsheets: ['Blue', 'Pink', 'Green', 'Maroon', 'Mustard', 'Grey', 'White', 'Purple'],
  toys: ['Red', 'Blue', 'Yellow', 'Green'],
  softToys: ['Brown', 'Cream', 'Pink', 'White', 'Grey'],
  lipstick: ['Ruby Red', 'Nude Pink', 'Berry Wine', 'Coral Peach', 'Mauve', 'Brick Red'],
  foundation: ['Ivory', 'Natural Beige', 'Sand', 'Honey', 'Caramel'],
  compact: ['Ivory', 'Natural Beige', 'Sand', 'Honey'],
  eyeliner: ['Black', 'Brown', 'Blue'],
} as const;

/** The percents off a shop gives, by kind of goods: a television is never 70% off. */
export const DISCOUNTS = {
  fashion: [0, 10, 15, 20, 25, 30, 40, 50, 60],
  premiumEthnic: [0, 5, 10, 15, 20, 25, 30],
  footwear: [0, 10, 15, 20, 25, 30, 40, 50],
  bigTicket: [0, 5, 8, 10, 12, 15, 20],
  accessories: [0, 10, 20, 30, 40, 50, 60],
  gadgets: [0, 10, 15, 20, 30, 40, 50],
  kitchen: [0, 10, 15, 20, 25, 30, 35, 40],
  home: [0, 10, 15, 20, 25, 30, 40],
  beauty: [0, 5, 10, 15, 20, 25, 30],
  toys: [0, 10, 15, 20, 25, 30],
  stationery: [0, 5, 10, 15, 20],
} as const;

/** Washing labels, by what a thing is made of. */
export const CARE = {
  cotton: {
    'Care Instructions': {
      Wash: 'Machine wash cold with like colours',
      Bleach: 'Do not bleach',
      Dry: 'Dry in shade',
      Iron: 'Warm iron',
    },
  },
  denim: {
    'Care Instructions': {
      Wash: 'Machine wash cold, inside out',
      Dry: 'Line dry in shade',
      Iron: 'Warm iron on the reverse',
    },
  },
  delicate: {
    'Care Instructions': {
      Wash: 'Hand wash cold separately',
      Dry: 'Dry flat in shade',
      Iron: 'Steam iron on the reverse',
    },
  },
  silk: {
    'Care Instructions': {
      Wash: 'Dry clean only',
      Store: 'Fold in muslin and refold every few months',
    },
  },
  embellished: {
    'Care Instructions': {
      Wash: 'Dry clean only',
      Iron: 'Low steam iron, away from the handwork',
    },
  },
  innerwear: {
    'Care Instructions': {
      Wash: 'Machine wash cold',
      Dry: 'Tumble dry low',
      Iron: 'Do not iron the waistband',
    },
  },
  bags: {
    'Care Instructions': {
      Clean: 'Wipe with a soft dry cloth',
      Store: 'In its dust bag, stuffed with paper to hold its shape',
    },
  },
  leatherShoes: {
    'Care Instructions': {
      Clean: 'Wipe with a damp cloth and polish with a matching cream',
      Store: 'With shoe trees, away from damp',
    },
  },
  sportsShoes: {
    'Care Instructions': {
      Clean: 'Brush off dirt and wipe with a damp cloth',
      Dry: 'Air dry away from direct sun',
    },
  },
  rubber: {
    'Care Instructions': { Clean: 'Rinse under running water', Dry: 'Air dry' },
  },
  heels: {
    'Care Instructions': {
      Clean: 'Wipe with a soft dry cloth',
      Store: 'In the box, away from heat',
    },
  },
  nonStick: {
    'Care Instructions': {
      Clean: 'Wash with a soft sponge and mild liquid',
      Avoid: 'Steel scrubbers and metal spatulas',
    },
  },
  steel: {
    'Care Instructions': {
      Clean: 'Wash by hand or in a dishwasher',
      Tip: 'Dry at once to keep the shine',
    },
  },
  appliance: {
    'Care Instructions': {
      Clean: 'Unplug and wipe with a damp cloth',
      Avoid: 'Putting the base or cord in water',
    },
  },
  linen: {
    'Care Instructions': {
      Wash: 'Machine wash cold separately for the first few washes',
      Dry: 'Dry in shade',
      Iron: 'Warm iron',
    },
  },
  decor: { 'Care Instructions': { Clean: 'Dust with a soft dry cloth' } },
  storage: {
    'Care Instructions': {
      Clean: 'Wash with warm soapy water',
      Avoid: 'Microwaving the lid',
    },
  },
  dinnerware: {
    'Care Instructions': {
      Clean: 'Dishwasher safe',
      Use: 'Microwave safe; avoid sudden changes of temperature',
    },
  },
  toys: { 'Care Instructions': { Clean: 'Wipe with a dry cloth' } },
  softToys: {
    'Care Instructions': { Clean: 'Surface wash with a damp cloth', Dry: 'Air dry' },
  },
  gadgets: {
    'Care Instructions': {
      Clean: 'Wipe with a dry microfibre cloth',
      Avoid: 'Heat, and charging when wet',
    },
  },
} as const satisfies Record<string, SpecTemplate>;

/** A manufacturer's warranty, as the box states it. */
export const warranty = (years: string, more?: string): SpecTemplate => ({
  Warranty: {
    Summary: `${years} manufacturer warranty`,
    ...(more && { Covers: more }),
  },
});

/** Reviews any buyer may write of anything, by rating. */
export const COMMON_REVIEWS = {
  5: [
    'Value for money. Delivery was quick too.',
    'Loved it! Will buy again from this seller.',
    'Exactly as described, well packed.',
  ],
  4: [
    'Good product for the price.',
    'Happy with the purchase overall.',
    'Good, though delivery took a few days.',
  ],
  3: [
    'Average. Does the job but nothing special.',
    'Okay for the price, nothing more.',
    'Decent, but I expected a little better.',
  ],
  2: ['Not as expected for the price.', 'Would not buy this again.'],
  1: ['Received a damaged piece, very disappointed.', 'Poor quality, returned it.'],
} as const;

/** A product in 1..3 of these colours (or `count` of them). */
export const colours = (from: readonly string[], count: Band = [1, 3]): Options => ({
  kind: 'colour',
  from,
  count,
});
/** Makeup in `count` of these shades. */
export const shades = (from: readonly string[], count: Band = [2, 4]): Options => ({
  kind: 'shade',
  from,
  count,
});
/** Nothing to choose; its picture in one of these pack colours. */
export const packed = (...pack: string[]): Options => ({ kind: 'none', pack });

/** The last sentence of worn things. */
export const WORN_IN = [
  'Available in {colours}, sizes {sizes}.',
  'Comes in {colours}, in sizes {sizes}.',
];
/** The last sentence of things in colours but no sizes. */
export const COMES_IN = ['Available in {colours}.', 'Comes in {colours}.'];

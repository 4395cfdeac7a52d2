import { COMES_IN, DISCOUNTS, colours } from './profile-parts';
import type { ItemProfile, SpecTemplate, Style, SubcategoryData } from './profile';
import { REVIEWS } from './review-texts';

/**
 * Fashion (imitation) jewellery as Indian marketplaces sell it: brass or alloy, plated, set with
 * kundan, pearls or American diamonds. A piece's colour is its stones' or enamel's; the plating
 * comes with its style (oxidised silver is silver). Rajkot's jewellery house sells it all, the
 * Laad Bazaar shop its bangles (catalogue-data.ts).
 */

const BRANDS = [
  'Zaveri Pearls',
  'Priyaasi',
  'Sukkhi',
  'Rubans',
  'Voylla',
  'Yellow Chimes',
  'Shining Diva',
  'Karatcart',
];
/** Stone and enamel colours a plated piece comes in. */
const STONES = ['Maroon', 'Green', 'Red', 'Pink', 'White', 'Blue'];

const details = (entries: Record<string, string | readonly string[]>): SpecTemplate => ({
  'Jewellery Details': entries,
});

const STYLES: Style[] = [
  {
    name: 'Gold Plated',
    spec: details({ Plating: 'Gold plated' }),
    says: 'Gold plating over brass, with a warm shine that lasts when stored dry.',
  },
  {
    name: 'Kundan',
    spec: details({ Plating: 'Gold plated', Stone: 'Kundan' }),
    says: 'Set with kundan stones the way Rajasthani jewellers set them.',
  },
  {
    name: 'Oxidised Silver',
    colours: ['Silver'],
    spec: details({ Plating: 'Oxidised silver' }),
    says: 'An oxidised silver finish that suits cotton sarees, kurtis and even jeans.',
  },
  {
    name: 'Pearl',
    colours: ['White', 'Pink'],
    spec: details({ Plating: 'Gold plated', Stone: 'Faux pearls' }),
    says: 'Strung with faux pearls that catch the light at every turn.',
  },
  {
    name: 'American Diamond',
    colours: ['White', 'Green', 'Red', 'Blue'],
    spec: details({ Plating: 'Rhodium plated', Stone: 'American diamond (cubic zirconia)' }),
    says: 'American diamonds in a rhodium setting sparkle like the real thing at parties.',
  },
  {
    name: 'Temple',
    colours: ['Red', 'Green'],
    spec: details({ Plating: 'Gold plated', Stone: 'Faux ruby and emerald' }),
    says: 'Temple motifs of Lakshmi and peacocks, as South Indian brides wear them.',
  },
];

/** What every plated piece shares: its maker, its discounts, its shop and its care. */
function piece(
  own: Pick<ItemProfile, 'name' | 'drawing' | 'price' | 'description'> &
    Partial<ItemProfile> & { closure: string | readonly string[]; more?: SpecTemplate },
): ItemProfile {
  const { closure, more, ...rest } = own;
  return {
    brands: BRANDS,
    styles: STYLES,
    discounts: DISCOUNTS.accessories,
    options: colours(STONES, [1, 3]),
    reviews: REVIEWS.jewellery,
    trades: ['jewellery'],
    ...rest,
    spec: {
      General: { 'Ideal For': 'Women' },
      'Jewellery Details': {
        Material: ['Brass', 'Alloy', 'Copper'],
        Plating: 'Gold plated',
        Closure: closure,
      },
      ...more,
      'Care Instructions': {
        Store: 'In its box or a zip pouch, away from air and moisture',
        Avoid: 'Water, perfume and sweat',
      },
    },
  };
}

export const JEWELLERY: SubcategoryData[] = [
  {
    name: 'Earrings',
    hsn: '7117',
    items: [
      piece({
        name: 'Jhumka Earrings',
        drawing: 'jhumka',
        price: [299, 1499],
        closure: 'Fish hook',
        description: [
          [
            'Bell-shaped jhumkas with a row of stones at the rim and pearls that sway as you walk.',
            'Jhumkas for festivals and weddings, light enough to wear all evening.',
          ],
          COMES_IN,
        ],
      }),
      piece({
        name: 'Stud Earrings',
        drawing: 'stud-earrings',
        price: [199, 799],
        closure: 'Push back',
        description: [
          [
            'Flower studs small enough for the office and bright enough for a party.',
            'Everyday studs that sit close to the ear and go with anything.',
          ],
          COMES_IN,
        ],
      }),
      piece({
        name: 'Chandbali Earrings',
        drawing: 'chandbali',
        price: [399, 1799],
        closure: 'Fish hook',
        description: [
          'Chandbalis shaped like a new moon and edged with pearls, made for lehengas and silk sarees.',
          COMES_IN,
        ],
      }),
    ],
  },
  {
    name: 'Necklaces',
    hsn: '7117',
    items: [
      piece({
        name: 'Necklace Set',
        drawing: 'necklace-set',
        price: [599, 2999],
        closure: 'Adjustable dori',
        more: { 'In the Box': { Contents: 'Necklace and a pair of earrings' } },
        description: [
          [
            'A necklace with a drop pendant and earrings to match, ready for a wedding.',
            'A necklace set for sangeet, reception or Diwali: the necklace and its earrings.',
          ],
          'The dori at the back ties it as high or low as the neckline needs.',
          COMES_IN,
        ],
      }),
      piece({
        name: 'Choker Set',
        drawing: 'choker',
        price: [699, 3499],
        closure: 'Adjustable dori',
        more: { 'In the Box': { Contents: 'Choker and a pair of earrings' } },
        description: [
          'A choker that sits close at the neck, with a fringe of pearls, and earrings to match.',
          COMES_IN,
        ],
      }),
    ],
  },
  {
    name: 'Bangles',
    hsn: '7117',
    items: [
      piece({
        name: 'Bangle Set',
        drawing: 'bangles',
        price: [249, 1299],
        closure: 'Slip-on',
        trades: ['jewellery', 'bangles'],
        more: {
          'Bangle Details': {
            'Bangle Size': ['2.4 (5.7 cm across)', '2.6 (6 cm across)', '2.8 (6.4 cm across)'],
            Pieces: ['4 pieces', '6 pieces', '12 pieces'],
          },
        },
        description: [
          [
            'A set of bangles to wear stacked, plain and stone-set in turn.',
            'Kangan for every day and for the mehendi, in a stack that chimes as you move.',
          ],
          'Size {bangle size}: measure the inside of a bangle you wear.',
          COMES_IN,
        ],
      }),
      piece({
        name: 'Kada Bangle',
        drawing: 'kada',
        price: [299, 1499],
        closure: ['Screw open', 'Slip-on'],
        trades: ['jewellery', 'bangles'],
        more: {
          'Bangle Details': {
            'Bangle Size': ['2.4 (5.7 cm across)', '2.6 (6 cm across)', '2.8 (6.4 cm across)'],
          },
        },
        description: [
          'One broad kada with an engraved band, worn alone or between glass bangles.',
          'Size {bangle size}.',
          COMES_IN,
        ],
      }),
    ],
  },
  {
    name: 'Mangalsutra',
    hsn: '7117',
    items: [
      piece({
        name: 'Mangalsutra',
        drawing: 'mangalsutra',
        price: [349, 1999],
        closure: 'Hook',
        more: { 'Chain Details': { Length: ['18 inch', '22 inch', '24 inch'] } },
        description: [
          [
            'Two strands of black beads and a pendant, for daily wear after the wedding.',
            'A light mangalsutra of black beads, made to be worn every day.',
          ],
          'The chain is {length} long.',
          COMES_IN,
        ],
      }),
    ],
  },
  {
    name: 'Anklets',
    hsn: '7117',
    items: [
      piece({
        name: 'Payal Anklets',
        drawing: 'anklet',
        price: [199, 999],
        closure: 'Hook',
        styles: [
          {
            name: 'Silver Plated',
            colours: ['Silver'],
            spec: details({ Plating: 'Silver plated' }),
            says: 'Silver plated, as payal is worn: gold is kept for above the waist.',
          },
          {
            name: 'Oxidised Silver',
            colours: ['Silver'],
            spec: details({ Plating: 'Oxidised silver' }),
            says: 'An oxidised finish with a carved look, for ethnic wear.',
          },
          {
            name: 'Ghungroo',
            colours: ['Silver'],
            spec: details({ Plating: 'Silver plated', Stone: 'Ghungroo bells' }),
            says: 'Ghungroo bells that chime softly at every step.',
          },
          {
            name: 'Beaded',
            colours: ['Red', 'Blue', 'Green', 'Pink'],
            spec: details({ Plating: 'Silver plated', Stone: 'Glass beads' }),
            says: 'Strung with glass beads between the links.',
          },
        ],
        more: { 'In the Box': { Contents: 'One pair' } },
        description: [
          [
            'A pair of payal anklets on a fine chain, with a hook that stays shut.',
            'Payal for every day, light on the feet and easy to wear.',
          ],
          COMES_IN,
        ],
      }),
    ],
  },
];

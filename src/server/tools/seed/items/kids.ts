import { CARE, COLOURS, colours, COMES_IN, DISCOUNTS, packed, WORN_IN } from './profile-parts';
import type { ItemProfile, SubcategoryData } from './profile';
import { REVIEWS } from './review-texts';

const kidsBrands = [
  'Hopscotch',
  'Babyhug',
  'Gini and Jony',
  'UCB Kids',
  'Mothercare',
  'Cub McPaws',
];

/** Children's clothes: by age, soft cotton, the kids' shop sells them. */
const KIDSWEAR = {
  brands: kidsBrands,
  discounts: DISCOUNTS.fashion,
  sizes: 'kids',
  reviews: REVIEWS.clothes,
  trades: ['kidswear'],
} as const satisfies Partial<ItemProfile>;

/** Baby care: gentle, nothing to choose, the beauty store and the kids' shop sell it. */
function babyCare(
  name: string,
  drawing: string,
  quantities: string[],
  use: string,
  description: ItemProfile['description'],
  price: [number, number],
): ItemProfile {
  return {
    name,
    drawing,
    brands: ['Himalaya', 'Johnsons', 'Sebamed', 'Mee Mee', 'Chicco'],
    styles: [
      { name: 'Gentle', spec: { 'Product Details': { Formula: 'Tear-free, pH balanced' } } },
      { name: 'Mild', spec: { 'Product Details': { Formula: 'Mild, with natural oils' } } },
      { name: 'Fragrance Free', spec: { 'Product Details': { Formula: 'Fragrance free' } } },
    ],
    price,
    discounts: DISCOUNTS.beauty,
    options: packed('White', 'Sky Blue', 'Pink', 'Yellow'),
    spec: {
      'Product Details': {
        'Net Quantity': quantities,
        Formula: ['Tear-free, pH balanced', 'Mild, with natural oils'],
        'Suitable For': 'Newborns and up',
        'Dermatologically Tested': 'Yes',
      },
      'How to Use': { Use: use },
    },
    description,
    reviews: REVIEWS.baby,
    trades: ['baby'],
  };
}

/** Toys: an age on the box, a cloth to wipe them with, the kids' shop sells them. */
const TOY = {
  discounts: DISCOUNTS.toys,
  trades: ['toys'],
} as const satisfies Partial<ItemProfile>;

export const KIDS: SubcategoryData[] = [
  {
    name: 'Boys Clothing',
    hsn: '6111',
    items: [
      {
        ...KIDSWEAR,
        name: 'T-Shirt and Shorts Set',
        drawing: 'boys-set',
        styles: ['Cotton', 'Printed', 'Striped'],
        price: [349, 999],
        options: colours(COLOURS.kids),
        spec: {
          'Fabric & Fit': {
            Fabric: '100% cotton',
            Set: 'Half-sleeve tee and elastic-waist shorts',
          },
          ...CARE.cotton,
        },
        description: [
          ['A half-sleeve tee with matching shorts in soft cotton, with an easy elastic waist.'],
          ['Made for playgrounds and summer holidays.'],
          WORN_IN,
        ],
      },
      {
        ...KIDSWEAR,
        name: 'Shirt',
        drawing: 'shirt',
        styles: ['Cotton', 'Checked', 'Printed'],
        price: [399, 999],
        options: colours(COLOURS.kids),
        spec: {
          'Fabric & Fit': {
            Fabric: ['100% cotton', 'Cotton poplin'],
            Sleeve: ['Half sleeve', 'Full sleeve'],
          },
          ...CARE.cotton,
        },
        description: [
          ['A smart little shirt in {fabric}, {sleeve}, with a soft collar that does not scratch.'],
          ['For birthday parties and family lunches.'],
          WORN_IN,
        ],
      },
      {
        ...KIDSWEAR,
        name: 'Jeans',
        drawing: 'jeans',
        styles: ['Stretch', 'Slim Fit', 'Distressed'],
        price: [499, 1299],
        options: colours(COLOURS.denim, [1, 2]),
        spec: {
          'Fabric & Fit': {
            Fabric: 'Cotton denim with stretch',
            Waist: 'Adjustable inner elastic',
          },
          ...CARE.denim,
        },
        reviews: REVIEWS.denim,
        description: [
          ['Stretch denim jeans with an adjustable inner waistband that grows with him.'],
          WORN_IN,
        ],
      },
      {
        ...KIDSWEAR,
        name: 'Kurta Set',
        drawing: 'kurta',
        styles: ['Festive', 'Cotton', { name: 'Silk Blend', trades: ['silk'] }],
        price: [599, 1999],
        options: colours(COLOURS.ethnic),
        spec: {
          'Fabric & Fit': {
            Fabric: ['Cotton', 'Art silk blend'],
            Set: 'Kurta and pyjama',
            Occasion: 'Festive',
          },
          ...CARE.delicate,
        },
        reviews: REVIEWS.ethnic,
        description: [
          ['A kurta and pyjama in {fabric} for little boys, with an elastic waist pyjama.'],
          ['Ready for Diwali, Eid and weddings.'],
          WORN_IN,
        ],
        trades: ['kidswear'],
      },
    ],
  },
  {
    name: 'Girls Clothing',
    hsn: '6111',
    items: [
      {
        ...KIDSWEAR,
        name: 'Frock',
        drawing: 'frock',
        styles: ['Cotton', 'Floral', 'Smocked'],
        price: [349, 999],
        options: colours(COLOURS.girls),
        spec: { 'Fabric & Fit': { Fabric: '100% cotton', Sleeve: 'Puff sleeve' }, ...CARE.cotton },
        description: [
          ['A cotton frock with puff sleeves and a twirly skirt, soft on little arms.'],
          WORN_IN,
        ],
      },
      {
        ...KIDSWEAR,
        name: 'Party Dress',
        drawing: 'dress',
        styles: ['Tulle', 'Sequinned', 'Satin'],
        price: [699, 1999],
        options: colours(COLOURS.girls),
        spec: {
          'Fabric & Fit': { Fabric: ['Tulle over cotton lining', 'Satin'], Closure: 'Back zip' },
          ...CARE.delicate,
        },
        description: [
          ['A party dress in {fabric}, fully lined in cotton so it never itches.'],
          ['For birthdays and weddings.'],
          WORN_IN,
        ],
      },
      {
        ...KIDSWEAR,
        name: 'Lehenga Set',
        drawing: 'lehenga',
        styles: ['Festive', 'Silk', 'Embroidered'],
        price: [799, 2999],
        options: colours(COLOURS.lehengas, [1, 2]),
        spec: {
          'Fabric & Fit': {
            Fabric: ['Art silk', 'Georgette'],
            Set: 'Lehenga, choli and dupatta',
            Occasion: 'Festive',
          },
          ...CARE.embellished,
        },
        reviews: REVIEWS.lehengas,
        description: [
          [
            'A little lehenga, choli and dupatta in {fabric}, with a gold border and an elastic waist.',
          ],
          WORN_IN,
        ],
        trades: ['kidswear', 'silk'],
      },
      {
        ...KIDSWEAR,
        name: 'Top and Leggings Set',
        drawing: 'top',
        styles: ['Cotton', 'Printed', 'Floral'],
        price: [349, 899],
        options: colours(COLOURS.girls),
        spec: {
          'Fabric & Fit': { Fabric: 'Cotton with stretch', Set: 'Top and full-length leggings' },
          ...CARE.cotton,
        },
        description: [
          ['A printed top with matching stretch leggings, for school days and play.'],
          WORN_IN,
        ],
      },
    ],
  },
  {
    name: 'Baby Care',
    hsn: '3304',
    notReturnable: 'personalCare',
    items: [
      babyCare(
        'Baby Wipes Pack',
        'wipes',
        ['72 wipes', '3 packs of 72 wipes'],
        'Wipe gently; close the lid to keep them moist',
        [
          [
            'Soft, thick wipes with 99% water, alcohol and paraben free, for nappy changes and sticky hands.',
          ],
        ],
        [149, 599],
      ),
      babyCare(
        'Baby Lotion',
        'pump-bottle',
        ['100 ml', '200 ml', '400 ml'],
        'Massage gently after the bath',
        [
          [
            'A light lotion that keeps baby’s skin soft for 24 hours and absorbs without stickiness.',
          ],
        ],
        [149, 599],
      ),
      babyCare(
        'Baby Shampoo',
        'shampoo',
        ['100 ml', '200 ml', '400 ml'],
        'Lather on wet hair and rinse well',
        [['A no-tears shampoo that cleans baby’s hair and scalp gently.']],
        [149, 499],
      ),
      babyCare(
        'Diaper Rash Cream',
        'jar',
        ['50 g', '100 g'],
        'Apply a thin layer at each nappy change',
        [['A zinc oxide cream that soothes redness and forms a barrier against wetness.']],
        [199, 599],
      ),
    ],
  },
  {
    name: 'Toys',
    hsn: '9503',
    items: [
      {
        ...TOY,
        name: 'Building Blocks',
        drawing: 'blocks',
        brands: ['Lego', 'Funskool', 'Smartivity'],
        styles: [
          { name: 'Classic', spec: { 'Product Details': { Pieces: '300 pieces' } } },
          { name: 'Creative', spec: { 'Product Details': { Pieces: '500 pieces' } } },
          { name: 'City', spec: { 'Product Details': { Pieces: '200 pieces' } } },
        ],
        price: [799, 4999],
        options: packed('Red', 'Blue', 'Yellow'),
        spec: {
          'Product Details': {
            Pieces: '300 pieces',
            Age: ['4+ years', '6+ years'],
            Material: 'ABS plastic',
          },
          ...CARE.toys,
        },
        description: [
          ['{Pieces} of interlocking bricks in bright colours, with ideas to build in the box.'],
          ['For ages {age}; builds fine motor skills and imagination.'],
        ],
        reviews: REVIEWS.buildingBlocks,
      },
      {
        ...TOY,
        name: 'Board Game',
        drawing: 'board-game',
        brands: ['Funskool', 'Hasbro', 'Mattel'],
        styles: [
          {
            name: 'Family',
            spec: { 'Product Details': { Players: '2-6 players', Age: '8+ years' } },
          },
          {
            name: 'Strategy',
            spec: { 'Product Details': { Players: '2-4 players', Age: '10+ years' } },
          },
          {
            name: 'Junior',
            spec: { 'Product Details': { Players: '2-4 players', Age: '5+ years' } },
          },
          {
            name: 'Travel',
            spec: { 'Product Details': { Players: '2 players', Age: '6+ years' } },
          },
        ],
        price: [349, 1999],
        options: packed('Red', 'Blue', 'Green', 'Yellow'),
        spec: {
          'Product Details': {
            Players: '2-4 players',
            Age: '8+ years',
            Contents: 'Board, pieces, dice and rules',
          },
          ...CARE.toys,
        },
        description: [
          ['A board game for {players}, ages {age}: easy to learn, hard to stop playing.'],
          ['Made for family game nights and rainy afternoons.'],
        ],
        reviews: REVIEWS.boardGames,
      },
      {
        ...TOY,
        name: 'Remote Control Car',
        drawing: 'rc-car',
        brands: ['Hot Wheels', 'Mattel', 'Funskool'],
        styles: ['Rechargeable', 'Off-Road', 'Stunt'],
        price: [799, 3999],
        options: colours(COLOURS.toys, [1, 2]),
        spec: {
          'Product Details': {
            Battery: 'Rechargeable, 30 minutes of play',
            Range: ['20 m', '30 m'],
            Age: '6+ years',
            'In the Box': 'Car, remote and USB charging cable',
          },
          ...CARE.toys,
        },
        description: [
          ['A 1:18 scale car with a 2.4 GHz remote that works up to {range} away.'],
          ['Rubber tyres grip tiles and carpet alike.'],
          COMES_IN,
        ],
        reviews: REVIEWS.rcCars,
      },
      {
        ...TOY,
        name: 'Jigsaw Puzzle',
        drawing: 'puzzle',
        brands: ['Funskool', 'Smartivity', 'Hasbro'],
        styles: [
          {
            name: '100 Piece',
            spec: { 'Product Details': { Pieces: '100 pieces', Age: '6+ years' } },
          },
          {
            name: '500 Piece',
            spec: { 'Product Details': { Pieces: '500 pieces', Age: '10+ years' } },
          },
          {
            name: '1000 Piece',
            spec: { 'Product Details': { Pieces: '1000 pieces', Age: '12+ years' } },
          },
        ],
        price: [249, 1299],
        options: packed('Blue', 'Green', 'Orange'),
        spec: {
          'Product Details': {
            Pieces: '100 pieces',
            Age: '6+ years',
            Picture: ['Indian monuments', 'World map', 'Jungle animals'],
          },
          ...CARE.toys,
        },
        description: [['A {pieces} jigsaw of {picture} on thick board, for ages {age}.']],
        reviews: REVIEWS.puzzles,
      },
      {
        ...TOY,
        name: 'Teddy Bear',
        drawing: 'teddy',
        brands: ['Archies', 'Funskool', 'Hamleys', 'Mirada'],
        styles: [
          { name: 'Cuddly', spec: { 'Product Details': { Height: '30 cm' } } },
          { name: 'Plush', spec: { 'Product Details': { Height: '45 cm' } } },
          { name: 'Giant', spec: { 'Product Details': { Height: '90 cm' } }, price: [1499, 3499] },
        ],
        price: [399, 1499],
        options: colours(COLOURS.softToys, [1, 2]),
        spec: {
          'Product Details': {
            Height: '30 cm',
            Material: 'Soft plush with polyester fibre filling',
            Age: '3+ years',
          },
          ...CARE.softToys,
        },
        description: [
          ['A {height} teddy in soft plush, with stitched eyes that stay safe for small children.'],
          COMES_IN,
        ],
        reviews: REVIEWS.softToys,
      },
    ],
  },
  {
    name: 'School Supplies',
    hsn: '4820',
    items: [
      {
        name: 'School Bag',
        drawing: 'backpack',
        brands: ['Skybags', 'Wildcraft', 'American Tourister'],
        styles: [
          { name: 'Junior', spec: { 'Bag Details': { Capacity: '22 L' } } },
          {
            name: 'Waterproof',
            spec: { 'Bag Details': { Material: 'Water-resistant polyester' } },
          },
          { name: 'Ergonomic', spec: { 'Bag Details': { Straps: 'Padded, with a chest strap' } } },
        ],
        price: [699, 1999],
        discounts: DISCOUNTS.stationery,
        options: colours(COLOURS.kids, [1, 2]),
        spec: {
          'Bag Details': {
            Capacity: ['26 L', '30 L'],
            Material: 'Polyester',
            Compartments: '3, with a bottle pocket',
            Straps: 'Padded',
          },
          ...CARE.bags,
        },
        description: [
          [
            'A {capacity} school bag with three compartments and a side pocket for the water bottle.',
          ],
          ['Padded straps spread the weight of books across the shoulders.'],
          COMES_IN,
        ],
        reviews: REVIEWS.schoolBags,
        trades: ['stationery'],
      },
      {
        name: 'Geometry Box',
        drawing: 'geometry-box',
        brands: ['Camlin', 'Faber-Castell', 'Classmate'],
        styles: ['Student', 'Premium', 'Scholar'],
        price: [99, 399],
        discounts: DISCOUNTS.stationery,
        options: packed('Blue', 'Red', 'Green'),
        spec: {
          'Product Details': {
            Contents:
              'Compass, divider, protractor, set squares, 15 cm scale, pencil, eraser and sharpener',
            Material: 'Metal box',
          },
        },
        description: [
          [
            'A metal geometry box with everything the maths class asks for: compass, divider, protractor, set squares and a scale.',
          ],
        ],
        reviews: REVIEWS.geometryBoxes,
        trades: ['stationery'],
      },
      {
        name: 'Colour Pencil Set',
        drawing: 'pencils',
        brands: ['Camlin', 'Faber-Castell', 'Doms'],
        styles: [
          { name: '24 Shades', spec: { 'Product Details': { Count: '24 pencils' } } },
          { name: '12 Shades', spec: { 'Product Details': { Count: '12 pencils' } } },
          {
            name: 'Erasable',
            spec: { 'Product Details': { Type: 'Erasable, with an eraser tip' } },
          },
        ],
        price: [99, 499],
        discounts: DISCOUNTS.stationery,
        options: packed('Red', 'Blue', 'Yellow'),
        spec: {
          'Product Details': { Count: ['12 pencils', '24 pencils'], Lead: '3 mm, break resistant' },
        },
        description: [
          ['{Count} in bright colours with thick, break-resistant leads that sharpen cleanly.'],
        ],
        reviews: REVIEWS.pencils,
        trades: ['stationery'],
      },
      {
        name: 'Lunch Box',
        drawing: 'lunch-box',
        brands: ['Milton', 'Cello', 'Skybags'],
        styles: ['Insulated', 'Steel', 'Leak Proof'],
        price: [199, 799],
        discounts: DISCOUNTS.stationery,
        options: colours(COLOURS.kids, [1, 2]),
        spec: {
          'Product Details': {
            Containers: ['2 containers', '3 containers'],
            Material: ['Stainless steel inside, plastic outside', 'Food-grade plastic'],
            'Leak Proof': 'Yes',
          },
          ...CARE.storage,
        },
        description: [
          [
            'A lunch box with {containers} and a spoon, sealed with clip locks so nothing leaks in the school bag.',
          ],
          COMES_IN,
        ],
        reviews: REVIEWS.lunchBoxes,
        trades: ['stationery', 'kitchen'],
      },
    ],
  },
  {
    name: 'Kids Footwear',
    hsn: '6404',
    items: [
      [
        'School Shoes',
        'school-shoe',
        ['Velcro', 'Lace-Up', 'Buckle'],
        'School shoes with a non-marking sole, made for the daily assembly and PT.',
        REVIEWS.shoes,
        ['Black', 'White'],
      ],
      [
        'Kids Sandals',
        'sandal',
        ['Velcro', 'Comfort', 'Light-Up'],
        'Open sandals with soft straps and a cushioned footbed for summer.',
        REVIEWS.sandals,
        COLOURS.kids,
      ],
      [
        'Kids Sneakers',
        'sneaker',
        ['Velcro', 'Light-Up', 'Canvas'],
        'Sneakers with a grippy sole, made for running around.',
        REVIEWS.shoes,
        COLOURS.kids,
      ],
      [
        'Kids Flip Flops',
        'flip-flop',
        ['Printed', 'Soft Sole', 'Anti-Skid'],
        'Light flip flops with a soft rubber sole for the home and the beach.',
        REVIEWS.flipFlops,
        COLOURS.kids,
      ],
    ].map(([name, drawing, styles, says, reviews, from]): ItemProfile => ({
      name: name as string,
      drawing: drawing as string,
      brands: ['Bata', 'Campus', 'Puma', 'Liberty'],
      styles: styles as string[],
      price: name === 'Kids Flip Flops' ? [199, 499] : [399, 1799],
      discounts: DISCOUNTS.footwear,
      options: colours(from as string[], [1, 2]),
      sizes: 'kids-shoes',
      spec: {
        Material: {
          Upper: name === 'Kids Flip Flops' ? 'EVA strap' : ['Synthetic leather', 'Mesh', 'Canvas'],
          Sole: name === 'Kids Flip Flops' ? 'EVA' : 'Rubber',
        },
        ...(name === 'Kids Flip Flops' ? CARE.rubber : CARE.sportsShoes),
      },
      description: [says as string, COMES_IN],
      reviews: reviews as ItemProfile['reviews'],
      trades: ['footwear', 'kidswear'],
    })),
  },
];

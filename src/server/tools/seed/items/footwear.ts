import { CARE, COLOURS, colours, DISCOUNTS, WORN_IN } from './profile-parts';
import type { ItemProfile, SpecTemplate, SubcategoryData } from './profile';
import { REVIEWS } from './review-texts';

/** Shoes, sandals and slippers: sizes in UK numbers, the footwear shops and style stores sell them. */
function shoe(
  own: Pick<
    ItemProfile,
    'name' | 'drawing' | 'brands' | 'styles' | 'price' | 'options' | 'reviews'
  > & {
    material: SpecTemplate[string];
    care: SpecTemplate;
    says: ItemProfile['description'];
    sizes?: ItemProfile['sizes'];
    /** Whom it is made for (its specification's Ideal For): a search "for men" reads it. */
    idealFor?: 'Men' | 'Women' | 'Unisex';
  },
): ItemProfile {
  const { material, care, says, idealFor = 'Unisex', ...rest } = own;
  return {
    discounts: DISCOUNTS.footwear,
    sizes: 'shoes',
    trades: ['footwear'],
    ...rest,
    spec: { General: { 'Ideal For': idealFor }, Material: material, ...care },
    description: [...says, WORN_IN],
  };
}

const sportsBrands = ['Puma', 'Adidas', 'Campus', 'Sparx', 'Asics', 'Reebok'];
const casualBrands = ['Bata', 'Red Tape', 'Woodland', 'Liberty', 'Puma', 'Roadster'];
const formalBrands = ['Bata', 'Red Tape', 'Hush Puppies', 'Clarks', 'Metro', 'Mochi'];
const heelBrands = ['Metro', 'Mochi', 'Catwalk', 'Inc.5', 'Bata'];

/** Heels: each shape of heel is its own item, so each has its own height and picture. */
function heel(name: string, drawing: string, height: string, shape: string): ItemProfile {
  return shoe({
    name,
    drawing,
    brands: heelBrands,
    styles: ['Embellished', 'Strappy', 'Solid'],
    price: [899, 2999],
    options: colours(COLOURS.heels, [1, 2]),
    reviews: REVIEWS.heels,
    sizes: 'women-shoes',
    idealFor: 'Women',
    material: {
      Upper: ['Synthetic leather', 'Suede finish'],
      Heel: `${height} ${shape}`,
      Sole: 'TPR',
    },
    care: CARE.heels,
    says: [
      [`A ${height} ${shape} with a padded footbed.`],
      [
        'Dressy enough for weddings, steady enough for a full day.',
        'Pairs as well with a saree as with a dress.',
      ],
    ],
  });
}

export const FOOTWEAR: SubcategoryData[] = [
  {
    name: 'Sports Shoes',
    hsn: '6404',
    items: [
      [
        'Running Shoes',
        'Cushioned running shoes with a breathable mesh upper and a responsive foam midsole.',
      ],
      ['Training Shoes', 'Gym shoes with a flat, stable sole for lifting and side-to-side drills.'],
      [
        'Walking Shoes',
        'Light walking shoes with a soft heel and a flexible forefoot for the morning walk.',
      ],
    ].map(([name, says]) =>
      shoe({
        name: name!,
        drawing: 'running-shoe',
        brands: sportsBrands,
        styles: ['Lightweight', 'Cushioned', 'Breathable'],
        price: [999, 5999],
        options: colours(COLOURS.sportsShoes, [1, 2]),
        reviews: REVIEWS.shoes,
        material: { Upper: ['Mesh', 'Knit'], Midsole: 'EVA foam', Sole: 'Rubber' },
        care: CARE.sportsShoes,
        says: [says!, 'The {upper} upper keeps feet cool.'],
      }),
    ),
  },
  {
    name: 'Casual Shoes',
    hsn: '6403',
    items: [
      shoe({
        name: 'Sneakers',
        drawing: 'sneaker',
        brands: casualBrands,
        styles: ['Classic', 'Chunky', 'Perforated'],
        price: [999, 3999],
        options: colours(COLOURS.casualShoes, [1, 2]),
        reviews: REVIEWS.shoes,
        material: { Upper: ['Synthetic leather', 'Canvas'], Sole: 'Rubber cupsole' },
        care: CARE.sportsShoes,
        says: [['Low-top lace-up sneakers in {upper} on a stitched rubber cupsole.']],
      }),
      shoe({
        name: 'Juttis',
        drawing: 'jutti',
        brands: ['Mochi', 'Metro', 'Fabindia'],
        styles: ['Embroidered', 'Handcrafted', 'Phulkari'],
        price: [599, 2499],
        options: colours(['Tan', 'Gold', 'Maroon', 'Black'], [1, 2]),
        reviews: REVIEWS.juttis,
        material: { Upper: ['Leather', 'Velvet'], Sole: 'Leather' },
        care: CARE.leatherShoes,
        says: [
          [
            'Punjabi juttis in {upper} with hand embroidery and a pointed toe, made for weddings and festivals.',
          ],
        ],
      }),
      shoe({
        name: 'Loafers',
        drawing: 'loafer',
        idealFor: 'Men',
        brands: casualBrands,
        styles: ['Suede', 'Penny', 'Tasselled'],
        price: [1299, 3999],
        options: colours(['Tan', 'Brown', 'Navy', 'Black'], [1, 2]),
        reviews: REVIEWS.shoes,
        material: { Upper: ['Suede', 'Leather'], Sole: 'TPR' },
        care: CARE.leatherShoes,
        says: [['Slip-on loafers in {upper} with a moccasin toe, for smart-casual days.']],
      }),
      shoe({
        name: 'Slip-On Shoes',
        drawing: 'slip-on',
        brands: casualBrands,
        styles: ['Canvas', 'Knit', 'Classic'],
        price: [699, 2499],
        options: colours(COLOURS.casualShoes, [1, 2]),
        reviews: REVIEWS.shoes,
        material: { Upper: ['Canvas', 'Knit'], Sole: 'Rubber' },
        care: CARE.sportsShoes,
        says: [['Laceless slip-ons in {upper} with elastic side gussets, on and off in a second.']],
      }),
      shoe({
        name: 'Canvas Shoes',
        drawing: 'sneaker',
        brands: ['Bata', 'Liberty', 'Roadster', 'Puma'],
        styles: ['Classic', 'High-Top', 'Printed'],
        price: [599, 1999],
        options: colours(COLOURS.casualShoes, [1, 2]),
        reviews: REVIEWS.shoes,
        material: { Upper: 'Cotton canvas', Sole: 'Vulcanised rubber' },
        care: CARE.sportsShoes,
        says: [['Lace-up canvas shoes on a vulcanised rubber sole, the everyday classic.']],
      }),
    ],
  },
  {
    name: 'Formal Shoes',
    hsn: '6403',
    items: [
      ['Derby Shoes', 'Derby shoes with open lacing, easy on a wide foot.'],
      ['Oxford Shoes', 'Oxford shoes with closed lacing and a sleek toe, for suits and sherwanis.'],
      ['Brogues', 'Brogues with punched wingtip detailing along the toe cap.'],
      ['Monk Strap Shoes', 'Monk straps: no laces, a buckled strap across the instep.'],
    ].map(([name, says]) =>
      shoe({
        name: name!,
        drawing: name === 'Monk Strap Shoes' ? 'monk-strap' : 'formal-shoe',
        idealFor: 'Men',
        brands: formalBrands,
        styles: ['Genuine Leather', 'Polished', 'Patent'],
        price: [1299, 5499],
        options: colours(COLOURS.formalShoes, [1, 2]),
        reviews: REVIEWS.formalShoes,
        material: {
          Upper: ['Genuine leather', 'Polished leather'],
          Lining: 'Leather',
          Sole: ['TPR', 'Leather'],
        },
        care: CARE.leatherShoes,
        says: [says!, 'The {upper} upper takes a high shine.'],
      }),
    ),
  },
  {
    name: 'Sandals',
    hsn: '6402',
    items: [
      shoe({
        name: 'Sandals',
        drawing: 'sandal',
        brands: ['Bata', 'Woodland', 'Liberty', 'Paragon', 'Mochi'],
        styles: ['Comfort', 'Outdoor', 'Velcro'],
        price: [499, 1999],
        options: colours(COLOURS.sandals, [1, 2]),
        reviews: REVIEWS.sandals,
        material: { Upper: ['Synthetic leather', 'Leather'], Sole: 'Rubber' },
        care: CARE.sportsShoes,
        says: [['Open sandals with adjustable straps and a cushioned footbed.']],
      }),
      shoe({
        name: 'Floaters',
        drawing: 'sandal',
        brands: ['Sparx', 'Woodland', 'Bata'],
        styles: ['Outdoor', 'Sporty', 'Lightweight'],
        price: [499, 1799],
        options: colours(['Black', 'Navy', 'Grey', 'Olive'], [1, 2]),
        reviews: REVIEWS.sandals,
        material: { Upper: 'Webbing straps', Sole: 'EVA with rubber grip' },
        care: CARE.rubber,
        says: [['Floaters with quick-dry webbing straps and a grippy sole, made for the monsoon.']],
      }),
      shoe({
        name: 'Kolhapuri Chappals',
        drawing: 'kolhapuri',
        brands: ['Mochi', 'Paragon', 'Bata'],
        styles: ['Handcrafted', 'Braided', 'Classic'],
        price: [499, 1799],
        options: colours(['Tan', 'Brown', 'Black'], [1, 2]),
        reviews: REVIEWS.sandals,
        material: { Upper: 'Vegetable-tanned leather', Sole: 'Leather' },
        care: CARE.leatherShoes,
        says: [
          [
            'Kolhapuris in vegetable-tanned leather with the traditional toe loop and braided straps.',
          ],
        ],
      }),
    ],
  },
  {
    name: 'Heels',
    hsn: '6403',
    items: [
      heel('Block Heels', 'block-heel', '3 inch', 'block heel'),
      heel('Stilettos', 'heel', '4 inch', 'stiletto heel'),
      heel('Wedges', 'wedge', '2.5 inch', 'wedge heel'),
      heel('Kitten Heels', 'kitten-heel', '1.5 inch', 'kitten heel'),
    ],
  },
  {
    name: 'Flip Flops',
    hsn: '6402',
    items: [
      shoe({
        name: 'Flip Flops',
        drawing: 'flip-flop',
        brands: ['Bata', 'Sparx', 'Puma', 'Relaxo'],
        styles: ['Everyday', 'Soft Sole', 'Anti-Skid'],
        price: [199, 799],
        options: colours(COLOURS.slippers, [1, 2]),
        reviews: REVIEWS.flipFlops,
        material: { Strap: 'Rubber', Sole: ['EVA', 'Rubber'] },
        care: CARE.rubber,
        says: [
          ['Light flip flops with a soft {sole} sole and a toe post, for the house and the beach.'],
        ],
      }),
      shoe({
        name: 'Sliders',
        drawing: 'slider',
        brands: ['Puma', 'Adidas', 'Crocs', 'Bata'],
        styles: ['Everyday', 'Cushioned', 'Logo'],
        price: [499, 1999],
        options: colours(COLOURS.slippers, [1, 2]),
        reviews: REVIEWS.flipFlops,
        material: { Strap: 'Single moulded band', Sole: 'Cushioned EVA' },
        care: CARE.rubber,
        says: [['Sliders with one wide band across the foot and a contoured footbed.']],
      }),
      shoe({
        name: 'Clogs',
        drawing: 'clog',
        brands: ['Crocs', 'Bata', 'Relaxo'],
        styles: ['Classic', 'Lined', 'Platform'],
        price: [999, 3999],
        options: colours(['Black', 'White', 'Navy', 'Pink', 'Mint', 'Yellow'], [1, 2]),
        reviews: REVIEWS.flipFlops,
        material: { Upper: 'Moulded foam resin', Sole: 'Foam resin' },
        care: CARE.rubber,
        says: [['Roomy moulded clogs with ventilation holes and a pivoting heel strap.']],
      }),
    ],
  },
];

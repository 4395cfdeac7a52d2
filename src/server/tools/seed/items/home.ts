import { CARE, COLOURS, colours, COMES_IN, DISCOUNTS, packed, warranty } from './profile-parts';
import type { ItemProfile, Style, SubcategoryData } from './profile';
import { REVIEWS } from './review-texts';

const cookwareBrands = ['Prestige', 'Pigeon', 'Hawkins', 'Butterfly', 'Wonderchef'];

/** Cookware's metal: it decides the care, the colour of the picture and part of the price. */
const metals: Record<string, Style> = {
  nonStick: {
    name: 'Non-Stick',
    spec: {
      'Product Details': {
        Material: 'Aluminium with a 3-layer non-stick coating',
        'Induction Friendly': ['Yes', 'Gas only'],
      },
      ...CARE.nonStick,
    },
    colours: ['Black', 'Red', 'Graphite'],
  },
  hardAnodised: {
    name: 'Hard Anodised',
    spec: {
      'Product Details': { Material: 'Hard anodised aluminium', 'Induction Friendly': 'Gas only' },
      ...CARE.nonStick,
    },
    colours: ['Graphite', 'Black'],
  },
  steel: {
    name: 'Stainless Steel',
    spec: {
      'Product Details': {
        Material: 'Stainless steel with a sandwich bottom',
        'Induction Friendly': 'Yes',
      },
      ...CARE.steel,
    },
    colours: ['Silver'],
  },
  triply: {
    name: 'Triply',
    spec: {
      'Product Details': { Material: 'Triply stainless steel', 'Induction Friendly': 'Yes' },
      ...CARE.steel,
    },
    colours: ['Silver'],
  },
  castIron: {
    name: 'Cast Iron',
    spec: {
      'Product Details': { Material: 'Pre-seasoned cast iron', 'Induction Friendly': 'Yes' },
      'Care Instructions': {
        Clean: 'Wash with warm water, dry on the flame',
        Tip: 'Rub with a little oil after use',
      },
    },
    colours: ['Black'],
  },
};

function cookware(
  name: string,
  drawing: string,
  styles: Style[],
  price: [number, number],
  sizes: string[],
  description: ItemProfile['description'],
  reviews: ItemProfile['reviews'] = REVIEWS.cookware,
): ItemProfile {
  return {
    name,
    drawing,
    brands: cookwareBrands,
    styles,
    price,
    discounts: DISCOUNTS.kitchen,
    options: packed('Silver'),
    // Each style (the metal) brings its material and its care.
    spec: {
      'Product Details': { Material: '', Size: sizes, 'Induction Friendly': '' },
      'Care Instructions': {},
      ...warranty('1 year'),
    },
    description,
    reviews,
    trades: ['kitchen'],
  };
}

/** Kitchen appliances: sold by the kitchen shop and by the electronics bazaar. */
function appliance(
  own: Pick<ItemProfile, 'name' | 'drawing' | 'brands' | 'styles' | 'price' | 'description'> &
    Partial<ItemProfile> & { details: Record<string, string | readonly string[]> },
): ItemProfile {
  const { details, ...rest } = own;
  return {
    discounts: DISCOUNTS.kitchen,
    options: colours(COLOURS.appliances, [1, 2]),
    reviews: REVIEWS.appliances,
    trades: ['kitchen-appliances'],
    ...rest,
    spec: { 'Product Details': details, ...CARE.appliance, ...warranty('2 years') },
    description: [...own.description, COMES_IN],
  };
}

/** Dinnerware: kitchen discounts, nothing to choose, the kitchen shop sells it. */
const DISH = {
  discounts: DISCOUNTS.kitchen,
  // White opalware; the picture takes the colour of its rim and pattern.
  options: packed('Teal', 'Navy', 'Maroon', 'Green', 'Gold'),
  trades: ['kitchen'],
} as const satisfies Partial<ItemProfile>;

export const HOME_KITCHEN: SubcategoryData[] = [
  {
    name: 'Cookware',
    hsn: '7323',
    items: [
      cookware(
        'Pressure Cooker',
        'pressure-cooker',
        [
          metals.steel!,
          metals.hardAnodised!,
          {
            name: 'Inner Lid',
            spec: {
              'Product Details': {
                Material: 'Aluminium',
                Lid: 'Inner lid',
                'Induction Friendly': 'Gas only',
              },
              ...CARE.steel,
            },
            colours: ['Silver'],
          },
        ],
        [1199, 3999],
        ['3 L', '5 L', '5.5 L'],
        [
          'A {size} pressure cooker in {material}, with a safety valve and a gasket release system.',
          ['Cooks dal, rice and rajma in a few whistles.', 'Right for a family of four.'],
        ],
        REVIEWS.cookers,
      ),
      cookware(
        'Kadai',
        'kadai',
        [metals.nonStick!, metals.castIron!, metals.triply!],
        [699, 2499],
        ['24 cm', '26 cm', '28 cm'],
        [
          'A {size} deep kadai in {material} with two riveted handles and a glass lid.',
          'Made for sabzi, deep frying and biryani.',
        ],
      ),
      cookware(
        'Dosa Tawa',
        'tawa',
        [metals.nonStick!, metals.castIron!, metals.hardAnodised!],
        [499, 1799],
        ['28 cm', '30 cm'],
        [
          'A flat {size} tawa in {material} for dosas, rotis and parathas.',
          'The wide surface spreads a paper-thin dosa.',
        ],
      ),
      cookware(
        'Frying Pan',
        'pan',
        [metals.nonStick!, metals.triply!, metals.hardAnodised!],
        [599, 2299],
        ['22 cm', '24 cm', '26 cm'],
        [
          'A {size} frying pan in {material} with a cool-touch handle.',
          'For omelettes, cutlets and a quick stir-fry.',
        ],
      ),
      cookware(
        'Cookware Set',
        'cookware-set',
        [metals.nonStick!, metals.triply!, metals.hardAnodised!],
        [1999, 6999],
        ['3 piece', '5 piece'],
        [
          'A {size} cookware set in {material}: a kadai, a frying pan and a saucepan with a glass lid.',
          'Everything a new kitchen needs to start with.',
        ],
      ),
    ],
  },
  {
    name: 'Kitchen Appliances',
    hsn: '8509',
    items: [
      appliance({
        name: 'Mixer Grinder',
        drawing: 'mixer',
        brands: ['Bajaj', 'Prestige', 'Butterfly', 'Philips', 'Preethi'],
        styles: [
          { name: '750W', spec: { 'Product Details': { Power: '750W' } } },
          { name: '500W', spec: { 'Product Details': { Power: '500W' } } },
          { name: '3 Jar', spec: { 'Product Details': { Jars: '3 stainless steel jars' } } },
        ],
        price: [2499, 6999],
        details: {
          Power: ['500W', '750W'],
          Jars: ['3 stainless steel jars', '4 jars with a juicer'],
          Speeds: '3 speeds and pulse',
        },
        description: [
          'A {power} mixer grinder with {jars} for chutneys, masalas and idli batter.',
          'Overload protection keeps the motor safe.',
        ],
        reviews: REVIEWS.mixers,
      }),
      appliance({
        name: 'Electric Kettle',
        drawing: 'kettle',
        brands: ['Prestige', 'Pigeon', 'Philips', 'Kent'],
        styles: [
          { name: '1.5 L', spec: { 'Product Details': { Capacity: '1.5 L' } } },
          { name: '1.8 L', spec: { 'Product Details': { Capacity: '1.8 L' } } },
          { name: 'Steel Body', spec: { 'Product Details': { Body: 'Stainless steel' } } },
        ],
        price: [699, 1799],
        details: {
          Capacity: ['1.2 L', '1.5 L'],
          Power: '1500W',
          Body: ['Stainless steel', 'Cool-touch plastic'],
          'Auto Shut-Off': 'Yes',
        },
        description: [
          'A {capacity} kettle that boils water in about three minutes and switches itself off.',
          'For tea, instant noodles and hot water on cold mornings.',
        ],
      }),
      appliance({
        name: 'Induction Cooktop',
        drawing: 'induction',
        brands: ['Prestige', 'Pigeon', 'Philips', 'Bajaj'],
        styles: ['Digital', '2000W', 'Touch Panel'],
        price: [1499, 3499],
        options: colours(['Black'], [1, 1]),
        details: {
          Power: '2000W',
          Controls: ['Push buttons', 'Touch panel'],
          Presets: 'Indian menu: dosa, roti, curry, milk',
        },
        description: [
          'A {power} induction cooktop with Indian presets for dosa, roti, curry and milk.',
          'Needs induction-friendly cookware.',
        ],
      }),
      appliance({
        name: 'Air Fryer',
        drawing: 'air-fryer',
        brands: ['Philips', 'Prestige', 'Pigeon', 'Kent', 'Agaro'],
        styles: [
          { name: '4.2 L', spec: { 'Product Details': { Capacity: '4.2 L' } } },
          'Digital',
          'Compact',
        ],
        price: [3999, 8999],
        details: {
          Capacity: ['3.5 L', '4.2 L', '5 L'],
          Power: '1400W',
          Controls: ['Dial', 'Digital touch'],
          Temperature: '80 to 200 °C',
        },
        description: [
          'A {capacity} air fryer that crisps samosas and fries with a spoon of oil.',
          'It also bakes, grills and reheats.',
        ],
      }),
      appliance({
        name: 'Pop-Up Toaster',
        drawing: 'toaster',
        brands: ['Bajaj', 'Pigeon', 'Philips', 'Morphy Richards'],
        styles: ['2 Slice', 'Compact', 'Steel'],
        price: [999, 2499],
        details: {
          Slots: '2 wide slots',
          Power: '800W',
          Browning: '7 settings',
          Extras: 'Crumb tray, defrost and reheat',
        },
        description: [
          'A two-slice pop-up toaster with seven browning settings and a crumb tray.',
          'Defrost and reheat buttons for frozen bread.',
        ],
      }),
    ],
  },
  {
    name: 'Bedsheets',
    hsn: '6302',
    items: [
      ['Single Bedsheet', '150 x 225 cm', 'one pillow cover'],
      ['Double Bedsheet', '228 x 254 cm', 'two pillow covers'],
      ['King Bedsheet', '274 x 274 cm', 'two pillow covers'],
    ].map(([name, size, pillows]): ItemProfile => ({
      name: name!,
      drawing: 'bedsheet',
      brands: ['Bombay Dyeing', 'Spaces', 'Raymond Home', 'Story@Home'],
      styles: [
        { name: 'Cotton', spec: { 'Product Details': { Fabric: '100% cotton' } } },
        {
          name: 'Jaipuri Print',
          spec: { 'Product Details': { Fabric: '100% cotton', Print: 'Jaipuri hand block print' } },
          says: 'Hand block printed in Jaipur in the old Sanganeri patterns.',
          trades: ['block-print'],
        },
        { name: 'Floral', spec: { 'Product Details': { Print: 'Floral' } } },
        {
          name: '300 TC',
          spec: { 'Product Details': { 'Thread Count': '300 TC', Fabric: 'Cotton sateen' } },
          price: [1499, 3999],
        },
      ],
      price: [499, 2499],
      discounts: DISCOUNTS.home,
      options: colours(COLOURS.bedsheets, [1, 2]),
      spec: {
        'Product Details': {
          Fabric: ['100% cotton', 'Cotton blend'],
          'Thread Count': ['144 TC', '180 TC', '210 TC'],
          Size: size!,
          Print: ['Floral', 'Geometric', 'Paisley'],
          'In the Box': `1 bedsheet and ${pillows!}`,
        },
        ...CARE.linen,
      },
      description: [
        `A ${(name as string).toLowerCase()} in {fabric}, {thread count}, with ${pillows!}.`,
        [
          'It measures {Size} and tucks in well.',
          'Soft from the first night and softer with every wash.',
        ],
        COMES_IN,
      ],
      reviews: REVIEWS.bedsheets,
      trades: ['furnishing'],
    })),
  },
  {
    name: 'Home Decor',
    hsn: '9403',
    items: [
      {
        name: 'Wall Clock',
        drawing: 'clock',
        brands: ['Ajanta', 'Titan', 'Home Centre', 'Chumbak'],
        styles: ['Wooden', 'Modern', 'Vintage'],
        price: [499, 2999],
        discounts: DISCOUNTS.home,
        options: colours(['Black', 'Brown', 'White', 'Gold'], [1, 2]),
        spec: {
          'Product Details': {
            Diameter: ['30 cm', '35 cm'],
            Movement: 'Silent sweep, no ticking',
            Power: '1 AA battery',
          },
          ...CARE.decor,
        },
        description: [
          'A {diameter} wall clock with a silent sweep movement, so it never ticks through the night.',
          COMES_IN,
        ],
        reviews: REVIEWS.clocks,
        trades: ['decor'],
      },
      {
        name: 'Photo Frame Set',
        drawing: 'frame',
        brands: ['Home Centre', 'Ikea', 'Chumbak', 'Exclusivelane'],
        styles: ['Wooden', 'Collage', 'Classic'],
        price: [399, 1999],
        discounts: DISCOUNTS.home,
        options: colours(['Black', 'Brown', 'White', 'Gold'], [1, 2]),
        spec: {
          'Product Details': {
            Pieces: ['Set of 3', 'Set of 6'],
            Sizes: '4 x 6 and 5 x 7 inch',
            Material: ['MDF wood', 'Pine wood'],
          },
          ...CARE.decor,
        },
        description: [
          'Photo frames in {material}, {pieces}, that stand on a table or hang on a wall.',
          COMES_IN,
        ],
        reviews: REVIEWS.decor,
        trades: ['decor'],
      },
      {
        name: 'Table Lamp',
        drawing: 'lamp',
        brands: ['Home Centre', 'Ikea', 'Chumbak', 'Exclusivelane'],
        styles: ['Wooden', 'Brass', 'Modern'],
        price: [799, 3999],
        discounts: DISCOUNTS.home,
        options: colours(['White', 'Beige', 'Teal', 'Mustard'], [1, 2]),
        spec: {
          'Product Details': {
            Height: ['40 cm', '50 cm'],
            Shade: 'Fabric drum shade',
            Bulb: 'E27, not included',
          },
          ...CARE.decor,
        },
        description: [
          'A {height} bedside lamp with a linen drum shade that softens the light.',
          COMES_IN,
        ],
        reviews: REVIEWS.lamps,
        trades: ['decor'],
      },
      {
        name: 'Elephant Showpiece',
        drawing: 'showpiece',
        brands: ['Home Centre', 'Exclusivelane', 'Chumbak'],
        styles: [
          {
            name: 'Brass',
            colours: ['Gold'],
            spec: { 'Product Details': { Material: 'Solid brass' } },
          },
          {
            name: 'Wooden',
            colours: ['Brown'],
            spec: { 'Product Details': { Material: 'Hand-carved sheesham wood' } },
          },
          {
            name: 'Marble Finish',
            colours: ['White'],
            spec: { 'Product Details': { Material: 'Polyresin with a marble finish' } },
          },
        ],
        price: [499, 2999],
        discounts: DISCOUNTS.home,
        options: packed('Gold'),
        spec: {
          'Product Details': {
            Material: 'Solid brass',
            Height: ['12 cm', '18 cm'],
            Made: 'By hand in India',
          },
          ...CARE.decor,
        },
        description: [
          'An elephant with its trunk raised for good luck, {height} tall, in {material}.',
          'Sits on a console, a bookshelf or the puja shelf.',
        ],
        reviews: REVIEWS.decor,
        trades: ['decor'],
      },
    ],
  },
  {
    name: 'Storage',
    hsn: '3924',
    items: [
      {
        name: 'Storage Container Set',
        drawing: 'jars',
        brands: ['Milton', 'Cello', 'Tupperware', 'Signoraware'],
        styles: ['Airtight', 'BPA Free', 'Modular'],
        price: [399, 1499],
        discounts: DISCOUNTS.kitchen,
        options: packed('Teal', 'Green', 'Red'),
        spec: {
          'Product Details': {
            Pieces: ['Set of 3', 'Set of 6'],
            Capacity: '500 ml to 1.5 L',
            Material: 'BPA-free plastic',
          },
          ...CARE.storage,
        },
        description: [
          'See-through airtight containers ({Capacity}) for dals, rice and snacks, {pieces}.',
          'They stack neatly on a shelf.',
        ],
        reviews: REVIEWS.storage,
        trades: ['kitchen'],
      },
      {
        name: 'Water Bottle',
        drawing: 'water-bottle',
        brands: ['Milton', 'Cello', 'Borosil', 'Signoraware'],
        styles: ['Insulated', 'Steel', 'Flip Top'],
        price: [299, 1299],
        discounts: DISCOUNTS.kitchen,
        options: colours(['Blue', 'Black', 'Silver', 'Red', 'Green'], [1, 2]),
        spec: {
          'Product Details': {
            Capacity: ['750 ml', '1 L'],
            Material: 'Stainless steel, double wall',
            'Keeps Cold': 'Up to 24 hours',
          },
          ...CARE.storage,
        },
        description: [
          'A {capacity} steel bottle that keeps water cold all day and tea hot for hours.',
          'Leak-proof in a school or office bag.',
          COMES_IN,
        ],
        reviews: REVIEWS.bottles,
        trades: ['kitchen'],
      },
      {
        name: 'Tiffin Box',
        drawing: 'lunch-box',
        brands: ['Milton', 'Cello', 'Tupperware', 'Signoraware'],
        styles: ['Insulated', 'Steel', 'Leak Proof'],
        price: [299, 1199],
        discounts: DISCOUNTS.kitchen,
        options: colours(['Blue', 'Black', 'Red', 'Green'], [1, 2]),
        spec: {
          'Product Details': {
            Containers: ['2 containers', '3 containers'],
            Material: 'Stainless steel inside',
          },
          ...CARE.storage,
        },
        description: [
          'An office tiffin with {containers} in an insulated jacket, so lunch is still warm at one.',
          COMES_IN,
        ],
        reviews: REVIEWS.lunchBoxes,
        trades: ['kitchen'],
      },
      {
        name: 'Casserole',
        drawing: 'casserole',
        brands: ['Milton', 'Cello', 'Signoraware'],
        styles: ['Insulated', 'Steel', 'Designer'],
        price: [499, 1799],
        discounts: DISCOUNTS.kitchen,
        options: colours(['Red', 'Blue', 'Silver', 'Maroon', 'Gold'], [1, 2]),
        spec: {
          'Product Details': {
            Capacity: ['1 L', '1.5 L', '2.5 L'],
            Material: 'Stainless steel inner, insulated body',
          },
          ...CARE.storage,
        },
        description: [
          'A {capacity} insulated casserole that keeps rotis soft and sabzi hot until everyone sits down.',
          'Handsome enough for the dining table.',
          COMES_IN,
        ],
        reviews: REVIEWS.casseroles,
        trades: ['kitchen'],
      },
    ],
  },
  {
    name: 'Dinnerware',
    hsn: '6912',
    items: [
      {
        ...DISH,
        name: 'Dinner Set',
        drawing: 'plates',
        brands: ['La Opala', 'Corelle', 'Cello', 'Borosil'],
        styles: ['Opalware', 'Floral', 'Classic'],
        price: [1999, 6999],
        spec: {
          'Product Details': {
            Pieces: ['18 piece', '27 piece', '35 piece'],
            Material: 'Opalware',
            Serves: ['4', '6'],
          },
          ...CARE.dinnerware,
        },
        description: [
          'A {pieces} dinner set in light, chip-resistant opalware that serves {serves}.',
          'Plates, quarter plates, bowls and serving bowls.',
        ],
        reviews: REVIEWS.dinnerware,
      },
      {
        ...DISH,
        name: 'Mug Set',
        drawing: 'mugs',
        brands: ['La Opala', 'Corelle', 'Cello', 'Borosil'],
        styles: [
          { name: 'Ceramic', spec: { 'Product Details': { Material: 'Ceramic' } } },
          { name: 'Stoneware', spec: { 'Product Details': { Material: 'Glazed stoneware' } } },
          {
            name: 'Printed',
            spec: { 'Product Details': { Material: 'Ceramic with a printed glaze' } },
          },
        ],
        price: [299, 1199],
        spec: {
          'Product Details': {
            Pieces: ['Set of 2', 'Set of 6'],
            Capacity: ['250 ml', '350 ml'],
            Material: 'Ceramic',
          },
          ...CARE.dinnerware,
        },
        description: ['Mugs of {capacity} for chai and coffee, {pieces}.'],
        reviews: REVIEWS.mugs,
        options: colours(['White', 'Teal', 'Mustard', 'Navy', 'Pink'], [1, 2]),
      },
      {
        ...DISH,
        name: 'Glass Set',
        drawing: 'glass-set',
        brands: ['Borosil', 'Ocean', 'Treo', 'Cello'],
        styles: ['Crystal Clear', 'Tall', 'Juice'],
        price: [249, 999],
        spec: {
          'Product Details': {
            Pieces: 'Set of 6',
            Capacity: ['250 ml', '300 ml'],
            Material: ['Soda lime glass', 'Borosilicate glass'],
          },
          ...CARE.dinnerware,
        },
        description: ['Six {capacity} tumblers in clear {material}, for water, juice and lassi.'],
        reviews: REVIEWS.glasses,
        options: packed('Clear'),
      },
      {
        ...DISH,
        name: 'Serving Bowl Set',
        drawing: 'bowls',
        brands: ['La Opala', 'Corelle', 'Cello', 'Borosil'],
        styles: [
          { name: 'Opalware', spec: { 'Product Details': { Material: 'Opalware' } } },
          { name: 'Glass', spec: { 'Product Details': { Material: 'Toughened glass' } } },
          { name: 'Floral', spec: { 'Product Details': { Material: 'Opalware' } } },
        ],
        price: [399, 1499],
        spec: {
          'Product Details': {
            Pieces: 'Set of 3',
            Capacity: '500 ml, 750 ml and 1 L',
            Material: ['Opalware', 'Toughened glass'],
          },
          ...CARE.dinnerware,
        },
        description: ['Three nesting serving bowls ({Capacity}) for dal, sabzi and raita.'],
        reviews: REVIEWS.dinnerware,
      },
    ],
  },
];

import { CARE, COLOURS, colours, COMES_IN, DISCOUNTS, packed, warranty } from './profile-parts';
import type { ItemProfile, SpecTemplate, Style, SubcategoryData } from './profile';
import { REVIEWS } from './review-texts';

/** Who makes a phone of each tier: a budget maker sells no flagship, a flagship maker no 4 GB phone. */
const PHONE_MAKERS: Record<string, string[]> = {
  '5G': ['Samsung', 'Redmi', 'Realme', 'Poco', 'Lava', 'Motorola'],
  'Neo 5G': ['Samsung', 'Redmi', 'Realme', 'Poco', 'iQOO', 'Vivo', 'Oppo', 'Lava', 'Motorola'],
  Plus: ['Samsung', 'Redmi', 'Realme', 'Vivo', 'Oppo', 'OnePlus', 'Motorola'],
  'Pro 5G': ['Samsung', 'Realme', 'Vivo', 'Oppo', 'OnePlus', 'iQOO', 'Motorola', 'Redmi'],
  Ultra: ['Samsung', 'OnePlus', 'Vivo', 'Oppo', 'iQOO', 'Motorola'],
};

/** RAM and storage pairs, cheapest first: a tier sells two neighbouring ones. */
const MEMORY = [
  ['4 GB', '64 GB'],
  ['4 GB', '128 GB'],
  ['6 GB', '128 GB'],
  ['8 GB', '128 GB'],
  ['8 GB', '256 GB'],
  ['12 GB', '256 GB'],
  ['12 GB', '512 GB'],
] as const;

/**
 * A phone tier: its price, memory, screen, cameras, battery and chip go together, so a 4 GB
 * phone is never a flagship's price and an Ultra never has a budget camera.
 */
function phone(
  name: string,
  price: [number, number],
  memory: [number, number],
  parts: {
    display: string;
    refresh: string;
    rear: string;
    front: string;
    battery: string;
    charging: string;
    chip: string[];
  },
  pitch: string,
): ItemProfile {
  return {
    name,
    drawing: 'smartphone',
    brands: PHONE_MAKERS[name]!,
    styles: ['Nova', 'Edge', 'Prime', 'Spark', 'Zen', 'Max'],
    type: 'Smartphone',
    price,
    discounts: DISCOUNTS.bigTicket,
    options: colours(COLOURS.phones, [1, 3]),
    memory: MEMORY.slice(memory[0], memory[1] + 1),
    spec: {
      General: {
        'Model Name': '{brand} {style} {name}',
        Processor: parts.chip,
        'Operating System': 'Android 14',
      },
      Display: { 'Screen Size': parts.display, Type: 'AMOLED', 'Refresh Rate': parts.refresh },
      'Memory & Storage': {
        RAM: '{ram}',
        'Internal Storage': '{storage}',
        'Expandable Storage': ['Up to 1 TB', 'No'],
      },
      Camera: { Rear: parts.rear, Front: parts.front },
      Battery: { Capacity: parts.battery, Charging: parts.charging },
    },
    description: [
      `${pitch}`,
      'It runs on the {Processor} with {ram} of RAM and {storage} of storage, behind a {screen size} AMOLED screen at {refresh rate}.',
      'The {capacity} battery charges at {charging}; the {rear} main camera does the rest.',
      COMES_IN,
    ],
    reviews: REVIEWS.phones,
    trades: ['phones'],
  };
}

export const MOBILES: SubcategoryData[] = [
  {
    name: 'Smartphones',
    hsn: '8517',
    items: [
      phone(
        '5G',
        [9999, 15999],
        [0, 2],
        {
          display: '6.6 inch',
          refresh: '90 Hz',
          rear: '50 MP + 2 MP',
          front: '8 MP',
          battery: '5000 mAh',
          charging: '18W',
          chip: ['MediaTek Dimensity 6100+', 'Snapdragon 4 Gen 2'],
        },
        'An affordable 5G phone that gets the basics right.',
      ),
      phone(
        'Neo 5G',
        [13999, 21999],
        [1, 3],
        {
          display: '6.67 inch',
          refresh: '120 Hz',
          rear: '50 MP + 8 MP',
          front: '16 MP',
          battery: '5000 mAh',
          charging: '33W',
          chip: ['MediaTek Dimensity 7020', 'Snapdragon 6 Gen 1'],
        },
        'A mid-range 5G phone with a smooth 120 Hz screen.',
      ),
      phone(
        'Plus',
        [17999, 27999],
        [2, 4],
        {
          display: '6.7 inch',
          refresh: '120 Hz',
          rear: '64 MP + 8 MP + 2 MP',
          front: '16 MP',
          battery: '5000 mAh',
          charging: '45W',
          chip: ['MediaTek Dimensity 7050', 'Snapdragon 7s Gen 2'],
        },
        'A big-screen phone with a long-lasting battery.',
      ),
      phone(
        'Pro 5G',
        [24999, 42999],
        [3, 5],
        {
          display: '6.7 inch',
          refresh: '120 Hz',
          rear: '50 MP OIS + 12 MP ultra-wide + 10 MP telephoto',
          front: '32 MP',
          battery: '5000 mAh',
          charging: '67W',
          chip: ['Snapdragon 7+ Gen 3', 'MediaTek Dimensity 8300'],
        },
        'A camera-first phone with a telephoto lens and optical stabilisation.',
      ),
      phone(
        'Ultra',
        [54999, 89999],
        [4, 6],
        {
          display: '6.8 inch',
          refresh: '120 Hz LTPO',
          rear: '200 MP OIS + 50 MP periscope + 12 MP ultra-wide',
          front: '32 MP',
          battery: '5500 mAh',
          charging: '100W',
          chip: ['Snapdragon 8 Gen 3', 'MediaTek Dimensity 9300'],
        },
        'The flagship: the fastest chip, a periscope zoom and the brightest screen.',
      ),
    ],
  },
  {
    name: 'Feature Phones',
    hsn: '8517',
    items: [
      [
        'Keypad Phone',
        '1.8 inch',
        '1000 mAh',
        'A simple keypad phone with big buttons, a torch and FM radio.',
        [899, 1499],
      ],
      [
        'Dual SIM Phone',
        '2.4 inch',
        '1800 mAh',
        'A dual SIM phone that keeps a work and a home number in one pocket.',
        [1199, 2199],
      ],
      [
        '4G Feature Phone',
        '2.4 inch',
        '2000 mAh',
        'A 4G keypad phone with UPI payments and YouTube.',
        [1999, 3499],
      ],
    ].map(([name, screen, battery, says, price]): ItemProfile => ({
      name: name as string,
      drawing: 'feature-phone',
      brands: ['Nokia', 'Lava', 'itel', 'Jio'],
      styles: ['Classic', 'Power', 'Bold'],
      price: price as [number, number],
      discounts: DISCOUNTS.bigTicket,
      options: colours(['Black', 'Blue', 'Red', 'Grey'], [1, 2]),
      spec: {
        Display: { 'Screen Size': screen as string },
        Battery: { Capacity: battery as string, Standby: ['Up to 15 days', 'Up to 20 days'] },
        Features: { SIM: 'Dual SIM', Extras: 'Torch, FM radio, call recording' },
        ...warranty('1 year'),
      },
      description: [
        says as string,
        'The {capacity} battery lasts {standby} on standby, and the {screen size} screen is easy to read.',
        COMES_IN,
      ],
      reviews: REVIEWS.featurePhones,
      trades: ['phones'],
    })),
  },
  {
    name: 'Mobile Covers',
    hsn: '3926',
    items: (
      [
        {
          name: 'Back Cover',
          drawing: 'phone-case',
          styles: [
            {
              name: 'Transparent',
              spec: { 'Cover Details': { Material: 'Clear TPU' } },
              colours: ['Clear'],
            },
            { name: 'Matte', spec: { 'Cover Details': { Material: 'Matte polycarbonate' } } },
            { name: 'Silicone', spec: { 'Cover Details': { Material: 'Liquid silicone' } } },
          ],
          says: 'A slim back cover with raised edges around the screen and the camera.',
        },
        {
          name: 'Flip Cover',
          drawing: 'flip-cover',
          styles: [
            { name: 'Wallet', spec: { 'Cover Details': { Extras: 'Two card slots' } } },
            { name: 'Leather Finish', spec: { 'Cover Details': { Material: 'Faux leather' } } },
            { name: 'Magnetic', spec: { 'Cover Details': { Closure: 'Magnetic clasp' } } },
          ],
          says: 'A book-style flip cover whose front folds back into a stand for videos.',
        },
        {
          name: 'Armour Case',
          drawing: 'phone-case',
          styles: [
            {
              name: 'Shockproof',
              spec: { 'Cover Details': { Protection: 'Air-cushion corners' } },
            },
            {
              name: 'Rugged',
              spec: { 'Cover Details': { Protection: 'Dual layer, 3 m drop tested' } },
            },
            { name: 'Kickstand', spec: { 'Cover Details': { Extras: 'Fold-out kickstand' } } },
          ],
          says: 'A dual-layer armour case with reinforced corners that survives the drops.',
        },
      ] as {
        name: string;
        drawing: string;
        styles: Style[];
        says: string;
      }[]
    ).map(({ styles, says, ...cover }): ItemProfile => ({
      ...cover,
      brands: ['Spigen', 'Ringke', 'Amazon Basics', 'Casekaro'],
      styles,
      price: [199, 1299],
      discounts: DISCOUNTS.accessories,
      options: colours(['Black', 'Navy', 'Clear', 'Olive', 'Red'], [1, 3]),
      spec: {
        'Cover Details': {
          Material: ['TPU', 'Polycarbonate with TPU bumper'],
          'Compatible With': ['Samsung Galaxy S24', 'iPhone 15', 'Redmi Note 13', 'OnePlus Nord 4'],
          Protection: 'Raised lip over screen and camera',
        },
        ...CARE.gadgets,
      },
      description: [
        says,
        'Made for the {Compatible With}, with exact cut-outs for ports and buttons.',
        COMES_IN,
      ],
      reviews: REVIEWS.covers,
      trades: ['mobile-accessories'],
    })),
  },
  {
    name: 'Power Banks',
    hsn: '8507',
    items: [
      [
        '10000 mAh Power Bank',
        '10000 mAh',
        [699, 1499],
        'A pocket-sized power bank that charges a phone about twice.',
      ],
      [
        '20000 mAh Power Bank',
        '20000 mAh',
        [1199, 2499],
        'A big 20000 mAh power bank for long trips, enough for four phone charges.',
      ],
      [
        'Magnetic Power Bank',
        '5000 mAh',
        [1499, 3499],
        'A magnetic power bank that snaps onto the back of the phone and charges without a cable.',
      ],
    ].map(([name, capacity, price, says]): ItemProfile => ({
      name: name as string,
      drawing: 'power-bank',
      brands: ['Mi', 'Ambrane', 'URBN', 'Anker'],
      styles: [
        {
          name: 'Fast Charging',
          spec: { 'Power Bank Details': { Output: '22.5W fast charging' } },
        },
        { name: 'Slim', spec: { 'Power Bank Details': { Weight: '180 g' } } },
        {
          name: 'Dual Port',
          spec: { 'Power Bank Details': { Ports: '2 USB-A out, 1 Type-C in/out' } },
        },
      ],
      price: price as [number, number],
      discounts: DISCOUNTS.gadgets,
      options: colours(['Black', 'White', 'Blue'], [1, 2]),
      spec: {
        'Power Bank Details': {
          Capacity: capacity as string,
          Output: ['20W', '22.5W fast charging'],
          Ports: '1 USB-A out, 1 Type-C in/out',
          Weight: ['210 g', '350 g'],
        },
        ...warranty('6 months'),
      },
      description: [says as string, 'Charges at {output} through its {ports}.', COMES_IN],
      reviews: REVIEWS.powerBanks,
      trades: ['mobile-accessories', 'gadgets'],
    })),
  },
  {
    name: 'Chargers',
    hsn: '8504',
    items: (
      [
        {
          name: 'Wall Charger',
          drawing: 'charger',
          styles: [
            { name: '65W', spec: { 'Charger Details': { Output: '65W' } } },
            { name: '33W', spec: { 'Charger Details': { Output: '33W' } } },
            { name: '25W Type-C', spec: { 'Charger Details': { Output: '25W', Port: 'Type-C' } } },
          ],
          price: [499, 1999],
          says: 'A {output} wall charger with a {Port} port that fast-charges phones and earbuds.',
          own: { Output: ['25W', '33W', '65W'], Port: ['Type-C', 'USB-A'] },
        },
        {
          name: 'Car Charger',
          drawing: 'car-charger',
          styles: [
            { name: 'Dual Port', spec: { 'Charger Details': { Port: 'USB-A and Type-C' } } },
            { name: '33W', spec: { 'Charger Details': { Output: '33W' } } },
            { name: 'Type-C', spec: { 'Charger Details': { Port: 'Type-C' } } },
          ],
          price: [299, 1299],
          says: 'A car charger for the 12V socket, {output} through {Port}.',
          own: { Output: ['18W', '33W'], Port: ['Type-C', 'USB-A'] },
        },
        {
          name: 'Charging Cable',
          drawing: 'cable',
          styles: [
            { name: 'Type-C', spec: { 'Charger Details': { Port: 'Type-C to Type-C' } } },
            { name: 'Braided', spec: { 'Charger Details': { Build: 'Nylon braided' } } },
            { name: '1.5 m', spec: { 'Charger Details': { Length: '1.5 m' } } },
          ],
          price: [149, 799],
          says: 'A {length} {Port} cable, {build}, rated for {output} fast charging.',
          own: {
            Output: ['25W', '60W'],
            Port: 'Type-C to Type-C',
            Length: '1 m',
            Build: ['Nylon braided', 'TPE'],
          },
        },
      ] as (Pick<ItemProfile, 'name' | 'drawing' | 'styles' | 'price'> & {
        says: string;
        own: SpecTemplate[string];
      })[]
    ).map(({ says, own, ...charger }): ItemProfile => ({
      ...charger,
      brands: ['Samsung', 'OnePlus', 'Portronics', 'boAt'],
      discounts: DISCOUNTS.accessories,
      options: colours(['White', 'Black'], [1, 1]),
      spec: {
        'Charger Details': own,
        ...warranty('6 months'),
      },
      description: [
        says,
        'Safe with phones that charge slower, thanks to its smart chip.',
        COMES_IN,
      ],
      reviews: REVIEWS.chargers,
      trades: ['mobile-accessories'],
    })),
  },
  {
    name: 'Screen Guards',
    hsn: '7007',
    items: [
      [
        'Tempered Glass',
        'screen-guard',
        'A 9H tempered glass guard that covers the whole screen, with an installation frame.',
      ],
      [
        'Privacy Glass',
        'screen-guard',
        'A privacy glass that darkens the screen for anyone beside you.',
      ],
      [
        'Camera Lens Guard',
        'lens-guard',
        'Rings of tempered glass that sit over each camera lens and guard it from scratches.',
      ],
    ].map(([name, drawing, says]): ItemProfile => ({
      name: name!,
      drawing: drawing!,
      brands: ['Spigen', 'Ringke', 'Gadgetshieldz', 'Amazon Basics'],
      styles: [
        { name: 'Full Cover', spec: { 'Guard Details': { Coverage: 'Edge to edge' } } },
        { name: '9H', spec: { 'Guard Details': { Hardness: '9H' } } },
        { name: 'Anti-Glare', spec: { 'Guard Details': { Finish: 'Matte, anti-glare' } } },
      ],
      price: [149, 799],
      discounts: DISCOUNTS.accessories,
      options: packed('Clear'),
      spec: {
        'Guard Details': {
          Hardness: '9H',
          Coverage: ['Edge to edge', 'Screen only'],
          Finish: 'Clear, oleophobic',
          'Compatible With': ['Samsung Galaxy S24', 'iPhone 15', 'Redmi Note 13', 'OnePlus Nord 4'],
        },
      },
      description: [says!, 'Cut for the {Compatible With}; a pack of two.'],
      reviews: REVIEWS.screenGuards,
      trades: ['mobile-accessories'],
    })),
  },
];

import { CARE, COLOURS, colours, DISCOUNTS, WORN_IN } from './profile-parts';
import type { ItemProfile, Style, SubcategoryData } from './profile';
import { REVIEWS } from './review-texts';

/** Shared by men's western clothes: fashion discounts, S-XXL, washing-label care. */
const WESTERN = {
  discounts: DISCOUNTS.fashion,
  sizes: 'adult',
  reviews: REVIEWS.clothes,
  trades: ['menswear'],
} as const satisfies Partial<ItemProfile>;

const formalBrands = ['Louis Philippe', 'Van Heusen', 'Arrow', 'Raymond', 'Peter England'];
const casualBrands = ['Allen Solly', 'US Polo Assn', 'Peter England', 'Roadster', 'Highlander'];
const streetBrands = ['Roadster', 'Highlander', 'HRX', 'Jack and Jones', 'Levis'];
const denimBrands = ['Levis', 'Wrangler', 'Lee', 'Pepe Jeans', 'Spykar', 'Roadster'];
const ethnicBrands = ['Manyavar', 'Fabindia', 'Vastramay', 'Sojanya', 'Jompers'];
const innerwearBrands = ['Jockey', 'Van Heusen', 'Rupa', 'Dollar Bigboss', 'Lux Cozi'];

const slimFit: Style = { name: 'Slim Fit', spec: { 'Fabric & Fit': { Fit: 'Slim fit' } } };
const regularFit: Style = { name: 'Regular Fit', spec: { 'Fabric & Fit': { Fit: 'Regular fit' } } };

/** Kurtas' styles: the fabric or the handwork, and the shops that sell each. */
const kurtaStyles: Style[] = [
  { name: 'Cotton Blend', spec: { 'Fabric & Fit': { Fabric: 'Cotton blend' } } },
  {
    name: 'Silk Blend',
    spec: { 'Fabric & Fit': { Fabric: 'Art silk blend', Occasion: 'Festive' }, ...CARE.silk },
    trades: ['silk'],
  },
  {
    name: 'Chikankari',
    spec: {
      'Fabric & Fit': {
        Fabric: 'Cotton',
        Work: 'Hand-done Lucknowi chikankari',
        Occasion: 'Festive',
      },
      ...CARE.delicate,
    },
    says: 'The shadow-work chikankari is embroidered by hand in Lucknow, white thread on fine cotton.',
    colours: COLOURS.chikan,
    trades: ['chikan'],
  },
  {
    name: 'Festive',
    spec: {
      'Fabric & Fit': { Fabric: 'Jacquard silk blend', Occasion: 'Festive' },
      ...CARE.embellished,
    },
    says: 'A tone-on-tone jacquard weave catches the light at weddings and pujas.',
  },
  {
    name: 'Khadi',
    spec: { 'Fabric & Fit': { Fabric: 'Hand-spun khadi cotton' } },
    says: 'Hand-spun, handwoven khadi that breathes through the summer.',
    trades: ['handloom'],
  },
];

export const MEN: SubcategoryData[] = [
  {
    name: 'Shirts',
    hsn: '6205',
    items: [
      {
        ...WESTERN,
        name: 'Casual Shirt',
        drawing: 'shirt',
        brands: casualBrands,
        styles: [
          slimFit,
          regularFit,
          { name: 'Printed', spec: { 'Fabric & Fit': { Pattern: 'Printed' } } },
        ],
        price: [699, 2499],
        options: colours(COLOURS.shirts),
        spec: {
          'Fabric & Fit': {
            Fabric: ['100% cotton', 'Cotton blend'],
            Fit: ['Slim fit', 'Regular fit'],
            Pattern: ['Solid', 'Striped'],
            Collar: 'Button-down collar',
            Sleeve: 'Full sleeve',
          },
          ...CARE.cotton,
        },
        description: [
          [
            'An easy weekend shirt in {fabric}, cut to a {fit}, with a button-down collar and a curved hem to wear untucked.',
            'A {fit} casual shirt in soft {fabric} that keeps its shape through a long day out.',
          ],
          [
            'Roll the sleeves up over jeans or chinos.',
            'Wear it open over a tee or buttoned up for lunch out.',
          ],
          WORN_IN,
        ],
      },
      {
        ...WESTERN,
        name: 'Formal Shirt',
        drawing: 'shirt',
        brands: formalBrands,
        styles: [
          slimFit,
          regularFit,
          {
            name: 'Wrinkle Free',
            says: 'A wrinkle-free finish keeps it crisp from the morning meeting to the commute home.',
          },
          { name: 'Pinstripe', spec: { 'Fabric & Fit': { Pattern: 'Pinstriped' } } },
        ],
        price: [999, 3499],
        options: colours(['White', 'Sky Blue', 'Pink', 'Grey', 'Lavender']),
        spec: {
          'Fabric & Fit': {
            Fabric: ['100% cotton', 'Giza cotton', 'Cotton poly blend'],
            Fit: ['Slim fit', 'Regular fit'],
            Pattern: ['Solid', 'Self-design'],
            Collar: 'Spread collar',
            Cuff: 'Single button cuff',
            Occasion: 'Formal',
          },
          ...CARE.cotton,
        },
        description: [
          [
            'A {fit} office shirt in {fabric}, with a spread collar that sits neatly under a tie.',
            'Crisp {fabric} tailored to a {fit}, with a stiff collar and single-button cuffs for the boardroom.',
          ],
          WORN_IN,
        ],
      },
      {
        ...WESTERN,
        name: 'Linen Shirt',
        drawing: 'shirt',
        brands: ['Linen Club', 'Raymond', 'Fabindia', 'Louis Philippe'],
        styles: [
          { name: 'Pure', spec: { 'Fabric & Fit': { Fabric: '100% linen' } } },
          { name: 'Relaxed Fit', spec: { 'Fabric & Fit': { Fit: 'Relaxed fit' } } },
          { name: 'Mandarin Collar', spec: { 'Fabric & Fit': { Collar: 'Mandarin collar' } } },
        ],
        price: [1299, 3999],
        options: colours(['White', 'Beige', 'Sky Blue', 'Olive', 'Navy', 'Pink']),
        spec: {
          'Fabric & Fit': {
            Fabric: ['100% linen', 'Linen cotton blend'],
            Fit: ['Regular fit', 'Relaxed fit'],
            Collar: 'Spread collar',
            Sleeve: 'Full sleeve',
          },
          ...CARE.linen,
        },
        description: [
          [
            'Airy {fabric} that keeps you cool through an Indian summer and softens with every wash.',
            'A breathable {fabric} shirt with a gentle slub texture, made for hot, humid days.',
          ],
          ['Linen creases by nature; that lived-in look is part of its charm.'],
          WORN_IN,
        ],
      },
      {
        ...WESTERN,
        name: 'Checked Shirt',
        drawing: 'shirt',
        brands: casualBrands,
        styles: [
          slimFit,
          regularFit,
          { name: 'Flannel', spec: { 'Fabric & Fit': { Fabric: 'Brushed cotton flannel' } } },
          { name: 'Gingham', spec: { 'Fabric & Fit': { Pattern: 'Gingham checks' } } },
        ],
        price: [699, 2299],
        options: colours(['Red', 'Navy', 'Olive', 'Maroon', 'Blue', 'Mustard']),
        spec: {
          'Fabric & Fit': {
            Fabric: ['100% cotton', 'Cotton blend'],
            Fit: ['Slim fit', 'Regular fit'],
            Pattern: ['Tartan checks', 'Windowpane checks'],
            Sleeve: 'Full sleeve',
          },
          ...CARE.cotton,
        },
        description: [
          [
            '{Pattern} on {fabric}, cut to a {fit}, with a chest pocket and a curved hem.',
            'A {fit} shirt in {pattern}, a weekend staple in soft {fabric}.',
          ],
          WORN_IN,
        ],
      },
      {
        ...WESTERN,
        name: 'Oxford Shirt',
        drawing: 'shirt',
        brands: ['Allen Solly', 'US Polo Assn', 'Van Heusen', 'Arrow'],
        styles: [
          slimFit,
          regularFit,
          { name: 'Button-Down', spec: { 'Fabric & Fit': { Collar: 'Button-down collar' } } },
        ],
        price: [999, 2799],
        options: colours(['White', 'Sky Blue', 'Pink', 'Grey']),
        spec: {
          'Fabric & Fit': {
            Fabric: 'Oxford cotton',
            Fit: ['Slim fit', 'Regular fit'],
            Collar: ['Button-down collar', 'Spread collar'],
            Sleeve: 'Full sleeve',
          },
          ...CARE.cotton,
        },
        description: [
          [
            'Basket-woven oxford cotton with a soft hand, cut to a {fit}, with a {collar}.',
            'The oxford shirt that goes from desk to dinner: sturdy basket-weave cotton, a {collar}, a {fit}.',
          ],
          WORN_IN,
        ],
      },
    ],
  },
  {
    name: 'T-Shirts',
    hsn: '6109',
    items: [
      {
        ...WESTERN,
        name: 'Polo T-Shirt',
        drawing: 'polo',
        brands: ['US Polo Assn', 'Allen Solly', 'Jack and Jones', 'HRX', 'Levis'],
        styles: [
          { name: 'Cotton Pique', spec: { 'Fabric & Fit': { Fabric: 'Cotton pique' } } },
          slimFit,
          { name: 'Tipped Collar', spec: { 'Fabric & Fit': { Collar: 'Tipped polo collar' } } },
        ],
        price: [499, 1999],
        options: colours(COLOURS.tees),
        spec: {
          'Fabric & Fit': {
            Fabric: ['Cotton pique', '100% cotton'],
            Fit: ['Regular fit', 'Slim fit'],
            Collar: 'Polo collar',
            Sleeve: 'Short sleeve',
          },
          ...CARE.cotton,
        },
        description: [
          [
            'A {fit} polo in {fabric} with a two-button placket and ribbed cuffs.',
            'A classic polo in breathable {fabric}: a {collar}, a two-button placket and a {fit}.',
          ],
          WORN_IN,
        ],
      },
      {
        ...WESTERN,
        name: 'Round Neck T-Shirt',
        drawing: 'tshirt',
        brands: streetBrands,
        styles: [
          'Cotton',
          { name: 'Oversized', spec: { 'Fabric & Fit': { Fit: 'Oversized fit' } } },
          { name: 'Striped', spec: { 'Fabric & Fit': { Pattern: 'Striped' } } },
          {
            name: 'Dri-Fit',
            spec: { 'Fabric & Fit': { Fabric: 'Quick-dry polyester', Occasion: 'Sports and gym' } },
          },
        ],
        price: [299, 1299],
        options: colours(COLOURS.tees),
        spec: {
          'Fabric & Fit': {
            Fabric: ['100% cotton', 'Bio-washed cotton'],
            Fit: ['Regular fit', 'Slim fit'],
            Pattern: 'Solid',
            Neck: 'Round neck',
            Sleeve: 'Short sleeve',
          },
          ...CARE.cotton,
        },
        description: [
          [
            'An everyday round-neck tee in {fabric}, in a {fit}.',
            'The tee you reach for first: {fabric}, a ribbed round neck and a {fit}.',
          ],
          WORN_IN,
        ],
      },
      {
        ...WESTERN,
        name: 'Henley T-Shirt',
        drawing: 'tshirt',
        brands: streetBrands,
        styles: [
          'Cotton',
          slimFit,
          { name: 'Waffle Knit', spec: { 'Fabric & Fit': { Fabric: 'Waffle-knit cotton' } } },
        ],
        price: [399, 1499],
        options: colours(COLOURS.tees),
        spec: {
          'Fabric & Fit': {
            Fabric: ['100% cotton', 'Cotton slub'],
            Fit: ['Regular fit', 'Slim fit'],
            Neck: 'Henley, three-button placket',
            Sleeve: ['Short sleeve', 'Full sleeve'],
          },
          ...CARE.cotton,
        },
        description: [
          ['A henley in {fabric} with a three-button placket, in a {fit}.'],
          ['Smarter than a tee, easier than a shirt.'],
          WORN_IN,
        ],
      },
      {
        ...WESTERN,
        name: 'Graphic Tee',
        drawing: 'tshirt',
        brands: streetBrands,
        styles: [
          { name: 'Oversized', spec: { 'Fabric & Fit': { Fit: 'Oversized fit' } } },
          { name: 'Typography', spec: { 'Fabric & Fit': { Print: 'Typography print' } } },
          { name: 'Anime', spec: { 'Fabric & Fit': { Print: 'Anime print' } } },
        ],
        price: [299, 1199],
        options: colours(['Black', 'White', 'Navy', 'Olive', 'Maroon']),
        spec: {
          'Fabric & Fit': {
            Fabric: '100% cotton',
            Fit: ['Regular fit', 'Oversized fit'],
            Print: ['Graphic print', 'Typography print'],
            Neck: 'Round neck',
          },
          ...CARE.cotton,
        },
        description: [
          [
            'A {print} tee in heavy {fabric}, in a {fit}.',
            'A bold {print} on soft {fabric}, screen-printed to last.',
          ],
          ['Wash inside out to keep the print bright.'],
          WORN_IN,
        ],
      },
    ],
  },
  {
    name: 'Jeans',
    hsn: '6203',
    items: (
      [
        ['Slim Jeans', 'Slim fit', 'narrow through the thigh and leg'],
        ['Straight Jeans', 'Straight fit', 'straight from the hip to the hem'],
        ['Tapered Jeans', 'Tapered fit', 'roomy at the thigh and narrowing to the ankle'],
        ['Stretch Jeans', 'Skinny fit', 'close-fitting with a two-way stretch'],
      ] as const
    ).map(([name, fit, cut]): ItemProfile => ({
      name,
      drawing: 'jeans',
      brands: denimBrands,
      styles: [
        { name: 'Mid-Rise', spec: { 'Fabric & Fit': { Rise: 'Mid-rise' } } },
        {
          name: 'Distressed',
          spec: { 'Fabric & Fit': { Finish: 'Distressed' } },
        },
        { name: 'Clean Look', spec: { 'Fabric & Fit': { Finish: 'Clean' } } },
      ],
      price: [999, 3499],
      discounts: DISCOUNTS.fashion,
      options: colours(COLOURS.denim, [1, 2]),
      sizes: 'waist',
      spec: {
        'Fabric & Fit': {
          Fabric:
            name === 'Stretch Jeans'
              ? '92% Cotton, 6% Polyester, 2% Elastane'
              : ['100% cotton denim', '98% Cotton, 2% Elastane'],
          Fit: fit,
          Rise: ['Mid-rise', 'Low-rise'],
          Finish: ['Light fade', 'Whiskered'],
          Closure: 'Button and zip fly',
        },
        ...CARE.denim,
      },
      description: [
        `Five-pocket jeans in {fabric}, ${cut}.`,
        ['{Rise}, with a {finish} finish.', 'It sits {rise}, with a {finish} finish.'],
        WORN_IN,
      ],
      reviews: REVIEWS.denim,
      trades: ['menswear'],
    })),
  },
  {
    name: 'Kurtas',
    hsn: '6211',
    items: [
      {
        name: 'Kurta',
        drawing: 'kurta',
        brands: ethnicBrands,
        styles: kurtaStyles,
        price: [699, 2999],
        discounts: DISCOUNTS.fashion,
        options: colours(COLOURS.ethnic),
        sizes: 'adult',
        spec: {
          'Fabric & Fit': {
            Fabric: ['Cotton', 'Cotton blend'],
            Length: 'Knee length',
            Collar: 'Mandarin collar',
            Occasion: 'Festive and everyday',
          },
          ...CARE.cotton,
        },
        description: [
          [
            'A knee-length kurta in {fabric} with a mandarin collar, a half placket and side slits.',
            'A straight-cut kurta in {fabric}, knee length, with a mandarin collar.',
          ],
          [
            'Pair it with churidar or white pyjamas.',
            'Wear it with jeans on a Friday or with pyjamas for a puja.',
          ],
          WORN_IN,
        ],
        reviews: REVIEWS.ethnic,
        trades: ['ethnic'],
      },
      {
        name: 'Kurta Pyjama Set',
        drawing: 'kurta',
        brands: ethnicBrands,
        styles: kurtaStyles,
        price: [999, 3999],
        discounts: DISCOUNTS.fashion,
        options: colours(COLOURS.ethnic),
        sizes: 'adult',
        spec: {
          'Fabric & Fit': {
            Fabric: ['Cotton', 'Cotton blend'],
            Length: 'Knee length',
            Set: 'Kurta and pyjama',
            Occasion: 'Festive',
          },
          ...CARE.cotton,
        },
        description: [
          [
            'A matching kurta and drawstring pyjama in {fabric}, ready for weddings, Eid and Diwali.',
          ],
          ['The pyjama comes in off-white to set off the kurta.'],
          WORN_IN,
        ],
        reviews: REVIEWS.ethnic,
        trades: ['ethnic'],
      },
      {
        name: 'Nehru Jacket Set',
        drawing: 'nehru-jacket',
        brands: ['Manyavar', 'Vastramay', 'Sojanya', 'Jompers'],
        styles: [
          {
            name: 'Silk Blend',
            spec: { 'Fabric & Fit': { Fabric: 'Art silk blend' } },
            trades: ['silk'],
          },
          { name: 'Festive', spec: { 'Fabric & Fit': { Fabric: 'Jacquard silk blend' } } },
          { name: 'Printed', spec: { 'Fabric & Fit': { Fabric: 'Printed cotton blend' } } },
        ],
        price: [1999, 5999],
        discounts: DISCOUNTS.premiumEthnic,
        options: colours(COLOURS.ethnic),
        sizes: 'adult',
        spec: {
          'Fabric & Fit': {
            Fabric: ['Art silk blend', 'Jacquard silk blend'],
            Set: 'Kurta, churidar and Nehru jacket',
            Occasion: 'Weddings and festive',
          },
          ...CARE.embellished,
        },
        description: [
          ['A three-piece set: a Nehru jacket in {fabric} over a plain kurta and churidar.'],
          ['The sleeveless jacket has a mandarin collar and a row of metal buttons.'],
          WORN_IN,
        ],
        reviews: REVIEWS.ethnic,
        trades: ['ethnic'],
      },
      {
        name: 'Short Kurta',
        drawing: 'kurta',
        brands: ethnicBrands,
        styles: kurtaStyles.filter((s) => s.name !== 'Festive'),
        price: [599, 1999],
        discounts: DISCOUNTS.fashion,
        options: colours(COLOURS.ethnic),
        sizes: 'adult',
        spec: {
          'Fabric & Fit': {
            Fabric: ['Cotton', 'Cotton slub'],
            Length: 'Hip length',
            Collar: 'Mandarin collar',
            Occasion: 'Everyday',
          },
          ...CARE.cotton,
        },
        description: [
          [
            'A hip-length kurta in {fabric} to wear over jeans, with a mandarin collar and side slits.',
          ],
          WORN_IN,
        ],
        reviews: REVIEWS.ethnic,
        trades: ['ethnic'],
      },
    ],
  },
  {
    name: 'Trousers',
    hsn: '6203',
    items: [
      {
        ...WESTERN,
        name: 'Chinos',
        drawing: 'trousers',
        brands: ['Allen Solly', 'US Polo Assn', 'Peter England', 'Louis Philippe'],
        styles: [
          slimFit,
          regularFit,
          { name: 'Stretch', spec: { 'Fabric & Fit': { Fabric: '98% Cotton, 2% Elastane' } } },
        ],
        price: [899, 2499],
        options: colours(COLOURS.trousers),
        sizes: 'waist',
        spec: {
          'Fabric & Fit': {
            Fabric: ['Cotton twill', '98% Cotton, 2% Elastane'],
            Fit: ['Slim fit', 'Regular fit'],
            Closure: 'Button and zip fly',
            Pockets: 'Two slant, two back',
          },
          ...CARE.cotton,
        },
        description: [
          ['Chinos in {fabric}, cut to a {fit}, with slant pockets and a clean flat front.'],
          ['Dress them up with a shirt or down with a tee.'],
          WORN_IN,
        ],
      },
      {
        ...WESTERN,
        name: 'Formal Trousers',
        drawing: 'trousers',
        brands: formalBrands,
        styles: [
          slimFit,
          regularFit,
          { name: 'Pleated', spec: { 'Fabric & Fit': { Front: 'Single pleat' } } },
          { name: 'Flat Front', spec: { 'Fabric & Fit': { Front: 'Flat front' } } },
        ],
        price: [999, 2999],
        options: colours(['Black', 'Navy', 'Grey', 'Charcoal', 'Beige']),
        sizes: 'waist',
        spec: {
          'Fabric & Fit': {
            Fabric: ['Poly viscose', 'Wool blend'],
            Fit: ['Slim fit', 'Regular fit'],
            Front: ['Flat front', 'Single pleat'],
            Closure: 'Hook, button and zip fly',
          },
          'Care Instructions': {
            Wash: 'Dry clean recommended',
            Iron: 'Warm iron with a pressing cloth',
          },
        },
        description: [
          ['Office trousers in {fabric} with a sharp crease, cut to a {fit} with a {front}.'],
          ['A hook-and-button waistband keeps the line clean under a tucked shirt.'],
          WORN_IN,
        ],
      },
      {
        ...WESTERN,
        name: 'Cargo Pants',
        drawing: 'cargo',
        brands: ['Roadster', 'Highlander', 'HRX', 'Jack and Jones'],
        styles: [
          { name: 'Relaxed Fit', spec: { 'Fabric & Fit': { Fit: 'Relaxed fit' } } },
          {
            name: 'Utility',
            spec: { 'Fabric & Fit': { Pockets: 'Six, two with flaps and snaps' } },
          },
          { name: 'Cotton Twill', spec: { 'Fabric & Fit': { Fabric: 'Cotton twill' } } },
        ],
        price: [899, 2299],
        options: colours(['Olive', 'Khaki', 'Black', 'Beige', 'Grey']),
        sizes: 'waist',
        spec: {
          'Fabric & Fit': {
            Fabric: ['Cotton twill', 'Cotton ripstop'],
            Fit: ['Relaxed fit', 'Regular fit'],
            Pockets: 'Six, with flap pockets on the thighs',
          },
          ...CARE.cotton,
        },
        description: [
          ['Cargo pants in {fabric} with flap pockets on both thighs, cut to a {fit}.'],
          ['Tough enough for a trek, easy enough for a weekend.'],
          WORN_IN,
        ],
      },
      {
        ...WESTERN,
        name: 'Joggers',
        drawing: 'joggers',
        brands: ['HRX', 'Jockey', 'Roadster', 'Puma'],
        styles: [
          { name: 'Cotton Fleece', spec: { 'Fabric & Fit': { Fabric: 'Brushed cotton fleece' } } },
          slimFit,
          {
            name: 'Training',
            spec: {
              'Fabric & Fit': { Fabric: 'Quick-dry polyester', Occasion: 'Gym and running' },
            },
          },
        ],
        price: [599, 1999],
        options: colours(['Black', 'Grey', 'Navy', 'Olive']),
        spec: {
          'Fabric & Fit': {
            Fabric: ['Cotton terry', 'Cotton fleece'],
            Fit: ['Regular fit', 'Slim fit'],
            Waist: 'Elastic with drawstring',
            Hem: 'Ribbed cuffs',
          },
          ...CARE.cotton,
        },
        description: [
          ['Joggers in {fabric} with an elastic drawstring waist and ribbed cuffs at the ankle.'],
          [
            'Zip pockets keep your phone and keys safe on a run.',
            'Made for lounging, errands and the gym.',
          ],
          WORN_IN,
        ],
      },
    ],
  },
  {
    name: 'Innerwear',
    hsn: '6107',
    // Innerwear is not taken back once delivered, for hygiene: personal care in the policy's words.
    notReturnable: 'personalCare',
    items: [
      ['Vest Pack of 3', 'vest', 'Three sleeveless vests', 'Round neck, with a longer back'],
      ['Briefs Pack of 3', 'trunks', 'Three briefs', 'Mid-rise, with an outer elastic waistband'],
      ['Trunks Pack of 2', 'trunks', 'Two trunks', 'Short legs that do not ride up'],
      ['Boxer Shorts', 'boxers', 'Woven boxer shorts', 'Relaxed, with a button fly'],
    ].map(([name, drawing, what, cut]): ItemProfile => ({
      name: name!,
      drawing: drawing!,
      brands: innerwearBrands,
      styles: [
        { name: 'Cotton', spec: { 'Fabric & Fit': { Fabric: '100% combed cotton' } } },
        { name: 'Modal', spec: { 'Fabric & Fit': { Fabric: 'Micro modal' } } },
        { name: 'Micro Fibre', spec: { 'Fabric & Fit': { Fabric: 'Polyester micro fibre' } } },
      ],
      price: name === 'Boxer Shorts' ? [349, 899] : [299, 999],
      discounts: [0, 5, 10, 15, 20, 25],
      options: colours(COLOURS.innerwear, [1, 2]),
      sizes: 'adult',
      spec: {
        'Fabric & Fit': { Fabric: ['100% combed cotton', 'Cotton stretch'], Cut: cut! },
        ...CARE.innerwear,
      },
      description: [
        `${what} in {fabric}: ${cut!.charAt(0).toLowerCase()}${cut!.slice(1)}.`,
        ['Soft against the skin and made for Indian summers.', 'Breathable and quick to dry.'],
        WORN_IN,
      ],
      reviews: REVIEWS.innerwear,
      trades: ['menswear'],
    })),
  },
];

/** The hand-written part of the seed: what an Indian fashion-first marketplace sells. */

export type GoodsKind = 'apparel' | 'footwear' | 'mobile' | 'electronics' | 'home' | 'beauty';

/**
 * One kind of item a subcategory sells. Where the subcategory's brands, words or prices do not
 * fit it (a laptop model belongs to one maker, a mug set costs less than a dinner set), it says
 * its own, so every product's name, brand, price and picture agree.
 */
export interface ItemData {
  name: string;
  brands?: string[];
  qualifiers?: string[];
  price?: [number, number];
  /** Phones: the RAM/storage configurations this tier comes in (indexes of PHONE_CONFIGS). */
  configs?: [number, number];
}

export interface SubcategoryData {
  name: string;
  kind: GoodsKind;
  brands: string[];
  items: ItemData[];
  qualifiers: string[];
  price: [number, number];
  hsn: string;
  /** Colours this subcategory comes in, when not its kind's (vests are not pink). */
  colours?: string[];
}

export interface CategoryData {
  name: string;
  /** The drawing on the category's round tile (see modules/images/drawings). */
  drawing: string;
  subcategories: SubcategoryData[];
}

const APPAREL_COLOURS = [
  'Black',
  'White',
  'Navy',
  'Maroon',
  'Olive',
  'Beige',
  'Grey',
  'Mustard',
  'Pink',
  'Teal',
];
export const COLOURS_BY_KIND: Record<GoodsKind, string[]> = {
  apparel: APPAREL_COLOURS,
  footwear: ['Black', 'White', 'Brown', 'Navy', 'Grey', 'Red'],
  mobile: ['Black', 'Blue', 'Silver', 'Green', 'Purple', 'Gold', 'Graphite'],
  electronics: ['Black', 'White', 'Silver', 'Blue', 'Graphite'],
  home: ['Silver', 'Black', 'Red', 'Cream', 'Teal'],
  beauty: ['Pink', 'Red', 'Peach', 'Wine', 'Lavender'],
};

const sub = (
  name: string,
  kind: GoodsKind,
  brands: string[],
  items: (string | ItemData)[],
  qualifiers: string[],
  price: [number, number],
  hsn: string,
  colours?: string[],
): SubcategoryData => ({
  name,
  kind,
  brands,
  items: items.map((item) => (typeof item === 'string' ? { name: item } : item)),
  qualifiers,
  price,
  hsn,
  ...(colours && { colours }),
});

/** An item with its own brands, words, prices or phone configurations. */
const item = (name: string, own: Omit<ItemData, 'name'>): ItemData => ({ name, ...own });

/** Men's western wear; ethnic wear and innerwear have makers of their own. */
const menBrands = [
  'Allen Solly',
  'Peter England',
  'Louis Philippe',
  'Van Heusen',
  'Raymond',
  'Arrow',
];
const menCasualBrands = [
  'Roadster',
  'Highlander',
  'US Polo Assn',
  'HRX',
  'Jack and Jones',
  'Levis',
];
const denimBrands = ['Levis', 'Wrangler', 'Lee', 'Pepe Jeans', 'Spykar', 'Roadster'];
const menEthnicBrands = ['Manyavar', 'Fabindia', 'Vastramay', 'Sojanya', 'Jompers'];
const innerwearBrands = ['Jockey', 'Van Heusen', 'Rupa', 'Dollar Bigboss', 'Lux Cozi'];
const womenEthnicBrands = ['Biba', 'W', 'Aurelia', 'Libas', 'Fabindia', 'Global Desi', 'Sangria'];
const womenWesternBrands = [
  'Vero Moda',
  'Only',
  'Global Desi',
  'Sassafras',
  'Harpa',
  'Tokyo Talkies',
];
const kidsBrands = [
  'Hopscotch',
  'Babyhug',
  'Gini and Jony',
  'UCB Kids',
  'Mothercare',
  'Cub McPaws',
];
const sportsShoeBrands = ['Puma', 'Adidas', 'Campus', 'Sparx', 'Asics', 'Reebok', 'Red Tape'];
const casualShoeBrands = ['Bata', 'Red Tape', 'Woodland', 'Liberty', 'Puma', 'Roadster'];
const formalShoeBrands = ['Bata', 'Red Tape', 'Hush Puppies', 'Clarks', 'Metro', 'Mochi'];
const sandalBrands = ['Bata', 'Woodland', 'Liberty', 'Sparx', 'Paragon', 'Mochi'];
const phoneBrands = [
  'Samsung',
  'Redmi',
  'Realme',
  'OnePlus',
  'Vivo',
  'Oppo',
  'iQOO',
  'Motorola',
  'Poco',
  'Lava',
];
const audioBrands = ['boAt', 'Noise', 'JBL', 'Sony', 'Boult', 'Zebronics'];
const watchBrands = ['Noise', 'Fire-Boltt', 'boAt', 'Amazfit', 'Fastrack'];
const speakerBrands = ['JBL', 'Sony', 'boAt', 'Zebronics', 'Marshall', 'Mi'];
const homeBrands = [
  'Prestige',
  'Pigeon',
  'Hawkins',
  'Milton',
  'Cello',
  'Bajaj',
  'Butterfly',
  'Borosil',
  'Solimo',
  'Wonderchef',
];
const beautyBrands = [
  'Lakme',
  'Maybelline',
  'Mamaearth',
  'Biotique',
  'Himalaya',
  'Nykaa',
  'Forest Essentials',
  'Plum',
  'Sugar',
  'Minimalist',
];

export const CATEGORIES: CategoryData[] = [
  {
    name: 'Men',
    drawing: 'shirt',
    subcategories: [
      sub(
        'Shirts',
        'apparel',
        menBrands,
        ['Casual Shirt', 'Formal Shirt', 'Linen Shirt', 'Checked Shirt', 'Oxford Shirt'],
        ['Slim Fit Cotton', 'Regular Fit', 'Pure Linen', 'Printed', 'Solid'],
        [599, 2999],
        '6205',
      ),
      sub(
        'T-Shirts',
        'apparel',
        menCasualBrands,
        ['Polo T-Shirt', 'Round Neck T-Shirt', 'Henley T-Shirt', 'Graphic Tee'],
        ['Cotton', 'Dri-Fit', 'Oversized', 'Striped', 'Solid'],
        [299, 1499],
        '6109',
      ),
      sub(
        'Jeans',
        'apparel',
        denimBrands,
        ['Slim Jeans', 'Straight Jeans', 'Tapered Jeans', 'Stretch Jeans'],
        ['Mid-Rise', 'Light Fade', 'Dark Wash', 'Distressed'],
        [799, 3499],
        '6203',
      ),
      sub(
        'Kurtas',
        'apparel',
        menEthnicBrands,
        ['Kurta', 'Kurta Pyjama Set', 'Nehru Jacket Set', 'Short Kurta'],
        ['Cotton Blend', 'Silk Blend', 'Chikankari', 'Festive', 'Khadi'],
        [699, 4999],
        '6211',
      ),
      sub(
        'Trousers',
        'apparel',
        menBrands,
        ['Chinos', 'Formal Trousers', 'Cargo Pants', 'Joggers'],
        ['Slim Fit', 'Regular Fit', 'Stretch', 'Pleated'],
        [699, 2499],
        '6203',
      ),
      sub(
        'Innerwear',
        'apparel',
        innerwearBrands,
        ['Vest Pack of 3', 'Briefs Pack of 3', 'Trunks Pack of 2', 'Boxer Shorts'],
        ['Cotton', 'Modal', 'Micro Fibre'],
        [249, 999],
        '6107',
        ['White', 'Grey', 'Black', 'Navy'],
      ),
    ],
  },
  {
    name: 'Women',
    drawing: 'saree',
    subcategories: [
      sub(
        'Sarees',
        'apparel',
        womenEthnicBrands,
        ['Saree', 'Banarasi Saree', 'Kanjeevaram Saree', 'Chiffon Saree', 'Cotton Saree'],
        ['Woven', 'Printed', 'Zari Border', 'Handloom', 'Embroidered'],
        [799, 8999],
        '5208',
      ),
      sub(
        'Kurtis',
        'apparel',
        womenEthnicBrands,
        ['Kurti', 'Anarkali Kurta', 'A-Line Kurta', 'Straight Kurta'],
        ['Cotton', 'Rayon', 'Block Printed', 'Embroidered', 'Festive'],
        [449, 2999],
        '6204',
      ),
      sub(
        'Dresses',
        'apparel',
        womenWesternBrands,
        ['Maxi Dress', 'Midi Dress', 'Shirt Dress', 'Wrap Dress'],
        ['Floral', 'Solid', 'Tiered', 'Georgette', 'Polka Dot'],
        [599, 3499],
        '6204',
      ),
      sub(
        'Lehengas',
        'apparel',
        womenEthnicBrands,
        ['Lehenga Choli', 'Lehenga Set', 'Bridal Lehenga'],
        ['Sequinned', 'Embroidered', 'Silk', 'Net'],
        [1999, 14999],
        '6204',
      ),
      sub(
        'Tops',
        'apparel',
        womenWesternBrands,
        ['Top', 'Crop Top', 'Tunic', 'Peplum Top'],
        ['Ribbed', 'Printed', 'Solid', 'Puff Sleeve'],
        [299, 1499],
        '6206',
      ),
      sub(
        'Handbags',
        'apparel',
        ['Baggit', 'Caprese', 'Lavie', 'Hidesign', 'Accessorize', 'Da Milano'],
        ['Tote Bag', 'Sling Bag', 'Clutch', 'Shoulder Bag', 'Backpack'],
        ['Vegan Leather', 'Quilted', 'Textured', 'Structured'],
        [699, 5999],
        '4202',
      ),
    ],
  },
  {
    name: 'Kids',
    drawing: 'teddy',
    subcategories: [
      sub(
        'Boys Clothing',
        'apparel',
        kidsBrands,
        ['T-Shirt and Shorts Set', 'Shirt', 'Jeans', 'Kurta Set'],
        ['Cotton', 'Printed', 'Striped', 'Festive'],
        [299, 1499],
        '6111',
      ),
      sub(
        'Girls Clothing',
        'apparel',
        kidsBrands,
        ['Frock', 'Party Dress', 'Lehenga Set', 'Top and Leggings Set'],
        ['Cotton', 'Floral', 'Tulle', 'Festive'],
        [349, 1999],
        '6111',
      ),
      sub(
        'Baby Care',
        'beauty',
        ['Himalaya', 'Johnsons', 'Sebamed', 'Mee Mee', 'Chicco'],
        ['Baby Wipes Pack', 'Baby Lotion', 'Baby Shampoo', 'Diaper Rash Cream'],
        ['Gentle', 'Mild', 'Fragrance Free'],
        [149, 799],
        '3304',
      ),
      sub(
        'Toys',
        'home',
        ['Funskool', 'Hasbro', 'Lego', 'Hot Wheels', 'Mattel', 'Smartivity'],
        [
          item('Building Blocks', { brands: ['Lego', 'Funskool', 'Smartivity'] }),
          item('Board Game', { brands: ['Funskool', 'Hasbro', 'Mattel'] }),
          item('Remote Control Car', { brands: ['Hot Wheels', 'Mattel', 'Funskool'] }),
          item('Puzzle', { brands: ['Funskool', 'Smartivity', 'Hasbro'] }),
          item('Soft Toy', { brands: ['Mattel', 'Funskool', 'Hamleys'] }),
        ],
        ['Educational', 'Classic', 'Deluxe', 'Junior'],
        [249, 3999],
        '9503',
      ),
      sub(
        'School Supplies',
        'home',
        ['Classmate', 'Camlin', 'Faber-Castell', 'Skybags', 'Wildcraft'],
        [
          item('School Bag', {
            brands: ['Skybags', 'Wildcraft', 'American Tourister'],
            price: [699, 1999],
          }),
          item('Geometry Box', {
            brands: ['Camlin', 'Faber-Castell', 'Classmate'],
            price: [99, 399],
          }),
          item('Colour Pencil Set', {
            brands: ['Camlin', 'Faber-Castell', 'Doms'],
            qualifiers: ['24 Shades', '12 Shades', 'Erasable'],
            price: [99, 499],
          }),
          item('Lunch Box', { brands: ['Milton', 'Cello', 'Skybags'], price: [199, 799] }),
        ],
        ['Junior', 'Premium', 'Waterproof'],
        [99, 1999],
        '4820',
      ),
      sub(
        'Kids Footwear',
        'footwear',
        ['Bata', 'Campus', 'Puma', 'Liberty'],
        ['School Shoes', 'Sandals', 'Sneakers', 'Flip Flops'],
        ['Velcro', 'Light-Up', 'Comfort'],
        [299, 1799],
        '6404',
      ),
    ],
  },
  {
    name: 'Footwear',
    drawing: 'sneaker',
    subcategories: [
      sub(
        'Sports Shoes',
        'footwear',
        sportsShoeBrands,
        ['Running Shoes', 'Training Shoes', 'Walking Shoes'],
        ['Lightweight', 'Cushioned', 'Mesh'],
        [999, 5999],
        '6404',
      ),
      sub(
        'Casual Shoes',
        'footwear',
        casualShoeBrands,
        ['Sneakers', 'Loafers', 'Slip-Ons', 'Canvas Shoes'],
        ['Classic', 'Suede', 'Textured'],
        [699, 3999],
        '6403',
      ),
      sub(
        'Formal Shoes',
        'footwear',
        formalShoeBrands,
        ['Derby Shoes', 'Oxford Shoes', 'Brogues', 'Monk Straps'],
        ['Genuine Leather', 'Polished', 'Patent'],
        [1199, 5499],
        '6403',
      ),
      sub(
        'Sandals',
        'footwear',
        sandalBrands,
        ['Sandals', 'Floaters', 'Kolhapuri Chappals'],
        ['Comfort', 'Handcrafted', 'Outdoor'],
        [399, 1999],
        '6402',
      ),
      sub(
        'Heels',
        'footwear',
        ['Metro', 'Mochi', 'Catwalk', 'Inc.5', 'Bata'],
        ['Block Heels', 'Stilettos', 'Wedges', 'Kitten Heels'],
        ['Embellished', 'Strappy', 'Solid'],
        [799, 3499],
        '6403',
      ),
      sub(
        'Flip Flops',
        'footwear',
        ['Bata', 'Crocs', 'Sparx', 'Puma', 'Relaxo'],
        ['Flip Flops', 'Sliders', 'Clogs'],
        ['Everyday', 'Soft Sole', 'Anti-Skid'],
        [149, 2499],
        '6402',
      ),
    ],
  },
  {
    name: 'Mobiles',
    drawing: 'smartphone',
    subcategories: [
      sub(
        'Smartphones',
        'mobile',
        phoneBrands,
        // Each tier its own price band and memory: a 4 GB/64 GB phone is never a flagship's price.
        [
          item('5G', { price: [9999, 16999], configs: [0, 2] }),
          item('Neo 5G', { price: [13999, 21999], configs: [1, 3] }),
          item('Plus', { price: [17999, 28999], configs: [2, 4] }),
          item('Pro 5G', { price: [24999, 42999], configs: [3, 5] }),
          item('Ultra', { price: [49999, 84999], configs: [4, 6] }),
        ],
        ['Nova', 'Edge', 'Prime', 'Spark', 'Zen', 'Max'],
        [9999, 84999],
        '8517',
      ),
      sub(
        'Feature Phones',
        'electronics',
        ['Nokia', 'Lava', 'itel', 'Jio'],
        ['Keypad Phone', 'Dual SIM Phone', '4G Feature Phone'],
        ['Classic', 'Power', 'Bold'],
        [899, 3499],
        '8517',
      ),
      sub(
        'Mobile Covers',
        'electronics',
        ['Spigen', 'Ringke', 'Amazon Basics', 'Casekaro'],
        ['Back Cover', 'Flip Cover', 'Armour Case'],
        ['Transparent', 'Shockproof', 'Matte'],
        [149, 1499],
        '3926',
      ),
      sub(
        'Power Banks',
        'electronics',
        ['Mi', 'Ambrane', 'URBN', 'Anker'],
        ['10000 mAh Power Bank', '20000 mAh Power Bank', 'Magnetic Power Bank'],
        ['Fast Charging', 'Slim', 'Dual Port'],
        [699, 3999],
        '8507',
      ),
      sub(
        'Chargers',
        'electronics',
        ['Samsung', 'OnePlus', 'Portronics', 'boAt'],
        [
          item('Wall Charger', { price: [499, 1999], qualifiers: ['65W', '33W', '25W Type-C'] }),
          item('Car Charger', { price: [299, 1299], qualifiers: ['Dual Port', '33W', 'Type-C'] }),
          item('Charging Cable', { price: [149, 799], qualifiers: ['Type-C', 'Braided', '1.5 m'] }),
        ],
        ['65W', '33W', 'Type-C', 'Braided'],
        [199, 2499],
        '8504',
      ),
      sub(
        'Screen Guards',
        'electronics',
        ['Spigen', 'Gorilla', 'Tempered Pro'],
        ['Tempered Glass', 'Privacy Glass', 'Camera Lens Guard'],
        ['Edge to Edge', '9H', 'Anti-Glare'],
        [99, 799],
        '7007',
      ),
    ],
  },
  {
    name: 'Electronics',
    drawing: 'laptop',
    subcategories: [
      sub(
        'Laptops',
        'electronics',
        ['Lenovo', 'HP', 'Dell', 'Asus', 'Acer'],
        // A model line belongs to its maker.
        [
          item('IdeaPad Slim 3 Laptop', { brands: ['Lenovo'] }),
          item('Pavilion 15 Laptop', { brands: ['HP'] }),
          item('Inspiron 15 Laptop', { brands: ['Dell'] }),
          item('VivoBook 15 Laptop', { brands: ['Asus'] }),
          item('Aspire 7 Laptop', { brands: ['Acer'] }),
        ],
        ['Core i5', 'Ryzen 5', 'Core i3', 'Ryzen 7'],
        [29999, 89999],
        '8471',
      ),
      sub(
        'Headphones',
        'electronics',
        audioBrands,
        ['Wireless Earbuds', 'Neckband', 'Over-Ear Headphones', 'Wired Earphones'],
        ['ANC', 'Bass Boosted', 'Low Latency', 'Bluetooth 5.3'],
        [499, 9999],
        '8518',
      ),
      sub(
        'Smart Watches',
        'electronics',
        watchBrands,
        ['Smart Watch', 'Fitness Band', 'Calling Smart Watch'],
        ['AMOLED', 'Bluetooth Calling', 'Round Dial', 'Metal Strap'],
        [999, 8999],
        '8517',
      ),
      sub(
        'Speakers',
        'electronics',
        speakerBrands,
        ['Bluetooth Speaker', 'Soundbar', 'Party Speaker'],
        ['Portable', 'Waterproof', '2.1 Channel'],
        [799, 14999],
        '8518',
      ),
      sub(
        'Televisions',
        'electronics',
        ['Samsung', 'LG', 'Sony', 'TCL', 'Mi', 'Vu'],
        [
          item('32 inch HD Smart TV', { price: [11999, 17999] }),
          item('43 inch 4K Smart TV', { price: [22999, 36999] }),
          item('55 inch QLED TV', { price: [42999, 69999] }),
        ],
        ['Frameless', 'Dolby Audio', 'HDR10'],
        [11999, 69999],
        '8528',
      ),
      sub(
        'Cameras',
        'electronics',
        ['Canon', 'Nikon', 'Sony', 'Fujifilm'],
        [
          item('Mirrorless Camera', { price: [39999, 74999] }),
          item('DSLR Kit', { brands: ['Canon', 'Nikon'], price: [29999, 64999] }),
          item('Action Camera', {
            brands: ['GoPro', 'DJI', 'Insta360'],
            qualifiers: ['4K', 'Waterproof', '5.3K'],
            price: [14999, 44999],
          }),
          item('Instant Camera', {
            brands: ['Fujifilm Instax', 'Polaroid'],
            qualifiers: ['Mini', 'Square', 'Wide'],
            price: [4999, 9999],
          }),
        ],
        ['24MP', '4K', 'Vlogging'],
        [4999, 74999],
        '8525',
      ),
    ],
  },
  {
    name: 'Home & Kitchen',
    drawing: 'pressure-cooker',
    subcategories: [
      sub(
        'Cookware',
        'home',
        homeBrands,
        ['Pressure Cooker', 'Kadai', 'Tawa', 'Cookware Set', 'Frying Pan'],
        ['Non-Stick', 'Hard Anodised', 'Stainless Steel', 'Induction Base'],
        [399, 4999],
        '7323',
      ),
      sub(
        'Kitchen Appliances',
        'home',
        homeBrands,
        [
          item('Mixer Grinder', { qualifiers: ['750W', '500W', '3 Jar'], price: [1999, 5999] }),
          item('Electric Kettle', {
            qualifiers: ['1.5 L', '1.8 L', 'Stainless Steel'],
            price: [699, 1799],
          }),
          item('Induction Cooktop', {
            qualifiers: ['Digital', '2000W', 'Touch Panel'],
            price: [1499, 3499],
          }),
          item('Air Fryer', { qualifiers: ['4.2 L', 'Digital', 'Compact'], price: [3999, 8999] }),
          item('Toaster', { qualifiers: ['Pop-Up', '2 Slice', 'Compact'], price: [999, 2499] }),
        ],
        ['750W', '1.5 L', 'Digital', 'Compact'],
        [899, 8999],
        '8509',
      ),
      sub(
        'Bedsheets',
        'home',
        ['Bombay Dyeing', 'Spaces', 'Raymond Home', 'Story@Home', 'Jaipuri Prints'],
        ['Double Bedsheet', 'King Bedsheet', 'Single Bedsheet'],
        ['Cotton', 'Jaipuri Print', 'Floral', '180 TC'],
        [399, 2999],
        '6302',
      ),
      sub(
        'Home Decor',
        'home',
        ['Home Centre', 'Ikea', 'Chumbak', 'Exclusivelane'],
        ['Wall Clock', 'Photo Frame Set', 'Table Lamp', 'Showpiece'],
        ['Wooden', 'Brass', 'Handcrafted', 'Modern'],
        [299, 3999],
        '9403',
      ),
      sub(
        'Storage',
        'home',
        ['Milton', 'Cello', 'Tupperware', 'Signoraware'],
        ['Storage Container Set', 'Water Bottle', 'Lunch Box', 'Casserole'],
        ['Airtight', 'Insulated', 'BPA Free', 'Steel'],
        [199, 1999],
        '3924',
      ),
      sub(
        'Dinnerware',
        'home',
        ['Borosil', 'La Opala', 'Cello', 'Corelle'],
        [
          item('Dinner Set', { price: [1499, 5999] }),
          item('Mug Set', { price: [299, 1199] }),
          item('Glass Set', { price: [249, 999] }),
          item('Serving Bowl Set', { price: [399, 1499] }),
        ],
        ['Opalware', 'Ceramic', 'Glass'],
        [349, 5999],
        '6912',
      ),
    ],
  },
  {
    name: 'Beauty',
    drawing: 'lipstick',
    subcategories: [
      sub(
        'Makeup',
        'beauty',
        beautyBrands,
        ['Matte Lipstick', 'Kajal', 'Foundation', 'Compact Powder', 'Eyeliner'],
        ['Long Lasting', 'Smudge Proof', 'Waterproof', 'Creamy'],
        [149, 1999],
        '3304',
      ),
      sub(
        'Skincare',
        'beauty',
        beautyBrands,
        ['Face Wash', 'Moisturiser', 'Sunscreen SPF 50', 'Face Serum', 'Night Cream'],
        ['Vitamin C', 'Niacinamide', 'Aloe Vera', 'Hyaluronic'],
        [199, 2499],
        '3304',
      ),
      sub(
        'Haircare',
        'beauty',
        beautyBrands,
        ['Shampoo', 'Conditioner', 'Hair Oil', 'Hair Mask'],
        ['Onion', 'Keratin', 'Argan', 'Bhringraj'],
        [149, 1299],
        '3305',
      ),
      sub(
        'Fragrances',
        'beauty',
        ['Fogg', 'Wild Stone', 'Engage', 'Bella Vita', 'Skinn by Titan'],
        ['Eau de Parfum', 'Deodorant', 'Body Mist', 'Attar'],
        ['Oud', 'Fresh', 'Floral', 'Woody'],
        [199, 3499],
        '3303',
      ),
      sub(
        'Grooming',
        'beauty',
        ['Philips', 'Bombay Shaving Company', 'Beardo', 'Gillette'],
        [
          item('Trimmer', { brands: ['Philips', 'Braun', 'Mi'], price: [999, 3999] }),
          item('Shaving Kit', {
            brands: ['Gillette', 'Bombay Shaving Company'],
            price: [299, 1499],
          }),
          item('Beard Oil', {
            brands: ['Beardo', 'Bombay Shaving Company', 'Ustraa'],
            price: [199, 599],
          }),
          item('Grooming Kit', { brands: ['Philips', 'Beardo', 'Bombay Shaving Company'] }),
        ],
        ['Cordless', 'Precision', 'Travel'],
        [199, 3999],
        '8510',
      ),
      sub(
        'Bath and Body',
        'beauty',
        ['Dove', 'Nivea', 'Pears', 'The Body Shop', 'Khadi Natural'],
        ['Body Lotion', 'Body Wash', 'Soap Pack of 4', 'Body Scrub'],
        ['Shea Butter', 'Cocoa', 'Sandal', 'Lavender'],
        [149, 1499],
        '3401',
      ),
    ],
  },
];

export interface SellerData {
  name: string;
  shopName: string;
  city: string;
  state: string;
  stateCode: string;
  pincode: string;
  address: string;
  /**
   * What this seller sells: whole categories ('Kids') or single subcategories of another
   * ('Kids > Kids Footwear'), so a shop sells only what its name promises.
   */
  sells: string[];
}

/** Whether a seller's shop has products of this subcategory (see SellerData.sells). */
export function sellsIn(seller: SellerData, category: string, subcategory: string): boolean {
  return seller.sells.some((s) => s === category || s === `${category} > ${subcategory}`);
}

export const SELLERS: SellerData[] = [
  {
    name: 'Syed Imran',
    shopName: 'Charminar Fashions',
    sells: ['Women', 'Men'],
    city: 'Hyderabad',
    state: 'Telangana',
    stateCode: '36',
    pincode: '500002',
    address: '22-1-640, Laad Bazaar, Charminar',
  },
  {
    name: 'Priya Mehta',
    shopName: 'Mumbai Style Hub',
    sells: ['Men', 'Women', 'Footwear'],
    city: 'Mumbai',
    state: 'Maharashtra',
    stateCode: '27',
    pincode: '400002',
    address: '14 Kalbadevi Road, Kalbadevi',
  },
  {
    name: 'Arjun Rao',
    shopName: 'Bengaluru Gadget House',
    sells: ['Electronics', 'Mobiles'],
    city: 'Bengaluru',
    state: 'Karnataka',
    stateCode: '29',
    pincode: '560002',
    address: '48 SP Road, Chickpet',
  },
  {
    name: 'Neha Kapoor',
    shopName: 'Delhi Darbar Ethnic',
    sells: ['Women', 'Men'],
    city: 'New Delhi',
    state: 'Delhi',
    stateCode: '07',
    pincode: '110006',
    address: '1120 Chandni Chowk',
  },
  {
    name: 'Karthik Subramanian',
    shopName: 'Chennai Silks Corner',
    sells: ['Women', 'Kids > Girls Clothing'],
    city: 'Chennai',
    state: 'Tamil Nadu',
    stateCode: '33',
    pincode: '600017',
    address: '52 Usman Road, T. Nagar',
  },
  {
    name: 'Ananya Bose',
    shopName: 'Kolkata Handloom Co.',
    sells: ['Women', 'Home & Kitchen'],
    city: 'Kolkata',
    state: 'West Bengal',
    stateCode: '19',
    pincode: '700073',
    address: '9 College Street',
  },
  {
    name: 'Rohan Patel',
    shopName: 'Ahmedabad Kitchen Mart',
    sells: ['Home & Kitchen'],
    city: 'Ahmedabad',
    state: 'Gujarat',
    stateCode: '24',
    pincode: '380001',
    address: '31 Relief Road, Lal Darwaja',
  },
  {
    name: 'Meera Rathore',
    shopName: 'Jaipur Prints & Decor',
    sells: ['Home & Kitchen', 'Women'],
    city: 'Jaipur',
    state: 'Rajasthan',
    stateCode: '08',
    pincode: '302002',
    address: '77 Johari Bazaar',
  },
  {
    name: 'Vikram Singh',
    shopName: 'Lucknow Chikan Emporium',
    sells: ['Men', 'Women'],
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    stateCode: '09',
    pincode: '226003',
    address: '18 Aminabad Road',
  },
  {
    name: 'Lakshmi Nair',
    shopName: 'Kochi Beauty Store',
    sells: ['Beauty', 'Kids > Baby Care'],
    city: 'Kochi',
    state: 'Kerala',
    stateCode: '32',
    pincode: '682011',
    address: '6 MG Road, Ernakulam',
  },
  {
    name: 'Gurpreet Kaur',
    shopName: 'Ludhiana Footwear Gallery',
    sells: ['Footwear', 'Kids > Kids Footwear'],
    city: 'Ludhiana',
    state: 'Punjab',
    stateCode: '03',
    pincode: '141008',
    address: '25 Ghumar Mandi',
  },
  {
    name: 'Sanjay Jain',
    shopName: 'Indore Mobile World',
    sells: ['Mobiles', 'Electronics'],
    city: 'Indore',
    state: 'Madhya Pradesh',
    stateCode: '23',
    pincode: '452001',
    address: '3 MG Road, Rajwada',
  },
  {
    name: 'Farhana Begum',
    shopName: 'Hyderabad Electronics Bazaar',
    sells: ['Electronics', 'Mobiles'],
    city: 'Hyderabad',
    state: 'Telangana',
    stateCode: '36',
    pincode: '500001',
    address: '5-9-22, Abids Road',
  },
  {
    name: 'Deepak Kulkarni',
    shopName: 'Pune Kids Kingdom',
    sells: ['Kids'],
    city: 'Pune',
    state: 'Maharashtra',
    stateCode: '27',
    pincode: '411002',
    address: '410 Laxmi Road',
  },
];

export const REVIEWER_NAMES = [
  'Aarav Sharma',
  'Diya Verma',
  'Ishaan Gupta',
  'Kavya Reddy',
  'Rahul Iyer',
  'Sneha Pillai',
  'Aditya Joshi',
  'Pooja Nair',
  'Vivek Menon',
  'Riya Das',
  'Manoj Kumar',
  'Sana Khan',
  'Harsh Agarwal',
  'Nisha Yadav',
  'Suresh Babu',
  'Anjali Mishra',
  'Kunal Shah',
  'Meghna Roy',
  'Tarun Bhatt',
  'Divya Krishnan',
  'Farhan Qureshi',
  'Lavanya Rao',
  'Nikhil Chauhan',
  'Shreya Ghosh',
  'Abhishek Tiwari',
  'Pallavi Deshmukh',
  'Rohit Saini',
  'Tanvi Kulkarni',
  'Imran Sheikh',
  'Gayatri Hegde',
  'Sameer Malhotra',
  'Bhavna Patel',
  'Yash Thakur',
  'Aisha Siddiqui',
  'Naveen Reddy',
  'Preeti Singh',
  'Gaurav Sethi',
  'Swati Pandey',
  'Akash Dubey',
  'Ritu Bansal',
];

/** What shoppers write, by what they bought and how they rated it: a phone's buyer never speaks of fabric. */
const COMMON_REVIEWS: Record<number, string[]> = {
  5: ['Value for money. Delivery was quick too.', 'Loved it! Will buy again from this seller.'],
  4: ['Good product for the price.', 'Happy with the purchase overall.'],
  3: ['Average. Does the job but nothing special.'],
  2: ['Not as expected for the price.'],
  1: ['Received a damaged piece, very disappointed.', 'Poor quality, returned it.'],
};

const KIND_REVIEWS: Record<GoodsKind, Record<number, string[]>> = {
  apparel: {
    5: [
      'Perfect fit and the fabric feels premium.',
      'Colour is exactly as shown, stitching is neat.',
    ],
    4: ['Nice fabric, colour slightly different from the photo.', 'Fits well after one wash.'],
    3: ['Quality is fine, sizing runs a little small.', 'Okay for daily wear.'],
    2: ['The material feels thin.', 'Colour faded after a few washes.'],
    1: ['Stitching came apart in a week.'],
  },
  footwear: {
    5: ['Very comfortable from the first day, good grip.', 'True to size and well finished.'],
    4: ['Comfortable, took a few days to break in.', 'Good sole, fits as expected.'],
    3: ['Fits a little tight at the toes.', 'Okay for daily use.'],
    2: ['The sole started wearing out quickly.'],
    1: ['The strap came off within a month.'],
  },
  mobile: {
    5: [
      'Battery easily lasts a full day, camera is sharp.',
      'Smooth display and no lag in daily use.',
    ],
    4: ['Good camera in daylight, average at night.', 'Fast charging works as promised.'],
    3: ['Heats up a little while gaming.', 'Decent phone, software has some bloatware.'],
    2: ['Battery drains faster than expected.'],
    1: ['Phone stopped charging within a week.'],
  },
  electronics: {
    5: ['Works perfectly, easy to set up.', 'Build quality is solid and it performs well.'],
    4: ['Works well, the manual could be clearer.', 'Good performance for the price.'],
    3: ['Does the job, a bit slow to pair.'],
    2: ['Stopped working properly after a few weeks.'],
    1: ['Dead on arrival, had to return it.'],
  },
  home: {
    5: [
      'Sturdy and well made, exactly as described.',
      'Looks great in the kitchen and easy to clean.',
    ],
    4: ['Good quality, slightly smaller than I expected.', 'Works well for daily use.'],
    3: ['Okay quality for the price.'],
    2: ['The finish chipped after a few uses.'],
    1: ['Arrived broken, poorly packed.'],
  },
  beauty: {
    5: ['Suits my skin, no irritation at all.', 'Lasts all day and the fragrance is pleasant.'],
    4: ['Good product, the pack is a little small.', 'Works well, will buy again.'],
    3: ['Okay, did not see much difference.'],
    2: ['Did not suit my skin.'],
    1: ['Seal was broken when it arrived.'],
  },
};

/** A review for a product of this kind at this rating (its kind's words, or ones that fit any). */
export function reviewTextsFor(kind: GoodsKind, rating: number): string[] {
  return [...KIND_REVIEWS[kind][rating]!, ...COMMON_REVIEWS[rating]!];
}

/** What a product's description says it is good for, by kind. */
export const DESCRIPTION_PROMISE: Record<GoodsKind, string> = {
  apparel: 'made for everyday comfort and easy care',
  footwear: 'with a cushioned footbed for all-day comfort',
  mobile: 'with a smooth display, a long-lasting battery and a sharp camera',
  electronics: 'built for reliable everyday use, with a manufacturer warranty',
  home: 'made for daily use and built to last',
  beauty: 'dermatologically tested and suited to Indian weather',
};

export const COUPONS = [
  { code: 'WELCOME10', kind: 'percent' as const, value: 10, minOrder: 499, maxDiscount: 200 },
  { code: 'FLAT150', kind: 'flat' as const, value: 150, minOrder: 999, maxDiscount: null },
  { code: 'FESTIVE25', kind: 'percent' as const, value: 25, minOrder: 1999, maxDiscount: 750 },
  { code: 'BAZAAR50', kind: 'flat' as const, value: 50, minOrder: 299, maxDiscount: null },
];
export const EXPIRED_COUPON = {
  code: 'MONSOON20',
  kind: 'percent' as const,
  value: 20,
  minOrder: 0,
  maxDiscount: 300,
};

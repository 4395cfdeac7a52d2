/** The hand-written part of the seed: what an Indian fashion-first marketplace sells. */

export type GoodsKind = 'apparel' | 'footwear' | 'mobile' | 'electronics' | 'home' | 'beauty';

export interface SubcategoryData {
  name: string;
  kind: GoodsKind;
  brands: string[];
  items: string[];
  qualifiers: string[];
  price: [number, number];
  hsn: string;
}

export interface CategoryData {
  name: string;
  /** The drawing on the category's round tile (see modules/images/drawings). */
  drawing: string;
  subcategories: SubcategoryData[];
}

const APPAREL_COLOURS = ['Black', 'White', 'Navy', 'Maroon', 'Olive', 'Beige', 'Grey', 'Mustard', 'Pink', 'Teal'];
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
  items: string[],
  qualifiers: string[],
  price: [number, number],
  hsn: string,
): SubcategoryData => ({ name, kind, brands, items, qualifiers, price, hsn });

const menBrands = ['Allen Solly', 'Peter England', 'Louis Philippe', 'Van Heusen', 'Raymond', 'Roadster', 'Highlander', 'Manyavar', 'Jockey', 'Levis'];
const womenBrands = ['Biba', 'W', 'Aurelia', 'Libas', 'Fabindia', 'Global Desi', 'Sangria', 'Anouk', 'Vero Moda', 'Only'];
const kidsBrands = ['Hopscotch', 'Babyhug', 'Gini and Jony', 'UCB Kids', 'Mothercare', 'Cub McPaws'];
const shoeBrands = ['Bata', 'Red Tape', 'Puma', 'Campus', 'Woodland', 'Liberty', 'Metro', 'Sparx', 'Adidas', 'Mochi'];
const phoneBrands = ['Samsung', 'Redmi', 'Realme', 'OnePlus', 'Vivo', 'Oppo', 'iQOO', 'Motorola', 'Poco', 'Lava'];
const gadgetBrands = ['boAt', 'Noise', 'JBL', 'Sony', 'Lenovo', 'HP', 'Fire-Boltt', 'Portronics', 'Zebronics', 'Mi'];
const homeBrands = ['Prestige', 'Pigeon', 'Hawkins', 'Milton', 'Cello', 'Bajaj', 'Butterfly', 'Borosil', 'Solimo', 'Wonderchef'];
const beautyBrands = ['Lakme', 'Maybelline', 'Mamaearth', 'Biotique', 'Himalaya', 'Nykaa', 'Forest Essentials', 'Plum', 'Sugar', 'Minimalist'];

export const CATEGORIES: CategoryData[] = [
  {
    name: 'Men',
    drawing: 'shirt',
    subcategories: [
      sub('Shirts', 'apparel', menBrands, ['Casual Shirt', 'Formal Shirt', 'Linen Shirt', 'Checked Shirt', 'Oxford Shirt'], ['Slim Fit Cotton', 'Regular Fit', 'Pure Linen', 'Printed', 'Solid'], [599, 2999], '6205'),
      sub('T-Shirts', 'apparel', menBrands, ['Polo T-Shirt', 'Round Neck T-Shirt', 'Henley T-Shirt', 'Graphic Tee'], ['Cotton', 'Dri-Fit', 'Oversized', 'Striped', 'Solid'], [299, 1499], '6109'),
      sub('Jeans', 'apparel', menBrands, ['Slim Jeans', 'Straight Jeans', 'Tapered Jeans', 'Stretch Jeans'], ['Mid-Rise', 'Light Fade', 'Dark Wash', 'Distressed'], [799, 3499], '6203'),
      sub('Kurtas', 'apparel', menBrands, ['Kurta', 'Kurta Pyjama Set', 'Nehru Jacket Set', 'Short Kurta'], ['Cotton Blend', 'Silk Blend', 'Chikankari', 'Festive', 'Khadi'], [699, 4999], '6211'),
      sub('Trousers', 'apparel', menBrands, ['Chinos', 'Formal Trousers', 'Cargo Pants', 'Joggers'], ['Slim Fit', 'Regular Fit', 'Stretch', 'Pleated'], [699, 2499], '6203'),
      sub('Innerwear', 'apparel', menBrands, ['Vest Pack of 3', 'Briefs Pack of 3', 'Trunks Pack of 2', 'Boxer Shorts'], ['Cotton', 'Modal', 'Micro Fibre'], [249, 999], '6107'),
    ],
  },
  {
    name: 'Women',
    drawing: 'saree',
    subcategories: [
      sub('Sarees', 'apparel', womenBrands, ['Saree', 'Banarasi Saree', 'Kanjeevaram Saree', 'Chiffon Saree', 'Cotton Saree'], ['Woven', 'Printed', 'Zari Border', 'Handloom', 'Embroidered'], [799, 8999], '5208'),
      sub('Kurtis', 'apparel', womenBrands, ['Kurti', 'Anarkali Kurta', 'A-Line Kurta', 'Straight Kurta'], ['Cotton', 'Rayon', 'Block Printed', 'Embroidered', 'Festive'], [449, 2999], '6204'),
      sub('Dresses', 'apparel', womenBrands, ['Maxi Dress', 'Midi Dress', 'Shirt Dress', 'Wrap Dress'], ['Floral', 'Solid', 'Tiered', 'Georgette', 'Polka Dot'], [599, 3499], '6204'),
      sub('Lehengas', 'apparel', womenBrands, ['Lehenga Choli', 'Lehenga Set', 'Bridal Lehenga'], ['Sequinned', 'Embroidered', 'Silk', 'Net'], [1999, 14999], '6204'),
      sub('Tops', 'apparel', womenBrands, ['Top', 'Crop Top', 'Tunic', 'Peplum Top'], ['Ribbed', 'Printed', 'Solid', 'Puff Sleeve'], [299, 1499], '6206'),
      sub('Handbags', 'apparel', ['Baggit', 'Caprese', 'Lavie', 'Hidesign', 'Accessorize', 'Da Milano'], ['Tote Bag', 'Sling Bag', 'Clutch', 'Shoulder Bag', 'Backpack'], ['Vegan Leather', 'Quilted', 'Textured', 'Structured'], [699, 5999], '4202'),
    ],
  },
  {
    name: 'Kids',
    drawing: 'teddy',
    subcategories: [
      sub('Boys Clothing', 'apparel', kidsBrands, ['T-Shirt and Shorts Set', 'Shirt', 'Jeans', 'Kurta Set'], ['Cotton', 'Printed', 'Striped', 'Festive'], [299, 1499], '6111'),
      sub('Girls Clothing', 'apparel', kidsBrands, ['Frock', 'Party Dress', 'Lehenga Set', 'Top and Leggings Set'], ['Cotton', 'Floral', 'Tulle', 'Festive'], [349, 1999], '6111'),
      sub('Baby Care', 'beauty', ['Himalaya', 'Johnsons', 'Sebamed', 'Mee Mee', 'Chicco'], ['Baby Lotion', 'Baby Wipes Pack', 'Baby Shampoo', 'Diaper Rash Cream'], ['Gentle', 'Mild', 'Fragrance Free'], [149, 799], '3304'),
      sub('Toys', 'home', ['Funskool', 'Hasbro', 'Lego', 'Hot Wheels', 'Mattel', 'Smartivity'], ['Building Blocks', 'Board Game', 'Remote Control Car', 'Puzzle', 'Soft Toy'], ['Educational', 'Classic', 'Deluxe', 'Junior'], [249, 3999], '9503'),
      sub('School Supplies', 'home', ['Classmate', 'Camlin', 'Faber-Castell', 'Skybags', 'Wildcraft'], ['School Bag', 'Geometry Box', 'Colour Pencil Set', 'Lunch Box'], ['Junior', 'Premium', 'Waterproof'], [99, 1999], '4820'),
      sub('Kids Footwear', 'footwear', ['Bata', 'Campus', 'Puma', 'Liberty'], ['School Shoes', 'Sandals', 'Sneakers', 'Flip Flops'], ['Velcro', 'Light-Up', 'Comfort'], [299, 1799], '6404'),
    ],
  },
  {
    name: 'Footwear',
    drawing: 'sneaker',
    subcategories: [
      sub('Sports Shoes', 'footwear', shoeBrands, ['Running Shoes', 'Training Shoes', 'Walking Shoes'], ['Lightweight', 'Cushioned', 'Mesh'], [999, 5999], '6404'),
      sub('Casual Shoes', 'footwear', shoeBrands, ['Sneakers', 'Loafers', 'Slip-Ons', 'Canvas Shoes'], ['Classic', 'Suede', 'Textured'], [699, 3999], '6403'),
      sub('Formal Shoes', 'footwear', shoeBrands, ['Derby Shoes', 'Oxford Shoes', 'Brogues', 'Monk Straps'], ['Genuine Leather', 'Polished', 'Patent'], [1199, 5499], '6403'),
      sub('Sandals', 'footwear', shoeBrands, ['Sandals', 'Floaters', 'Kolhapuri Chappals'], ['Comfort', 'Handcrafted', 'Outdoor'], [399, 1999], '6402'),
      sub('Heels', 'footwear', ['Metro', 'Mochi', 'Catwalk', 'Inc.5', 'Bata'], ['Block Heels', 'Stilettos', 'Wedges', 'Kitten Heels'], ['Embellished', 'Strappy', 'Solid'], [799, 3499], '6403'),
      sub('Flip Flops', 'footwear', ['Bata', 'Crocs', 'Sparx', 'Puma', 'Relaxo'], ['Flip Flops', 'Sliders', 'Clogs'], ['Everyday', 'Soft Sole', 'Anti-Skid'], [149, 2499], '6402'),
    ],
  },
  {
    name: 'Mobiles',
    drawing: 'smartphone',
    subcategories: [
      sub('Smartphones', 'mobile', phoneBrands, ['5G', 'Pro 5G', 'Neo 5G', 'Plus', 'Ultra'], ['Nova', 'Edge', 'Prime', 'Spark', 'Zen', 'Max'], [7999, 79999], '8517'),
      sub('Feature Phones', 'electronics', ['Nokia', 'Lava', 'itel', 'Jio'], ['Keypad Phone', 'Dual SIM Phone', '4G Feature Phone'], ['Classic', 'Power', 'Bold'], [899, 3499], '8517'),
      sub('Mobile Covers', 'electronics', ['Spigen', 'Ringke', 'Amazon Basics', 'Casekaro'], ['Back Cover', 'Flip Cover', 'Armour Case'], ['Transparent', 'Shockproof', 'Matte'], [149, 1499], '3926'),
      sub('Power Banks', 'electronics', ['Mi', 'Ambrane', 'URBN', 'Anker'], ['10000 mAh Power Bank', '20000 mAh Power Bank', 'Magnetic Power Bank'], ['Fast Charging', 'Slim', 'Dual Port'], [699, 3999], '8507'),
      sub('Chargers', 'electronics', ['Samsung', 'OnePlus', 'Portronics', 'boAt'], ['Wall Charger', 'Car Charger', 'Charging Cable'], ['65W', '33W', 'Type-C', 'Braided'], [199, 2499], '8504'),
      sub('Screen Guards', 'electronics', ['Spigen', 'Gorilla', 'Tempered Pro'], ['Tempered Glass', 'Privacy Glass', 'Camera Lens Guard'], ['Edge to Edge', '9H', 'Anti-Glare'], [99, 799], '7007'),
    ],
  },
  {
    name: 'Electronics',
    drawing: 'laptop',
    subcategories: [
      sub('Laptops', 'electronics', ['Lenovo', 'HP', 'Dell', 'Asus', 'Acer'], ['IdeaPad Slim', 'Pavilion', 'Inspiron', 'VivoBook', 'Aspire'], ['Core i5', 'Ryzen 5', 'Core i3', 'Ryzen 7'], [29999, 89999], '8471'),
      sub('Headphones', 'electronics', gadgetBrands, ['Wireless Earbuds', 'Neckband', 'Over-Ear Headphones', 'Wired Earphones'], ['ANC', 'Bass Boosted', 'Low Latency', 'Bluetooth 5.3'], [499, 9999], '8518'),
      sub('Smart Watches', 'electronics', gadgetBrands, ['Smart Watch', 'Fitness Band', 'Calling Smart Watch'], ['AMOLED', 'Bluetooth Calling', 'Round Dial', 'Metal Strap'], [999, 8999], '8517'),
      sub('Speakers', 'electronics', gadgetBrands, ['Bluetooth Speaker', 'Soundbar', 'Party Speaker'], ['Portable', 'Waterproof', '2.1 Channel'], [799, 14999], '8518'),
      sub('Televisions', 'electronics', ['Samsung', 'LG', 'Sony', 'TCL', 'Mi', 'Vu'], ['32 inch HD Smart TV', '43 inch 4K Smart TV', '55 inch QLED TV'], ['Google TV', 'WebOS', 'Frameless'], [11999, 69999], '8528'),
      sub('Cameras', 'electronics', ['Canon', 'Nikon', 'Sony', 'Fujifilm', 'GoPro'], ['Mirrorless Camera', 'DSLR Kit', 'Action Camera', 'Instant Camera'], ['24MP', '4K', 'Vlogging'], [4999, 74999], '8525'),
    ],
  },
  {
    name: 'Home & Kitchen',
    drawing: 'pressure-cooker',
    subcategories: [
      sub('Cookware', 'home', homeBrands, ['Pressure Cooker', 'Kadai', 'Tawa', 'Cookware Set', 'Frying Pan'], ['Non-Stick', 'Hard Anodised', 'Stainless Steel', 'Induction Base'], [399, 4999], '7323'),
      sub('Kitchen Appliances', 'home', homeBrands, ['Mixer Grinder', 'Electric Kettle', 'Induction Cooktop', 'Air Fryer', 'Toaster'], ['750W', '1.5 L', 'Digital', 'Compact'], [899, 8999], '8509'),
      sub('Bedsheets', 'home', ['Bombay Dyeing', 'Spaces', 'Raymond Home', 'Story@Home', 'Jaipuri Prints'], ['Double Bedsheet', 'King Bedsheet', 'Single Bedsheet'], ['Cotton', 'Jaipuri Print', 'Floral', '180 TC'], [399, 2999], '6302'),
      sub('Home Decor', 'home', ['Home Centre', 'Ikea', 'Chumbak', 'Exclusivelane'], ['Wall Clock', 'Photo Frame Set', 'Table Lamp', 'Showpiece'], ['Wooden', 'Brass', 'Handcrafted', 'Modern'], [299, 3999], '9403'),
      sub('Storage', 'home', ['Milton', 'Cello', 'Tupperware', 'Signoraware'], ['Storage Container Set', 'Water Bottle', 'Lunch Box', 'Casserole'], ['Airtight', 'Insulated', 'BPA Free', 'Steel'], [199, 1999], '3924'),
      sub('Dinnerware', 'home', ['Borosil', 'La Opala', 'Cello', 'Corelle'], ['Dinner Set', 'Mug Set', 'Glass Set', 'Serving Bowl Set'], ['Opalware', 'Ceramic', 'Glass'], [349, 5999], '6912'),
    ],
  },
  {
    name: 'Beauty',
    drawing: 'lipstick',
    subcategories: [
      sub('Makeup', 'beauty', beautyBrands, ['Matte Lipstick', 'Kajal', 'Foundation', 'Compact Powder', 'Eyeliner'], ['Long Lasting', 'Smudge Proof', 'Waterproof', 'Creamy'], [149, 1999], '3304'),
      sub('Skincare', 'beauty', beautyBrands, ['Face Wash', 'Moisturiser', 'Sunscreen SPF 50', 'Face Serum', 'Night Cream'], ['Vitamin C', 'Niacinamide', 'Aloe Vera', 'Hyaluronic'], [199, 2499], '3304'),
      sub('Haircare', 'beauty', beautyBrands, ['Shampoo', 'Conditioner', 'Hair Oil', 'Hair Mask'], ['Onion', 'Keratin', 'Argan', 'Bhringraj'], [149, 1299], '3305'),
      sub('Fragrances', 'beauty', ['Fogg', 'Wild Stone', 'Engage', 'Bella Vita', 'Skinn by Titan'], ['Eau de Parfum', 'Deodorant', 'Body Mist', 'Attar'], ['Oud', 'Fresh', 'Floral', 'Woody'], [199, 3499], '3303'),
      sub('Grooming', 'beauty', ['Philips', 'Bombay Shaving Company', 'Beardo', 'Gillette'], ['Trimmer', 'Shaving Kit', 'Beard Oil', 'Grooming Kit'], ['Cordless', 'Precision', 'Travel'], [199, 3999], '8510'),
      sub('Bath and Body', 'beauty', ['Dove', 'Nivea', 'Pears', 'The Body Shop', 'Khadi Natural'], ['Body Lotion', 'Body Wash', 'Soap Pack of 4', 'Body Scrub'], ['Shea Butter', 'Cocoa', 'Sandal', 'Lavender'], [149, 1499], '3401'),
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
  /** The categories this seller sells in. */
  categories: string[];
}

export const SELLERS: SellerData[] = [
  { name: 'Syed Imran', shopName: 'Charminar Fashions', categories: ['Women', 'Men'], city: 'Hyderabad', state: 'Telangana', stateCode: '36', pincode: '500002', address: '22-1-640, Laad Bazaar, Charminar' },
  { name: 'Priya Mehta', shopName: 'Mumbai Style Hub', categories: ['Men', 'Women', 'Footwear'], city: 'Mumbai', state: 'Maharashtra', stateCode: '27', pincode: '400002', address: '14 Kalbadevi Road, Kalbadevi' },
  { name: 'Arjun Rao', shopName: 'Bengaluru Gadget House', categories: ['Electronics', 'Mobiles'], city: 'Bengaluru', state: 'Karnataka', stateCode: '29', pincode: '560002', address: '48 SP Road, Chickpet' },
  { name: 'Neha Kapoor', shopName: 'Delhi Darbar Ethnic', categories: ['Women', 'Men'], city: 'New Delhi', state: 'Delhi', stateCode: '07', pincode: '110006', address: '1120 Chandni Chowk' },
  { name: 'Karthik Subramanian', shopName: 'Chennai Silks Corner', categories: ['Women', 'Kids'], city: 'Chennai', state: 'Tamil Nadu', stateCode: '33', pincode: '600017', address: '52 Usman Road, T. Nagar' },
  { name: 'Ananya Bose', shopName: 'Kolkata Handloom Co.', categories: ['Women', 'Home & Kitchen'], city: 'Kolkata', state: 'West Bengal', stateCode: '19', pincode: '700073', address: '9 College Street' },
  { name: 'Rohan Patel', shopName: 'Ahmedabad Kitchen Mart', categories: ['Home & Kitchen'], city: 'Ahmedabad', state: 'Gujarat', stateCode: '24', pincode: '380001', address: '31 Relief Road, Lal Darwaja' },
  { name: 'Meera Rathore', shopName: 'Jaipur Prints & Decor', categories: ['Home & Kitchen', 'Women'], city: 'Jaipur', state: 'Rajasthan', stateCode: '08', pincode: '302002', address: '77 Johari Bazaar' },
  { name: 'Vikram Singh', shopName: 'Lucknow Chikan Emporium', categories: ['Men', 'Women'], city: 'Lucknow', state: 'Uttar Pradesh', stateCode: '09', pincode: '226003', address: '18 Aminabad Road' },
  { name: 'Lakshmi Nair', shopName: 'Kochi Beauty Store', categories: ['Beauty', 'Kids'], city: 'Kochi', state: 'Kerala', stateCode: '32', pincode: '682011', address: '6 MG Road, Ernakulam' },
  { name: 'Gurpreet Kaur', shopName: 'Ludhiana Footwear Gallery', categories: ['Footwear', 'Kids'], city: 'Ludhiana', state: 'Punjab', stateCode: '03', pincode: '141008', address: '25 Ghumar Mandi' },
  { name: 'Sanjay Jain', shopName: 'Indore Mobile World', categories: ['Mobiles', 'Electronics'], city: 'Indore', state: 'Madhya Pradesh', stateCode: '23', pincode: '452001', address: '3 MG Road, Rajwada' },
  { name: 'Farhana Begum', shopName: 'Hyderabad Electronics Bazaar', categories: ['Electronics', 'Mobiles', 'Beauty'], city: 'Hyderabad', state: 'Telangana', stateCode: '36', pincode: '500001', address: '5-9-22, Abids Road' },
  { name: 'Deepak Kulkarni', shopName: 'Pune Kids Kingdom', categories: ['Kids', 'Footwear'], city: 'Pune', state: 'Maharashtra', stateCode: '27', pincode: '411002', address: '410 Laxmi Road' },
];

export const REVIEWER_NAMES = [
  'Aarav Sharma', 'Diya Verma', 'Ishaan Gupta', 'Kavya Reddy', 'Rahul Iyer', 'Sneha Pillai', 'Aditya Joshi', 'Pooja Nair',
  'Vivek Menon', 'Riya Das', 'Manoj Kumar', 'Sana Khan', 'Harsh Agarwal', 'Nisha Yadav', 'Suresh Babu', 'Anjali Mishra',
  'Kunal Shah', 'Meghna Roy', 'Tarun Bhatt', 'Divya Krishnan', 'Farhan Qureshi', 'Lavanya Rao', 'Nikhil Chauhan', 'Shreya Ghosh',
  'Abhishek Tiwari', 'Pallavi Deshmukh', 'Rohit Saini', 'Tanvi Kulkarni', 'Imran Sheikh', 'Gayatri Hegde', 'Sameer Malhotra', 'Bhavna Patel',
  'Yash Thakur', 'Aisha Siddiqui', 'Naveen Reddy', 'Preeti Singh', 'Gaurav Sethi', 'Swati Pandey', 'Akash Dubey', 'Ritu Bansal',
];

export const REVIEW_TEXTS: Record<number, string[]> = {
  5: ['Excellent quality, exactly as shown in the pictures.', 'Value for money. Delivery was quick too.', 'Loved it! Will buy again from this seller.', 'Perfect fit and the fabric feels premium.', 'Superb product, packaging was also very good.'],
  4: ['Good product for the price.', 'Nice quality, colour slightly different from the photo.', 'Works well, delivery took a day longer than expected.', 'Happy with the purchase overall.'],
  3: ['Average. Does the job but nothing special.', 'Okay for daily use.', 'Quality is fine, sizing runs a little small.'],
  2: ['Not as expected, the material feels thin.', 'Stopped working properly after a few weeks.'],
  1: ['Poor quality, returned it.', 'Received a damaged piece, very disappointed.'],
};

export const COUPONS = [
  { code: 'WELCOME10', kind: 'percent' as const, value: 10, minOrder: 499, maxDiscount: 200 },
  { code: 'FLAT150', kind: 'flat' as const, value: 150, minOrder: 999, maxDiscount: null },
  { code: 'FESTIVE25', kind: 'percent' as const, value: 25, minOrder: 1999, maxDiscount: 750 },
  { code: 'BAZAAR50', kind: 'flat' as const, value: 50, minOrder: 299, maxDiscount: null },
];
export const EXPIRED_COUPON = { code: 'MONSOON20', kind: 'percent' as const, value: 20, minOrder: 0, maxDiscount: 300 };

/**
 * What shoppers here type, and where the top three results of each must come from: the
 * subcategories (by their English names) any of which is a right answer, and for a search with a
 * budget, the most a result may cost. `top-three.ts` runs them on the seeded catalogue.
 * Kinds: how the query is written (a query is one kind, the one that makes it hard).
 */
export interface ShopperQuery {
  query: string;
  kind:
    'english' | 'hinglish' | 'hindi' | 'misspelt' | 'price' | 'audience' | 'size' | 'brand' | 'for';
  /** Subcategories the top three must come from. */
  from: readonly string[];
  /** A budget: none of the top three may cost more (the price the shopper pays). */
  atMost?: number;
  /** A floor: none of the top three may cost less. */
  atLeast?: number;
}

const FOOTWEAR_CHAPPAL = ['Flip Flops', 'Sandals'];
const SHOES = ['Sports Shoes', 'Casual Shoes', 'Formal Shoes'];
/** A chasma is any pair of glasses: sunglasses or a spectacle frame. */
const CHASMA = ['Sunglasses', 'Eyeglass Frames'];

export const SHOPPER_QUERIES: readonly ShopperQuery[] = [
  // English
  { query: 'silk saree', kind: 'english', from: ['Sarees'] },
  { query: 'smart watch', kind: 'english', from: ['Smart Watches'] },
  { query: 'air fryer', kind: 'english', from: ['Kitchen Appliances'] },
  { query: 'laptop', kind: 'english', from: ['Laptops'] },
  { query: 'wireless earbuds', kind: 'english', from: ['Headphones'] },
  { query: 'bluetooth speaker', kind: 'english', from: ['Speakers'] },
  { query: 'running shoes', kind: 'english', from: ['Sports Shoes'] },
  { query: 'power bank', kind: 'english', from: ['Power Banks'] },
  { query: 'face wash', kind: 'english', from: ['Skincare'] },
  { query: 'pressure cooker', kind: 'english', from: ['Cookware'] },
  { query: 'double bedsheet', kind: 'english', from: ['Bedsheets'] },
  { query: 'wall clock', kind: 'english', from: ['Home Decor'] },
  { query: 'school bag', kind: 'english', from: ['School Supplies'] },
  { query: 'teddy bear', kind: 'english', from: ['Toys'] },
  { query: 'mixer grinder', kind: 'english', from: ['Kitchen Appliances'] },
  { query: 'beard trimmer', kind: 'english', from: ['Grooming'] },
  { query: 'sling bag', kind: 'english', from: ['Handbags'] },
  { query: 'formal shirt', kind: 'english', from: ['Shirts'] },
  { query: 'dinner set', kind: 'english', from: ['Dinnerware'] },
  { query: 'back cover', kind: 'english', from: ['Mobile Covers'] },
  // Hinglish
  { query: 'ladies chappal', kind: 'hinglish', from: FOOTWEAR_CHAPPAL },
  { query: 'kurti', kind: 'hinglish', from: ['Kurtis'] },
  { query: 'lehnga choli', kind: 'hinglish', from: ['Lehengas'] },
  { query: 'gents kurta', kind: 'hinglish', from: ['Kurtas'] },
  { query: 'kurta pajama', kind: 'hinglish', from: ['Kurtas'] },
  { query: 'jutti', kind: 'hinglish', from: ['Casual Shoes'] },
  { query: 'kolhapuri chappal', kind: 'hinglish', from: ['Sandals'] },
  { query: 'hawai chappal', kind: 'hinglish', from: FOOTWEAR_CHAPPAL },
  { query: 'mobile', kind: 'hinglish', from: ['Smartphones', 'Feature Phones'] },
  { query: 'chadar', kind: 'hinglish', from: ['Bedsheets'] },
  { query: 'kadai', kind: 'hinglish', from: ['Cookware'] },
  { query: 'tiffin', kind: 'hinglish', from: ['Storage', 'School Supplies'] },
  { query: 'ladkiyon ki frock', kind: 'hinglish', from: ['Girls Clothing'] },
  { query: 'bacchon ke khilone', kind: 'hinglish', from: ['Toys'] },
  { query: 'mard ke joote', kind: 'hinglish', from: SHOES },
  // Hindi
  { query: 'साड़ी', kind: 'hindi', from: ['Sarees'] },
  { query: 'कुर्ती', kind: 'hindi', from: ['Kurtis'] },
  { query: 'जूते', kind: 'hindi', from: SHOES },
  { query: 'चप्पल', kind: 'hindi', from: FOOTWEAR_CHAPPAL },
  { query: 'मोबाइल', kind: 'hindi', from: ['Smartphones', 'Feature Phones'] },
  { query: 'लहंगा', kind: 'hindi', from: ['Lehengas'] },
  { query: 'महिलाओं की चप्पल', kind: 'hindi', from: FOOTWEAR_CHAPPAL },
  { query: 'पुरुषों के कुर्ते', kind: 'hindi', from: ['Kurtas'] },
  { query: 'जींस', kind: 'hindi', from: ['Jeans'] },
  { query: 'बच्चों के खिलौने', kind: 'hindi', from: ['Toys'] },
  // Misspelt
  { query: 'blutooth speaker', kind: 'misspelt', from: ['Speakers'] },
  { query: 'mobil', kind: 'misspelt', from: ['Smartphones', 'Feature Phones'] },
  {
    query: 'samsng',
    kind: 'misspelt',
    from: ['Smartphones', 'Televisions', 'Chargers', 'Power Banks'],
  },
  { query: 'lipstik', kind: 'misspelt', from: ['Makeup'] },
  { query: 'shampo', kind: 'misspelt', from: ['Haircare', 'Baby Care'] },
  { query: 'sunscren', kind: 'misspelt', from: ['Skincare'] },
  { query: 'headfone', kind: 'misspelt', from: ['Headphones'] },
  { query: 'laptap', kind: 'misspelt', from: ['Laptops'] },
  { query: 'sneekers', kind: 'misspelt', from: ['Casual Shoes'] },
  { query: 'televison', kind: 'misspelt', from: ['Televisions'] },
  // Price
  { query: 'realme phone under 15000', kind: 'price', from: ['Smartphones'], atMost: 15000 },
  {
    query: 'phone under 15000',
    kind: 'price',
    from: ['Smartphones', 'Feature Phones'],
    atMost: 15000,
  },
  { query: 'saree below 1000', kind: 'price', from: ['Sarees'], atMost: 1000 },
  { query: 'kurti 500 se kam', kind: 'price', from: ['Kurtis'], atMost: 500 },
  { query: 'earbuds 1000-2000', kind: 'price', from: ['Headphones'], atLeast: 1000, atMost: 2000 },
  { query: 'smart watch ₹2k', kind: 'price', from: ['Smart Watches'], atMost: 2000 },
  { query: 'laptop under 50k', kind: 'price', from: ['Laptops'], atMost: 50000 },
  { query: 'tv above 30000', kind: 'price', from: ['Televisions'], atLeast: 30000 },
  { query: 'जूते 1000 से कम', kind: 'price', from: SHOES, atMost: 1000 },
  { query: 'heels upto rs 1500', kind: 'price', from: ['Heels'], atMost: 1500 },
  // Audience
  { query: 'shoes for men', kind: 'audience', from: SHOES },
  { query: 'watch for men', kind: 'audience', from: ['Smart Watches'] },
  { query: 'women sandals', kind: 'audience', from: ['Sandals', 'Heels'] },
  { query: 'boys t shirt', kind: 'audience', from: ['Boys Clothing'] },
  { query: 'girls dress', kind: 'audience', from: ['Girls Clothing'] },
  { query: 'kids shoes', kind: 'audience', from: ['Kids Footwear'] },
  { query: 'men jeans', kind: 'audience', from: ['Jeans'] },
  { query: 'ladies handbag', kind: 'audience', from: ['Handbags'] },
  { query: 'gents formal shoes', kind: 'audience', from: ['Formal Shoes'] },
  { query: 'ladies watch', kind: 'audience', from: ['Smart Watches'] },
  // Size
  { query: 'jeans 32 waist', kind: 'size', from: ['Jeans'] },
  { query: 'running shoes size 9', kind: 'size', from: ['Sports Shoes'] },
  { query: 'polo tshirt xl', kind: 'size', from: ['T-Shirts'] },
  { query: 'kurti size m', kind: 'size', from: ['Kurtis'] },
  { query: 'formal shoes 8 number', kind: 'size', from: ['Formal Shoes'] },
  // Brand
  { query: 'nike shoes', kind: 'brand', from: SHOES },
  { query: 'boat earbuds', kind: 'brand', from: ['Headphones'] },
  { query: 'red tape shoes', kind: 'brand', from: SHOES },
  { query: 'philips air fryer', kind: 'brand', from: ['Kitchen Appliances'] },
  { query: 'levis jeans', kind: 'brand', from: ['Jeans'] },
  { query: 'maybelline kajal', kind: 'brand', from: ['Makeup'] },
  { query: 'apple iphone', kind: 'brand', from: ['Smartphones'] },
  // "for" and filler words
  { query: 'saree for wedding', kind: 'for', from: ['Sarees'] },
  { query: 'kurti set with dupatta', kind: 'for', from: ['Kurtis'] },
  { query: 'bag for college', kind: 'for', from: ['Handbags', 'School Supplies'] },
  { query: 'cover for realme phone', kind: 'for', from: ['Mobile Covers'] },
  { query: 'shoes for running', kind: 'for', from: ['Sports Shoes'] },
  { query: 'party wala dress', kind: 'for', from: ['Dresses', 'Girls Clothing'] },
  { query: 'shaadi ke liye lehenga', kind: 'for', from: ['Lehengas'] },
  { query: 'gift for kids', kind: 'for', from: ['Toys'] },
  // Jewellery and eyewear, as shoppers here ask for them
  { query: 'gold earrings', kind: 'english', from: ['Earrings'] },
  { query: 'sunglasses', kind: 'english', from: ['Sunglasses'] },
  { query: 'necklace set', kind: 'english', from: ['Necklaces'] },
  { query: 'jhumka', kind: 'hinglish', from: ['Earrings'] },
  { query: 'chasma', kind: 'hinglish', from: CHASMA },
  { query: 'payal', kind: 'hinglish', from: ['Anklets'] },
  { query: 'kangan', kind: 'hinglish', from: ['Bangles'] },
  { query: 'dhoop ka chasma', kind: 'hinglish', from: ['Sunglasses'] },
  { query: 'chasma frame', kind: 'hinglish', from: ['Eyeglass Frames'] },
  { query: 'झुमका', kind: 'hindi', from: ['Earrings'] },
  { query: 'चश्मा', kind: 'hindi', from: CHASMA },
  { query: 'पायल', kind: 'hindi', from: ['Anklets'] },
  { query: 'मंगलसूत्र', kind: 'hindi', from: ['Mangalsutra'] },
  { query: 'sunglases', kind: 'misspelt', from: ['Sunglasses'] },
  { query: 'neckless', kind: 'misspelt', from: ['Necklaces'] },
  { query: 'earrings under 500', kind: 'price', from: ['Earrings'], atMost: 500 },
  { query: 'sunglasses for men', kind: 'audience', from: ['Sunglasses'] },
  { query: 'bangles for women', kind: 'audience', from: ['Bangles'] },
];

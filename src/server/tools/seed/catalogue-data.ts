/** The hand-written part of the seed: what an Indian fashion-first marketplace sells, and who sells it. */
import { BEAUTY } from './items/beauty';
import { ELECTRONICS } from './items/electronics';
import { EYEWEAR } from './items/eyewear';
import { FOOTWEAR } from './items/footwear';
import { HOME_KITCHEN } from './items/home';
import { JEWELLERY } from './items/jewellery';
import { KIDS } from './items/kids';
import { MEN } from './items/men';
import { MOBILES } from './items/mobiles';
import type { CategoryData, ItemProfile, Style, Trade } from './items/profile';
import { styleOf } from './items/profile';
import { WOMEN } from './items/women';

export type { CategoryData, ItemProfile, SubcategoryData } from './items/profile';

export const CATEGORIES: CategoryData[] = [
  { name: 'Men', drawing: 'shirt', subcategories: MEN },
  { name: 'Women', drawing: 'saree', subcategories: WOMEN },
  { name: 'Kids', drawing: 'teddy', subcategories: KIDS },
  { name: 'Footwear', drawing: 'sneaker', subcategories: FOOTWEAR },
  { name: 'Mobiles', drawing: 'smartphone', subcategories: MOBILES },
  { name: 'Electronics', drawing: 'laptop', subcategories: ELECTRONICS },
  { name: 'Home & Kitchen', drawing: 'pressure-cooker', subcategories: HOME_KITCHEN },
  { name: 'Beauty', drawing: 'lipstick', subcategories: BEAUTY },
  { name: 'Jewellery', drawing: 'jhumka', subcategories: JEWELLERY },
  { name: 'Eyewear', drawing: 'aviator-sunglasses', subcategories: EYEWEAR },
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
   * The kinds of shop it keeps: it sells the items (and styles of items) of these trades, so a
   * handloom shop sells handloom and an electronics bazaar the air fryer (items/profile.ts).
   */
  trades: Trade[];
  /** Ships prepaid only (docs/cash-on-delivery.md); unset: takes cash on delivery. */
  prepaidOnly?: true;
}

/**
 * Whether a seller's shop sells this item in this style: one of its trades is the item's or the
 * style's (a chikankari kurta is the ethnic shops' and the chikan emporium's; a festive one is
 * not the emporium's).
 */
export function sellsItem(seller: SellerData, item: ItemProfile, style: string | Style): boolean {
  const own = styleOf(style).trades ?? [];
  return seller.trades.some((t) => item.trades.includes(t) || own.includes(t));
}

export const SELLERS: SellerData[] = [
  {
    name: 'Syed Imran',
    shopName: 'Charminar Fashions',
    // Laad Bazaar, beside Charminar, is the city's bangle market.
    trades: ['menswear', 'womenswear', 'ethnic', 'bags', 'bangles'],
    city: 'Hyderabad',
    state: 'Telangana',
    stateCode: '36',
    pincode: '500002',
    address: '22-1-640, Laad Bazaar, Charminar',
  },
  {
    name: 'Priya Mehta',
    shopName: 'Mumbai Style Hub',
    trades: ['menswear', 'womenswear', 'footwear', 'bags', 'sunglasses'],
    city: 'Mumbai',
    state: 'Maharashtra',
    stateCode: '27',
    pincode: '400002',
    address: '14 Kalbadevi Road, Kalbadevi',
  },
  {
    name: 'Arjun Rao',
    shopName: 'Bengaluru Gadget House',
    trades: ['gadgets', 'phones', 'mobile-accessories', 'tv'],
    city: 'Bengaluru',
    state: 'Karnataka',
    stateCode: '29',
    pincode: '560002',
    address: '48 SP Road, Chickpet',
  },
  {
    name: 'Neha Kapoor',
    shopName: 'Delhi Darbar Ethnic',
    trades: ['ethnic', 'silk'],
    city: 'New Delhi',
    state: 'Delhi',
    stateCode: '07',
    pincode: '110006',
    address: '1120 Chandni Chowk',
  },
  {
    name: 'Karthik Subramanian',
    shopName: 'Chennai Silks Corner',
    trades: ['silk', 'ethnic'],
    prepaidOnly: true,
    city: 'Chennai',
    state: 'Tamil Nadu',
    stateCode: '33',
    pincode: '600017',
    address: '52 Usman Road, T. Nagar',
  },
  {
    name: 'Ananya Bose',
    shopName: 'Kolkata Handloom Co.',
    trades: ['handloom'],
    city: 'Kolkata',
    state: 'West Bengal',
    stateCode: '19',
    pincode: '700073',
    address: '9 College Street',
  },
  {
    name: 'Rohan Patel',
    shopName: 'Ahmedabad Kitchen Mart',
    trades: ['kitchen', 'kitchen-appliances'],
    city: 'Ahmedabad',
    state: 'Gujarat',
    stateCode: '24',
    pincode: '380001',
    address: '31 Relief Road, Lal Darwaja',
  },
  {
    name: 'Meera Rathore',
    shopName: 'Jaipur Prints & Decor',
    trades: ['block-print', 'furnishing', 'decor'],
    city: 'Jaipur',
    state: 'Rajasthan',
    stateCode: '08',
    pincode: '302002',
    address: '77 Johari Bazaar',
  },
  {
    name: 'Vikram Singh',
    shopName: 'Lucknow Chikan Emporium',
    trades: ['chikan'],
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    stateCode: '09',
    pincode: '226003',
    address: '18 Aminabad Road',
  },
  {
    name: 'Lakshmi Nair',
    shopName: 'Kochi Beauty Store',
    trades: ['beauty', 'baby'],
    city: 'Kochi',
    state: 'Kerala',
    stateCode: '32',
    pincode: '682011',
    address: '6 MG Road, Ernakulam',
  },
  {
    name: 'Gurpreet Kaur',
    shopName: 'Ludhiana Footwear Gallery',
    trades: ['footwear'],
    city: 'Ludhiana',
    state: 'Punjab',
    stateCode: '03',
    pincode: '141008',
    address: '25 Ghumar Mandi',
  },
  {
    name: 'Sanjay Jain',
    shopName: 'Indore Mobile World',
    trades: ['phones', 'mobile-accessories'],
    city: 'Indore',
    state: 'Madhya Pradesh',
    stateCode: '23',
    pincode: '452001',
    address: '3 MG Road, Rajwada',
  },
  {
    name: 'Farhana Begum',
    shopName: 'Hyderabad Electronics Bazaar',
    trades: ['gadgets', 'tv', 'kitchen-appliances', 'phones', 'mobile-accessories'],
    city: 'Hyderabad',
    state: 'Telangana',
    stateCode: '36',
    pincode: '500001',
    address: '5-9-22, Abids Road',
  },
  {
    name: 'Deepak Kulkarni',
    shopName: 'Pune Kids Kingdom',
    trades: ['kidswear', 'toys', 'stationery', 'baby'],
    city: 'Pune',
    state: 'Maharashtra',
    stateCode: '27',
    pincode: '411002',
    address: '410 Laxmi Road',
  },
  {
    name: 'Hetal Vaghasiya',
    shopName: 'Rajkot Imitation Jewellery',
    trades: ['jewellery'],
    city: 'Rajkot',
    state: 'Gujarat',
    stateCode: '24',
    pincode: '360001',
    address: '12 Soni Bazaar, Palace Road',
  },
  {
    name: 'Nitin Arora',
    shopName: 'Kamla Nagar Opticals',
    trades: ['eyewear'],
    city: 'New Delhi',
    state: 'Delhi',
    stateCode: '07',
    pincode: '110007',
    address: '14 Bungalow Road, Kamla Nagar',
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

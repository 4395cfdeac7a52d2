import * as accessories from './accessories';
import * as apparel from './apparel';
import * as bags from './bags';
import * as beauty from './beauty';
import * as footwear from './footwear';
import * as gadgets from './gadgets';
import * as home from './home';
import * as kitchenware from './kitchenware';
import type { Drawing } from './palette';

/** Every drawing by its URL name ('nehru-jacket'): the first part of a picture's key. */
export const DRAWINGS: Record<string, Drawing> = Object.fromEntries(
  Object.entries({
    ...apparel,
    ...accessories,
    ...bags,
    ...footwear,
    ...gadgets,
    ...home,
    ...kitchenware,
    ...beauty,
  }).map(([name, draw]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), draw]),
);

/** Names pictures carried before each kind of item had its own drawing (older databases keep them). */
const FORMER: Record<string, string> = {
  shoe: 'sneaker',
  phone: 'smartphone',
  kitchen: 'pressure-cooker',
  beauty: 'lipstick',
  toy: 'blocks',
  bag: 'handbag',
  banner: 'handbag',
};

export function drawingNamed(name: string): Drawing | undefined {
  return DRAWINGS[name] ?? DRAWINGS[FORMER[name] ?? ''];
}

/** The drawing for each subcategory's goods, when its items do not name a better one. */
export const SUBCATEGORY_DRAWINGS: Record<string, string> = {
  Shirts: 'shirt',
  'T-Shirts': 'tshirt',
  Jeans: 'jeans',
  Kurtas: 'kurta',
  Trousers: 'trousers',
  Innerwear: 'vest',
  Sarees: 'saree',
  Kurtis: 'kurti',
  Dresses: 'dress',
  Lehengas: 'lehenga',
  Tops: 'top',
  Handbags: 'handbag',
  'Boys Clothing': 'boys-set',
  'Girls Clothing': 'frock',
  'Baby Care': 'baby-bottle',
  Toys: 'blocks',
  'School Supplies': 'backpack',
  'Kids Footwear': 'school-shoe',
  'Sports Shoes': 'running-shoe',
  'Casual Shoes': 'sneaker',
  'Formal Shoes': 'formal-shoe',
  Sandals: 'sandal',
  Heels: 'heel',
  'Flip Flops': 'flip-flop',
  Smartphones: 'smartphone',
  'Feature Phones': 'feature-phone',
  'Mobile Covers': 'phone-case',
  'Power Banks': 'power-bank',
  Chargers: 'charger',
  'Screen Guards': 'screen-guard',
  Laptops: 'laptop',
  Headphones: 'earbuds',
  'Smart Watches': 'watch',
  Speakers: 'speaker',
  Televisions: 'tv',
  Cameras: 'camera',
  Cookware: 'pressure-cooker',
  'Kitchen Appliances': 'mixer',
  Bedsheets: 'bedsheet',
  'Home Decor': 'clock',
  Storage: 'jars',
  Dinnerware: 'plates',
  Makeup: 'lipstick',
  Skincare: 'tube',
  Haircare: 'shampoo',
  Fragrances: 'perfume',
  Grooming: 'trimmer',
  'Bath and Body': 'pump-bottle',
};

/** Items that are a different thing from the rest of their subcategory (a car charger is not a wall plug). */
const ITEM_DRAWINGS: [RegExp, string][] = [
  [/flip flop|slider/i, 'flip-flop'],
  [/sandal|floater|chappal/i, 'sandal'],
  [/sneaker/i, 'sneaker'],
  [/wipes/i, 'wipes'],
  [/kajal|eyeliner/i, 'kajal'],
  [/compact powder/i, 'compact'],
  [/foundation|lotion/i, 'pump-bottle'],
  [/soap/i, 'soap'],
  [/pencil/i, 'pencils'],
  [/geometry box/i, 'geometry-box'],
  [/school bag/i, 'backpack'],
  [/photo frame/i, 'frame'],
  [/toaster/i, 'toaster'],
  [/air fryer/i, 'air-fryer'],
  [/induction/i, 'induction'],
  [/lehenga/i, 'lehenga'],
  [/party dress/i, 'dress'],
  [/top and leggings/i, 'top'],
  [/^shirt$/i, 'shirt'],
  [/^jeans$/i, 'jeans'],
  [/cargo/i, 'cargo'],
  [/jogger/i, 'joggers'],
  [/brief|trunk|boxer/i, 'trunks'],
  [/nehru/i, 'nehru-jacket'],
  [/kurta set/i, 'kurta'],
  [/loafer/i, 'loafer'],
  [/car charger/i, 'car-charger'],
  [/cable/i, 'cable'],
  [/over-ear/i, 'headphones'],
  [/soundbar/i, 'soundbar'],
  [/kadai/i, 'kadai'],
  [/tawa|frying pan/i, 'pan'],
  [/kettle/i, 'kettle'],
  [/table lamp/i, 'lamp'],
  [/mug/i, 'mugs'],
  [/water bottle/i, 'oil-bottle'],
  [/lunch box/i, 'lunch-box'],
  [/puzzle/i, 'puzzle'],
  [/remote control car/i, 'rc-car'],
  [/soft toy/i, 'teddy'],
  [/board game/i, 'board-game'],
  [/moisturiser|night cream|hair mask|scrub|rash cream/i, 'jar'],
  [/serum|beard oil/i, 'dropper'],
  [/hair oil/i, 'oil-bottle'],
  [/deodorant|body mist/i, 'deo-can'],
  [/body wash|shampoo|conditioner/i, 'shampoo'],
];

/** The drawing that shows an item of a subcategory: a specific one for the item, else the subcategory's. */
export function drawingFor(subcategory: string, item: string): string {
  return (
    ITEM_DRAWINGS.find(([pattern]) => pattern.test(item))?.[1] ??
    SUBCATEGORY_DRAWINGS[subcategory] ??
    'handbag'
  );
}

/**
 * What one kind of item is, as a shop would describe it. Everything the seed writes about a
 * product (its name, picture, price, discount, what the shopper picks between, specification,
 * care, description, reviews and which shops sell it) comes from its item's profile, so a board
 * game never borrows a kitchen's words and a bag never a shirt's washing label.
 *
 * Text may hold placeholders, filled per product: {brand}, {style}, {item} (the item's name in
 * lower case), {colours} ("Black, Navy and Grey"), {sizes} ("S to XL"), and any specification
 * key of the product ({RAM}, {Fabric}, {Screen Size}).
 */

/** The kinds of shop a seller keeps (SELLERS in catalogue-data.ts): an item names the ones that sell it. */
export type Trade =
  | 'menswear'
  | 'womenswear'
  | 'ethnic'
  | 'silk'
  | 'handloom'
  | 'chikan'
  | 'block-print'
  | 'bags'
  | 'footwear'
  | 'kidswear'
  | 'toys'
  | 'stationery'
  | 'baby'
  | 'phones'
  | 'mobile-accessories'
  | 'gadgets'
  | 'tv'
  | 'kitchen'
  | 'kitchen-appliances'
  | 'furnishing'
  | 'decor'
  | 'beauty'
  | 'jewellery'
  | 'bangles'
  | 'eyewear'
  | 'sunglasses';

/** A specification: group, key, value. A list is a choice, made once per product name. */
export type SpecTemplate = Record<string, Record<string, string | readonly string[]>>;

/** A rupee range, both ends included. */
export type Band = readonly [number, number];

/**
 * The word before the item in a product's name ("Chikankari", "Ryzen 7", "Non-Stick"), with what
 * it says about the product where it says more than a word.
 */
export interface Style {
  name: string;
  /** Its own price band (a Ryzen 7 laptop costs more than a Core i3). */
  price?: Band;
  /** Specification entries it decides (merged over the item's). */
  spec?: SpecTemplate;
  /** A sentence of the description. */
  says?: string;
  /** Shops that sell this style of the item, besides the item's own (a handloom saree). */
  trades?: Trade[];
  /** The makers of this style, when not all of the item's (leather backpacks by leather houses). */
  brands?: readonly string[];
  /** Its colours, shades or pack colours, when not the item's (chikankari is white and pastels). */
  colours?: readonly string[];
}

/** What a shopper picks between on the product page. */
export type Options =
  /** Colours (clothes, bags, phones, gadgets): 1..n of them, each with the picture in that colour. */
  | { kind: 'colour'; from: readonly string[]; count: Band }
  /** Shades (makeup): named as the brand names them. */
  | { kind: 'shade'; from: readonly string[]; count: Band }
  /** Nothing to pick (a cream, an attar): `pack` is the colour its picture may take. */
  | { kind: 'none'; pack: readonly string[] };

/** The size range of worn things, one variation per size (see sizes.ts). */
export type SizeRange = 'adult' | 'waist' | 'kids' | 'shoes' | 'women-shoes' | 'kids-shoes';

/** What shoppers write about it, by the rating they gave (5 best). */
export type Reviews = Readonly<Record<1 | 2 | 3 | 4 | 5, readonly string[]>>;

export interface ItemProfile {
  /** How the product's name ends ("Anarkali Kurta"). */
  name: string;
  /** How the product is named, when not "{brand} {style} {name}" ("{brand} {name} {style} Laptop"). */
  title?: string;
  /** What it is, for its specification's Type and the description's {item}, when not its name. */
  type?: string;
  /** The drawing that shows it (modules/images/drawings). */
  drawing: string;
  brands: readonly string[];
  styles: readonly (string | Style)[];
  /** MRP band, when its style does not say one. */
  price: Band;
  /** The discounts its sellers give, in percent; 0 is sold at MRP (shown as New). */
  discounts: readonly number[];
  options: Options;
  sizes?: SizeRange;
  /** Phones: RAM and storage pairs a product comes in, two neighbouring ones per product. */
  memory?: readonly (readonly [string, string])[];
  /** Its specification after the General group (Brand, Type, Colour), care included. */
  spec: SpecTemplate;
  /** Specification entries a maker decides (a Samsung television runs Tizen). */
  brandSpec?: Readonly<Record<string, SpecTemplate>>;
  /** The description, sentence by sentence; a list is a choice made per product name. */
  description: readonly (string | readonly string[])[];
  reviews: Reviews;
  trades: readonly Trade[];
  /**
   * Its HSN heading, when the subcategory's does not fit it: a saree is classed by its fabric
   * (silk 5007, georgette or chiffon 5407, cotton 5208), not by the shelf it sits on.
   */
  hsn?: string;
}

/** The kinds of goods the return policy takes no returns of (storefront-spec.md, Return & Refund). */
export type NotReturnable = 'perishable' | 'personalCare' | 'customised';

/** A subcategory of the catalogue and the items it sells. */
export interface SubcategoryData {
  name: string;
  /** HSN code of its goods, printed on tax invoices, unless an item names its own. */
  hsn: string;
  /** Set when its goods are of a kind the return policy excludes: they are not returnable. */
  notReturnable?: NotReturnable;
  items: ItemProfile[];
}

export interface CategoryData {
  name: string;
  /** The drawing on the category's round tile (see modules/images/drawings). */
  drawing: string;
  subcategories: SubcategoryData[];
}

export const styleOf = (style: string | Style): Style =>
  typeof style === 'string' ? { name: style } : style;

import { z } from 'zod';
import { BANNER_TARGET_TYPES, MAX_SEARCH_CHARS, SORT_PRICES } from '../constants';
import { baseLocale, locales } from '../i18n/locale-path';
import { endpoint } from './endpoint';
import { id, positiveIntQuery, rupeesQuery } from './common';

export const category = z.object({
  _id: id,
  name: z.string(),
  slug: z.string(),
  image: z.string(),
});
export type Category = z.infer<typeof category>;

export const subcategory = z.object({
  _id: id,
  name: z.string(),
  slug: z.string(),
  categoryId: id,
  categorySlug: z.string(),
});
export type Subcategory = z.infer<typeof subcategory>;

/** Specification: group name -> key -> value, e.g. { Display: { Size: '6.7 inch' } }. */
export const specification = z.record(z.string(), z.record(z.string(), z.string()));

export const variation = z.object({
  _id: id,
  productId: id,
  price: z.number().int(),
  discount: z.number().int(),
  discountedPrice: z.number().int(),
  stock: z.number().int(),
  images: z.array(z.string()),
  color: z.string().nullable(),
  ram: z.string().nullable(),
  storage: z.string().nullable(),
  size: z.string().nullable(),
  specification,
});
export type Variation = z.infer<typeof variation>;

/** What a product card and a listing need. */
export const productSummary = z.object({
  _id: id,
  slug: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  price: z.number().int(),
  discount: z.number().int(),
  discountedPrice: z.number().int(),
  stock: z.number().int(),
  rating: z.number(),
  images: z.array(z.string()),
  shopName: z.string(),
  sellerId: id,
  subcategoryName: z.string(),
  categorySlug: z.string(),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const product = productSummary.extend({
  description: z.string(),
  subcategorySlug: z.string(),
  reviewCount: z.number().int(),
  variations: z.array(variation),
  /**
   * Not in the spec's product: false for the kinds the return policy excludes (perishables,
   * personal care, customised items), which the page marks "Not returnable". Absent from an
   * answer saved before the field existed.
   */
  returnable: z.boolean().optional(),
});
export type Product = z.infer<typeof product>;

export const banner = z.object({
  _id: id,
  status: z.literal('active'),
  targetType: z.enum(BANNER_TARGET_TYPES),
  productSlug: z.string().nullable(),
  categoryId: z.string().nullable(),
  clickUrl: z.string().nullable(),
  imgUrl: z.string(),
  heading: z.string().nullable(),
  subheading: z.string().nullable(),
  btnText: z.string().nullable(),
});
export type Banner = z.infer<typeof banner>;

export const priceRange = z.object({ low: z.number().int(), high: z.number().int() });

export const searchSuggestion = z.object({
  _id: id,
  name: z.string(),
  slug: z.string(),
  price: z.number().int(),
  discountedPrice: z.number().int(),
  image: z.string().nullable(),
  categorySlug: z.string(),
});
export const homeSearch = z.object({
  /** Popular Searches: distinct subcategory names starting with the text. */
  subcategories: z.array(z.string()),
  products: z.array(searchSuggestion),
});
export type HomeSearch = z.infer<typeof homeSearch>;

const searchText = z
  .string()
  .max(MAX_SEARCH_CHARS, `search text must be at most ${MAX_SEARCH_CHARS} characters`);
/**
 * The language of a catalogue read's words (category names, descriptions, specification labels),
 * named in its URL so each language is its own cached answer; English without it. Only the
 * shop's languages ('' counts as none, as for the other public parameters).
 */
const langQuery = z
  .enum([...locales, ''], `lang must be one of ${locales.join(', ')}`)
  .transform((v) => (v === '' || v === baseLocale ? undefined : v))
  .optional();
/** What every catalogue read accepts. */
const catalogueQuery = { lang: langQuery };

const slugQuery = z
  .string()
  .max(120, 'slug is too long')
  .regex(/^[a-z0-9-]*$/, 'must be a slug');

export const getCategories = endpoint({
  method: 'GET',
  path: '/home/get-categorys',
  auth: false,
  summary: 'All categories, in display order',
  query: z.object(catalogueQuery),
  response: z.object({ categorys: z.array(category) }),
});

export const getSubcategories = endpoint({
  method: 'GET',
  path: '/home/get-subcategorys',
  auth: false,
  summary: 'All subcategories, optionally of one category',
  query: z.object({
    ...catalogueQuery,
    category: slugQuery.optional(),
  }),
  response: z.object({ subcategorys: z.array(subcategory) }),
});

export const getSearchSuggestions = endpoint({
  method: 'GET',
  path: '/home/get_search_products',
  auth: false,
  summary: 'Suggestion data: subcategory names and product names starting with the text',
  query: z.object({
    ...catalogueQuery,
    value: searchText.optional(),
  }),
  response: z.object({ homeSearch }),
});

export const getHomeProductListing = endpoint({
  method: 'GET',
  path: '/home/home-page-product-listing',
  auth: false,
  summary: 'One titled product group per category',
  query: z.object(catalogueQuery),
  response: z.object({
    gkProducts: z.array(
      z.object({ title: z.string(), slug: z.string(), products: z.array(productSummary) }),
    ),
  }),
});

export const getProducts = endpoint({
  method: 'GET',
  path: '/home/get-products',
  auth: false,
  summary: 'Home rows: featured, latest, top rated and most discounted products',
  query: z.object(catalogueQuery),
  response: z.object({
    products: z.array(productSummary),
    latest_product: z.array(productSummary),
    topRated_product: z.array(productSummary),
    discount_product: z.array(productSummary),
  }),
});

export const getProductDetail = endpoint({
  method: 'GET',
  path: '/home/get-product/:slug',
  auth: false,
  summary: 'Product detail by slug, with related, same-seller and sponsored products',
  params: z.strictObject({ slug: z.string().min(1).max(200) }),
  query: z.object(catalogueQuery),
  response: z.object({
    data: z.object({
      product,
      relatedProducts: z.array(productSummary),
      moreProducts: z.array(productSummary),
      sponsors: z.array(productSummary),
    }),
  }),
});

export const getPriceRangeLatest = endpoint({
  method: 'GET',
  path: '/home/price-range-latest-product',
  auth: false,
  summary: 'Latest products and the price range (of one category when given)',
  query: z.object({
    ...catalogueQuery,
    category: slugQuery.optional(),
  }),
  response: z.object({ latest_product: z.array(productSummary), priceRange }),
});

/** Whom a search's items are for, read from its words ("for men", "ladies", "बच्चों"). */
export const AUDIENCES = ['men', 'women', 'boys', 'girls', 'kids'] as const;

/**
 * What the server read in a search's text besides the words to match, shown as a chip the
 * shopper can remove: `without` is the search text without it (the search to run then).
 */
const chipWithout = { without: z.string() };
export const searchChip = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('price'),
    low: z.number().int().optional(),
    high: z.number().int().optional(),
    ...chipWithout,
  }),
  z.object({ kind: z.literal('audience'), audience: z.enum(AUDIENCES), ...chipWithout }),
  z.object({ kind: z.literal('size'), size: z.string(), ...chipWithout }),
  z.object({ kind: z.literal('colour'), colour: z.string(), ...chipWithout }),
  z.object({ kind: z.literal('brand'), brand: z.string(), ...chipWithout }),
]);
export type SearchChip = z.infer<typeof searchChip>;

/** Public GETs ignore query parameters they do not know (utm_source, fbclid...); bodies stay strict. */
export const queryProductsQuery = z
  .object({
    ...catalogueQuery,
    category: slugQuery.optional(),
    subcategory: slugQuery.optional(),
    /** '' (the cleared filter) counts as none. */
    rating: z
      .string()
      .regex(/^[1-5]?$/, 'rating must be a whole number from 1 to 5')
      .transform((v) => (v === '' ? undefined : Number(v)))
      .optional(),
    lowPrice: rupeesQuery('lowPrice').optional(),
    highPrice: rupeesQuery('highPrice').optional(),
    low: rupeesQuery('low').optional(),
    high: rupeesQuery('high').optional(),
    sortPrice: z
      .enum([...SORT_PRICES, ''], `sortPrice must be one of ${SORT_PRICES.join(', ')}`)
      .transform((v) => v || undefined)
      .optional(),
    pageNumber: positiveIntQuery('pageNumber').optional(),
    searchValue: searchText.optional(),
    /** '1': the search as typed, not corrected ("Search instead for ..."). */
    exact: z
      .enum(['1', ''], 'exact must be 1 or empty')
      .transform((v) => v === '1')
      .optional(),
    discountupto: z
      .string()
      .regex(/^\d{0,2}$/, 'discountupto must be a whole percent from 0 to 99')
      .transform((v) => (v === '' ? undefined : Number(v)))
      .optional(),
  })
  .refine(
    (q) => q.lowPrice === undefined || q.highPrice === undefined || q.lowPrice <= q.highPrice,
    {
      message: 'lowPrice must not be above highPrice',
    },
  );
export type QueryProductsQuery = z.infer<typeof queryProductsQuery>;

export const queryProducts = endpoint({
  method: 'GET',
  path: '/home/query-products',
  auth: false,
  summary: 'Filtered, sorted, paged listing (parPage chosen by the server)',
  query: queryProductsQuery,
  response: z.object({
    products: z.array(productSummary),
    totalProduct: z.number().int(),
    parPage: z.number().int(),
    /**
     * The lowest and highest price of the products this listing can show (its category,
     * subcategory, search and filters, its own price bounds aside): the price slider's range.
     */
    priceRange,
    /** A search found more than the totalProduct it lists (its most popular matches). */
    moreProducts: z.literal(true).optional(),
    /** A search that found nothing: a spelling that finds something ("samsung" for "samsng"). */
    didYouMean: z.string().optional(),
    /** A search that found nothing: the subcategories where that spelling finds products. */
    matchingCategories: z
      .array(z.object({ name: z.string(), slug: z.string(), categorySlug: z.string() }))
      .optional(),
    /** What the server read in the search text besides its words: a budget, an audience... */
    chips: z.array(searchChip).optional(),
    /** The products are those of this spelling of the search ("bluetooth speaker"). */
    showingFor: z.string().optional(),
    /** Words of the search the shop has no product with, left out ("nike"). */
    notHere: z.array(z.string()).optional(),
    /** Words the shop has, left out because no product has them all. */
    relaxed: z.array(z.string()).optional(),
    /** The words the products were found by, when some were left out. */
    foundBy: z.string().optional(),
    /** A search that found nothing: products of its nearest subcategory. */
    nearest: z.array(productSummary).optional(),
  }),
});

export const getBanners = endpoint({
  method: 'GET',
  path: '/admin/user-get-banners',
  auth: false,
  summary: 'Active banners (slider and ads)',
  query: z.object(catalogueQuery),
  response: z.object({ data: z.object({ banners: z.array(banner) }) }),
});

/** The spec leaves the card banner path open; this is it. */
export const getCardBanners = endpoint({
  method: 'GET',
  path: '/home/get-card-banners',
  auth: false,
  summary: 'The promotional block and the two banner images of home',
  query: z.object(catalogueQuery),
  response: z.object({ banners: z.array(banner) }),
});

import { sql, type AnyColumn } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { SHIPMENT_STATUSES } from '@shared/rules/shipment-status';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Money is integer rupees; the price the shopper pays is derived in SQL the same way as src/shared. */
const discountedPriceOf = (price: string, discount: string) =>
  integer('discounted_price')
    .notNull()
    .generatedAlwaysAs(sql.raw(`${price} - (${price} * ${discount}) / 100`));

export const sellers = pgTable('sellers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  shopName: text('shop_name').notNull(),
  email: text('email').notNull(),
  image: text('image'),
  address: text('address').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  pincode: text('pincode').notNull(),
  gstin: text('gstin').notNull(),
  /** Takes cash on delivery; a seller that ships prepaid only says false. */
  cashOnDelivery: boolean('cash_on_delivery').notNull().default(true),
  /** For the chat-only seller sign-in (seeded sellers get the README's demo password). */
  chatPasswordHash: text('chat_password_hash'),
  createdAt: createdAt(),
});

/**
 * A catalogue text in the shop's other languages, by locale ({ hi: 'महिलाएँ' }); English is the
 * column beside it. A language without its text reads the English one (modules/catalogue/in-language.ts).
 */
const localized = (name: string) =>
  jsonb(name).$type<Partial<Record<string, string>>>().notNull().default({});

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  localizedNames: localized('localized_names'),
  slug: text('slug').notNull().unique(),
  image: text('image').notNull(),
  position: integer('position').notNull().default(0),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    localizedNames: localized('localized_names'),
    slug: text('slug').notNull().unique(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('subcategories_category_idx').on(t.categoryId),
    index('subcategories_name_prefix_idx').using('btree', sql`lower(${t.name}) COLLATE "C"`),
  ],
);

/**
 * What a search matches: the product's search document; the start of each of its words, marked
 * '~' ('kurt~'), so that suggestions find a word as it is typed through one word of the index
 * (search_prefixes, migration 0029); and two words naming the product's popularity: its slice,
 * '#' then its rating in twentieths of a star, then the first hex digit of its id ('#1000' is a
 * 5-star product whose id starts with 0), and its level, '%' then the same rating ('%100').
 * Taken in order, the slices and the levels each list the catalogue best-rated first: the slices
 * in pieces small enough for a word that many products share, the levels in pieces large enough
 * for a word that few do. Then its price band, '$' then the band's number (see PRICE_BAND_FLOORS:
 * '$8' is 1,001-1,500 rupees), alone and after each popularity word ('#1000$8', '%100$8'): a
 * search within a budget reads the pieces of its bands, which hold only the products within it,
 * as a search without one reads the pieces. None of these marked words can be typed: search
 * words are letters and digits.
 */
export const searchableOf = (t: {
  searchVector: AnyColumn;
  searchName: AnyColumn;
  searchMore: AnyColumn;
  searchAlso: AnyColumn;
  rating: AnyColumn;
  id: AnyColumn;
  discountedPrice: AnyColumn;
}) => {
  const level = sql`floor(${t.rating} * 20)::int::text`;
  const slice = sql`'#' || ${level} || left(${t.id}::text, 1)`;
  const band = sql`'$' || width_bucket(${t.discountedPrice}, ${sql.raw(`'{${PRICE_BAND_FLOORS.join(',')}}'::int[]`)})::text`;
  return sql`(${t.searchVector} || search_prefixes(${t.searchName} || ' ' || ${t.searchMore} || ' ' || ${t.searchAlso}) || array_to_tsvector(array[${slice}, '%' || ${level}, ${band}, ${slice} || ${band}, '%' || ${level} || ${band}]))`;
};

/**
 * The lowest price, in rupees, of each price band after the first (band 0 is below 101). Steps of
 * at most half again, so a budget's bands hold little outside it; each starts one rupee above a
 * round amount, so "under 500" or "1000-2000" (both ends included) are whole bands on their upper
 * side. Changing them changes the search index: a migration that makes it again.
 */
export const PRICE_BAND_FLOORS = [
  101, 151, 201, 301, 401, 501, 701, 1001, 1501, 2001, 3001, 4001, 5001, 7001, 10001, 15001, 20001,
  30001, 40001, 50001, 70001, 100001, 150001, 200001, 300001, 500001,
] as const;

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    brand: text('brand'),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: uuid('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    price: integer('price').notNull(),
    discount: integer('discount').notNull().default(0),
    discountedPrice: discountedPriceOf('price', 'discount'),
    stock: integer('stock').notNull().default(0),
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    // The search document (modules/catalogue/search): folded words in three weights, made in
    // TypeScript where the synonyms live; '' means not made yet (rebuilt at start).
    searchName: text('search_name').notNull().default(''),
    searchMore: text('search_more').notNull().default(''),
    searchAlso: text('search_also').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql.raw(
        "setweight(to_tsvector('simple', search_name), 'A') || setweight(to_tsvector('simple', search_more), 'B') || setweight(to_tsvector('simple', search_also), 'C')",
      ),
    ),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    localizedDescriptions: localized('localized_descriptions'),
    /** HSN code of the goods, printed on tax invoices. */
    hsn: text('hsn').notNull().default(''),
    isSponsored: boolean('is_sponsored').notNull().default(false),
    /** May be paid for on delivery (docs/cash-on-delivery.md); false: prepaid only. */
    cashOnDelivery: boolean('cash_on_delivery').notNull().default(true),
    /**
     * May be returned within the return policy's days; false for the kinds the policy excludes
     * (perishables, personal care, customised items), shown on its page as "Not returnable".
     */
    returnable: boolean('returnable').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    // Listing filters and their counts: category/subcategory + price range + rating, index-only;
    // (price, id) is the listing's exact order both ways, so a page reads only its own rows.
    index('products_category_price_idx').on(t.categoryId, t.discountedPrice, t.id, t.rating),
    index('products_subcategory_price_idx').on(t.subcategoryId, t.discountedPrice, t.id, t.rating),
    index('products_category_created_idx').on(t.categoryId, t.createdAt),
    // "Best rated first" rows: home groups, related (subcategory), same seller, sponsored. In
    // the exact order they are read (rating desc, then id): ratings tie by the thousand in a big
    // catalogue, and an index on rating alone left those ties to a sort of every tied row.
    // NULLS FIRST is what ORDER BY ... DESC means; an index that says otherwise is not used for it.
    index('products_category_rating_idx').on(t.categoryId, t.rating.desc().nullsFirst(), t.id),
    index('products_subcategory_rating_idx').on(
      t.subcategoryId,
      t.rating.desc().nullsFirst(),
      t.id,
    ),
    index('products_seller_rating_idx').on(t.sellerId, t.rating.desc().nullsFirst(), t.id),
    index('products_sponsored_idx')
      .on(t.categoryId, t.rating.desc().nullsFirst(), t.id)
      .where(sql`${t.isSponsored}`),
    index('products_price_idx').on(t.discountedPrice, t.id),
    index('products_created_idx').on(t.createdAt),
    index('products_rating_idx').on(t.rating.desc().nullsFirst(), t.id),
    index('products_discount_idx').on(t.discount.desc().nullsFirst(), t.id),
    // Suggestions: a prefix range on lower(name) in byte order, read in index order.
    index('products_name_prefix_idx').using('btree', sql`lower(${t.name}) COLLATE "C"`),
    // Search matches: the document's words and the product's popularity slice, one index for
    // both (modules/catalogue/search/match-repository.ts says why and how a search uses them).
    index('products_search_idx').using('gin', searchableOf(t)),
    // The start's look for products without a search document: empty once all are made, so
    // the look reads nothing instead of walking every row of a big catalogue.
    index('products_unsearchable_idx')
      .on(t.id)
      .where(sql`${t.searchName} = ''`),
  ],
);

/**
 * Every word of the search documents with the number of products that have it: the vocabulary
 * "Did you mean" and typo-tolerant suggestions look up by trigram similarity.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    products: integer('products').notNull(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);

export const variations = pgTable(
  'variations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color'),
    ram: text('ram'),
    storage: text('storage'),
    /** Clothes and shoes: each size is a variation with its own stock (S-XXL, UK 6-11, ages). */
    size: text('size'),
    price: integer('price').notNull(),
    discount: integer('discount').notNull().default(0),
    discountedPrice: discountedPriceOf('price', 'discount'),
    stock: integer('stock').notNull().default(0),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // json, not jsonb: the groups keep the order the seller gave them (General first).
    specification: json('specification')
      .$type<Record<string, Record<string, string>>>()
      .notNull()
      .default({}),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('variations_product_idx').on(t.productId)],
);

/** A banner's words; one missing in a language reads in English. */
export interface BannerTexts {
  heading?: string;
  subheading?: string;
  btnText?: string;
}

export const banners = pgTable('banners', {
  id: uuid('id').primaryKey().defaultRandom(),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  targetType: text('target_type', { enum: ['ads', 'product', 'category'] }).notNull(),
  /** 'slider' banners go to the home slider (or the ads slot); 'card' ones to the promo block. */
  placement: text('placement', { enum: ['slider', 'card'] })
    .notNull()
    .default('slider'),
  productSlug: text('product_slug'),
  /** The target category's slug: the shop listing filters by slug (see README). */
  categoryId: text('category_id'),
  clickUrl: text('click_url'),
  imgUrl: text('img_url').notNull(),
  heading: text('heading'),
  subheading: text('subheading'),
  btnText: text('btn_text'),
  /** The three texts in the shop's other languages ({ hi: { heading: 'त्योहारी कुर्ते' } }). */
  localizedTexts: jsonb('localized_texts')
    .$type<Partial<Record<string, BannerTexts>>>()
    .notNull()
    .default({}),
  position: integer('position').notNull().default(0),
});

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email'),
    phonenumber: text('phonenumber'),
    passwordHash: text('password_hash'),
    /** Raised by a password change: tokens signed with an older version are refused. */
    sessionVersion: integer('session_version').notNull().default(0),
    /**
     * The language of the shop's pages the shopper last signed in on: what the server sends
     * them later (a push, an invoice) is in it. 'en' or a locale of project.inlang/settings.json.
     */
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_email_unique').using('btree', sql`lower(${t.email})`),
    uniqueIndex('customers_phone_unique').on(t.phonenumber),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    phonenumber: text('phonenumber').notNull(),
    alternatephonenumber: text('alternatephonenumber').notNull(),
    pincode: text('pincode').notNull(),
    state: text('state').notNull(),
    cityDistTown: text('city_dist_town').notNull(),
    landmark: text('landmark').notNull(),
    locality: text('locality').notNull(),
    typeOfAddress: text('type_of_address', { enum: ['Home', 'Work', 'Other'] })
      .notNull()
      .default('Home'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_customer_idx').on(t.customerId),
    uniqueIndex('addresses_one_default')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rating: smallint('rating').notNull(),
    review: text('review').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reviews_one_per_customer').on(t.productId, t.customerId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: uuid('variation_id').references(() => variations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('cart_lines_one_per_item')
      .on(t.customerId, t.productId, t.variationId)
      .nullsNotDistinct(),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: uuid('variation_id').references(() => variations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('wishlist_one_per_product').on(t.customerId, t.productId)],
);

export const coupons = pgTable('coupons', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: ['percent', 'flat'] }).notNull(),
  value: integer('value').notNull(),
  /** The items total must be at least this many rupees. */
  minOrder: integer('min_order').notNull().default(0),
  /** Upper bound of a percent coupon's discount, in rupees. */
  maxDiscount: integer('max_discount'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  active: boolean('active').notNull().default(true),
});

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    price: integer('price').notNull(),
    originalPrice: integer('original_price').notNull(),
    shippingFee: integer('shipping_fee').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    paymentStatus: text('payment_status', { enum: ['paid', 'not paid'] })
      .notNull()
      .default('not paid'),
    orderStatus: text('order_status', { enum: ['pending', 'placed', 'cancelled', 'success'] })
      .notNull()
      .default('pending'),
    /** 'upi' and the gateway's methods once paid; 'cod' when it is paid on delivery. */
    paymentMethod: text('payment_method'),
    /** The cash on delivery fee, part of totalAmount; 0 for a prepaid order. */
    codFee: integer('cod_fee').notNull().default(0),
    /** A cash on delivery parcel the shopper refused at the door (counts against COD). */
    refusedAtDoorAt: timestamp('refused_at_door_at', { withTimezone: true }),
    shippingInfo: jsonb('shipping_info').$type<Record<string, string>>().notNull(),
    /** An unpaid order is cancelled and its stock released after this moment (durable expiry). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A payment arrived after the hold ran out: the order stays cancelled and the money is due back. */
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_unpaid_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.paymentStatus} = 'not paid' and ${t.orderStatus} = 'pending'`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.customerId] })],
);

/** One part per seller of an order: its own shipping fee and tax invoice. */
export const orderParts = pgTable(
  'order_parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    price: integer('price').notNull(),
    shippingFee: integer('shipping_fee').notNull(),
    /** Given when the order is paid: the seller's own series, consecutive within a financial year. */
    invoiceNumber: text('invoice_number'),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }),
    /** The shopper called this seller's part off before it shipped (docs/cancellation.md). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /**
     * The day this seller promised the parcel by when the order was placed (India's calendar),
     * from its pickup PIN to the shipping address's; null on orders placed before the promise
     * existed, and where no courier reaches the PIN.
     */
    deliveryBy: date('delivery_by', { mode: 'string' }),
    /** The seller packed it (the seller tool); the journey's "Packed". */
    packedAt: timestamp('packed_at', { withTimezone: true }),
    /** The courier's delivered scan: the return window's seven days start here. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('order_parts_order_idx').on(t.orderId),
    uniqueIndex('order_parts_seller_invoice_idx').on(t.sellerId, t.invoiceNumber),
  ],
);

/**
 * A parcel booked with the courier for one seller's part: to the shopper ('forward') or a
 * return pickup back to the seller ('return'). Its status only moves on (advanceShipment).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderPartId: uuid('order_part_id')
      .notNull()
      .references(() => orderParts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['forward', 'return'] }).notNull(),
    /** The courier provider's name (sandbox, shiprocket), for support. */
    provider: text('provider').notNull(),
    /** Our booking reference, unique per booking: a retried booking finds the same parcel. */
    reference: text('reference').notNull().unique(),
    awb: text('awb').notNull(),
    courier: text('courier').notNull(),
    trackingUrl: text('tracking_url'),
    labelUrl: text('label_url'),
    /** The day (India) the courier expects to deliver. */
    expectedBy: date('expected_by', { mode: 'string' }),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull(),
    /** When the courier scanned the status above. */
    statusAt: timestamp('status_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('shipments_order_part_idx').on(t.orderPartId),
    uniqueIndex('shipments_provider_awb_idx').on(t.provider, t.awb),
  ],
);

/** Every courier scan received, once by the courier's event id, whether or not it moved the parcel. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** The courier's id of this scan: a replayed webhook repeats it. */
    eventId: text('event_id').notNull(),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull(),
    scanAt: timestamp('scan_at', { withTimezone: true }).notNull(),
    /** The courier's own words and place, for support and the ledger. */
    detail: text('detail'),
    /** The scan moved the parcel on (false: late, repeated or out of order). */
    applied: boolean('applied').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('shipment_events_shipment_event_idx').on(t.shipmentId, t.eventId)],
);

/**
 * A shopper's return or exchange of delivered units of one seller's part (docs/returns.md): its
 * reverse pickup, the seller's decision and, once accepted, the refund (or the new size sent).
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderPartId: uuid('order_part_id')
      .notNull()
      .references(() => orderParts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['return', 'exchange'] }).notNull(),
    reason: text('reason').notNull(),
    /** requested -> received (the parcel reached the seller) -> accepted or refused. */
    status: text('status', { enum: ['requested', 'received', 'accepted', 'refused'] }).notNull(),
    /** The shopper's photos: chat pictures of this shopper's thread with this seller. */
    photoIds: uuid('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The day (India) the shopper chose for the pickup. */
    pickupDay: date('pickup_day', { mode: 'string' }).notNull(),
    /** Cash on delivery: the UPI id the refund is paid to (there was no online payment). */
    upiId: text('upi_id'),
    /** The reverse pickup booked for it. */
    shipmentId: uuid('shipment_id').references(() => shipments.id),
    /** An accepted exchange: the new size's parcel to the shopper. */
    exchangeShipmentId: uuid('exchange_shipment_id').references(() => shipments.id),
    /** Paise refunded, worked out when the seller accepts; null before, and for an exchange. */
    refundPaise: integer('refund_paise'),
    /** A prepaid order's refund through the payment provider. */
    refundId: uuid('refund_id').references(() => paymentRefunds.id),
    /** Why the seller refused it, in the seller's words. */
    refusedReason: text('refused_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('order_returns_part_idx').on(t.orderPartId)],
);

/** The units of each order item a return takes back; an exchange's new size (reserved). */
export const orderReturnItems = pgTable(
  'order_return_items',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    units: integer('units').notNull(),
    exchangeVariationId: uuid('exchange_variation_id').references(() => variations.id),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.orderItemId] })],
);

/** The last invoice number each seller issued in each financial year ('2026-27'). */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.financialYear] })],
);

/**
 * What a credit note gives back, by the order's own lines: so many units of each item, and
 * the part's shipping or not (payment/credit-note/credit-note-lines.ts prices them).
 */
export interface CreditedUnits {
  items: { orderItemId: string; quantity: number }[];
  shipping: boolean;
}

/**
 * A credit note (GST, CGST Act s. 34): a seller part's invoice, or some of its units, given back
 * after a cancel or a return, numbered in the seller's own credit note series. One per event:
 * a part is cancelled once ('cancelled'), a return is named by its id.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderPartId: uuid('order_part_id')
      .notNull()
      .references(() => orderParts.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    /** 'CN26-27/000001': the seller's credit note series, consecutive within a financial year. */
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    reason: text('reason', { enum: ['cancelled', 'returned'] }).notNull(),
    /** What it was issued for: 'cancelled', or 'returned:' and the return's id. */
    eventKey: text('event_key').notNull(),
    credited: jsonb('credited').$type<CreditedUnits>().notNull(),
    /** What it gives back, tax included, paise: a cancel's refund is exactly this. */
    amountPaise: integer('amount_paise').notNull(),
  },
  (t) => [
    index('credit_notes_order_idx').on(t.orderId),
    uniqueIndex('credit_notes_event_idx').on(t.orderPartId, t.eventKey),
    uniqueIndex('credit_notes_seller_number_idx').on(t.sellerId, t.number),
  ],
);

/** The last credit note number each seller issued in each financial year ('2026-27'). */
export const creditNoteCounters = pgTable(
  'credit_note_counters',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.financialYear] })],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderPartId: uuid('order_part_id')
      .notNull()
      .references(() => orderParts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    variationId: uuid('variation_id').references(() => variations.id),
    name: text('name').notNull(),
    /**
     * The variation ordered, each choice as it was named then (the invoice and order detail show
     * them): colour, size (clothes and shoes), RAM and storage; null where the product has none.
     */
    color: text('color'),
    size: text('size'),
    ram: text('ram'),
    storage: text('storage'),
    slug: text('slug').notNull(),
    image: text('image'),
    hsn: text('hsn').notNull(),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    discount: integer('discount').notNull(),
    discountedPrice: integer('discounted_price').notNull(),
    /** The cart line it was ordered from: the line stays in the cart until the order is paid. */
    cartLineId: uuid('cart_line_id'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    method: text('method'),
    /** SHA-256 of the secret in this attempt's payer link (the link itself is never stored). */
    payerSecretHash: text('payer_secret_hash'),
    /** The gateway's id of the attempt (Razorpay: its QR code), to ask the gateway about it. */
    reference: text('reference'),
    /** The gateway's payment that settled the attempt (what a refund names). */
    providerPaymentId: text('provider_payment_id'),
    /** When the payment screen stopped waiting for this attempt (the gateway may take longer). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the reconciliation last asked the gateway about it (its lease, across instances). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_reference_idx').on(t.reference),
    // The reconciliation's every-minute look for pending attempts past their window.
    index('payments_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Money sent back: one row per gateway payment, so a payment is refunded at most once however
 * many deliveries (or the reconciliation) ask; the idempotency key makes the gateway agree.
 */
export const paymentRefunds = pgTable('payment_refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  providerPaymentId: text('provider_payment_id').notNull(),
  /** The seller part a cancel refunds; null: the whole payment (it arrived too late). */
  orderPartId: uuid('order_part_id').references(() => orderParts.id, { onDelete: 'cascade' }),
  amountPaise: integer('amount_paise').notNull(),
  /** One per refund owed (a payment, or a payment's part): the gateway dedupes by it too. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  status: text('status', { enum: ['due', 'requested', 'failed'] })
    .notNull()
    .default('due'),
  /** The gateway's refund id once it accepted the refund. */
  refundId: text('refund_id'),
  /** Why the last request failed (the gateway's words), for support. */
  lastError: text('last_error'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook events seen, so each is applied once. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  /** The gateway's name, payment id and amount (paise): the ledger support reads. */
  provider: text('provider'),
  providerPaymentId: text('provider_payment_id'),
  amountPaise: integer('amount_paise'),
  receivedAt: createdAt(),
});

export const chatFriends = pgTable(
  'chat_friends',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the customer last opened this thread: seller messages after it count as unread. */
    customerReadAt: timestamp('customer_read_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.sellerId] })],
);

/**
 * A picture sent in chat: whose conversation may read it and its type. Its bytes are in
 * chat_image_bytes, written in the same transaction, so every instance can serve it.
 */
export const chatImages = pgTable(
  'chat_images',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    contentType: text('content_type', {
      enum: ['image/jpeg', 'image/png', 'image/webp'],
    }).notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  // The daily allowance sums one customer's recent pictures.
  (t) => [index('chat_images_customer_idx').on(t.customerId, t.createdAt)],
);

/** PostgreSQL's bytea, read as a Buffer from both drivers (PGlite answers a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A chat picture's bytes, apart from its row so that counting a shopper's allowance never reads
 * them. Pictures are at most 5 MB; PostgreSQL keeps them out of line (TOAST).
 */
export const chatImageBytes = pgTable('chat_image_bytes', {
  imageId: uuid('image_id')
    .primaryKey()
    .references(() => chatImages.id, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    sender: text('sender', { enum: ['customer', 'seller'] }).notNull(),
    /** Empty only for a picture sent without words. */
    message: text('message').notNull(),
    imageId: uuid('image_id').references(() => chatImages.id, { onDelete: 'cascade' }),
    /**
     * The product a chat opened from a product page is about (the seller's own, checked when
     * stored); a product taken off the shop leaves the message, without its card.
     */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_thread_idx').on(t.customerId, t.sellerId, t.createdAt)],
);

/** Stored results of mutations made with an Idempotency-Key (what makes offline replay safe). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The signed-in customer's id, or 'anonymous'. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['in_progress', 'done'] })
      .notNull()
      .default('in_progress'),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_created_idx').on(t.createdAt),
  ],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_mobile_created_idx').on(t.mobile, t.createdAt),
    index('otp_ip_created_idx').on(t.ip, t.createdAt),
  ],
);

export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Fixed-window counters of rate limits (failed logins, form posts per address): in the database,
 * so every server process sees the same counts; one upsert per hit keeps them exact under load.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * A device's Web Push subscription for a shopper. The endpoint is the device (one browser
 * profile); the same device signed in as another shopper moves to them.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_customer_idx').on(t.customerId)],
);

/**
 * Notifications to send and their delivery, written in the transaction of the event they tell
 * of (an order paid, a seller's answer). Any instance claims due rows with SKIP LOCKED and a lease; `eventKey`
 * makes one event one row however often it is reported.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventKey: text('event_key').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: [
        'order_paid',
        'payment_failed',
        'payment_expired',
        'seller_message',
        'order_journey',
        'refund_started',
      ],
    }).notNull(),
    /** What the notification shows and opens: title, body, url, tag. */
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claim's lease: another instance may take the row once it has passed. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The subscriptions that have it: a retry sends only to the others. */
    deliveredTo: uuid('delivered_to')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** When it was settled, and how: sent to every device, nobody to send to, or given up. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['sent', 'no devices', 'gave up'] }),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.doneAt} is null`),
    index('push_deliveries_conversation_idx').on(t.customerId, t.kind, t.createdAt),
  ],
);

/**
 * Each running instance's fingerprint of every shared secret (an HMAC keyed by the secret, never
 * the secret), with a heartbeat: an instance started with other secrets than those running
 * refuses to start instead of signing shoppers out at random.
 */
export const instanceSecrets = pgTable(
  'instance_secrets',
  {
    instanceId: text('instance_id').primaryKey(),
    /** Secret name (JWT_SECRET, ...) to its fingerprint, hex. */
    fingerprints: jsonb('fingerprints').$type<Record<string, string>>().notNull(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('instance_secrets_heartbeat_idx').on(t.heartbeatAt)],
);

/**
 * India Post's All India Pincode Directory, one row per PIN (migration 0030 fills it; see
 * docs/decisions.md for its source and the corrections since): fills an address from its PIN.
 */
export const pinCodes = pgTable('pin_codes', {
  pin: integer('pin').primaryKey(),
  district: text('district').notNull(),
  /** Every state or union territory the PIN's post offices lie in, the most offices first. */
  states: text('states').array().notNull(),
  /** The post offices' names, as localities. */
  offices: text('offices').array().notNull(),
});

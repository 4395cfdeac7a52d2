import { sql } from 'drizzle-orm';
import { slugify } from '@shared/rules/text';
import { pictureUrl } from '../../modules/images/svg';
import { hashPassword } from '../../modules/accounts/passwords';
import type { Db } from '../../db/client';
import { bulkInsert, withSecondaryIndexesDropped } from './bulk-insert';
import * as t from '../../db/schema';
import { CATEGORIES, COUPONS, EXPIRED_COUPON, REVIEWER_NAMES, SELLERS } from './catalogue-data';
import { generateProduct, type SubcategoryRef } from './generate-products';
import { makeGstin } from './gstin';
import { Random } from './random';
import { bannerTexts, categoryNames, subcategoryNames } from './translations';
import { withSearchDocument } from './searchable';
import { refreshVocabulary } from '../../modules/catalogue/search/index-repository';

export interface SeedOptions {
  products: number;
  /** Called after each batch of products with how many are stored (the command line's progress bar). */
  progress?: (done: number, total: number) => void;
  /** Called as each step after the products begins (index builds, statistics), to say what it waits on. */
  step?: (what: string) => void;
}

export const DEMO_CUSTOMER = {
  name: 'Demo Shopper',
  email: 'demo@example.in',
  password: 'shopper123',
  phonenumber: '9876543210',
};
const BATCH = 1000;
/** From this size on, the catalogue's secondary indexes are built once after the load. */
const DEFER_INDEXES_FROM = 50_000;
const CATALOGUE_START = Date.UTC(2025, 10, 1);
const YEAR_MS = 365 * 86_400_000;

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: t.categories.id }).from(t.categories).limit(1);
  return rows.length > 0;
}

/** Empties every table (for --reset). */
export async function resetDatabase(db: Db): Promise<void> {
  const tables = [
    'contact_messages',
    'revoked_tokens',
    'otp_challenges',
    'idempotency_keys',
    'chat_messages',
    'chat_friends',
    'payment_events',
    'payments',
    'order_items',
    'order_parts',
    'coupon_redemptions',
    'orders',
    'coupons',
    'wishlist_items',
    'cart_lines',
    'reviews',
    'addresses',
    'customers',
    'banners',
    'variations',
    'products',
    'subcategories',
    'categories',
    'sellers',
  ];
  await db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} CASCADE`));
}

/** The shops, with their addresses and GSTINs. */
async function seedSellers(db: Db, rng: Random) {
  const sellerRows = SELLERS.map((s, i) => ({
    id: rng.uuid(),
    name: s.name,
    shopName: s.shopName,
    email: `${slugify(s.shopName)}@sellers.example.in`,
    image: pictureUrl('seller', 'bag', slugify(s.shopName)),
    address: s.address,
    city: s.city,
    state: s.state,
    pincode: s.pincode,
    cashOnDelivery: !s.prepaidOnly,
    gstin: makeGstin(
      s.stateCode,
      `AB${String.fromCharCode(67 + (i % 20))}PK`,
      String(1000 + i * 137).slice(-4),
      'R',
    ),
  }));
  await db.insert(t.sellers).values(sellerRows);
  return sellerRows;
}

/** The categories and their subcategories, answered with what products are drawn from. */
async function seedCategories(db: Db, rng: Random): Promise<SubcategoryRef[]> {
  const subRefs: SubcategoryRef[] = [];
  for (const [position, c] of CATEGORIES.entries()) {
    const categoryId = rng.uuid();
    const slug = slugify(c.name);
    await db.insert(t.categories).values({
      id: categoryId,
      name: c.name,
      localizedNames: categoryNames(c.name),
      slug,
      image: pictureUrl('category', c.drawing, slug),
      position,
    });
    const subs = c.subcategories.map((data, p) => ({
      id: rng.uuid(),
      categoryId,
      name: data.name,
      localizedNames: subcategoryNames(data.name),
      slug: slugify(`${c.name} ${data.name}`),
      position: p,
      data,
    }));
    await db.insert(t.subcategories).values(subs.map(({ data: _data, ...row }) => row));
    subRefs.push(
      ...subs.map((s) => ({ id: s.id, categoryId, categoryName: c.name, data: s.data })),
    );
  }
  return subRefs;
}

/** The reviewers, and the demo shopper with a home address. */
async function seedCustomers(db: Db, rng: Random) {
  const reviewers = REVIEWER_NAMES.map((name) => ({
    id: rng.uuid(),
    name,
    email: `${slugify(name).replace(/-/g, '.')}@example.in`,
  }));
  await db.insert(t.customers).values(reviewers);
  const demoId = rng.uuid();
  await db.insert(t.customers).values({
    id: demoId,
    name: DEMO_CUSTOMER.name,
    email: DEMO_CUSTOMER.email,
    phonenumber: DEMO_CUSTOMER.phonenumber,
    passwordHash: await hashPassword(DEMO_CUSTOMER.password),
  });
  await db.insert(t.addresses).values({
    customerId: demoId,
    name: DEMO_CUSTOMER.name,
    address: 'Flat 304, Sai Residency, Road No. 12',
    phonenumber: DEMO_CUSTOMER.phonenumber,
    alternatephonenumber: '9123456780',
    pincode: '500034',
    state: 'Telangana',
    cityDistTown: 'Hyderabad',
    landmark: 'Near KBR Park',
    locality: 'Banjara Hills',
    typeOfAddress: 'Home',
    isDefault: true,
  });
  return reviewers;
}

/** A deterministic, realistic catalogue: the same options give the same rows (ids included). */
export async function seedDatabase(
  db: Db,
  { products: productCount, progress = () => {}, step = () => {} }: SeedOptions,
): Promise<void> {
  const rng = new Random(20250101);

  // In this order: each draws its ids from `rng`, and the same seed must give the same rows.
  const sellerRows = await seedSellers(db, rng);
  const subRefs = await seedCategories(db, rng);
  const reviewers = await seedCustomers(db, rng);

  // Each product goes to a shop that sells its item (catalogue-data.ts, sellsItem).
  const sellers = sellerRows.map((row, i) => ({ id: row.id, data: SELLERS[i]! }));
  const spacing = YEAR_MS / Math.max(productCount, 1);
  const firstSlugBySubcategory = new Map<string, string>();
  const listed = new Set<string>();
  const loadProducts = async () => {
    for (let start = 0; start < productCount; start += BATCH) {
      const generated = [];
      for (let i = start; i < Math.min(productCount, start + BATCH); i++) {
        const sub = subRefs[i % subRefs.length]!;
        const g = generateProduct(
          rng,
          i,
          sub,
          sellers,
          reviewers,
          new Date(CATALOGUE_START + i * spacing),
          listed,
        );
        if (!firstSlugBySubcategory.has(sub.data.name))
          firstSlugBySubcategory.set(sub.data.name, g.product.slug);
        generated.push(withSearchDocument(g, sub));
      }
      await bulkInsert(
        db,
        t.products,
        generated.map((g) => g.product),
      );
      await bulkInsert(
        db,
        t.variations,
        generated.flatMap((g) => g.variations),
      );
      await bulkInsert(
        db,
        t.reviews,
        generated.flatMap((g) => g.reviews),
      );
      progress(Math.min(productCount, start + BATCH), productCount);
    }
  };
  if (productCount >= DEFER_INDEXES_FROM)
    await withSecondaryIndexesDropped(
      db,
      ['products', 'variations', 'reviews'],
      loadProducts,
      (index, position, count) => step(`Building index ${position} of ${count}: ${index}`),
    );
  else await loadProducts();
  if (productCount >= DEFER_INDEXES_FROM) {
    // Rows in best-rated order: a search reads the best popularity slices first
    // (search/match-repository.ts); with the table in that order a slice's rows share pages
    // instead of taking a page each. Reviews move ratings
    // slowly; an operator can run the same CLUSTER again (it locks the table while it runs).
    step('Ordering the products by rating (CLUSTER)');
    await db.execute(sql`CLUSTER products USING products_rating_idx`);
  }

  await seedBanners(db, firstSlugBySubcategory);
  const farFuture = new Date(Date.UTC(2030, 0, 1));
  await db
    .insert(t.coupons)
    .values([
      ...COUPONS.map((c) => ({ ...c, expiresAt: farFuture })),
      { ...EXPIRED_COUPON, expiresAt: new Date(Date.UTC(2025, 8, 30)) },
    ]);
  step('Collecting the search vocabulary');
  await refreshVocabulary(db);
  // Fresh statistics and visibility map after a bulk load: good plans and index-only counts.
  step('Updating the planner statistics (VACUUM ANALYZE)');
  await db.execute(sql`VACUUM ANALYZE`);
}

/** The home page's banners, in order; `productOf` links the first product of that subcategory. */
const BANNERS: (Partial<typeof t.banners.$inferInsert> & {
  key: string;
  drawing: string;
  productOf?: string;
})[] = [
  {
    key: 'festive-kurta-edit',
    drawing: 'kurta',
    targetType: 'product',
    productOf: 'Kurtas',
    heading: 'The Festive Kurta Edit',
    subheading: 'Chikankari, khadi and silk blends from Lucknow to Kolkata',
    btnText: 'Shop Now',
  },
  {
    key: 'sarees-from-the-looms',
    drawing: 'saree',
    targetType: 'category',
    categoryId: 'women',
    heading: 'Sarees from the Looms',
    subheading: 'Banarasi, Kanjeevaram and handloom cotton, up to 60% off',
    btnText: 'Explore Sarees',
  },
  {
    key: 'new-5g-phones',
    drawing: 'smartphone',
    targetType: 'product',
    productOf: 'Smartphones',
    heading: 'New 5G Phones',
    subheading: 'No-cost EMI and exchange offers',
    btnText: 'Buy Now',
  },
  {
    key: 'step-out-in-style',
    drawing: 'sneaker',
    targetType: 'category',
    categoryId: 'footwear',
    heading: 'Step Out in Style',
    subheading: 'Sneakers, kolhapuris and formals from ₹399',
    btnText: 'Shop Footwear',
  },
  {
    key: 'kitchen-upgrade-days',
    drawing: 'pressure-cooker',
    clickUrl: '/shops?category=home-kitchen&discountupto=40',
    heading: 'Kitchen Upgrade Days',
    subheading: 'Up to 40% off on cookware and appliances',
    btnText: 'See Offers',
  },
  {
    key: 'beauty-bestsellers',
    drawing: 'lipstick',
    clickUrl: '/shops?category=beauty',
    heading: 'Beauty Bestsellers',
    subheading: 'Skincare and makeup loved across India',
    btnText: 'Discover',
  },
  {
    key: 'back-to-school',
    drawing: 'backpack',
    clickUrl: '/shops?category=kids',
    heading: 'Back to School',
    subheading: 'Bags, shoes and supplies for the new term',
    btnText: 'Shop Kids',
  },
  {
    key: 'big-fashion-sale',
    drawing: 'shirt',
    targetType: 'category',
    categoryId: 'men',
    placement: 'card',
    heading: 'Big Fashion Sale',
    subheading: 'Min. 40% off on top brands',
    btnText: 'Shop the Sale',
  },
  {
    key: 'gadgets-under-999',
    drawing: 'earbuds',
    targetType: 'category',
    categoryId: 'electronics',
    placement: 'card',
    heading: 'Gadgets under ₹999',
    btnText: 'Shop Gadgets',
  },
  {
    key: 'home-makeover',
    drawing: 'lamp',
    targetType: 'category',
    categoryId: 'home-kitchen',
    placement: 'card',
    heading: 'Home Makeover',
    btnText: 'Shop Home',
  },
];

async function seedBanners(db: Db, slugBySubcategory: Map<string, string>): Promise<void> {
  const rows = BANNERS.map(
    ({ key, drawing, productOf, ...b }, position): typeof t.banners.$inferInsert => ({
      targetType: 'ads',
      imgUrl: pictureUrl('banner', drawing, key),
      localizedTexts: bannerTexts(key),
      position,
      ...(productOf !== undefined && { productSlug: slugBySubcategory.get(productOf) ?? null }),
      ...b,
    }),
  );
  await db.insert(t.banners).values(rows);
}

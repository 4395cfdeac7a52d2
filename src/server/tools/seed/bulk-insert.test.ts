import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import * as schema from '../../db/schema';
import { bulkInsert, withSecondaryIndexesDropped } from './bulk-insert';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const indexes = async () =>
  (
    await t.db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename in ('products', 'variations') order by indexname`,
    )
  ).rows;

describe('bulk loading the catalogue', () => {
  it('inserts rows through one JSON parameter, keeping column defaults, arrays, json and dates', async () => {
    await bulkInsert(t.db, schema.sellers, [
      {
        name: 'Asha',
        shopName: 'Asha Weaves',
        email: 'asha@sellers.example.in',
        address: '1 Loom Street',
        city: 'Varanasi',
        state: 'Uttar Pradesh',
        pincode: '221001',
        gstin: '09ABCPK1234R1Z5',
      },
    ]);
    const [seller] = await t.db.select().from(schema.sellers);
    expect(seller!.id).toMatch(/^[0-9a-f-]{36}$/);
    const [category] = await t.db
      .insert(schema.categories)
      .values({ name: 'Women', slug: 'women', image: '/i.svg' })
      .returning();
    const [sub] = await t.db
      .insert(schema.subcategories)
      .values({ categoryId: category!.id, name: 'Sarees', slug: 'women-sarees' })
      .returning();
    const createdAt = new Date(Date.UTC(2025, 10, 1, 5, 30));
    await bulkInsert(t.db, schema.products, [
      {
        slug: 'silk-saree',
        name: "Silk 'Banarasi' Saree",
        brand: null,
        sellerId: seller!.id,
        categoryId: category!.id,
        subcategoryId: sub!.id,
        price: 2000,
        discount: 15,
        images: ['/a.svg', '/b.svg'],
        createdAt,
      },
    ]);
    const [product] = await t.db.select().from(schema.products);
    expect(product).toMatchObject({
      name: "Silk 'Banarasi' Saree",
      brand: null,
      discountedPrice: 1700,
      stock: 0,
      images: ['/a.svg', '/b.svg'],
      isSponsored: false,
      createdAt,
    });
    await bulkInsert(t.db, schema.variations, [
      {
        productId: product!.id,
        color: 'Red',
        price: 2000,
        specification: {
          General: { Fabric: 'Silk', Care: 'Dry clean' },
          Size: { Length: '6.3 m' },
        },
      },
    ]);
    const [variation] = await t.db.select().from(schema.variations);
    // json keeps the seller's order of groups and fields.
    expect(JSON.stringify(variation!.specification)).toBe(
      '{"General":{"Fabric":"Silk","Care":"Dry clean"},"Size":{"Length":"6.3 m"}}',
    );
  });

  it('builds the dropped secondary indexes again exactly as they were, keeping unique ones during the load', async () => {
    const before = await indexes();
    const rebuilt: string[] = [];
    const during = await withSecondaryIndexesDropped(
      t.db,
      ['products', 'variations'],
      indexes,
      (name, position, count) => rebuilt.push(`${position}/${count} ${name}`),
    );
    const names = during.map((r) => (r as { indexname: string }).indexname);
    expect(names).toEqual(
      expect.arrayContaining(['products_pkey', 'products_slug_unique', 'variations_pkey']),
    );
    expect(names).not.toContain('products_category_price_idx');
    expect(names).not.toContain('products_search_trgm_idx');
    expect(await indexes()).toEqual(before);
    // Each index dropped is announced as it is built again, in order, counted.
    const secondary = (before as { indexname: string }[])
      .map((r) => r.indexname)
      .filter((name) => !names.includes(name));
    expect(rebuilt).toEqual(secondary.map((name, i) => `${i + 1}/${secondary.length} ${name}`));
    expect(rebuilt.length).toBeGreaterThan(1);
  });
});

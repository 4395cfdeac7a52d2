import { sql } from 'drizzle-orm';
import { discountedPrice } from '@shared/rules/price';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 600 });
});
afterAll(() => t.close());

const one = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows[0] as T;

describe('the seed', () => {
  it('builds a fashion-first Indian catalogue of the promised size', async () => {
    const counts = await one<Record<string, number>>(sql`select
      (select count(*)::int from categories) as categories,
      (select count(*)::int from subcategories) as subcategories,
      (select count(*)::int from sellers) as sellers,
      (select count(*)::int from products) as products,
      (select count(*)::int from reviews) as reviews`);
    expect(counts.categories).toBeGreaterThanOrEqual(8);
    expect(counts.subcategories).toBeGreaterThanOrEqual(40);
    expect(counts.sellers).toBeGreaterThanOrEqual(12);
    expect(counts.products).toBe(600);
    expect(counts.reviews).toBeGreaterThan(600);
    const hyderabad = await one<{ n: number }>(
      sql`select count(*)::int as n from sellers where city = 'Hyderabad'`,
    );
    expect(hyderabad.n).toBeGreaterThanOrEqual(1);
  });

  it('has discounts of 0 (shown as New), stock of 0 and low stock, brands and rupee prices', async () => {
    const s = await one<Record<string, number>>(sql`select
      count(*) filter (where discount = 0)::int as no_discount,
      count(*) filter (where stock = 0)::int as sold_out,
      count(*) filter (where stock between 1 and 5)::int as low_stock,
      count(*) filter (where brand is null)::int as no_brand,
      min(price)::int as min_price
      from products`);
    expect(s.no_discount).toBeGreaterThan(0);
    expect(s.sold_out).toBeGreaterThan(0);
    expect(s.low_stock).toBeGreaterThan(0);
    expect(s.no_brand).toBe(0);
    expect(s.min_price).toBeGreaterThan(0);
  });

  it('stores the discounted price the shared rule computes', async () => {
    const rows = (
      await t.db.execute(sql`select price, discount, discounted_price from products limit 50`)
    ).rows as { price: number; discount: number; discounted_price: number }[];
    for (const r of rows) expect(r.discounted_price).toBe(discountedPrice(r.price, r.discount));
  });

  it('gives phones Color/RAM/Storage variations with their own prices, and clothes colours', async () => {
    const phone = await one<{
      n: number;
      prices: number;
      rams: number;
    }>(sql`select count(*)::int as n, count(distinct v.price)::int as prices, count(distinct v.ram)::int as rams
      from variations v join products p on p.id = v.product_id join subcategories s on s.id = p.subcategory_id
      where s.slug = 'mobiles-smartphones' and p.id = (select p2.id from products p2 join subcategories s2 on s2.id = p2.subcategory_id where s2.slug = 'mobiles-smartphones' order by p2.slug limit 1)`);
    expect(phone.n).toBeGreaterThanOrEqual(2);
    expect(phone.prices).toBeGreaterThanOrEqual(2);
    const shirtColours = await one<{
      n: number;
    }>(sql`select count(*)::int as n from variations v join products p on p.id = v.product_id
      join categories c on c.id = p.category_id where c.slug = 'men' and v.color is not null and v.ram is null`);
    expect(shirtColours.n).toBeGreaterThan(0);
  });

  it('sells clothes and shoes in sizes, each with its own stock; sarees and kids by their own measure', async () => {
    const bySubcategory = async (slug: string) =>
      (
        await t.db.execute(sql`select p.id, p.stock, array_agg(v.size order by v.position) as sizes,
            sum(v.stock)::int as total from products p
          join subcategories s on s.id = p.subcategory_id join variations v on v.product_id = p.id
          where s.slug = ${slug} group by p.id order by p.slug limit 5`)
      ).rows as { stock: number; sizes: (string | null)[]; total: number }[];
    for (const slug of ['men-shirts', 'footwear-sports-shoes', 'kids-boys-clothing']) {
      const products = await bySubcategory(slug);
      expect(products.length, slug).toBeGreaterThan(0);
      for (const p of products) {
        expect(
          p.sizes.every((size) => size !== null),
          slug,
        ).toBe(true);
        expect(new Set(p.sizes).size, slug).toBe(4);
        expect(p.total, slug).toBe(p.stock);
      }
    }
    expect((await bySubcategory('footwear-sports-shoes'))[0]!.sizes[0]).toMatch(/^UK \d+$/);
    expect((await bySubcategory('kids-boys-clothing'))[0]!.sizes[0]).toMatch(/^\d+-\d+ Y$/);
    const sarees = await bySubcategory('women-sarees');
    expect(sarees.every((p) => p.sizes.every((size) => size === null))).toBe(true);
  });

  it('draws one distinct picture per product and colour', async () => {
    const s = await one<{ images: number; variations: number }>(
      sql`select count(distinct images[1])::int as images, count(distinct (product_id, color))::int as variations from variations`,
    );
    expect(s.images).toBe(s.variations);
    const url = (
      (await t.db.execute(sql`select images[1] as url from products limit 1`)).rows[0] as {
        url: string;
      }
    ).url;
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });

  it('has banners of every target type with headings and button texts, and coupons', async () => {
    const types = (
      await t.db.execute(
        sql`select distinct target_type from banners where heading is not null and btn_text is not null`,
      )
    ).rows.map((r) => (r as { target_type: string }).target_type);
    expect(new Set(types)).toEqual(new Set(['ads', 'product', 'category']));
    const coupons = await one<{ n: number }>(sql`select count(*)::int as n from coupons`);
    expect(coupons.n).toBeGreaterThanOrEqual(3);
  });

  it('marks the kinds the return policy excludes not returnable: personal care, not a shirt', async () => {
    const of = (subcategory: string) =>
      t.db.execute(sql`select p.name, p.returnable from products p
        join subcategories s on s.id = p.subcategory_id where s.name = ${subcategory}`);
    for (const subcategory of ['Skincare', 'Haircare', 'Innerwear', 'Baby Care']) {
      const rows = (await of(subcategory)).rows as { name: string; returnable: boolean }[];
      expect(rows.length, subcategory).toBeGreaterThan(0);
      expect(
        rows.filter((r) => r.returnable),
        subcategory,
      ).toEqual([]);
    }
    const shirts = (await of('Shirts')).rows as { returnable: boolean }[];
    expect(shirts.length).toBeGreaterThan(0);
    expect(shirts.every((r) => r.returnable)).toBe(true);
  });

  it('is deterministic: the same options give the same products', async () => {
    const other = await createTestApp({ seedProducts: 600 });
    const digest = (db: typeof t.db) =>
      db
        .execute(
          sql`select md5(string_agg(id::text || slug || price || stock, ',' order by slug)) as d from products`,
        )
        .then((r) => (r.rows[0] as { d: string }).d);
    expect(await digest(other.db)).toBe(await digest(t.db));
    await other.close();
  });
});

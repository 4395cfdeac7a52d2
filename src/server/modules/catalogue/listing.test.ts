import { sql } from 'drizzle-orm';
import { createTestApp, registerCustomer, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 200 });
});
afterAll(() => t.close());

const listing = async (query: string) =>
  (await t.app.inject({ url: `/api/home/query-products?${query}` })).json() as {
    totalProduct: number;
    products: { _id: string; discountedPrice: number }[];
    priceRange: { low: number; high: number };
  };
const rangeOf = async (where: ReturnType<typeof sql>) =>
  (
    await t.db.execute(
      sql`select min(p.discounted_price)::int as low, max(p.discounted_price)::int as high
        from products p join categories c on c.id = p.category_id
        join subcategories s on s.id = p.subcategory_id where ${where}`,
    )
  ).rows[0] as { low: number; high: number };
const countOf = async (where: ReturnType<typeof sql>) =>
  (
    (
      await t.db.execute(
        sql`select count(*)::int as n from products p join categories c on c.id = p.category_id where ${where}`,
      )
    ).rows[0] as { n: number }
  ).n;

describe('listings as prepared statements', () => {
  it('give each filter value its own total and page, sharing one statement per shape', async () => {
    for (const category of ['women', 'men', 'electronics']) {
      const body = await listing(`category=${category}&lowPrice=300`);
      expect(body.totalProduct).toBe(
        await countOf(sql`c.slug = ${category} and p.discounted_price >= 300`),
      );
      expect(body.products.every((p) => p.discountedPrice >= 300)).toBe(true);
    }
  });

  it('give the price slider the range of the products listed, not of the parent category', async () => {
    const women = await listing('category=women');
    const sarees = await listing('category=women&subcategory=women-sarees');
    expect(women.priceRange).toEqual(await rangeOf(sql`c.slug = 'women'`));
    expect(sarees.priceRange).toEqual(await rangeOf(sql`s.slug = 'women-sarees'`));
    expect(sarees.priceRange).not.toEqual(women.priceRange);
    // A filter narrows it; the listing's own price bounds do not (the slider they were set on).
    expect((await listing('category=women&subcategory=women-sarees&rating=4')).priceRange).toEqual(
      await rangeOf(sql`s.slug = 'women-sarees' and p.rating >= 4`),
    );
    expect(
      (await listing('category=women&subcategory=women-sarees&lowPrice=1000&highPrice=2000'))
        .priceRange,
    ).toEqual(sarees.priceRange);
  });

  it("give a search's slider the range of what it finds", async () => {
    const found = await listing('searchValue=saree');
    const all = await Promise.all(
      Array.from({ length: Math.ceil(found.totalProduct / 12) + 1 }, (_, i) =>
        listing(`searchValue=saree&pageNumber=${i + 1}`),
      ),
    );
    const prices = all.flatMap((p) => p.products.map((x) => x.discountedPrice));
    expect(found.totalProduct).toBeGreaterThan(0);
    expect(found.priceRange).toEqual({ low: Math.min(...prices), high: Math.max(...prices) });
    expect(
      (await listing(`searchValue=saree&lowPrice=${found.priceRange.high}`)).priceRange,
    ).toEqual(found.priceRange);
  });

  it('page through high to low in one order with no product twice', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((n) => listing(`sortPrice=high-to-low&pageNumber=${n}`)),
    );
    const all = pages.flatMap((p) => p.products);
    expect(new Set(all.map((p) => p._id)).size).toBe(all.length);
    expect(all.map((p) => p.discountedPrice)).toEqual(
      [...all.map((p) => p.discountedPrice)].sort((a, b) => b - a),
    );
  });

  it('count again once a review changes which products a rating filter matches', async () => {
    const before = await listing('rating=5');
    const [target] = (
      await t.db.execute(
        sql`select id from products where rating = 5 and review_count between 1 and 3 order by id limit 1`,
      )
    ).rows as { id: string }[];
    expect(before.totalProduct).toBe(await countOf(sql`p.rating >= 5`));
    const c = await registerCustomer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/home/customer/submit-review',
      headers: c.headers,
      payload: { name: 'Asha', review: 'Not for me', rating: 1, productId: target!.id },
    });
    expect(res.statusCode).toBe(200);
    expect((await listing('rating=5')).totalProduct).toBe(before.totalProduct - 1);
  });
});

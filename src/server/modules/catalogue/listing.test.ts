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
  };
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

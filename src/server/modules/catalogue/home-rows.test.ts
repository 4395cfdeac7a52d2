import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 300 });
});
afterAll(() => t.close());

const ids = async (query: ReturnType<typeof sql>) =>
  (await t.db.execute(query)).rows.map((r) => (r as { id: string }).id);
const cardIds = (cards: { _id: string }[]) => cards.map((c) => c._id);

describe('home and listing rows, each screen in one statement', () => {
  beforeAll(async () => {
    // The best of every home row sold out: it must leave the rows (the expectations below say
    // stock > 0), not sit at their top.
    await t.db.execute(sql`update products set stock = 0 where id in (
      (select id from products order by rating desc, id limit 1),
      (select id from products where is_sponsored order by rating desc, id limit 1),
      (select id from products order by created_at desc, id limit 1),
      (select id from products order by discount desc, id limit 1))`);
  });

  it('home rows: sponsored, newest, best rated and most discounted, in those orders', async () => {
    const body = (await t.app.inject({ url: '/api/home/get-products' })).json();
    expect(cardIds(body.products)).toEqual(
      await ids(
        sql`select id from products where is_sponsored and stock > 0 order by rating desc, id limit 12`,
      ),
    );
    expect(cardIds(body.latest_product)).toEqual(
      await ids(sql`select id from products where stock > 0 order by created_at desc, id limit 9`),
    );
    expect(cardIds(body.topRated_product)).toEqual(
      await ids(sql`select id from products where stock > 0 order by rating desc, id limit 9`),
    );
    expect(cardIds(body.discount_product)).toEqual(
      await ids(sql`select id from products where stock > 0 order by discount desc, id limit 9`),
    );
  });

  it('one group per category, in display order, each with its best-rated products', async () => {
    const groups = (await t.app.inject({ url: '/api/home/home-page-product-listing' })).json()
      .gkProducts as { slug: string; products: { _id: string }[] }[];
    expect(groups.map((g) => g.slug)).toEqual(
      (await t.db.execute(sql`select slug from categories order by position, name`)).rows.map(
        (r) => (r as { slug: string }).slug,
      ),
    );
    for (const g of groups) {
      expect(cardIds(g.products)).toEqual(
        await ids(
          sql`select p.id from products p join categories c on c.id = p.category_id where c.slug = ${g.slug} and p.stock > 0 order by p.rating desc, p.id limit 10`,
        ),
      );
    }
  });

  it('price range and newest of a category, of everything, and 404 for an unknown category', async () => {
    const women = (
      await t.app.inject({ url: '/api/home/price-range-latest-product?category=women' })
    ).json();
    expect(cardIds(women.latest_product)).toEqual(
      await ids(
        sql`select p.id from products p join categories c on c.id = p.category_id where c.slug = 'women' order by p.created_at desc, p.id limit 9`,
      ),
    );
    const all = (await t.app.inject({ url: '/api/home/price-range-latest-product' })).json();
    const [range] = (
      await t.db.execute(
        sql`select min(discounted_price) as low, max(discounted_price) as high from products`,
      )
    ).rows;
    expect(all.priceRange).toEqual(range);
    expect(all.latest_product).toHaveLength(9);
    // An unknown category is a page not found, as its listing is.
    const unknown = await t.app.inject({
      url: '/api/home/price-range-latest-product?category=no-such-category',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

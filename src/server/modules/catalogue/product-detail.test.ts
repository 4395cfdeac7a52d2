import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 600 });
});
afterAll(() => t.close());

const ids = async (query: ReturnType<typeof sql>) =>
  (await t.db.execute(query)).rows.map((r) => (r as { id: string }).id);

describe('product detail in one statement', () => {
  it('answers exactly the rows the separate queries gave: best rated first, then by id, never the product itself', async () => {
    const { id, slug, subcategory_id, seller_id, category_id } = (
      await t.db.execute(
        sql`select id, slug, subcategory_id, seller_id, category_id from products order by slug limit 1 offset 7`,
      )
    ).rows[0] as Record<string, string>;
    const res = await t.app.inject({ url: `/api/home/get-product/${slug}` });
    expect(res.statusCode).toBe(200);
    const { product, relatedProducts, moreProducts, sponsors } = res.json().data;
    const cardIds = (cards: { _id: string }[]) => cards.map((c) => c._id);

    expect(product._id).toBe(id);
    expect(cardIds(relatedProducts)).toEqual(
      await ids(
        sql`select id from products where subcategory_id = ${subcategory_id} and id <> ${id} order by rating desc, id limit 10`,
      ),
    );
    expect(cardIds(moreProducts)).toEqual(
      await ids(
        sql`select id from products where seller_id = ${seller_id} and id <> ${id} order by rating desc, id limit 10`,
      ),
    );
    expect(cardIds(sponsors)).toEqual(
      await ids(
        sql`select id from products where category_id = ${category_id} and is_sponsored and id <> ${id} order by rating desc, id limit 6`,
      ),
    );
    expect(moreProducts).toHaveLength(10);
    expect(product.variations.map((v: { _id: string }) => v._id)).toEqual(
      await ids(sql`select id from variations where product_id = ${id} order by position`),
    );
  });

  it('shapes cards and the product like every listing: ratings to one decimal, pictures, shop and category', async () => {
    const { slug } = (
      await t.db.execute(
        sql`select slug from products where review_count > 2 and rating <> round(rating::numeric, 1) order by slug limit 1`,
      )
    ).rows[0] as { slug: string };
    const { product, relatedProducts } = (
      await t.app.inject({ url: `/api/home/get-product/${slug}` })
    ).json().data;
    for (const card of [product, ...relatedProducts]) {
      expect(card.rating).toBe(Math.round(card.rating * 10) / 10);
      expect(card).toMatchObject({
        images: expect.arrayContaining([expect.stringMatching(/^\/images\//)]),
        shopName: expect.any(String),
        categorySlug: expect.any(String),
        discountedPrice: expect.any(Number),
      });
    }
    const listed = (
      await t.app.inject({
        url: `/api/home/query-products?searchValue=${encodeURIComponent(relatedProducts[0].name)}`,
      })
    ).json().products;
    expect(listed.find((p: { _id: string }) => p._id === relatedProducts[0]._id)).toEqual(
      relatedProducts[0],
    );
    expect(product).toMatchObject({
      description: expect.any(String),
      reviewCount: expect.any(Number),
      subcategorySlug: expect.any(String),
    });
  });
});

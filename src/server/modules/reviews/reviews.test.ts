import { sql } from 'drizzle-orm';
import { english, said } from '@shared/said';
import { createTestApp, registerCustomer, rowCount, type TestApp } from '../../test/test-app';

let t: TestApp;
let productId: string;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 48 });
  const rows = (
    await t.db.execute(sql`select id from products where review_count = 0 order by slug limit 1`)
  ).rows as { id: string }[];
  productId = rows[0]!.id;
});
afterAll(() => t.close());

const submit = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/home/customer/submit-review', payload, headers });
const reviewsOf = (id: string, page = '') =>
  t.app.inject({ url: `/api/home/customer/get-reviews/${id}${page}` });
const productRating = async (id: string) =>
  (await t.db.execute(sql`select rating, review_count from products where id = ${id}`)).rows[0] as {
    rating: number;
    review_count: number;
  };

describe('reviews', () => {
  it('needs a signed-in customer', async () => {
    const res = await submit({ name: 'A', review: 'Nice', rating: 5, productId });
    expect(res.statusCode).toBe(401);
  });

  it('adds a review and recomputes the rating; a second review of the same product is refused', async () => {
    const a = await registerCustomer(t.app);
    const b = await registerCustomer(t.app);
    expect(
      (
        await submit({ name: 'Asha', review: 'Lovely fabric', rating: 5, productId }, a.headers)
      ).json(),
    ).toEqual(said('server_review_added'));
    await submit({ name: 'Bina', review: 'Colour faded', rating: 2, productId }, b.headers);
    expect(await productRating(productId)).toEqual({ rating: 3.5, review_count: 2 });
    const again = await submit(
      { name: 'Asha', review: 'Still lovely', rating: 4, productId },
      a.headers,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(english('server_already_reviewed'));
    expect(await productRating(productId)).toEqual({ rating: 3.5, review_count: 2 });
  });

  it("shows the account's name, whatever name the body sends", async () => {
    const [other] = (
      await t.db.execute(sql`select id from products where id <> ${productId} limit 1`)
    ).rows as { id: string }[];
    const c = await registerCustomer(t.app);
    const posted = await submit(
      {
        name: 'Shop Owner (verified)',
        review: 'Best seller ever',
        rating: 5,
        productId: other!.id,
      },
      c.headers,
    );
    expect(posted.statusCode).toBe(200);
    const page = (
      await t.app.inject({ url: `/api/home/customer/get-reviews/${other!.id}` })
    ).json();
    // Newest first: the one just posted.
    expect(page.reviews[0]).toMatchObject({ name: 'Asha Verma', review: 'Best seller ever' });
  });

  it.each([
    [{ rating: 0 }, /rating/],
    [{ rating: 6 }, /rating/],
    [{ rating: 2.5 }, /whole number/],
    [{ review: '   ' }, /Review text is required/],
    [{ productId: 'not-an-id' }, /productId/],
  ])('refuses %j with a clear 400, changing nothing', async (change, message) => {
    const { headers } = await registerCustomer(t.app);
    const before = await rowCount(t.db, 'reviews');
    const res = await submit(
      { name: 'C', review: 'Fine', rating: 4, productId, ...change },
      headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect(await rowCount(t.db, 'reviews')).toBe(before);
  });

  it('refuses a review of a product that does not exist', async () => {
    const { headers } = await registerCustomer(t.app);
    const res = await submit(
      { name: 'C', review: 'Fine', rating: 4, productId: '00000000-0000-4000-8000-000000000000' },
      headers,
    );
    expect(res.statusCode).toBe(404);
  });

  it('lists 10 per page, newest first, with the count and the 5-to-1 star breakdown', async () => {
    const ratings = [5, 4, 4, 3, 5, 1, 2, 5, 4, 3, 5, 4];
    const [row] = (
      await t.db.execute(
        sql`select id from products where review_count = 0 order by slug desc limit 1`,
      )
    ).rows as { id: string }[];
    for (const [i, rating] of ratings.entries()) {
      const { headers } = await registerCustomer(t.app);
      await submit(
        { name: `Reviewer ${i}`, review: `Review number ${i}`, rating, productId: row!.id },
        headers,
      );
    }
    const first = (await reviewsOf(row!.id)).json();
    expect(first.totalReview).toBe(12);
    expect(first.reviews).toHaveLength(10);
    expect(first.reviews[0].review).toBe('Review number 11');
    expect(first.rating_review).toEqual([
      { _id: 5, sum: 4 },
      { _id: 4, sum: 4 },
      { _id: 3, sum: 2 },
      { _id: 2, sum: 1 },
      { _id: 1, sum: 1 },
    ]);
    const second = (await reviewsOf(row!.id, '?pageNo=2')).json();
    expect(second.reviews.map((r: { review: string }) => r.review)).toEqual([
      'Review number 1',
      'Review number 0',
    ]);
  });

  it.each(['0', '-1', '1.5'])('refuses pageNo=%s', async (pageNo) => {
    const res = await reviewsOf(productId, `?pageNo=${pageNo}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/pageNo/);
  });
});

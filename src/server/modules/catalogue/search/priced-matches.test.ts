import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { matchesSearch, parseSearch, withinPrice } from './match-repository';
import { firstSlice, readsBySlices } from './popular-matches-repository';
import { pricedMatches } from './priced-matches-repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 600 });
});
afterAll(() => t.close());

const phone = parseSearch('phone')!;

/** The `limit` most popular phones, priced at most `high` if given, as the database sorts them. */
async function popularPhones(limit: number, high?: number): Promise<string[]> {
  const { rows } = await t.db.execute(sql`
    select id from products
    where ${matchesSearch(phone)} ${high === undefined ? sql`` : sql`and discounted_price <= ${high}`}
    order by floor(rating * 20)::int desc, id limit ${limit}`);
  return (rows as { id: string }[]).map((r) => r.id);
}

describe('a priced search whose matches fill the cap', () => {
  it('reads them without the price beside those within it, as one after the other would', async () => {
    // Every phone at 5 stars: the first slice (ids from 0) holds some of them, so the search is
    // read by slices and the two reads run side by side.
    await t.db.execute(sql`update products set rating = 5 where ${matchesSearch(phone)}`);
    const { rows } = await t.db.execute(sql`
      select count(*)::int as phones,
        percentile_disc(array[0.1, 0.5, 0.9]) within group (order by discounted_price) as at
      from products where ${matchesSearch(phone)}`);
    const { phones, at } = rows[0] as { phones: number; at: string[] };
    const cap = 8;
    const first = await firstSlice(t.db, phone, [], cap + 1);
    expect(readsBySlices(first, cap + 1)).toBe(true);
    // Read whole, so the read within the budget starts from its phones within the price.
    expect(first.length).toBeLessThan(cap + 1);
    // A narrow budget (sorted within its bands) and broad ones (read in pieces within them).
    for (const high of at.map(Number)) {
      const found = await pricedMatches(t.db, {
        search: phone,
        within: withinPrice(phone, undefined, high),
        unpricedFilters: [],
        filters: [sql`discounted_price <= ${high}`],
        inPrice: (m) => m.price <= high,
        cap,
        fewest: phones,
      });
      expect(found.unpriced.map((m) => m.id)).toEqual(await popularPhones(cap + 1));
      expect(
        found.matches.map((m) => m.id),
        `under ${high}`,
      ).toEqual(await popularPhones(cap + 1, high));
    }
  });
});

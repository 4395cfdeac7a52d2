import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ListingCounts } from '../listing-counts';
import { queryProducts } from '../listing-repository';
import { matchesSearch, parseSearch } from './match-repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 600 });
});
afterAll(() => t.close());

interface Card {
  _id: string;
  name: string;
  subcategoryName: string;
  discountedPrice: number;
}
interface Answer {
  products: Card[];
  totalProduct: number;
  priceRange: { low: number; high: number };
  chips?: { kind: string; without: string; [more: string]: unknown }[];
  showingFor?: string;
  notHere?: string[];
  relaxed?: string[];
  foundBy?: string;
  matchingCategories?: { name: string }[];
  nearest?: Card[];
}

async function searchFor(value: string, more = ''): Promise<Answer> {
  const res = await t.app.inject({
    url: `/api/home/query-products?searchValue=${encodeURIComponent(value)}${more}`,
  });
  expect(res.statusCode, value).toBe(200);
  return res.json();
}

/** What a product's specification says it is for. */
async function idealFor(ids: string[]): Promise<(string | null)[]> {
  const { rows } = await t.db.execute(sql`
    select distinct on (product_id) specification->'General'->>'Ideal For' as ideal
    from variations where product_id = any(${`{${ids.join(',')}}`}::uuid[])`);
  return (rows as { ideal: string | null }[]).map((r) => r.ideal);
}

describe('a search read, not only matched', () => {
  it('keeps to the budget it names and shows it as a chip', async () => {
    const found = await searchFor('phone under 15000');
    expect(found.totalProduct).toBeGreaterThan(0);
    for (const p of found.products) expect(p.discountedPrice).toBeLessThanOrEqual(15000);
    expect(found.chips).toContainEqual({ kind: 'price', high: 15000, without: 'phone' });
    const ranged = await searchFor('earbuds 1000-2000');
    for (const p of ranged.products) {
      expect(p.discountedPrice).toBeGreaterThanOrEqual(1000);
      expect(p.discountedPrice).toBeLessThanOrEqual(2000);
    }
  });

  it("gives a budget's search every match within it, and the slider of the search without it", async () => {
    const { rows } = await t.db.execute(sql`
      select count(*)::int as n from products
      where ${matchesSearch(parseSearch('saree')!)} and discounted_price <= 2000`);
    const within = (rows[0] as { n: number }).n;
    const budget = await searchFor('saree below 2000');
    expect(within).toBeGreaterThan(2);
    expect(budget.totalProduct).toBe(within);
    expect(budget.priceRange).toEqual((await searchFor('saree')).priceRange);
    // Past the cap, as "phone under 15000" is in a large shop: the cap's best within the budget,
    // and the slider of the cap's best without it.
    const search = (value: string) =>
      queryProducts(t.db, { searchValue: value }, new ListingCounts(), 2);
    const capped = await search('saree below 2000');
    expect(capped).toMatchObject({ totalProduct: 2, moreProducts: true });
    for (const p of capped.products) expect(p.discountedPrice).toBeLessThanOrEqual(2000);
    expect(capped.priceRange).toEqual((await search('saree')).priceRange);
  });

  it('narrows the listing price filter, never widens it', async () => {
    const found = await searchFor('phone under 15000', '&highPrice=5000');
    for (const p of found.products) expect(p.discountedPrice).toBeLessThanOrEqual(5000);
  });

  it('finds nothing, and fails on nothing, when the words name a budget below the filter', async () => {
    // The slider from ₹5,000 and "under 200" meet no price band: no product, and no error.
    const found = await searchFor('realme phone under 200', '&lowPrice=5000');
    expect(found.products).toEqual([]);
  });

  it('lists everything within a budget named alone', async () => {
    const found = await searchFor('under 500');
    expect(found.totalProduct).toBeGreaterThan(20);
    for (const p of found.products) expect(p.discountedPrice).toBeLessThanOrEqual(500);
    expect(found.chips).toEqual([{ kind: 'price', high: 500, without: '' }]);
  });

  it('finds what is for men, and for anyone, but not for women or kids', async () => {
    const found = await searchFor('shoes for men');
    expect(found.totalProduct).toBeGreaterThan(10);
    expect(found.products.map((p) => p.subcategoryName)).not.toContain('Heels');
    expect(found.products.map((p) => p.subcategoryName)).not.toContain('Kids Footwear');
    expect(await idealFor(found.products.map((p) => p._id))).not.toContain('Women');
    expect(found.chips).toContainEqual({ kind: 'audience', audience: 'men', without: 'shoes' });
    const ladies = await searchFor('ladies chappal');
    expect(ladies.totalProduct).toBeGreaterThan(10);
    expect(await idealFor(ladies.products.map((p) => p._id))).not.toContain('Men');
  });

  it('finds only what comes in the size named', async () => {
    const found = await searchFor('jeans 32 waist');
    expect(found.totalProduct).toBeGreaterThan(0);
    const { rows } = await t.db.execute(sql`
      select count(distinct product_id)::int as n from variations
      where size = '32' and product_id = any(${`{${found.products.map((p) => p._id).join(',')}}`}::uuid[])`);
    expect((rows[0] as { n: number }).n).toBe(found.products.length);
    expect(found.chips).toContainEqual({ kind: 'size', size: '32', without: 'jeans' });
  });

  it('names a maker the shop sells as a chip', async () => {
    const found = await searchFor('boat earbuds');
    expect(found.chips).toContainEqual({ kind: 'brand', brand: 'boAt', without: 'earbuds' });
  });
});

describe('a search that is never a dead end', () => {
  it('shows the results of a misspelt word spelled as the shop spells it', async () => {
    const found = await searchFor('blutooth speaker');
    expect(found.showingFor).toBe('bluetooth speaker');
    expect(found.totalProduct).toBeGreaterThan(0);
    for (const p of found.products) expect(p.subcategoryName).toBe('Speakers');
    // As typed, on the shopper's word: nothing, and the spelling offered.
    const exact = await searchFor('blutooth speaker', '&exact=1');
    expect(exact.totalProduct).toBe(0);
    expect(exact.showingFor).toBeUndefined();
  });

  it('reads a last word the shop lacks as one being typed, ranked by what it names', async () => {
    const found = await searchFor('mobil');
    expect(found.totalProduct).toBeGreaterThan(0);
    for (const p of found.products.slice(0, 3))
      expect(['Smartphones', 'Feature Phones']).toContain(p.subcategoryName);
  });

  it('leaves out a word the shop has no product with, and says so', async () => {
    const found = await searchFor('nike shoes');
    expect(found.notHere).toEqual(['nike']);
    expect(found.foundBy).toBe('shoe');
    expect(found.totalProduct).toBeGreaterThan(10);
  });

  it('leaves out the words that do not name the item when no product has them all', async () => {
    const found = await searchFor('silk chappal');
    expect(found.relaxed).toEqual(['silk']);
    expect(found.foundBy).toBe('chappal');
    expect(found.totalProduct).toBeGreaterThan(0);
  });

  it('keeps to the kind of item a brand named when its word is left out for the budget', async () => {
    // Every Realme phone costs more than ₹15,000; "phone" alone also names feature phones.
    const found = await searchFor('realme phone under 15000');
    expect(found.relaxed).toEqual(['realme']);
    expect(found.products.length).toBeGreaterThan(0);
    expect(new Set(found.products.map((p) => p.subcategoryName))).toEqual(new Set(['Smartphones']));
    expect(found.products.every((p) => p.discountedPrice <= 15000)).toBe(true);
  });

  it('ranks every word matched above some: a search that finds them all leaves none out', async () => {
    const found = await searchFor('silk saree');
    expect(found.relaxed).toBeUndefined();
    expect(found.notHere).toBeUndefined();
    expect(found.showingFor).toBeUndefined();
  });

  it('says nothing was found only when nothing finds anything', async () => {
    const found = await searchFor('zzzzqqq');
    expect(found.totalProduct).toBe(0);
    expect(found.nearest).toBeUndefined();
  });

  it('turns away a made-up exact flag', async () => {
    const res = await t.app.inject({ url: '/api/home/query-products?searchValue=saree&exact=2' });
    expect(res.statusCode).toBe(400);
  });
});

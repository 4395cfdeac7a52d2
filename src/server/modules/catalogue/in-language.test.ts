import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { glossaryOf } from './glossary';
import { indexUnsearchableProducts } from './search/index-repository';
import { WRITE_IN_HINDI } from '../../tools/seed/translations/hi-reviews';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 600 });
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const DEVANAGARI = /[\u0900-\u097f]/;

/** A seeded kurti with a fabric and sizes: its slug. */
async function aKurti(): Promise<string> {
  const { rows } = await t.db.execute(sql`
    select p.slug from products p join subcategories s on s.id = p.subcategory_id
    where s.name = 'Kurtis' and p.name like '% Kurti' order by p.slug limit 1`);
  return (rows[0] as { slug: string }).slug;
}

describe('the catalogue in Hindi', () => {
  it('names categories and subcategories in Hindi with lang=hi, in English without it', async () => {
    const hindi = (await get('/api/home/get-categorys?lang=hi')).categorys;
    const english = (await get('/api/home/get-categorys')).categorys;
    const women = (list: { slug: string; name: string }[]) => list.find((c) => c.slug === 'women');
    expect(women(hindi)?.name).toBe('महिलाएँ');
    expect(women(english)?.name).toBe('Women');
    // Only the words change: the same categories, slugs and pictures in the same order.
    expect(hindi.map((c: { slug: string }) => c.slug)).toEqual(
      english.map((c: { slug: string }) => c.slug),
    );

    const subs = (await get('/api/home/get-subcategorys?category=women&lang=hi')).subcategorys;
    expect(subs.map((s: { name: string }) => s.name)).toContain('कुर्तियाँ');
  });

  it("answers a product's description, specification and cards in Hindi, its name as sold", async () => {
    const slug = await aKurti();
    const { product, relatedProducts } = (await get(`/api/home/get-product/${slug}?lang=hi`)).data;
    const english = (await get(`/api/home/get-product/${slug}`)).data.product;

    expect(product.name).toBe(english.name);
    expect(product.brand).toBe(english.brand);
    expect(product.shopName).toBe(english.shopName);
    expect(product.description).toMatch(DEVANAGARI);
    expect(product.description).toContain(english.brand);
    expect(english.description).not.toMatch(DEVANAGARI);
    expect(product.subcategoryName).toBe('कुर्तियाँ');
    expect(relatedProducts[0].subcategoryName).toBe('कुर्तियाँ');

    const spec = product.variations[0].specification;
    expect(Object.keys(spec)).toContain('सामान्य');
    expect(Object.keys(spec['सामान्य'])).toEqual(expect.arrayContaining(['ब्रांड', 'प्रकार', 'रंग']));
    expect(spec['सामान्य']['प्रकार']).toBe('कुर्ती');
    expect(spec['कपड़ा और फ़िटिंग']).toBeDefined();
    // A colour is a word the glossary says in Hindi; the variation's own colour field, which
    // the cart and the picker use, stays as the catalogue keeps it.
    const colour = english.variations[0].color as string;
    expect(spec['सामान्य']['रंग']).toBe(glossaryOf('hi').values[colour]);
    expect(product.variations[0].color).toBe(colour);
    expect(english.variations[0].specification.General.Colour).toBe(colour);
  });

  it('lists, rows and home groups name subcategories and categories in Hindi', async () => {
    const listing = await get('/api/home/query-products?category=women&lang=hi');
    expect(listing.products.length).toBeGreaterThan(0);
    for (const card of listing.products) expect(card.subcategoryName).toMatch(DEVANAGARI);
    const groups = (await get('/api/home/home-page-product-listing?lang=hi')).gkProducts;
    expect(groups.find((g: { slug: string }) => g.slug === 'men')?.title).toBe('पुरुष');
    const rows = await get('/api/home/get-products?lang=hi');
    expect(rows.latest_product[0].subcategoryName).toMatch(DEVANAGARI);
  });

  it('refuses a language the shop does not speak, naming the ones it does', async () => {
    for (const url of [
      '/api/home/get-categorys?lang=fr',
      '/api/home/query-products?category=women&lang=xx',
      `/api/home/get-product/${await aKurti()}?lang=HI`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('lang must be one of en, hi');
    }
  });

  it('reads lang=en and an empty lang as English', async () => {
    const english = await get('/api/home/get-categorys');
    expect(await get('/api/home/get-categorys?lang=en')).toEqual(english);
    expect(await get('/api/home/get-categorys?lang=')).toEqual(english);
  });

  it('finds products by the Hindi names of their category and subcategory', async () => {
    const search = async (text: string) =>
      (await get(`/api/home/query-products?searchValue=${encodeURIComponent(text)}&lang=hi`))
        .products as { slug: string; categorySlug: string; subcategoryName: string }[];
    const kurtis = await search('कुर्तियाँ');
    expect(kurtis.length).toBeGreaterThan(0);
    for (const p of kurtis) expect(p.subcategoryName).toBe('कुर्तियाँ');
    const shirts = await search('शर्ट');
    expect(shirts.length).toBeGreaterThan(0);
    for (const p of shirts) expect(p.categorySlug).toMatch(/^(men|kids)$/);
  });

  it('keeps the Hindi names in a search document made again at start', async () => {
    const slug = await aKurti();
    await t.db.execute(sql`update products set search_name = '' where slug = ${slug}`);
    expect(await indexUnsearchableProducts(t.db)).toBe(1);
    const { rows } = await t.db.execute(sql`select search_more from products where slug = ${slug}`);
    expect((rows[0] as { search_more: string }).search_more).toContain('कुर्तियाँ');
  });

  it("shows each review in its buyer's words: Hindi ones from Hindi-writing buyers", async () => {
    const { rows } = await t.db.execute(sql`select name, review from reviews`);
    const reviews = rows as { name: string; review: string }[];
    const hindi = reviews.filter((r) => DEVANAGARI.test(r.review));
    expect(hindi.length).toBeGreaterThan(0);
    expect(hindi.length).toBeLessThan(reviews.length);
    for (const r of reviews) expect(DEVANAGARI.test(r.review)).toBe(WRITE_IN_HINDI.has(r.name));
  });

  it('suggests subcategories by their names in the page language, typed in either', async () => {
    const suggested = async (query: string) =>
      (await get(`/api/home/get_search_products?${query}`)).homeSearch.subcategories as string[];
    expect(await suggested(`value=${encodeURIComponent('कुर्त')}&lang=hi`)).toContain('कुर्तियाँ');
    expect(await suggested('value=kurt&lang=hi')).toContain('कुर्तियाँ');
    const english = await suggested('value=kurt');
    expect(english).toContain('Kurtis');
    expect(english.some((name) => DEVANAGARI.test(name))).toBe(false);
  });
});

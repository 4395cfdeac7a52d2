import { sql } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import type { CatalogueUpdate } from './catalogue-updates';
import {
  createTestApp,
  HOME_ADDRESS,
  registerCustomer,
  rowCount,
  type TestApp,
} from '../test/test-app';
import { PUBLIC_CACHE_CONTROL } from './public-cache';

let t: TestApp;
let product: { id: string; slug: string; sellerId: string; variationId: string };
const changes: CatalogueUpdate[] = [];
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 30 });
  product = (
    await t.db.execute(sql`select p.id, p.slug, p.seller_id as "sellerId", v.id as "variationId"
    from products p join variations v on v.product_id = p.id where v.stock > 5 order by p.slug limit 1`)
  ).rows[0] as typeof product;
  t.deps.catalogueUpdates.subscribe((change) => changes.push(change));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const listing = '/api/home/query-products?category=women&sortPrice=low-to-high';

describe('public catalogue reads are cacheable', () => {
  it('answer a weak ETag and a short public Cache-Control with stale-while-revalidate and s-maxage', async () => {
    const res = await get(listing);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(PUBLIC_CACHE_CONTROL).toMatch(
      /^public, max-age=\d+, stale-while-revalidate=\d+, s-maxage=\d+$/,
    );
  });

  it('answer 304 with no body when If-None-Match names the current ETag', async () => {
    const first = await get(listing);
    const etag = first.headers.etag as string;
    const again = await get(listing, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect((await get(listing, { 'if-none-match': `W/"other", ${etag}` })).statusCode).toBe(304);
    expect((await get(listing, { 'if-none-match': etag.replace(/^W\//, '') })).statusCode).toBe(
      304,
    );
    expect((await get(listing, { 'if-none-match': '*' })).statusCode).toBe(304);
  });

  it('answer the whole body to a stale or different ETag', async () => {
    const res = await get(listing, { 'if-none-match': 'W/"not-this-one"' });
    expect(res.statusCode).toBe(200);
    expect(res.json().products.length).toBeGreaterThan(0);
    const otherPage = await get('/api/home/query-products?category=men');
    expect(otherPage.headers.etag).not.toBe(res.headers.etag);
  });

  it('keep one ETag whether compressed or not, and a 304 for the compressed form too', async () => {
    const url = `/api/home/get-product/${product.slug}`;
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const conditional = await get(url, {
      'accept-encoding': 'br',
      'if-none-match': plain.headers.etag as string,
    });
    expect(conditional.statusCode).toBe(304);
    expect(conditional.rawPayload.length).toBe(0);
  });

  it('cover every public catalogue read: categories, home rows, price range, suggestions, banners, reviews', async () => {
    for (const url of [
      '/api/home/get-categorys',
      '/api/home/get-subcategorys?category=women',
      '/api/home/home-page-product-listing',
      '/api/home/get-products',
      '/api/home/price-range-latest-product?category=women',
      '/api/home/get_search_products?value=sa',
      '/api/admin/user-get-banners',
      '/api/home/get-card-banners',
      `/api/home/customer/get-reviews/${product.id}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toBeDefined();
      expect(res.headers['cache-control'], url).toBe(PUBLIC_CACHE_CONTROL);
    }
  });
});

describe('never on personal or failed answers', () => {
  it('a personal read (cart, counts) is no-store and has no ETag, even with If-None-Match', async () => {
    const c = await registerCustomer(t.app);
    for (const url of [
      '/api/home/product/get-web-cart-product',
      `/api/home/product/get-counts/${c.id}`,
    ]) {
      const res = await get(url, { ...c.headers, 'if-none-match': '*' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers.etag, url).toBeUndefined();
    }
  });

  it('a public read sent with a bearer token is treated as personal: no-store, no ETag', async () => {
    const c = await registerCustomer(t.app);
    const res = await get(listing, c.headers);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('an unknown product (404) and a bad query (400) carry no ETag and no public caching', async () => {
    for (const url of [
      '/api/home/get-product/no-such-product',
      '/api/home/query-products?pageNumber=abc',
    ]) {
      const res = await get(url, { 'if-none-match': '*' });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers.etag, url).toBeUndefined();
      expect(res.headers['cache-control'] ?? '', url).not.toContain('public');
    }
  });

  it('other public GETs that are not catalogue reads (logout) are not marked cacheable', async () => {
    const res = await get('/api/customer/logout');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control'] ?? '').not.toContain('public');
  });
});

describe('the catalogue update signal', () => {
  it('fires once a review is stored, and the product answers a new ETag', async () => {
    const url = `/api/home/get-product/${product.slug}`;
    const before = (await get(url)).headers.etag;
    const c = await registerCustomer(t.app);
    changes.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/home/customer/submit-review',
      headers: c.headers,
      payload: { name: 'Asha', review: 'Lovely colour', rating: 1, productId: product.id },
    });
    expect(res.statusCode).toBe(200);
    expect(changes.map((x) => x.reason)).toEqual(['review']);
    expect(changes[0]!.version).toBe(t.deps.catalogueUpdates.version);
    const after = await get(url, { 'if-none-match': before as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('fires when an order takes stock, and not for a refused request', async () => {
    const c = await registerCustomer(t.app);
    const address = (
      await t.app.inject({
        method: 'POST',
        url: '/api/home/customer/web_add_address',
        headers: c.headers,
        payload: { ...HOME_ADDRESS, userId: c.id },
      })
    ).json().address;
    changes.length = 0;
    const orders = await rowCount(t.db, 'orders');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: c.headers,
      payload: {
        productId: product.id,
        sellerId: product.sellerId,
        quantity: 1,
        variationId: product.variationId,
        addressId: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await rowCount(t.db, 'orders')).toBe(orders);
    expect(changes).toEqual([]);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: c.headers,
      payload: {
        productId: product.id,
        sellerId: product.sellerId,
        quantity: 1,
        variationId: product.variationId,
        addressId: address._id,
      },
    });
    expect(placed.statusCode).toBe(200);
    expect(changes.map((x) => x.reason)).toEqual(['order']);
  });

  it('unsubscribes', () => {
    const heard: CatalogueUpdate[] = [];
    const stop = t.deps.catalogueUpdates.subscribe((change) => heard.push(change));
    t.deps.catalogueUpdates.invalidate('orders expired');
    stop();
    t.deps.catalogueUpdates.invalidate('orders expired');
    expect(heard).toHaveLength(1);
  });
});

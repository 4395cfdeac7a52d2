import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ogCardSvg, wrapText } from './og-card';

let t: TestApp;
let product: { slug: string; name: string; discountedPrice: number };
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 8 });
  product = (
    await t.db.execute(
      sql`select slug, name, discounted_price as "discountedPrice" from products order by slug limit 1`,
    )
  ).rows[0] as typeof product;
});
afterAll(() => t.close());

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe("a product's link-preview card", () => {
  it('is a 1200 x 630 PNG under 150 KB, immutable at its current price', async () => {
    const res = await t.app.inject({
      url: `/images/og/${product.slug}.png?v=${product.discountedPrice}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(res.rawPayload.length).toBeLessThan(150 * 1024);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const again = await t.app.inject({
      url: `/images/og/${product.slug}.png?v=${product.discountedPrice}`,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('is drawn with today’s facts but not kept for long when the link names an old price', async () => {
    const res = await t.app.inject({ url: `/images/og/${product.slug}.png?v=1` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404 for a product that does not exist or a name that is not a card', async () => {
    for (const url of [
      '/images/og/no-such-product.png',
      '/images/og/..%2Fsecrets.png',
      `/images/og/${product.slug}.svg`,
    ])
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
  });

  it('shows the name, the price in rupees with Indian grouping, the struck original and the shop', () => {
    const svg = ogCardSvg({
      name: 'Manyavar Embroidered Silk Kurta Set for Men with Churidar',
      brand: 'Manyavar',
      shopName: 'Charminar Fashions',
      price: 125000,
      discountedPrice: 99999,
      discount: 20,
      image: '/images/product/kurta--embroidered-kurta--maroon.svg',
    });
    expect(svg).toContain('₹99,999');
    expect(svg).toContain('₹1,25,000');
    expect(svg).toContain('20% off');
    expect(svg).toContain('Sold by Charminar Fashions');
    expect(svg).toContain('<svg x="60" y="75" width="480" height="480" viewBox="0 0 100 100">');
  });

  it('wraps a long name into at most three lines, cutting the last with an ellipsis', () => {
    expect(wrapText('a b c', 10, 3)).toEqual(['a b c']);
    const lines = wrapText('one two three four five six seven eight nine ten', 9, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
  });
});

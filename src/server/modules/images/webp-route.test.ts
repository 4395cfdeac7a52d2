import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { renderedDir } from '../../rendered-store';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
/** A drawing the catalogue shows: the first picture of a seeded product. */
let KEY: string;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 4 });
  const { rows } = await t.db.execute(sql`select images[1] as image from products limit 1`);
  KEY = /\/images\/product\/(.+)\.svg$/.exec(rows[0]!.image as string)![1]!;
});
afterAll(() => t.close());

const get = (file: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/images/product/${file}`, headers });

describe('a catalogue drawing as WebP', () => {
  it('is the drawing at the width asked, made once and kept for a year', async () => {
    const first = await get(`${KEY}.320.webp`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toContain('immutable');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 320]);
    const kept = readdirSync(renderedDir(t.config.DATA_DIR, 'pictures'));
    expect(kept.filter((f) => f.endsWith('.webp'))).toHaveLength(1);
    const again = await get(`${KEY}.320.webp`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(readdirSync(renderedDir(t.config.DATA_DIR, 'pictures'))).toEqual(kept);
  });

  it("keeps an offer's proportions: three times as wide as high", async () => {
    const { rows } = await t.db.execute(sql`select img_url from banners limit 1`);
    const url = (rows[0]!.img_url as string).replace(/\.svg$/, '.720.webp');
    const answer = await t.app.inject({ url });
    expect(answer.statusCode).toBe(200);
    const meta = await sharp(answer.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([720, 240]);
  });

  it('answers an unchanged copy with 304', async () => {
    const first = await get(`${KEY}.96.webp`);
    const again = await get(`${KEY}.96.webp`, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a width it does not make, and a drawing that does not exist', async () => {
    expect((await get(`${KEY}.500.webp`)).statusCode).toBe(404);
    expect((await get(`${KEY}.20000.webp`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/images/nothing/${KEY}.320.webp` })).statusCode).toBe(404);
  });

  it('makes none for a drawing the catalogue does not show, so made-up keys fill no disk', async () => {
    const before = readdirSync(renderedDir(t.config.DATA_DIR, 'pictures'));
    // The SVG of any key is drawn (cheap, kept nowhere); its WebP would be a file each.
    expect((await get('kurta--made-up-slug--blue.svg')).statusCode).toBe(200);
    expect((await get('kurta--made-up-slug--blue.320.webp')).statusCode).toBe(404);
    expect((await get(`${KEY.replace(/--[a-z-]+$/, '--teal')}.320.webp`)).statusCode).toBe(404);
    expect(readdirSync(renderedDir(t.config.DATA_DIR, 'pictures'))).toEqual(before);
  });
});

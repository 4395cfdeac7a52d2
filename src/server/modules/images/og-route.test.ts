import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { ConcurrencyLimit } from '../../http/admission/concurrency-limit';
import { renderedDir } from '../../rendered-store';
import { createTestApp, type TestApp } from '../../test/test-app';
import { OG_DRAWS_AT_ONCE, OG_DRAWS_WAITING } from './og-route';

// Drawings are counted, and held when a test needs them to be, through a stand-in for the
// worker threads (the real drawing is checked in og-image.test.ts).
const drawPng = vi.hoisted(() => vi.fn<(svg: string) => Promise<Buffer>>());
vi.mock('./png-drawers', () => ({
  PngDrawers: class {
    draw = (svg: string) => drawPng(svg);
    close = async () => {};
  },
}));

let t: TestApp;
let slugs: string[];
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 16 });
  slugs = (await t.db.execute(sql`select slug from products order by slug`)).rows.map(
    (row) => row.slug as string,
  );
});
afterAll(() => t.close());
beforeEach(() => {
  drawPng.mockReset();
  drawPng.mockImplementation(async (svg) => Buffer.from(`png of ${svg.length}`));
});

const card = (slug: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/images/og/${slug}.png`, headers });

describe('a link-preview card, drawn once per version of the product', () => {
  it('is drawn on the first request, kept as a file, and not drawn again', async () => {
    const first = await card(slugs[0]!);
    expect(first.statusCode).toBe(200);
    const again = await card(slugs[0]!);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload).toEqual(first.rawPayload);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(drawPng).toHaveBeenCalledTimes(1);
    expect(readdirSync(renderedDir(t.config.DATA_DIR, 'og'))).toContain(
      `${(first.headers.etag as string).slice(1, -1)}.png`,
    );
  });

  it('answers 304 to its ETag without drawing', async () => {
    const first = await card(slugs[1]!);
    drawPng.mockClear();
    const revalidated = await card(slugs[1]!, { 'if-none-match': first.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(drawPng).not.toHaveBeenCalled();
  });

  it('is drawn anew, with a new ETag, when what it shows changes: name, then price', async () => {
    const slug = slugs[2]!;
    const etags = [(await card(slug)).headers.etag];
    await t.db.execute(sql`update products set name = name || ' Deluxe' where slug = ${slug}`);
    etags.push((await card(slug)).headers.etag);
    await t.db.execute(sql`update products set price = price + 100 where slug = ${slug}`);
    etags.push((await card(slug)).headers.etag);
    expect(new Set(etags).size).toBe(3);
    expect(drawPng).toHaveBeenCalledTimes(3);
    expect(drawPng.mock.calls[1]![0]).toContain('Deluxe');
  });

  it('draws once for several asking for the same card at the same time', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => card(slugs[3]!)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(drawPng).toHaveBeenCalledTimes(1);
  });

  it('answers 404 for an unknown product without drawing', async () => {
    expect((await card('no-such-product')).statusCode).toBe(404);
    expect(drawPng).not.toHaveBeenCalled();
  });

  it('draws at most a few at once; the next wait, and beyond the queue it is a 503 with Retry-After', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    drawPng.mockImplementation(async () => {
      await held;
      return Buffer.from('png');
    });
    const admitted = OG_DRAWS_AT_ONCE + OG_DRAWS_WAITING;
    const enteredLimit = vi.spyOn(ConcurrencyLimit.prototype, 'run');
    const waiting = slugs.slice(4, 4 + admitted).map((slug) => card(slug));
    // Every one of them in the limit (drawing or queued) before one more asks: on a busy machine
    // some are still reading the database when the first ones draw.
    await vi.waitFor(() => expect(enteredLimit).toHaveBeenCalledTimes(admitted), {
      timeout: 10_000,
    });
    await vi.waitFor(() => expect(drawPng).toHaveBeenCalledTimes(OG_DRAWS_AT_ONCE));

    const refused = await card(slugs[4 + admitted]!);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.headers['cache-control']).toBeUndefined();
    expect(refused.json()).toMatchObject({ code: 'UNAVAILABLE' });
    expect(drawPng).toHaveBeenCalledTimes(OG_DRAWS_AT_ONCE);

    release();
    expect((await Promise.all(waiting)).map((a) => a.statusCode)).toEqual(
      Array(admitted).fill(200),
    );
    expect(drawPng).toHaveBeenCalledTimes(admitted);
    enteredLimit.mockRestore();
  });
});

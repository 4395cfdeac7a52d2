import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../src/server/test/test-app';
import { notFoundShell } from '../../src/server/ssr/page-html';
import { PAGE_NOT_FOUND, type ApiFetch, type PageRenderer } from '@shared/rendered-page';
import { latinWords, visibleText } from './visible-text';
import { ALLOWED_WORDS, UNTRANSLATED_SPECIFICATIONS } from './allowed-latin';

/**
 * The Hindi pages as the server renders them, from a seeded catalogue, walked for Latin words: a
 * word a Hindi reader sees in English is a text that missed its translation. Product names,
 * brands and sellers' shop names read as sold (they come from the catalogue, not the shop's
 * texts), and so do the words of `allowed-latin.ts`, each with its reason.
 */
let t: TestApp;
let renderer: PageRenderer;
let soldNames: Set<string>;

/** The page's API reads, answered in-process, as the server's own renderer does. */
const inProcess =
  (app: TestApp['app']): ApiFetch =>
  async (url) => {
    const answer = await app.inject({ url, headers: { accept: 'application/json' } });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 60 });
  // Loaded by its path: the app's modules are no part of this folder's type program.
  const entry = new URL('../../src/app/entry-server.tsx', import.meta.url).pathname;
  const { createPageRenderer } = (await import(/* @vite-ignore */ entry)) as {
    createPageRenderer: (fetch: ApiFetch) => PageRenderer;
  };
  renderer = createPageRenderer(inProcess(t.app));
  const { rows } = await t.db.execute(
    sql`select p.name, coalesce(p.brand, '') as brand, s.shop_name from products p join sellers s on s.id = p.seller_id`,
  );
  soldNames = new Set(
    (rows as { name: string; brand: string; shop_name: string }[]).flatMap((r) =>
      latinWords(`${r.name} ${r.brand} ${r.shop_name}`),
    ),
  );
});
afterAll(() => t?.close());

const untranslated = [...UNTRANSLATED_SPECIFICATIONS].sort((a, b) => b.length - a.length);
const withoutUntranslated = (text: string) =>
  untranslated.reduce((rest, value) => rest.split(value).join(' '), text);

/** The Latin words of a page a Hindi reader should not see, each with where it was. */
async function englishOn(url: string, searched: string[] = []): Promise<string[]> {
  const page = await renderer.render(url);
  if (!page || page === PAGE_NOT_FOUND) throw new Error(`${url} did not render`);
  expect(page.lang).toBe('hi-IN');
  // A specification value still in English is allowed whole, and so where a description
  // sentence quotes it ("प्रोसेसर: MediaTek Dimensity 8300।").
  const texts = [page.title ?? '', ...visibleText(page.html)].map(withoutUntranslated);
  return texts
    .map((text) => text.replace(/\S+@\S+\.\w+/g, ' ')) // e-mail addresses
    .flatMap(latinWords)
    .filter(
      (word) =>
        !soldNames.has(word) &&
        !ALLOWED_WORDS.has(word) &&
        word !== t.config.SHOP_NAME &&
        !searched.includes(word),
    )
    .map((word) => `${url}: ${word}`);
}

const productSlugs = async () =>
  ((await t.db.execute(sql`select slug from products order by id`)).rows as { slug: string }[]).map(
    (r) => r.slug,
  );

describe('the Hindi pages, walked for English words', () => {
  it('home, listings, search and the information pages', async () => {
    const found: string[] = [];
    for (const url of [
      '/hi/',
      '/hi/shops',
      '/hi/shops?category=men',
      '/hi/shops?category=women&subcategory=women-sarees',
      '/hi/products',
      '/hi/about',
      '/hi/contact',
      '/hi/privacy-policy',
      '/hi/return-refund',
      '/hi/shipping-policy',
      '/hi/terms-condition',
    ])
      found.push(...(await englishOn(url)));
    found.push(...(await englishOn('/hi/products/search?value=kurta', ['kurta'])));
    expect(found).toEqual([]);
  });

  it('every product of the catalogue', async () => {
    const found: string[] = [];
    for (const slug of await productSlugs())
      found.push(...(await englishOn(`/hi/product/details/${slug}`)));
    expect(found).toEqual([]);
  });

  it('a page not found: the screen, and the shell the server answers it with', async () => {
    const found = await englishOn('/hi/no-such-page');
    const shell = notFoundShell(
      '<!doctype html><html lang="en-IN"><head><title>Bazaar - shop from sellers across India</title></head><body></body></html>',
      'hi',
      t.config.SHOP_NAME,
    );
    expect(shell).toContain('<html lang="hi-IN">');
    const title = /<title>([^<]*)<\/title>/.exec(shell)![1]!;
    found.push(...latinWords(title).filter((w) => w !== t.config.SHOP_NAME));
    expect(found).toEqual([]);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A built client without a server renderer: every page gets the shell, as a pressed instance
 * sends it. The status of a listing must not depend on whether the page rendered.
 */
function shellOnlyClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'listing-page-client-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Bazaar</title><div id="root"></div>',
  );
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 8, clientDir: shellOnlyClient() });
});
afterAll(() => t.close());

describe('a listing page of a category the shop does not have', () => {
  it('is a 404 with the shell, in every language, whether or not the page renders', async () => {
    for (const url of [
      '/shops?category=nonexistent',
      '/products?category=nonexistent',
      '/products/search?category=nonexistent&&value=shirt',
      '/shops?category=men&subcategory=nonexistent',
      '/hi/shops?category=nonexistent',
    ]) {
      const page = await t.app.inject({ url });
      expect([url, page.statusCode]).toEqual([url, 404]);
      expect(page.body).toContain('<div id="root">');
    }
  });

  it('leaves a listing of a real category, or of none, to the page', async () => {
    for (const url of ['/shops?category=men', '/products', '/products/search?value=shirt'])
      expect([url, (await t.app.inject({ url })).statusCode]).toEqual([url, 200]);
  });
});

import { expect, test, type Page } from './fixtures';

/** The entry script's address, as home's HTML names it. */
async function entryScript(page: Page): Promise<string> {
  await page.goto('/');
  return (await page.locator('script[type="module"]').first().getAttribute('src'))!;
}

test('the shell is never cached by HTTP, hashed assets are immutable, client routes get the shell', async ({
  page,
  request,
}) => {
  const shell = await request.get('/shops?category=men');
  expect(shell.headers()['content-type']).toContain('text/html');
  expect(shell.headers()['cache-control']).toBe('no-cache');
  const script = await entryScript(page);
  expect(script).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
  const asset = await request.get(script);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const api404 = await request.get('/api/no-such-thing');
  expect(api404.status()).toBe(404);
  expect(await api404.json()).toEqual({
    error: expect.stringContaining('No such path'),
    code: 'NOT_FOUND',
    requestId: api404.headers()['x-request-id'],
  });
});

test('the build is served compressed, and the service worker precaches each file once, not its .br/.gz copies', async ({
  page,
  request,
}) => {
  const script = await entryScript(page);
  const asset = await request.get(script, { headers: { 'accept-encoding': 'br' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['vary']).toContain('accept-encoding');
  expect(await asset.text()).toContain('import'); // decoded by the client: the precompressed copy is the same script
  const worker = await (await request.get('/sw.js')).text();
  expect(worker).toContain('"url":"index.html"');
  expect(worker).not.toMatch(/\.(br|gz)"/);
});

test("the entry script and Swiper's ask Chrome to compile all of them as they stream in; a screen chunk does not", async ({
  page,
  request,
}) => {
  const swiper = page.waitForRequest(/\/assets\/slider-swiper-[^/]*\.js$/);
  const entry = await entryScript(page);
  // V8 reads the hint only as the file's first line; spelled out here, not imported, so a typo in
  // the build's constant fails this test.
  const firstLine = async (url: string) => (await (await request.get(url)).text()).split('\n')[0];
  expect(await firstLine(entry)).toBe('//# allFunctionsCalledOnLoad');
  // Home's sliders fetch Swiper on their first use (features/home/start-on-first-use.ts).
  await page.getByLabel('Offers').hover();
  expect(await firstLine((await swiper).url())).toBe('//# allFunctionsCalledOnLoad');
  const screen = await page.locator('link[rel="modulepreload"]').first().getAttribute('href');
  expect(await (await request.get(screen!)).text()).not.toContain('allFunctionsCalledOnLoad');
});

import { expect, test } from './fixtures';
import {
  hydrated,
  hydrationProblems,
  untilControlled,
  untilUnusedPreloadsReported,
} from './helpers';

test('the Hindi page is Hindi: its language, its addresses, its texts', async ({ page }) => {
  const answer = await page.goto('/hi/about');
  expect(answer!.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/hi/about`);
  await expect(page.locator('link[hreflang="en-IN"]')).toHaveAttribute('href', `${origin}/about`);
  await expect(page.locator('link[hreflang="hi-IN"]')).toHaveAttribute(
    'href',
    `${origin}/hi/about`,
  );
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${origin}/about`,
  );
  await expect(page.getByRole('heading', { name: 'उपयोगी लिंक' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    '/about?lang=en',
  );
});

test("an English page's first view downloads no Hindi; a Hindi page hydrates and draws in Hindi", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const scripts = [
    ...html.matchAll(
      /<(?:script type="module"|link rel="modulepreload")[^>]* (?:src|href)="([^"]+)"/g,
    ),
  ].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const code = await (await request.get(script)).text();
    // The language switch names Hindi in Hindi; no other Hindi text comes with English home.
    expect(code.replaceAll('हिन्दी', ''), script).not.toMatch(/[\u0900-\u097F]/);
  }

  // The Hindi page asks for its texts beside its script, English home for none.
  const preload = /<link rel="modulepreload" [^>]*href="(\/assets\/hi-[\w-]+\.js)"/;
  expect(html).not.toMatch(preload);
  const hindiTexts = preload.exec(await (await request.get('/hi/')).text())?.[1];
  expect(hindiTexts).toBeDefined();

  const problems = hydrationProblems(page);
  const unused: string[] = [];
  page.on('console', (m) => /preloaded .* not used/.test(m.text()) && unused.push(m.text()));
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/hi/');
  await hydrated(page);
  expect(fetched).toContain(hindiTexts);
  await untilUnusedPreloadsReported(page);
  expect(unused).toEqual([]);
  // A title the tab writes itself, after a navigation of its own router, is the server's Hindi one.
  const aboutHtml = await (await request.get('/hi/about')).text();
  const aboutTitle = /<title>([^<]*)<\/title>/.exec(aboutHtml)![1]!;
  expect(aboutTitle).toMatch(/[\u0900-\u097F]/);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'हमारे बारे में' }).click();
  await expect(page).toHaveURL(/\/hi\/about$/);
  await expect(page).toHaveTitle(aboutTitle);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  expect(problems).toEqual([]);
});

test('switching language keeps the page, links keep the language, the choice is remembered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/shops?category=women');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/shops\?category=women$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await hydrated(page);
  // A link the router draws stays in Hindi.
  await page.getByRole('contentinfo').getByRole('link', { name: 'हमारे बारे में' }).click();
  await expect(page).toHaveURL(/\/hi\/about$/);
  // The next visit to an English address opens in the language chosen.
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/hi\/contact$/);
  // And back: English chosen, English stays.
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/\/[^/]+\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.goto('/about');
  await expect(page).toHaveURL(/\/about$/);
});

test('the language switch works before the page hydrates, or without script', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/hi\/contact$/);
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/\/[^/]+\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  // Remembered: the next English address stays English.
  await page.goto('/about');
  await expect(page).toHaveURL(/\/\/[^/]+\/about$/);
  await context.close();
});

test('a Hindi page seen once reloads offline in Hindi', async ({ page, context }) => {
  await page.goto('/hi/');
  await untilControlled(page);
  await expect(page.getByRole('heading', { name: 'उपयोगी लिंक' })).toBeVisible();
  // The worker keeps Hindi home as the server drew it, beside English home.
  const keptHindiHome = () =>
    page.evaluate(async () => (await caches.match('/hi/'))?.text() ?? null);
  await expect.poll(keptHindiHome, { timeout: 20_000 }).toContain('lang="hi-IN"');
  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded!.fromServiceWorker()).toBe(true);
  // What the worker answered, before any script ran: Hindi home's cards, not the empty shell.
  expect(await reloaded!.text()).toContain('href="/hi/product/details/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { name: 'उपयोगी लिंक' })).toBeVisible();
  await context.setOffline(false);
});

test("a Hindi listing names the catalogue's categories in Hindi, online and offline", async ({
  page,
  context,
  request,
}) => {
  // The server draws the page with the catalogue read in Hindi (its API reads carry lang=hi).
  const html = await (await request.get('/hi/shops?category=women')).text();
  expect(html).toContain('महिलाएँ');
  expect(html).toContain('कुर्तियाँ');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/hi/shops?category=women');
  await untilControlled(page);
  await hydrated(page);
  const women = page.getByRole('button', { name: 'महिलाएँ', exact: true });
  await expect(women).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'कुर्तियाँ', exact: true }).first()).toBeVisible();

  // Each language keeps its own answers: English at its own address, Hindi again offline.
  await page.goto('/shops?category=women');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Women', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await context.setOffline(true);
  await page.goto('/hi/shops?category=women');
  await expect(women).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Women', exact: true })).toHaveCount(0);
  await context.setOffline(false);
});

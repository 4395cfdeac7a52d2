import { execSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { HOME_ROWS_READ } from '../../src/shared/saved-home-page';
import { workerCaches } from '../../src/shared/device-storage';
import {
  hydrated,
  hydrationProblems,
  signIn,
  someProductSlug,
  untilSaved,
  visitAndSave,
  WORKER_INSTALL_TIMEOUT,
} from './helpers';
import { ROOT } from './shop-server';

const SAVED_HOME_CACHE_PREFIX = workerCaches.savedHomePagePrefix;

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: WORKER_INSTALL_TIMEOUT,
  });

test('the service worker controls the page after the first load', async ({ page }) => {
  await page.goto('/');
  await controlled(page);
  const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  expect(scriptURL).toMatch(/\/sw\.js$/);
});

test('reloading / under the worker, twice, draws it without a hydration error', async ({
  page,
}) => {
  const problems = hydrationProblems(page);
  await page.goto('/');
  await controlled(page);
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 2; i++) {
    await page.reload();
    await expect(page.locator('a[href^="/product/details/"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('home opens from the page the worker kept, offline too: the shop is in the document itself', async ({
  page,
  context,
}) => {
  const problems = hydrationProblems(page);
  await page.goto('/');
  await controlled(page);
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  // Home, and where the installed app starts (the manifest's start_url).
  for (const path of ['/', '/?source=pwa']) {
    const response = await page.goto(path);
    expect(response!.fromServiceWorker()).toBe(true);
    // What the worker answered, before any script ran: the cards, not the empty shell.
    expect(await response!.text()).toContain('href="/product/details/');
    await hydrated(page);
    await expect(page.locator('a[href^="/product/details/"]').first()).toBeVisible();
  }
  await expect(page.getByRole('status')).toContainText("You're offline");
  expect(problems).toEqual([]);
});

test("home's rows fetched anew bring home's kept page up to date with them", async ({ page }) => {
  await page.goto('/');
  await controlled(page);
  await page.waitForLoadState('networkidle');
  // When the kept page was fetched (its answer's Date), read as the page sees the worker's caches.
  const keptAt = () =>
    page.evaluate(async (prefix) => {
      const name = (await caches.keys()).find((key) => key.startsWith(prefix));
      const kept = name ? await (await caches.open(name)).match('/') : undefined;
      return kept ? Date.parse(kept.headers.get('date')!) : null;
    }, SAVED_HOME_CACHE_PREFIX);
  await expect.poll(keptAt).not.toBeNull();
  const before = (await keptAt())!;

  // Date has whole seconds: the next copy must come from a later one.
  await expect
    .poll(async () => Date.parse((await page.request.get('/api/health')).headers().date!))
    .toBeGreaterThan(before);
  await page.evaluate((rows) => fetch(rows).then((r) => r.json()), HOME_ROWS_READ);
  await expect.poll(keptAt).toBeGreaterThan(before);
});

test('the manifest has every field, and its icons their sizes', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: expect.any(String),
    short_name: 'Bazaar',
    description: expect.any(String),
    lang: 'en-IN',
    theme_color: expect.stringMatching(/^#/),
    background_color: expect.stringMatching(/^#/),
    display: 'standalone',
    start_url: expect.stringMatching(/^\//),
    scope: '/',
  });
  expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual([
    'Cart',
    'My Orders',
    'Wishlist',
  ]);
  expect(manifest.screenshots.map((s: { form_factor: string }) => s.form_factor)).toEqual([
    'narrow',
    'wide',
  ]);
  const purposes = manifest.icons.map(
    (i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`,
  );
  expect(purposes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const img of [...manifest.icons, ...manifest.screenshots] as {
    src: string;
    sizes: string;
  }[]) {
    const size = await page.evaluate(async (src) => {
      const bitmap = await createImageBitmap(await (await fetch(src)).blob());
      return `${bitmap.width}x${bitmap.height}`;
    }, img.src);
    expect(size, img.src).toBe(img.sizes);
  }
});

test('offline: pages seen render from the device, every static page opens, an unseen product says so and Retry works', async ({
  page,
  context,
}) => {
  const [seen, unseen] = await Promise.all([
    someProductSlug(page, 'category=beauty'),
    someProductSlug(page, 'category=electronics'),
  ]);
  await page.goto('/');
  await controlled(page);
  await expect(page.getByRole('heading', { name: 'Men', exact: true })).toBeVisible();
  await untilSaved(page, ['catalogue', 'home-groups']);
  await page.goto('/shops?category=beauty');
  await expect(page.locator('a[href^="/product/details/"]').first()).toBeVisible();
  await untilSaved(page, ['catalogue', 'listing']);
  await page.goto(`/product/details/${seen}`);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await untilSaved(page, ['catalogue', 'product', seen]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('status')).toContainText("You're offline");
  await expect(page.getByText(/Saved on this device/)).toBeVisible();
  await page.goto('/shops?category=beauty');
  await expect(page.locator('a[href^="/product/details/"]').first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Men', exact: true })).toBeVisible();
  // Home is the page the worker kept as the server drew it: the hero comes inside its HTML.
  const hero = page.locator('img[fetchpriority="high"]').first();
  await expect(hero).toHaveAttribute('src', /^data:image\//);
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  for (const [path, heading] of [
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-condition', 'Terms & Conditions'],
    ['/return-refund', 'Return & Refund Policy'],
    ['/shipping-policy', 'Shipping Policy'],
    ['/delete-account', 'Delete Account'],
    ['/about', 'About Us'],
    ['/contact', 'Contact Us'],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  }
  await page.goto(`/product/details/${unseen}`);
  await expect(
    page.getByText("You're offline. This page hasn't been saved on this device yet."),
  ).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
});

test('offline search looks through the products saved on the device', async ({ page, context }) => {
  await page.goto('/shops?category=mobiles');
  await controlled(page);
  const first = (await page
    .locator('a[href^="/product/details/"] span.line-clamp-2')
    .first()
    .textContent())!;
  await untilSaved(page, ['catalogue', 'listing']);
  await context.setOffline(true);
  await page.reload();
  const word = first.split(' ')[0]!;
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill(word.slice(0, 3));
  await expect(page.getByRole('option').first()).toBeVisible();
  await box.fill(word);
  await box.press('Enter');
  await expect(
    page.getByText('Offline: showing matches among the products saved on this device.'),
  ).toBeVisible();
  await expect(page.getByText(first).first()).toBeVisible();
  await context.setOffline(false);
});

/**
 * A new release of the whole build (the client and its server renderer) into this worker's copy,
 * as a deploy would write it.
 */
function buildRelease(clientDir: string, version: string): void {
  const vite = (args: string) =>
    execSync(`npx vite build --logLevel warn ${args}`, {
      cwd: ROOT,
      env: { ...process.env, APP_VERSION: version },
      stdio: 'pipe',
    });
  vite(`--outDir ${clientDir} --emptyOutDir`);
  vite(`--ssr src/app/entry-server.tsx --outDir ${clientDir}/server`);
}

// The server renders with the build it started with (a new build means a restart), so the tests
// after the next one get the release it started with back.
const restoreStartedRelease = (clientDir: string) => {
  rmSync(clientDir, { recursive: true, force: true });
  cpSync(`${ROOT}/dist`, clientDir, { recursive: true });
};
test.afterAll(({ shop }) => restoreStartedRelease(shop.clientDir));

test('a new version waits for Reload, then runs, and the saved cache survives', async ({
  page,
  shop,
}) => {
  test.slow(); // It builds a whole release (two Vite builds) while the browser waits.
  await page.goto('/');
  await controlled(page);
  const before = await page.getByTestId('app-version').textContent();
  const keptHomes = () =>
    page.evaluate(
      async (prefix) => (await caches.keys()).filter((name) => name.startsWith(prefix)),
      SAVED_HOME_CACHE_PREFIX,
    );
  await expect.poll(keptHomes).toHaveLength(1);
  await untilSaved(page, ['catalogue', 'home-groups']);
  buildRelease(shop.clientDir, `e2e-${Date.now()}`);
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  await expect(page.getByText('New version available')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('app-version')).toHaveText(before!);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('app-version')).not.toHaveText(before!, { timeout: 20_000 });
  // The old release's home names files the new precache dropped: gone with it. The server still
  // renders with the build it started with (its page names the old files), so the new worker
  // keeps none, as during a rolling deploy, and home gets the new release's shell.
  expect(await keptHomes()).toEqual([]);
  const saved = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const req = indexedDB.open('keyval-store');
        req.onsuccess = () => {
          const get = req.result
            .transaction('keyval')
            .objectStore('keyval')
            .get('storefront-query-cache');
          get.onsuccess = () =>
            resolve(typeof get.result === 'string' && get.result.includes('home-groups'));
        };
      }),
  );
  expect(saved).toBe(true);
});

test('after an app update, the cart seen online and an add made offline still show offline', async ({
  page,
  context,
  shop,
}) => {
  test.slow(); // It builds a whole release, as the test before does.
  // The test before took a new release, which the server does not render with: its pages would
  // name scripts that are gone. Start from the release the server started with.
  restoreStartedRelease(shop.clientDir);
  await signIn(page, 'Updating Shopper');
  const headers = {
    authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('customerToken'))}`,
  };
  const me = (await (await page.request.get('/api/customer/me', { headers })).json()) as {
    user: { id: string };
  };
  const list = (await (
    await page.request.get('/api/home/query-products?category=home-kitchen')
  ).json()) as { products: { _id: string; slug: string; name: string; stock: number }[] };
  const [inCart, later] = list.products.filter((p) => p.stock > 5);
  await page.request.post('/api/home/product/add-to-card', {
    headers,
    data: { userId: me.user.id, productId: inCart!._id, quantity: 1 },
  });
  await visitAndSave(page, [`/product/details/${later!.slug}`, '/cart']);
  const before = await page.getByTestId('app-version').textContent();

  buildRelease(shop.clientDir, `e2e-cart-${Date.now()}`);
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  await expect(page.getByText('New version available')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('app-version')).not.toHaveText(before!, { timeout: 20_000 });

  await context.setOffline(true);
  await page.goto(`/product/details/${later!.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/cart');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Cart (2 items)' })).toBeVisible();
  for (const p of [inCart!, later!]) await expect(page.getByText(p.name)).toBeVisible();
});

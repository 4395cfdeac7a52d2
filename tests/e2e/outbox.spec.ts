import { expect, test, type Page } from './fixtures';
import { changesSent, hydrated, signIn, visitAndSave } from './helpers';

/**
 * The outbox (src/shared/outbox): queued cart and wishlist changes that no reload, closed tab or
 * second tab can hide or lose, sent once by one sender, by the service worker with no tab open.
 */
const products = async (page: Page, n: number) => {
  const res = await page.request.get(
    '/api/home/query-products?category=home-kitchen&sortPrice=low-to-high',
  );
  const all = (
    (await res.json()) as { products: { _id: string; slug: string; name: string; stock: number }[] }
  ).products;
  return all.filter((p) => p.stock >= 8).slice(0, n);
};
const pending = (page: Page) => page.getByRole('status').filter({ hasText: 'waiting to sync' });
const badge = (page: Page, n: number) =>
  page.getByRole('button', { name: `Cart, ${n} ${n === 1 ? 'item' : 'items'}` });

async function serverState(page: Page, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const cart = (await (
    await page.request.get('/api/home/product/get-web-cart-product', { headers })
  ).json()) as {
    card_products: { products: { quantity: number; productInfo: { name: string } }[] }[];
  };
  const wishlist = (await (
    await page.request.get('/api/home/product/get-wishlist-products', { headers })
  ).json()) as { wishlists: { name: string }[] };
  return {
    cart: cart.card_products
      .flatMap((g) => g.products)
      .map((l) => [l.productInfo.name, l.quantity] as const)
      .sort(),
    wishlist: wishlist.wishlists.map((w) => w.name).sort(),
  };
}

test('offline: two adds and a raise show in /cart, the badge and /shipping after each of 3 reloads; online they reach the server once', async ({
  page,
  context,
}) => {
  await signIn(page, 'Reloading Shopper');
  const token = await page.evaluate(() => localStorage.getItem('customerToken')!);
  const [a, b] = await products(page, 2);
  await visitAndSave(page, [
    `/product/details/${a!.slug}`,
    `/product/details/${b!.slug}`,
    '/cart',
    '/shipping?type=cart',
  ]);
  const writes = changesSent(context);

  await context.setOffline(true);
  for (const p of [a!, b!]) {
    await page.goto(`/product/details/${p.slug}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(badge(page, p === a ? 1 : 2)).toBeVisible();
  }
  await page.goto('/cart');
  await page
    .getByRole('group', { name: `Quantity of ${a!.name}` })
    .getByRole('button', { name: 'Increase quantity' })
    .click();
  await expect(pending(page)).toHaveText('3 waiting to sync');

  for (let i = 0; i < 3; i++) {
    await page.reload();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'My Cart (3 items)' })).toBeVisible();
    await expect(page.getByRole('group', { name: `Quantity of ${a!.name}` })).toContainText('2');
    await expect(page.getByRole('group', { name: `Quantity of ${b!.name}` })).toContainText('1');
    await expect(page.getByText('Price (3 items)')).toBeVisible();
    await expect(badge(page, 3)).toBeVisible();
    await expect(pending(page)).toHaveText('3 waiting to sync');
    await page.goto('/shipping?type=cart');
    await expect(page.getByText(a!.name)).toBeVisible();
    await expect(page.getByText(b!.name)).toBeVisible();
    await expect(page.getByText('Qty: 2')).toBeVisible();
    await expect(badge(page, 3)).toBeVisible();
  }
  expect(writes).toEqual([]);

  await context.setOffline(false);
  await expect(pending(page)).toHaveCount(0, { timeout: 20_000 });
  expect(await serverState(page, token)).toEqual({
    cart: [
      [a!.name, 2],
      [b!.name, 1],
    ].sort(),
    wishlist: [],
  });
  expect(writes).toHaveLength(3);
});

test('two tabs offline queue different changes, both close; one tab opened online sends every change once', async ({
  page,
  context,
}) => {
  await signIn(page, 'Two Tab Shopper');
  const token = await page.evaluate(() => localStorage.getItem('customerToken')!);
  const [a, b] = await products(page, 2);
  await visitAndSave(page, [`/product/details/${a!.slug}`, `/product/details/${b!.slug}`]);
  const other = await context.newPage();
  await other.goto(`/product/details/${b!.slug}`);
  await other.waitForLoadState('networkidle');
  const writes = changesSent(context);

  await context.setOffline(true);
  await page.goto(`/product/details/${a!.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(pending(page)).toHaveText('1 waiting to sync');
  await other.getByRole('button', { name: 'Add to Cart' }).click();
  await other.getByRole('button', { name: 'Add to wishlist' }).click();
  // Each tab sees every change waiting, its own and the other's.
  await expect(pending(other)).toHaveText('3 waiting to sync');
  await expect(pending(page)).toHaveText('3 waiting to sync');
  await page.close();
  await other.close();

  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto('/about');
  await expect(pending(again)).toHaveCount(0, { timeout: 20_000 });
  expect(await serverState(again, token)).toEqual({
    cart: [
      [a!.name, 1],
      [b!.name, 1],
    ].sort(),
    wishlist: [b!.name],
  });
  expect(writes).toHaveLength(3);
});

test('with every tab closed, the service worker sends the outbox on its sync event', async ({
  page,
  context,
}) => {
  await signIn(page, 'Train Shopper');
  const token = await page.evaluate(() => localStorage.getItem('customerToken')!);
  const [a] = await products(page, 1);
  await visitAndSave(page, [`/product/details/${a!.slug}`]);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(pending(page)).toHaveText('2 waiting to sync');
  await page.close();
  await context.setOffline(false);

  // No page of the shop is open: a blank one only carries the DevTools session.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registration = new Promise<string>((resolve) =>
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      ({
        registrations,
      }: {
        registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[];
      }) => {
        const ours = registrations.find(
          (r) => !r.isDeleted && r.scopeURL.startsWith('http://localhost'),
        );
        if (ours) resolve(ours.registrationId);
      },
    ),
  );
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registration,
    tag: 'storefront-outbox',
    lastChance: false,
  });
  expect(context.pages()).toEqual([blank]);
  await expect
    .poll(() => serverState(blank, token), { timeout: 20_000 })
    .toEqual({ cart: [[a!.name, 1]], wishlist: [a!.name] });

  // Opened again, the app says what was sent while it was closed, once.
  const again = await context.newPage();
  await again.goto('/about');
  await expect(
    again.getByRole('status').filter({ hasText: 'While the app was closed: 2 changes synced' }),
  ).toBeVisible();
  // Told once: the note is taken from the device as it is shown, so the next start has none.
  const noteLeft = () =>
    again.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('storefront-outbox-notes');
          open.onsuccess = () => {
            const get = open.result.transaction('notes').objectStore('notes').get('unheard');
            get.onsuccess = () => resolve(get.result !== undefined);
          };
        }),
    );
  await expect.poll(noteLeft).toBe(false);
  await again.reload();
  await hydrated(again);
  await expect(again.getByText('While the app was closed')).toHaveCount(0);
});

test('4 changes replayed: one toast', async ({ page, context }) => {
  await signIn(page, 'Toast Shopper');
  const [a] = await products(page, 1);
  await page.goto(`/product/details/${a!.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart')).toBeVisible();
  await visitAndSave(page, ['/cart']);
  await context.setOffline(true);
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  for (let i = 0; i < 4; i++) await plus.click();
  await expect(pending(page)).toHaveText('4 waiting to sync');
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: '4 changes synced' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(pending(page)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /synced|Quantity updated/ })).toHaveCount(
    1,
  );
});

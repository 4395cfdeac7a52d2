import { expect, test, type Page } from './fixtures';
import { signIn, visitAndSave } from './helpers';

/**
 * The one rule of the offline cart (docs/decisions.md, "Cart and wishlist offline"): what a shopper
 * sees offline is the last server cart this device saw plus the changes still waiting, after any
 * number of reloads, in the language of the page, in every tab.
 */
test.use({ viewport: { width: 375, height: 812 } });

const texts = {
  en: {
    prefix: '',
    title: (n: number) => `My Cart (${n} ${n === 1 ? 'item' : 'items'})`,
    badge: (n: number) => `Cart, ${n} ${n === 1 ? 'item' : 'items'}`,
    add: 'Add to Cart',
    wish: 'Add to wishlist',
    wished: 'Remove from wishlist',
    pending: (n: number) => `${n} waiting to sync`,
    anyPending: /waiting to sync/,
  },
  hi: {
    prefix: '/hi',
    title: (n: number) => `मेरा कार्ट (${n} सामान)`,
    badge: (n: number) => `कार्ट, ${n} सामान`,
    add: 'कार्ट में डालें',
    wish: 'विशलिस्ट में डालें',
    wished: 'विशलिस्ट से हटाएँ',
    pending: (n: number) => `${n} सिंक होने बाकी`,
    anyPending: /सिंक होने बाकी/,
  },
} as const;

type Product = { _id: string; slug: string; name: string; stock: number };

/**
 * Four products that stay in stock, the first three put in the server's cart online, the first
 * in the server's wishlist too.
 */
async function serverCartOfThree(page: Page): Promise<{ inCart: Product[]; fourth: Product }> {
  const token = await page.evaluate(() => localStorage.getItem('customerToken')!);
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await page.request.get('/api/customer/me', { headers })).json()) as {
    user: { id: string };
  };
  const list = (await (
    await page.request.get('/api/home/query-products?category=home-kitchen&sortPrice=low-to-high')
  ).json()) as { products: Product[] };
  const [a, b, c, fourth] = list.products.filter((p) => p.stock >= 8);
  for (const p of [a!, b!, c!]) {
    const added = await page.request.post('/api/home/product/add-to-card', {
      headers,
      data: { userId: me.user.id, productId: p._id, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
  }
  const wished = await page.request.post('/api/home/product/add-to-wishlist', {
    headers,
    data: { userId: me.user.id, productId: a!._id },
  });
  expect(wished.ok()).toBe(true);
  return { inCart: [a!, b!, c!], fourth: fourth! };
}

/**
 * The server's cart as name and quantity, or the status of an answer that is not one (a shop
 * shedding load on a busy machine answers 503 for a moment): read until it is the one expected.
 */
async function serverCart(page: Page): Promise<[string, number][] | number> {
  const token = await page.evaluate(() => localStorage.getItem('customerToken')!);
  const res = await page.request.get('/api/home/product/get-web-cart-product', {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok()) return res.status();
  const cart = (await res.json()) as {
    card_products: { products: { quantity: number; productInfo: { name: string } }[] }[];
  };
  return cart.card_products
    .flatMap((g) => g.products)
    .map((l): [string, number] => [l.productInfo.name, l.quantity])
    .sort();
}

/** The server's wishlist by name, or the status of an answer that is not one. */
async function serverWishlist(page: Page): Promise<string[] | number> {
  const token = await page.evaluate(() => localStorage.getItem('customerToken')!);
  const res = await page.request.get('/api/home/product/get-wishlist-products', {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok()) return res.status();
  return ((await res.json()) as { wishlists: { name: string }[] }).wishlists
    .map((w) => w.name)
    .sort();
}

for (const lang of ['en', 'hi'] as const) {
  const t = texts[lang];

  test(`${lang}: the cart and wishlist seen online, plus changes made offline, survive three offline reloads and reach the server once`, async ({
    page,
    context,
  }) => {
    await signIn(page, 'Offline Cart Shopper');
    const { inCart, fourth } = await serverCartOfThree(page);
    await visitAndSave(page, [
      `${t.prefix}/product/details/${fourth.slug}`,
      `${t.prefix}/cart`,
      `${t.prefix}/shipping?type=cart`,
      `${t.prefix}/dashboard/my-wishlist`,
    ]);
    await page.goto(`${t.prefix}/cart`);
    await expect(page.getByRole('heading', { name: t.title(3) })).toBeVisible();

    await context.setOffline(true);
    await page.goto(`${t.prefix}/product/details/${fourth.slug}`);
    await page.getByRole('button', { name: t.add }).click();
    await page.getByRole('button', { name: t.wish }).click();
    // Each change shows once it is stored; leaving the page before then could lose it.
    await expect(page.getByRole('button', { name: t.wished })).toBeVisible();
    await expect(page.getByRole('button', { name: t.badge(4) })).toBeVisible();

    for (let reload = 0; reload < 3; reload++) {
      await page.goto(`${t.prefix}/cart`);
      await page.reload();
      await expect(page.getByRole('heading', { name: t.title(4) })).toBeVisible();
      for (const p of [...inCart, fourth]) await expect(page.getByText(p.name)).toBeVisible();
      await expect(page.getByRole('button', { name: t.badge(4) })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: t.pending(2) })).toBeVisible();
      await page.goto(`${t.prefix}/shipping?type=cart`);
      await page.reload();
      for (const p of [...inCart, fourth]) await expect(page.getByText(p.name)).toBeVisible();
    }
    await page.goto(`${t.prefix}/dashboard/my-wishlist`);
    await page.reload();
    for (const p of [inCart[0]!, fourth]) await expect(page.getByText(p.name)).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: t.anyPending })).toHaveCount(0, {
      timeout: 20_000,
    });
    await expect
      .poll(() => serverCart(page))
      .toEqual([...inCart, fourth].map((p): [string, number] => [p.name, 1]).sort());
    await expect.poll(() => serverWishlist(page)).toEqual([inCart[0]!.name, fourth.name].sort());
  });
}

test('two tabs offline, then the app closed and opened again: the server cart and the waiting add in each', async ({
  page,
  context,
}) => {
  const t = texts.en;
  await signIn(page, 'Two Tab Cart Shopper');
  const { inCart, fourth } = await serverCartOfThree(page);
  await visitAndSave(page, [`/product/details/${fourth.slug}`, '/cart']);
  const other = await context.newPage();
  await other.goto('/cart');
  await expect(other.getByRole('heading', { name: t.title(3) })).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/product/details/${fourth.slug}`);
  await page.getByRole('button', { name: t.add }).click();
  await expect(other.getByRole('heading', { name: t.title(4) })).toBeVisible();
  for (const tab of [other, page, other]) {
    await tab.goto('/cart');
    await tab.reload();
    await expect(tab.getByRole('heading', { name: t.title(4) })).toBeVisible();
    for (const p of [...inCart, fourth]) await expect(tab.getByText(p.name)).toBeVisible();
  }

  // The app closed (every tab) and opened again, still offline.
  await page.close();
  await other.close();
  const reopened = await context.newPage();
  await reopened.goto('/cart');
  await expect(reopened.getByRole('heading', { name: t.title(4) })).toBeVisible();
  for (const p of [...inCart, fourth]) await expect(reopened.getByText(p.name)).toBeVisible();
  await expect(reopened.getByRole('button', { name: t.badge(4) })).toBeVisible();
});

import { expect, test, type Page } from './fixtures';
import { catalogueSellers, SellerSocket, shopper, threadByApi } from './chat-helpers';
import { axe } from './axe';
import { hydrated, placeOrderByApi, signIn } from './helpers';

/**
 * axe-core on every screen at 375 and 1280 px, and with the side menu, the user menu, the filter
 * drawer and the search overlay open: no serious or critical violation, and none of the rules
 * the shop once broke (one <h1> a page, no skipped heading level, <li> only in a list).
 * The server's CSP refuses inline scripts, so axe's source is evaluated rather than injected.
 */
async function visit(page: Page, path: string, ready: Parameters<Page['getByRole']>) {
  await page.goto(path);
  await expect(page.getByRole(...ready).first(), path).toBeVisible();
  await hydrated(page);
}

type Screen = [path: string, ready: Parameters<Page['getByRole']>];

/** Opens each screen in turn (ready when its marker shows) and answers axe's findings on all. */
async function axeScreens(page: Page, screens: Screen[]): Promise<string[]> {
  const found: string[] = [];
  for (const [path, ready] of screens) {
    await visit(page, path, ready);
    found.push(...(await axe(page, path)));
  }
  return found;
}

const PUBLIC_SCREENS: Screen[] = [
  ['/', ['heading', { level: 1 }]],
  ['/shops?category=women', ['link', { name: /./ }]],
  ['/products/search?value=shirt', ['heading', { level: 1 }]],
  ['/product/details/:slug', ['button', { name: 'Add to Cart' }]],
  ['/login', ['heading', { level: 1 }]],
  ['/register', ['heading', { level: 1 }]],
  ['/about', ['heading', { level: 1 }]],
  ['/contact', ['heading', { level: 1 }]],
  ['/privacy-policy', ['heading', { level: 1 }]],
  ['/terms-condition', ['heading', { level: 1 }]],
  ['/return-refund', ['heading', { level: 1 }]],
  ['/shipping-policy', ['heading', { level: 1 }]],
  ['/delete-account', ['heading', { level: 1 }]],
  ['/order/confirm', ['heading', { level: 1 }]],
  ['/payment/failure', ['heading', { level: 1 }]],
  ['/no-such-screen', ['heading', { level: 1 }]],
];

/** The public screens four at a time, each group named by its first and last path. */
function publicScreenGroups(): [string, Screen[]][] {
  const groups: [string, Screen[]][] = [];
  for (let i = 0; i < PUBLIC_SCREENS.length; i += 4) {
    const screens = PUBLIC_SCREENS.slice(i, i + 4);
    groups.push([`${screens[0]![0]} to ${screens.at(-1)![0]}`, screens]);
  }
  return groups;
}

async function firstProductSlug(page: Page): Promise<string> {
  const answer = await page.request.get('/api/home/query-products?category=women');
  return ((await answer.json()) as { products: { slug: string }[] }).products[0]!.slug;
}

/** A conversation with a message each way, so both kinds of bubble are checked. */
async function chatWith(page: Page, baseURL: string, sellerId: string, shopName: string) {
  const me = await shopper(page);
  await threadByApi(page, me, sellerId);
  const sent = await page.request.post('/api/chat/customer/send-message-to-seller', {
    headers: { authorization: `Bearer ${me.token}` },
    data: { userId: me.id, sellerId, text: 'Is the blue one in stock?', name: 'Axe Shopper' },
  });
  expect(sent.status()).toBe(200);
  const seller = await SellerSocket.connect(page.request, baseURL, shopName);
  await seller.answer(me.id, 'Yes, all sizes.').finally(() => seller.close());
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // In groups of four: sixteen loads, each with an axe run, in one test ran past its timeout
    // on CI's two cores.
    for (const [group, screens] of publicScreenGroups()) {
      test(`public screens ${group} have no serious accessibility violation`, async ({ page }) => {
        const slug = await firstProductSlug(page);
        const found = await axeScreens(
          page,
          screens.map(([path, ready]) => [path.replace(':slug', slug), ready]),
        );
        expect(found).toEqual([]);
      });
    }

    test('the open menus have no serious accessibility violation', async ({ page }) => {
      const found: string[] = [];
      await visit(page, '/shops?category=women', ['heading', { level: 1 }]);
      if (width < 768) {
        await page.getByRole('button', { name: /^Filter/ }).click();
        await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
        found.push(...(await axe(page, 'filter drawer')));
        await page.keyboard.press('Escape');
      }
      if (width < 1024) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        found.push(...(await axe(page, 'side menu')));
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
      }
      // The search with its suggestions open: the overlay on a phone, the top bar's box on a desktop.
      await page.getByRole('combobox', { name: 'Search products' }).fill('sa');
      await expect(page.getByRole('listbox')).toBeVisible();
      found.push(...(await axe(page, 'search with suggestions')));
      await page.keyboard.press('Escape');
      if (width < 1024) await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      found.push(...(await axe(page, 'user menu')));
      expect(found).toEqual([]);
    });

    test('shopper screens have no serious accessibility violation', async ({ page, baseURL }) => {
      const found: string[] = [];
      await signIn(page, 'Axe Shopper');
      await visit(page, '/dashboard/chat', ['navigation', { name: 'Sellers' }]);
      found.push(...(await axe(page, 'chat without conversations')));
      await visit(page, '/cart', ['heading', { level: 1 }]);
      found.push(...(await axe(page, 'empty cart')));
      const { orderId } = await placeOrderByApi(page);
      const [seller] = await catalogueSellers(page.request, 1);
      await chatWith(page, baseURL!, seller!.sellerId, seller!.shopName);
      const screens: Screen[] = [
        ['/cart', ['link', { name: 'Proceed to Checkout' }]],
        ['/shipping?type=cart', ['button', { name: 'Place Order' }]],
        [`/payment?orderId=${orderId}`, ['heading', { level: 1 }]],
        ['/dashboard', ['heading', { level: 1 }]],
        ['/dashboard/my-orders', ['link', { name: 'Pay Now' }]],
        [`/dashboard/order/details/${orderId}`, ['heading', { level: 1 }]],
        ['/dashboard/my-wishlist', ['heading', { level: 1 }]],
        ['/dashboard/myaddress', ['heading', { level: 1 }]],
        ['/dashboard/chage-password', ['heading', { level: 1 }]],
        ['/dashboard/chat', ['link', { name: new RegExp(`^${seller!.shopName}`) }]],
        [`/dashboard/chat/${seller!.sellerId}`, ['listitem']],
      ];
      found.push(...(await axeScreens(page, screens)));
      await page.getByRole('button', { name: 'Axe Shopper' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      found.push(...(await axe(page, 'user menu signed in')));
      expect(found).toEqual([]);
    });
  });
}

test.describe('keyboard', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a skip link, focus on the new screen after a move, the side menu as a dialog', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('link', { name: 'Contact Us' }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('main')).toBeFocused();
  });

  test('the user menu answers arrows and Escape; the search box shows where focus is', async ({
    page,
  }) => {
    await page.goto('/about');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Login' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('combobox', { name: 'Search products' });
    await expect(box).toBeFocused();
    const ring = await box.evaluate((input) => getComputedStyle(input.parentElement!).boxShadow);
    expect(ring).not.toBe('none');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
  });

  test('header icons, footer links, pagination and the sort select are at least 44 x 44 px on a phone', async ({
    page,
  }) => {
    await page.goto('/shops?category=women');
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    const targets = [
      page.getByRole('button', { name: 'Open menu' }),
      page.getByRole('button', { name: 'Search', exact: true }),
      page.getByRole('button', { name: /^Cart,/ }),
      page.getByRole('button', { name: 'Login' }),
      page.getByRole('navigation', { name: 'Pagination' }).getByRole('button').first(),
      page.getByLabel('Sort by'),
      page.locator('footer').getByRole('link', { name: 'Privacy Policy' }),
    ];
    for (const target of targets) {
      const b = (await target.boundingBox())!;
      expect(
        b.height,
        await target.evaluate((e) => e.outerHTML.slice(0, 80)),
      ).toBeGreaterThanOrEqual(44);
    }
    for (const target of targets.slice(0, 5))
      expect((await target.boundingBox())!.width).toBeGreaterThanOrEqual(44);
  });
});

test.describe('cart and wishlist on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('quantity, Remove and the wishlist buttons are at least 44 px high', async ({ page }) => {
    await signIn(page);
    const headers = {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('customerToken'))}`,
    };
    const { products } = (await (
      await page.request.get('/api/home/query-products?category=home-kitchen')
    ).json()) as {
      products: {
        _id: string;
        slug: string;
        name: string;
        price: number;
        discount: number;
        rating: number;
        stock: number;
        images: string[];
      }[];
    };
    const p = products.find((x) => x.stock > 3)!;
    const { user } = (await (await page.request.get('/api/customer/me', { headers })).json()) as {
      user: { id: string };
    };
    const added = await page.request.post('/api/home/product/add-to-card', {
      headers,
      data: { userId: user.id, productId: p._id, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
    const saved = await page.request.post('/api/home/product/add-to-wishlist', {
      headers,
      data: {
        productId: p._id,
        name: p.name,
        price: p.price,
        image: p.images[0] ?? '',
        discount: p.discount,
        rating: p.rating,
        slug: p.slug,
      },
    });
    expect(saved.ok()).toBe(true);
    const high = async (target: ReturnType<Page['getByRole']>) =>
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    await page.goto('/cart');
    await high(page.getByRole('button', { name: 'Increase quantity' }));
    await high(page.getByRole('button', { name: 'Decrease quantity' }));
    await high(page.getByRole('button', { name: 'Remove' }));

    await page.goto('/dashboard/my-wishlist');
    await high(page.getByRole('button', { name: 'Add to Cart' }));
    await high(page.getByRole('link', { name: 'View' }));
  });
});

import { expect, test, type Page } from './fixtures';
import { placeOrderByApi, signIn, someProductSlug } from './helpers';

/** Browsing on a 375 px phone, as a shopper used to Flipkart, Myntra or Meesho would. */
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

const box = async (page: Page, selector: string, n = 0) =>
  (await page.locator(selector).nth(n).boundingBox())!;

test('a product row shows two cards and the next one peeking', async ({ page }) => {
  await page.goto('/');
  const row = page.getByTestId('carousel-row').first();
  await row.scrollIntoViewIfNeeded();
  const cards = row.locator('li');
  const width = page.viewportSize()!.width;
  const [first, second, third] = [
    (await cards.nth(0).boundingBox())!,
    (await cards.nth(1).boundingBox())!,
    (await cards.nth(2).boundingBox())!,
  ];
  expect(first.x + first.width).toBeLessThan(width);
  expect(second.x + second.width).toBeLessThan(width);
  // The third card starts on screen and runs past its edge: the row reads as scrollable.
  expect(third.x).toBeLessThan(width - 20);
  expect(third.x + third.width).toBeGreaterThan(width);
});

test('the product page keeps Add to Cart and Buy Now in a bar at the bottom of the screen', async ({
  page,
}) => {
  await page.goto(`/product/details/${await someProductSlug(page)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('heading', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded();
  const height = page.viewportSize()!.height;
  for (const name of ['Add to Cart', 'Buy Now']) {
    const button = page.getByRole('button', { name });
    await expect(button).toBeInViewport();
    const b = (await button.boundingBox())!;
    expect(b.y + b.height).toBeGreaterThan(height - 70);
    expect(b.height).toBeGreaterThanOrEqual(44);
  }
  // The footer's last line is not hidden behind the bar. Scrolled to the end in the poll: a
  // wheel event returns before the page has scrolled, and parts below the fold still load.
  const bar = await box(page, '[data-bottom-bar]');
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.querySelector('footer')!.getBoundingClientRect().bottom;
      }),
    )
    .toBeLessThanOrEqual(bar.y + 1);
});

test('a toast does not cover the cart icon it reports on', async ({ page }) => {
  await signIn(page, 'Phone Shopper');
  await page.goto(`/product/details/${await someProductSlug(page, 'category=home-kitchen')}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Product added to cart' });
  await expect(toast).toBeVisible();
  const cart = (await page.getByRole('button', { name: /^Cart,/ }).boundingBox())!;
  // Once it has slid in, the toast sits below the top bar.
  await expect
    .poll(async () => (await toast.boundingBox())!.y)
    .toBeGreaterThanOrEqual(cart.y + cart.height);
});

test('filters: the drawer stays open while choosing, Apply shows chips and a count, a chip clears one, Clear all the rest', async ({
  page,
}) => {
  await page.goto('/shops?category=women');
  const filter = page.getByRole('button', { name: /^Filter/ });
  await expect(filter).toBeInViewport();
  await filter.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('button', { name: '4 stars and above' }).click();
  await expect(drawer).toBeVisible();
  await expect(page).not.toHaveURL(/rating=/);
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/rating=4/);
  const chips = page.getByRole('group', { name: 'Applied filters' });
  await expect(chips.getByText('4★ & above')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Subcategories' })
    .getByRole('link', { name: 'Sarees' })
    .click();
  await expect(page).toHaveURL(/subcategory=women-sarees/);
  await expect(chips.getByText('4★ & above')).toBeVisible();
  await expect(chips.getByText('Sarees')).toBeVisible();
  await expect(filter).toHaveText('Filter2 applied');
  await chips.getByRole('button', { name: 'Remove filter 4★ & above' }).click();
  await expect(page).not.toHaveURL(/rating=/);
  await expect(filter).toHaveText('Filter1 applied');
  await filter.click();
  await drawer.getByRole('button', { name: '3 stars and above' }).click();
  await drawer.getByRole('button', { name: 'Clear all' }).click();
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(page).not.toHaveURL(/subcategory=|rating=/);
  await expect(chips).toHaveCount(0);
  await expect(filter).toHaveText('Filter');
});

test('Sort and Filter sit in a bar at the bottom of the screen, 44 px high', async ({ page }) => {
  await page.goto('/shops?category=women');
  const sort = page.getByLabel('Sort by');
  await sort.selectOption('high-to-low');
  await expect(page).toHaveURL(/sortPrice=high-to-low/);
  const height = page.viewportSize()!.height;
  for (const control of [sort, page.getByRole('button', { name: /^Filter/ })]) {
    const b = (await control.boundingBox())!;
    expect(b.height).toBeGreaterThanOrEqual(44);
    expect(b.y + b.height).toBeGreaterThan(height - 60);
  }
});

test('My Orders and the dashboard show orders as cards with Status and Pay Now on screen; the account links are one compact row', async ({
  page,
}) => {
  await signIn(page, 'Card Shopper');
  const { orderId } = await placeOrderByApi(page);
  const width = page.viewportSize()!.width;
  for (const path of ['/dashboard/my-orders', '/dashboard']) {
    await page.goto(path);
    const card = page.getByTestId('order-row').filter({ hasText: orderId });
    await expect(card).toBeVisible();
    await expect(card).toContainText(path === '/dashboard' ? 'Order Status' : 'Status');
    for (const inside of [
      card.getByRole('link', { name: 'Pay Now' }),
      card.getByText('pending', { exact: true }),
    ]) {
      const b = (await inside.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(width);
    }
    expect(
      (await card.getByRole('link', { name: 'Pay Now' }).boundingBox())!.height,
    ).toBeGreaterThanOrEqual(44);
    const nav = (await page.getByRole('navigation', { name: 'Account' }).boundingBox())!;
    expect(nav.height).toBeLessThan(60);
  }
});

test('banners keep their words off the drawing, and the promotions show theirs', async ({
  page,
}) => {
  await page.goto('/');
  /** The offer's heading sits below its picture, not over it. */
  const wordsBelowPicture = async (offer: ReturnType<Page['locator']>, heading: string) => {
    const picture = (await offer.locator('img').boundingBox())!;
    const words = (await offer.getByText(heading, { exact: true }).boundingBox())!;
    expect(words.y, heading).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
  };
  await wordsBelowPicture(
    page.locator('a', { hasText: 'The Festive Kurta Edit' }).first(),
    'The Festive Kurta Edit',
  );
  const ad = page.locator('a[target="_blank"]').first();
  await ad.scrollIntoViewIfNeeded();
  await wordsBelowPicture(ad, (await ad.locator('span span').first().textContent())!);

  const promotions = page.getByRole('region', { name: 'Promotions' });
  await promotions.scrollIntoViewIfNeeded();
  for (const words of ['Gadgets under ₹999', 'Shop Gadgets', 'Home Makeover', 'Shop Home'])
    await expect(promotions.getByText(words, { exact: true })).toBeVisible();
});

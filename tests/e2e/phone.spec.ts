import { expect, test, type Page } from '@playwright/test';
import { signIn, someProductSlug } from './helpers';

/** Browsing on a 375 px phone, as a shopper used to Flipkart, Myntra or Meesho would. */
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

const box = async (page: Page, selector: string, n = 0) => (await page.locator(selector).nth(n).boundingBox())!;

test('a product row shows two cards and the next one peeking', async ({ page }) => {
  await page.goto('/');
  const row = page.getByTestId('carousel-row').first();
  await row.scrollIntoViewIfNeeded();
  const cards = row.locator('li');
  const width = page.viewportSize()!.width;
  const [first, second, third] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!, (await cards.nth(2).boundingBox())!];
  expect(first.x + first.width).toBeLessThan(width);
  expect(second.x + second.width).toBeLessThan(width);
  // The third card starts on screen and runs past its edge: the row reads as scrollable.
  expect(third.x).toBeLessThan(width - 20);
  expect(third.x + third.width).toBeGreaterThan(width);
});

test('the product page keeps Add to Cart and Buy Now in a bar at the bottom of the screen', async ({ page }) => {
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
  // The footer's last line is not hidden behind the bar.
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 10_000);
  const bar = await box(page, '[data-sticky-buy-bar]');
  const footerEnd = await page.locator('footer').evaluate((f) => f.getBoundingClientRect().bottom);
  expect(footerEnd).toBeLessThanOrEqual(bar.y + 1);
});

test('a toast does not cover the cart icon it reports on', async ({ page }) => {
  await signIn(page, 'Phone Shopper');
  await page.goto(`/product/details/${await someProductSlug(page, 'category=home-kitchen')}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Product added to cart' });
  await expect(toast).toBeVisible();
  const [t, cart] = [(await toast.boundingBox())!, (await page.getByRole('button', { name: /^Cart,/ }).boundingBox())!];
  expect(t.y).toBeGreaterThanOrEqual(cart.y + cart.height);
});

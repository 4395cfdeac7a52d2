import { chromium, type Page } from '@playwright/test';
import { saveAddress, signIn, someProductSlug } from '../e2e/helpers';

/**
 * Screenshots for a person to look at, not a test (nothing is compared): home, a listing, a
 * product, cart, shipping, payment, My Orders and the phone menus at 375 and 1280 px, into
 * test-results/screenshots/, from a running shop:
 *   npx tsx tests/tools/screenshots.ts http://localhost:3000
 */
const base = process.argv[2];
if (!base) {
  console.error('Usage: npx tsx tests/tools/screenshots.ts <url of a running shop>');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const shots: [string, (page: Page) => Promise<void>][] = [];
const shot = (name: string, shoot: (fixtures: { page: Page }) => Promise<void>) =>
  shots.push([name, (page) => shoot({ page })]);

for (const width of [375, 1280]) {
  shot(`screenshots at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const slug = await someProductSlug(page, 'subcategory=mobiles-smartphones');
    for (const [name, path] of [
      ['home', '/'],
      ['listing', '/shops?category=women'],
      ['product', `/product/details/${slug}`],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const file = `test-results/screenshots/${name}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(`screenshot: ${file}`);
    }
  });
}

for (const width of [375, 1280]) {
  shot(`checkout screenshots at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'Screenshot Shopper');
    const { headers, me } = await saveAddress(page);
    for (const query of ['category=women', 'category=home-kitchen']) {
      const res = await page.request.get(`/api/home/query-products?${query}`);
      const p = (
        (await res.json()) as { products: { _id: string; stock: number }[] }
      ).products.find((x) => x.stock > 2)!;
      await page.request.post('/api/home/product/add-to-card', {
        headers,
        data: { userId: me.user.id, productId: p._id, quantity: 1 },
      });
    }
    const shoot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `test-results/screenshots/${name}-${width}.png`,
        fullPage: true,
      });
    };
    await page.goto('/cart');
    await shoot('cart');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('button', { name: 'Place Order' }).waitFor();
    await shoot('shipping');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('button', { name: 'Pay using QR' }).click();
    await shoot('payment');
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    await page.goto(`/payment/confirm?orderId=${orderId}`);
    await shoot('payment-confirm');
    await page.goto(`/payment/failure?orderId=${orderId}`);
    await shoot('payment-failure');
    await page.goto('/dashboard/my-orders');
    await page.getByRole('link', { name: 'Pay Now' }).first().waitFor();
    await shoot('my-orders');
  });
}

shot('screenshots of the phone menus at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/shops?category=women&rating=4');
  await page.getByRole('button', { name: /^Filter/ }).click();
  await page.getByRole('dialog', { name: 'Filters' }).waitFor();
  await page.screenshot({ path: 'test-results/screenshots/filter-drawer-375.png' });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).waitFor();
  await page.screenshot({ path: 'test-results/screenshots/side-menu-375.png' });
});

for (const [name, shoot] of shots) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await shoot(page);
  console.log(`${name}: done`);
  await context.close();
}
await browser.close();

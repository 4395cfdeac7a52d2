import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { RazorpayFake } from '../../src/server/test/razorpay-fake';
import { expect, test as shopTest, type Page } from './fixtures';
import { saveAddress, signIn } from './helpers';

/**
 * The UPI journey with PAYMENT_PROVIDER=razorpay, on a 375 px phone, against a fake of Razorpay's
 * API (src/server/test/razorpay-fake.ts) that the worker's shop is pointed at: the apps and the
 * QR are Razorpay's, and the results come as Razorpay's signed webhooks. Screenshots for a person
 * to look at go to test-results/screenshots/razorpay-*.png.
 */
const test = shopTest.extend<object, { razorpay: { fake: RazorpayFake; url: string } }>({
  razorpay: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const fake = new RazorpayFake();
      const url = await fake.start();
      await use({ fake, url });
      await fake.stop();
    },
    { scope: 'worker' },
  ],
  shopEnv: [
    async ({ razorpay }, use) =>
      use({
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: razorpay.fake.keyId,
        RAZORPAY_KEY_SECRET: razorpay.fake.keySecret,
        RAZORPAY_WEBHOOK_SECRET: razorpay.fake.webhookSecret,
        RAZORPAY_API_URL: razorpay.url,
      }),
    { scope: 'worker' },
  ],
});

test.use({
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});

async function shoot(page: Page, name: string) {
  const path = `test-results/screenshots/razorpay-${name}-375.png`;
  await page.screenshot({ path, fullPage: true });
  console.log(`screenshot: ${path}`);
}

/** A signed-in shopper orders one product and lands on /payment; answers the issued link. */
async function orderToPayment(page: Page, name: string) {
  await signIn(page, name);
  await saveAddress(page);
  const list = (await (
    await page.request.get('/api/home/query-products?category=home-kitchen')
  ).json()) as { products: { slug: string; stock: number }[] };
  await page.goto(`/product/details/${list.products.find((p) => p.stock > 3)!.slug}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const issued = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/payment/do_payment',
  );
  await page.getByRole('button', { name: 'Place Order' }).click();
  const link = (await (await issued).json()) as {
    url: string;
    apps: { name: string; url: string }[];
  };
  await expect(page).toHaveURL(/\/payment\?/);
  return { orderId: new URL(page.url()).searchParams.get('orderId')!, link };
}

/** Razorpay delivers its signed webhook to the shop. */
async function deliver(page: Page, delivery: { body: string; headers: Record<string, string> }) {
  const res = await page.request.post('/api/payment/webhook/razorpay', {
    headers: delivery.headers,
    data: delivery.body,
  });
  expect(res.status()).toBe(200);
}

test('pays by UPI through Razorpay: the apps and the QR are its payment, its webhook places the order', async ({
  page,
  razorpay,
}) => {
  const { orderId, link } = await orderToPayment(page, 'Meena Iyer');
  const qr = [...razorpay.fake.qrs.values()].find((q) => q.notes.order_number === orderId)!;
  // Razorpay's UPI string (its VPA, its transaction reference), not the sandbox's.
  expect(link.url).toMatch(/^upi:\/\/pay\?pa=rzr\./);
  await expect(page.getByRole('timer')).toBeVisible();

  await page.getByRole('button', { name: 'Pay Using Apps' }).click();
  for (const app of link.apps)
    await expect(page.getByRole('link', { name: app.name })).toHaveAttribute('href', app.url);
  expect(link.apps.map((a) => a.url.split('?')[1])).toEqual(Array(4).fill(link.url.split('?')[1]));
  // Razorpay has no hosted checkout here: UPI only.
  await expect(page.getByRole('button', { name: 'Card, net banking or wallet' })).toHaveCount(0);
  await shoot(page, 'apps');

  await page.getByRole('button', { name: 'Pay using QR' }).click();
  const png = PNG.sync.read(
    await page.getByRole('img', { name: 'UPI payment QR code' }).screenshot(),
  );
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(link.url);
  await shoot(page, 'qr');

  await deliver(page, razorpay.fake.pay(qr.id).delivery);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByText(orderId)).toBeVisible();
  await shoot(page, 'confirmation');
});

test('a payment Razorpay reports failed goes to the failure page', async ({ page, razorpay }) => {
  const { orderId } = await orderToPayment(page, 'Kiran Rao');
  const qr = [...razorpay.fake.qrs.values()].find((q) => q.notes.order_number === orderId)!;
  await deliver(page, razorpay.fake.pay(qr.id, { status: 'failed' }).delivery);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await shoot(page, 'failed');
});

test('the countdown runs out with nothing paid: the failure page', async ({ page }) => {
  await orderToPayment(page, 'Arjun Das');
  // The shop's payment window is 15 s in these tests.
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible({
    timeout: 30_000,
  });
});

import { expect, test, type BrowserContext, type Page } from './fixtures';
import { signIn } from './helpers';

/**
 * Every screen runs under the server's Content-Security-Policy (no inline scripts but hashed
 * ones) without a single violation: each page of the context reports
 * `securitypolicyviolation` events and console CSP errors into `seen`.
 */
async function watchCsp(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
        seen.push(`${page.url()}: ${message.text()}`);
    });
  };
  await context.exposeBinding(
    '__reportCsp',
    ({ frame }, text: string) => void seen.push(`${frame.url()}: ${text}`),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp?: (t: string) => void }).__reportCsp?.(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  context.on('page', watch);
  for (const page of context.pages()) watch(page);
  return seen;
}

/** Opens a screen, checks it is served with the CSP, and waits until it has drawn its content. */
async function visit(page: Page, path: string, ready: Parameters<Page['getByRole']>) {
  const response = await page.goto(path);
  // A navigation answered by the service worker has the header of the cached shell.
  if (response && !response.fromServiceWorker())
    expect(response.headers()['content-security-policy'], path).toContain("script-src 'self'");
  await expect(page.getByRole(...ready).first(), path).toBeVisible();
}

test('public screens and policy pages run under the CSP without a violation', async ({
  page,
  context,
}) => {
  const seen = await watchCsp(context);
  const slug = (
    (await (await page.request.get('/api/home/query-products?category=women')).json()) as {
      products: { slug: string }[];
    }
  ).products[0]!.slug;
  const screens: [string, Parameters<Page['getByRole']>][] = [
    ['/', ['link', { name: 'Shop Now' }]],
    ['/shops', ['heading']],
    ['/shops?category=women&lowPrice=&rating=4', ['heading']],
    [`/product/details/${slug}`, ['button', { name: 'Add to Cart' }]],
    ['/products/search?value=shirt', ['heading']],
    ['/login', ['button', { name: /login/i }]],
    ['/register', ['button', { name: /register/i }]],
    ['/about', ['heading']],
    ['/contact', ['heading']],
    ['/privacy-policy', ['heading']],
    ['/terms-condition', ['heading']],
    ['/return-refund', ['heading']],
    ['/shipping-policy', ['heading']],
    ['/delete-account', ['heading']],
    ['/no-such-screen', ['heading']],
  ];
  for (const [path, ready] of screens) await visit(page, path, ready);
  // Pictures, the service worker and the manifest load under the same policy.
  await page.evaluate(() => navigator.serviceWorker?.ready);
  expect(seen).toEqual([]);
});

test('the shopper screens, checkout, payment (UPI and hosted checkout) and the sandbox payer page run without a violation', async ({
  page,
  context,
}) => {
  const seen = await watchCsp(context);
  await signIn(page, 'Kavya Menon');
  const list = (await (
    await page.request.get('/api/home/query-products?category=home-kitchen')
  ).json()) as { products: { slug: string; stock: number }[] };
  const slug = list.products.find((p) => p.stock > 3)!.slug;
  await visit(page, `/product/details/${slug}`, ['button', { name: 'Add to Cart' }]);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart')).toBeVisible();
  await visit(page, '/cart', ['link', { name: 'Proceed to Checkout' }]);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/shipping\?type=cart/);
  await page.getByLabel('Full name').fill('Kavya Menon');
  await page.getByLabel('Mobile number', { exact: true }).fill('9876543210');
  await page.getByLabel('Alternate mobile number').fill('9123456780');
  await page.getByLabel('PIN code').fill('682011');
  await page.getByLabel('Address (house no., building, street)').fill('5 Marine Drive');
  await page.getByLabel('Locality').fill('Ernakulam');
  await page.getByLabel('Landmark').fill('Near the boat jetty');
  await page.getByLabel('City / District / Town').fill('Kochi');
  await page.getByLabel('State').selectOption('Kerala');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('radio', { name: /Kavya Menon/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\?/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await page.getByRole('button', { name: 'Pay using QR' }).click();
  await expect(page.getByRole('img', { name: 'UPI payment QR code' })).toBeVisible();

  // The hosted checkout posts a hidden form to the shop (form-action) and opens the payer page.
  const [hosted] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Card, net banking or wallet' }).click(),
  ]);
  await expect(hosted.getByRole('button', { name: 'Approve payment' })).toBeVisible();
  await hosted.close();
  const [payer] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Open the sandbox payer page' }).click(),
  ]);
  await payer.getByRole('button', { name: 'Approve payment' }).click();
  await expect(payer.getByRole('heading')).toHaveText('Payment approved');
  await payer.close();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();

  const account: [string, Parameters<Page['getByRole']>][] = [
    ['/dashboard', ['heading']],
    ['/dashboard/my-orders', ['link', { name: 'Invoice' }]],
    [`/dashboard/order/details/${orderId}`, ['heading', { name: `Order #${orderId}` }]],
    ['/dashboard/my-wishlist', ['heading']],
    ['/dashboard/myaddress', ['heading']],
    ['/dashboard/chage-password', ['heading']],
    ['/payment/failure', ['heading']],
    ['/order/failure', ['heading']],
  ];
  for (const [path, ready] of account) await visit(page, path, ready);
  expect(seen).toEqual([]);
});

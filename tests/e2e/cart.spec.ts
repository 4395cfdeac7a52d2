import { expect, test, type BrowserContext, type Page } from './fixtures';
import { pdfText } from '../tools/pdf-text';
import { saveAddress, signIn, untilControlled, untilSaved } from './helpers';

const products = async (page: Page, n: number) => {
  const res = await page.request.get(
    '/api/home/query-products?category=home-kitchen&sortPrice=low-to-high',
  );
  return (
    (await res.json()) as { products: { slug: string; name: string; stock: number }[] }
  ).products
    .filter((p) => p.stock > 5)
    .slice(0, n);
};
/** Opens a product, goes offline and adds it: one change waiting to sync. */
async function addWhileOffline(page: Page, context: BrowserContext) {
  const [a] = await products(page, 1);
  await page.goto(`/product/details/${a!.slug}`);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await untilControlled(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'waiting to sync' })).toHaveText(
    '1 waiting to sync',
  );
  return a!;
}

const serverCart = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem('customerToken'));
  const res = await page.request.get('/api/home/product/get-web-cart-product', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as {
    card_products: { products: { quantity: number; productInfo: { name: string } }[] }[];
  };
};

test('guests: the cart icon goes to /login and /cart goes home', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Cart, 0 items/ }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/$/);
});

test('cart online: add, raise, lower, remove; empty cart text', async ({ page }) => {
  await signIn(page);
  const [a] = await products(page, 1);
  await page.goto(`/product/details/${a!.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart')).toBeVisible();
  await page.getByRole('button', { name: /Cart, 1 item$/ }).click();
  await expect(page.getByRole('heading', { name: 'My Cart (1 item)' })).toBeVisible();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('group', { name: `Quantity of ${a!.name}` })).toContainText('2');
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(page.getByRole('group', { name: `Quantity of ${a!.name}` })).toContainText('1');
  await expect
    .poll(async () => (await serverCart(page)).card_products[0]?.products[0]?.quantity)
    .toBe(1);
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shops');
});

test('offline: changes show at once, survive a reload, and reach the server once when back online', async ({
  page,
  context,
}) => {
  await signIn(page, 'Offline Buyer');
  const [a, b] = await products(page, 2);
  for (const p of [a!, b!]) {
    await page.goto(`/product/details/${p.slug}`);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await untilSaved(page, ['catalogue', 'product', p.slug]);
  }
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await untilControlled(page);
  await untilSaved(page, ['personal', 'cart']);

  await context.setOffline(true);
  for (const [i, p] of [a!, b!].entries()) {
    await page.goto(`/product/details/${p.slug}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    // Shown once it is stored on the device: leaving the page sooner may leave before the write
    // (a navigation closes the page's database; CI once lost the first add that way).
    await expect(page.getByRole('status').filter({ hasText: 'waiting to sync' })).toHaveText(
      `${i + 1} waiting to sync`,
    );
  }
  await page.getByRole('button', { name: /Cart,/ }).click();
  await expect(page.getByText(a!.name)).toBeVisible();
  await expect(page.getByText(b!.name)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'waiting to sync' })).toHaveText(
    '2 waiting to sync',
  );
  await expect(page.getByText(b!.name)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'waiting to sync' })).toHaveCount(0, {
    timeout: 15_000,
  });
  const lines = (await serverCart(page)).card_products.flatMap((g) => g.products);
  expect(lines.map((l) => [l.productInfo.name, l.quantity]).sort()).toEqual(
    [
      [a!.name, 1],
      [b!.name, 1],
    ].sort(),
  );
});

test('wishlist: the heart fills when added, a second tap removes, the list shows it, remove answers', async ({
  page,
}) => {
  await signIn(page);
  const [a] = await products(page, 1);
  await page.goto(`/product/details/${a!.slug}`);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByText('Product added to wishlist')).toBeVisible();
  await page.getByRole('button', { name: 'Remove from wishlist', pressed: true }).click();
  await expect(page.getByText('Product removed from wishlist')).toBeVisible();
  await page.getByRole('button', { name: 'Add to wishlist', pressed: false }).click();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  await page.goto('/dashboard/my-wishlist');
  await expect(page.getByText(a!.name)).toBeVisible();
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No Items Found')).toBeVisible();
});

test('a session that expired while offline keeps the changes, and sends them after signing in', async ({
  page,
  context,
  request,
}) => {
  const email = `expired.${Date.now()}@example.in`;
  const res = await page.request.post('/api/customer/customer-register', {
    data: { name: 'Expiring Shopper', email, password: 'password123' },
  });
  const { token } = (await res.json()) as { token: string };
  await page.goto('/about');
  await page.evaluate((t) => localStorage.setItem('customerToken', t), token);
  const a = await addWhileOffline(page, context);
  // Meanwhile the session ends on the server (this request is not the browser's, so it goes through).
  expect(
    (
      await request.get('/api/customer/logout', { headers: { authorization: `Bearer ${token}` } })
    ).ok(),
  ).toBe(true);
  await context.setOffline(false);
  await expect(page.getByText('Invalid token specified')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'waiting to sync' })).toHaveText(
    '1 waiting to sync',
  );
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await page.getByRole('menuitem', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Login with email and password' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('password123');
  await page.locator('form').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'waiting to sync' })).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect
    .poll(async () =>
      (await serverCart(page)).card_products
        .flatMap((g) => g.products)
        .map((l) => l.productInfo.name),
    )
    .toEqual([a.name]);
});

test('logging out with changes still queued asks first', async ({ page, context }) => {
  await signIn(page, 'Careful Shopper');
  await addWhileOffline(page, context);
  const userMenu = page.getByRole('banner').getByRole('button', { name: 'Careful Shopper' });
  let asked = '';
  page.once('dialog', (d) => ((asked = d.message()), void d.dismiss()));
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect.poll(() => asked).toContain('has not reached the server yet');
  await expect(userMenu).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'waiting to sync' })).toHaveCount(0);
  await context.setOffline(false);
});

type SizedProduct = { slug: string; variations: { size: string | null; stock: number }[] };

/** A men's product sold in sizes, well in stock, and a size other than its first. */
async function sizedProduct(page: Page): Promise<{ product: SizedProduct; size: string }> {
  const list = (await (
    await page.request.get('/api/home/query-products?category=men&sortPrice=high-to-low')
  ).json()) as { products: { slug: string; stock: number }[] };
  for (const p of list.products.filter((x) => x.stock > 20)) {
    const { product } = (
      (await (await page.request.get(`/api/home/get-product/${p.slug}`)).json()) as {
        data: { product: SizedProduct };
      }
    ).data;
    const size = product.variations.find((v, i) => i > 0 && v.stock > 0 && v.size)?.size;
    if (size) return { product, size };
  }
  throw new Error("no product in sizes among the men's products");
}

async function chooseSize(page: Page, size: string) {
  const sizes = page.getByRole('group', { name: 'Size' });
  await sizes.getByRole('button', { name: size, exact: true }).click();
  await expect(sizes.getByRole('button', { name: size, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

test('a shirt in a chosen size: the product page, the cart and the order name the size', async ({
  page,
}) => {
  await signIn(page);
  const { product, size } = await sizedProduct(page);
  await page.goto(`/product/details/${product.slug}`);
  await chooseSize(page, size);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('main').getByText(`Size ${size}`)).toBeVisible();
  await expect
    .poll(async () => {
      const cart = (await serverCart(page)) as unknown as {
        card_products: { products: { productInfo: { size: string | null } }[] }[];
      };
      return cart.card_products[0]?.products[0]?.productInfo.size;
    })
    .toBe(size);
});

test('Buy Now in a chosen size: paid, the order detail and the invoice name the size', async ({
  page,
}) => {
  await signIn(page, 'Sized Buyer');
  const { headers } = await saveAddress(page);
  const { product, size } = await sizedProduct(page);
  await page.goto(`/product/details/${product.slug}`);
  await chooseSize(page, size);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('main').getByText(`Size ${size}`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\?/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const [payer] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Open the sandbox payer page' }).click(),
  ]);
  await payer.getByRole('button', { name: 'Approve payment' }).click();
  await expect(payer.getByRole('heading')).toHaveText('Payment approved');
  await payer.close();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();

  await page.goto(`/dashboard/order/details/${orderId}`);
  await expect(page.getByText(`Size: ${size}`)).toBeVisible();
  const pdf = await page.request.get(`/api/generate-invoice/${orderId}`, { headers });
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdfText(await pdf.body()).replace(/\s+/g, ' ')).toContain(`Size: ${size})`);
});

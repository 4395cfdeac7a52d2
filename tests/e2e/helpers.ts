import type { BrowserContext, Page } from './fixtures';

/** Registers a shopper through the API and signs the page in, as the login screen will. */
export async function signIn(page: Page, name = 'Test Shopper'): Promise<void> {
  const email = `e2e.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;
  const res = await page.request.post('/api/customer/customer-register', {
    data: { name, email, password: 'password123' },
  });
  const { token } = (await res.json()) as { token: string };
  await page.goto('/about');
  await page.evaluate((t) => localStorage.setItem('customerToken', t), token);
}

/** A product slug from the live catalogue. */
export async function someProductSlug(page: Page, query = 'category=women'): Promise<string> {
  const res = await page.request.get(`/api/home/query-products?${query}`);
  return ((await res.json()) as { products: { slug: string }[] }).products[0]!.slug;
}

/**
 * The signed-in shopper (see signIn) saves a default delivery address in Mumbai under their own
 * name; returns the shopper's API headers and id, and the address's id.
 */
export async function saveAddress(page: Page): Promise<{
  headers: Record<string, string>;
  me: { user: { id: string; name: string } };
  addressId: string;
}> {
  const headers = {
    authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('customerToken'))}`,
  };
  const me = (await (await page.request.get('/api/customer/me', { headers })).json()) as {
    user: { id: string; name: string };
  };
  const saved = await page.request.post('/api/home/customer/web_add_address', {
    headers,
    data: {
      name: me.user.name,
      address: '9 Marine Drive',
      phonenumber: '9876543210',
      alternatephonenumber: '9123456780',
      pincode: '400020',
      state: 'Maharashtra',
      cityDistTown: 'Mumbai',
      landmark: 'Near Churchgate',
      locality: 'Churchgate',
      typeOfAddress: 'Home',
      defaultAddress: true,
      userId: me.user.id,
    },
  });
  const { address } = (await saved.json()) as { address: { _id: string } };
  return { headers, me, addressId: address._id };
}

/**
 * The signed-in shopper (see signIn) saves an address, puts n in-stock products in the cart and
 * orders the cart through the API: an unpaid order, as after Place Order.
 */
export async function placeOrderByApi(
  page: Page,
  products = 1,
): Promise<{ orderId: string; totalAmount: number }> {
  const { headers, me, addressId } = await saveAddress(page);
  const list = (await (
    await page.request.get('/api/home/query-products?category=home-kitchen')
  ).json()) as { products: { _id: string; stock: number }[] };
  for (const p of list.products.filter((x) => x.stock > 3).slice(0, products)) {
    await page.request.post('/api/home/product/add-to-card', {
      headers,
      data: { userId: me.user.id, productId: p._id, quantity: 1 },
    });
  }
  return (await (
    await page.request.post('/api/order/cart/android', {
      headers,
      data: { addressId },
    })
  ).json()) as { orderId: string; totalAmount: number };
}

/** What React says when hydration fails: a warning, or one of its hydration errors by number. */
export const HYDRATION_PROBLEM = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

/** The page's hydration warnings and errors from now on, collected as they come. */
export function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => HYDRATION_PROBLEM.test(m.text()) && problems.push(m.text()));
  page.on('pageerror', (e) => HYDRATION_PROBLEM.test(e.message) && problems.push(e.message));
  return problems;
}

/** Server HTML keeps its controls disabled until React has hydrated it (see routes/__root.tsx). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('fieldset[data-app-shell]:not([disabled])').waitFor({ state: 'attached' });
}

/**
 * Until the service worker controls the page. `clients.claim()` at activation can miss a page
 * that was still loading while the first worker installed; such a page is loaded again once the
 * worker is active, as a shopper's next visit would be, rather than waited on forever.
 */
export async function untilControlled(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    async () => !!(await navigator.serviceWorker.getRegistration())?.active,
    undefined,
    { timeout },
  );
  const claimed = await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 3_000,
    })
    .then(
      () => true,
      () => false,
    );
  if (claimed) return;
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout,
  });
}

/**
 * Every queued change the context's pages and service worker send (the outbox sends them in
 * `POST /api/changes`, several to a request), by operation name: a change sent again counts again.
 */
export function changesSent(context: BrowserContext): string[] {
  const sent: string[] = [];
  context.on('request', (r) => {
    if (r.method() !== 'POST' || new URL(r.url()).pathname !== '/api/changes') return;
    for (const change of (r.postDataJSON() as { changes: { operation: string }[] }).changes)
      sent.push(change.operation);
  });
  return sent;
}

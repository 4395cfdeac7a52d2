import { SENDER_LOCK } from '../../src/shared/outbox/sender';
import { expect, type BrowserContext, type Page } from './fixtures';

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

/**
 * A product slug from the live catalogue, of one a shopper can buy as its page opens: its first
 * variation (the one the page chooses) in stock. Which product comes first is the seed's, and a
 * seed that drew another catalogue once put an out-of-stock one there, with Add to Cart disabled.
 */
export async function someProductSlug(page: Page, query = 'category=women'): Promise<string> {
  const res = await page.request.get(`/api/home/query-products?${query}`);
  const listed = ((await res.json()) as { products: { slug: string; stock: number }[] }).products;
  for (const { slug } of listed.filter((p) => p.stock > 5)) {
    const detail = (await (await page.request.get(`/api/home/get-product/${slug}`)).json()) as {
      data: { product: { stock: number; variations: { stock: number }[] } };
    };
    const { product } = detail.data;
    if ((product.variations[0]?.stock ?? product.stock) > 5) return slug;
  }
  throw new Error(`no product in stock for ${query}`);
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
/** Pays the order on the sandbox payer page, as the shopper does. */
export async function payOnSandbox(page: Page, orderId: string, totalAmount: number) {
  await page.goto(`/payment?orderId=${orderId}&price=${totalAmount}`);
  const [payer] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Open the sandbox payer page' }).click(),
  ]);
  await payer.getByRole('button', { name: 'Approve payment' }).click();
  await expect(payer.getByRole('heading')).toHaveText('Payment approved');
  await payer.close();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
}

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
 * How long a first worker may take to install: Workbox precaches every built file one request
 * after another, and two Playwright workers with their shops on CI's two cores stretched that
 * past the shorter timeout these tests had (a CI failure of pwa.spec.ts, stop 71).
 */
export const WORKER_INSTALL_TIMEOUT = 45_000;

/**
 * Until the service worker controls the page. `clients.claim()` at activation can miss a page
 * that was still loading while the first worker installed; such a page is loaded again once the
 * worker is active, as a shopper's next visit would be, rather than waited on forever.
 */
export async function untilControlled(page: Page, timeout = WORKER_INSTALL_TIMEOUT): Promise<void> {
  // Polled through evaluate, which awaits the page's promise: waitForFunction takes the promise
  // an async predicate returns for a truthy answer, and so went on while the worker installed.
  await expect
    .poll(
      () =>
        page.evaluate(
          async () =>
            (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
        ),
      { timeout },
    )
    .toBe(true);
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

/**
 * Until what the page read is saved on the device: the copy of React Query's cache in IndexedDB
 * (written at most every 500 ms after a change) holds every query named, by its key or the start
 * of it (['personal', 'cart']). Going offline sooner tests a device that saved less than the test
 * means.
 */
export async function untilSaved(page: Page, ...queryKeys: (readonly unknown[])[]): Promise<void> {
  const needles = queryKeys.map((key) => `"queryKey":${JSON.stringify(key).slice(0, -1)}`);
  const missing = () =>
    page.evaluate(
      (needles) =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('keyval-store');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result
              .transaction('keyval')
              .objectStore('keyval')
              .get('storefront-query-cache');
            get.onsuccess = () => {
              const saved = String(get.result ?? '');
              resolve(needles.filter((n) => !saved.includes(n)));
            };
          };
        }),
      needles,
    );
  await expect.poll(missing, { timeout: 10_000 }).toEqual([]);
}

/** The query a shop page reads, by its path: what must be saved for it to open offline. */
function queryReadBy(pathInAnyLanguage: string): readonly unknown[] {
  const path = pathInAnyLanguage.replace(/^\/hi(?=\/)/, '');
  const product = /^\/product\/details\/([^?]+)$/.exec(path);
  if (product) return ['catalogue', 'product', product[1]];
  if (path === '/cart') return ['personal', 'cart'];
  if (path === '/dashboard/my-wishlist') return ['personal', 'wishlist'];
  if (path.startsWith('/shipping')) return ['personal', 'addresses'];
  if (path.startsWith('/shops')) return ['catalogue', 'listing'];
  const order = /^\/dashboard\/order\/details\/([^?]+)$/.exec(path);
  if (order) return ['personal', 'order', order[1]];
  throw new Error(`No query known for ${path}: name it in queryReadBy`);
}

/**
 * Opens each page online once, as a shopper would before losing the connection, until its answer
 * is saved on the device; then until the service worker controls the page.
 */
export async function visitAndSave(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await untilSaved(page, queryReadBy(path));
  }
  await untilControlled(page);
}

/**
 * Nothing waits to be sent from this device and no sender (a tab, the service worker) holds the
 * queue: every change queued here has had its one delivery.
 */
export function outboxSettled(page: Page): Promise<boolean> {
  return page.evaluate(async (senderLock) => {
    const { held = [], pending = [] } = await navigator.locks.query();
    if ([...held, ...pending].some((lock) => lock.name === senderLock)) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open('storefront-outbox');
      open.onsuccess = () => {
        const count = open.result.transaction('changes').objectStore('changes').count();
        count.onsuccess = () => resolve(count.result === 0);
      };
    });
  }, SENDER_LOCK);
}

/**
 * Chromium warns of a preloaded file the page did not use 3 s after the load event (its
 * ResourceFetcher's unused-preload timer): until that moment has passed for the current page.
 */
export async function untilUnusedPreloadsReported(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      return (
        !!navigation &&
        navigation.loadEventEnd > 0 &&
        performance.now() > navigation.loadEventEnd + 3_100
      );
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** The newest code texted to the number; waits for it, as a shopper waits for the SMS. */
export async function otpFor(page: Page, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/dev/sms');
      const { messages } = (await res.json()) as { messages: { to: string; text: string }[] };
      code = /^(\d{4})/.exec(messages.find((m) => m.to === mobile)?.text ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code!;
}

/** A mobile number nobody has used yet (ten digits starting 9). */
export const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

import { expect, test, type Locator, type Page } from './fixtures';
import { hydrated, saveAddress, signIn } from './helpers';

/**
 * Every control a thumb can hit on a 375 x 812 phone is at least 44 x 44 CSS px, on each screen
 * a shopper walks through. What counts, and how:
 *
 * - Measured: every visible link, button, [role=button|link|checkbox|radio|switch|tab|menuitem|
 *   option|slider], input (but hidden ones), select, textarea and summary; its bounding box is
 *   its hit area, so padding, min-height and a margin-cancelled padding all count, and a
 *   disabled control too (it is still where the thumb lands).
 * - A checkbox or radio's hit area is its box joined with its labels' (a tap on the label is a
 *   tap on it), so a visually hidden input inside a big label passes.
 * - Not measured: what no thumb can reach: display none, visibility hidden, opacity 0, inside an
 *   inert subtree or behind an open modal dialog (the dialog alone is measured then), and what
 *   is clipped away (sr-only: the skip link until it takes focus).
 * - The one exception, WCAG 2.5.8's inline one: a link that flows inside a sentence, that is a
 *   `display: inline` link whose parent holds words of its own beside it ("Log in to write a
 *   review."). Separators are not words, so breadcrumbs ("Home / Women") are measured.
 */
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

const MIN = 44;

/** Each control of the page (or of `scope`) smaller than 44 x 44, as `screen: name (w x h)`. */
async function smallTargets(page: Page, screen: string, scope?: Locator): Promise<string[]> {
  const root = scope ?? page.locator('body');
  const found = await root.evaluate((rootElement, min) => {
    const SELECTOR = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      ...[
        'button',
        'link',
        'checkbox',
        'radio',
        'switch',
        'tab',
        'menuitem',
        'option',
        'slider',
      ].map((role) => `[role="${role}"]`),
    ].join(',');
    const modal = document.querySelector('[aria-modal="true"], dialog[open]');
    // Tailwind's sr-only clips an element away; so does the older clip: rect(0 0 0 0).
    const clippedAway = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.clipPath === 'inset(50%)' || /^rect\(0px,? 0px,? 0px,? 0px\)$/.test(style.clip))
          return true;
      }
      return false;
    };
    const labels = (el: Element) => {
      const input = el as HTMLInputElement;
      return input.type === 'checkbox' || input.type === 'radio' ? [...(input.labels ?? [])] : [];
    };
    const reachable = (el: Element) =>
      el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
      !el.closest('[inert]') &&
      (!modal || modal.contains(el)) &&
      (!clippedAway(el) || labels(el).some((label) => !clippedAway(label)));
    const words = /\p{L}/u;
    const inSentence = (el: Element) =>
      el.tagName === 'A' &&
      getComputedStyle(el).display === 'inline' &&
      [...(el.parentNode?.childNodes ?? [])].some(
        (n) => n.nodeType === Node.TEXT_NODE && words.test(n.textContent ?? ''),
      );
    // A label's own words, without those of the control inside it (a select's options).
    const labelText = (el: Element) => {
      const label = (el as HTMLInputElement).labels?.[0];
      if (!label) return null;
      const own = [...label.childNodes].filter((n) => n !== el && !n.contains(el));
      return own.map((n) => n.textContent).join(' ') || null;
    };
    const nameOf = (el: Element) => {
      const labelledBy = el.getAttribute('aria-labelledby');
      const text =
        el.getAttribute('aria-label') ??
        (labelledBy && document.getElementById(labelledBy)?.textContent) ??
        labelText(el) ??
        ((el as HTMLElement).innerText || null) ??
        el.getAttribute('title') ??
        el.querySelector('img')?.getAttribute('alt') ??
        el.getAttribute('placeholder') ??
        '';
      const kind = el.getAttribute('role') || (el as HTMLInputElement).type || 'link';
      return `${el.tagName.toLowerCase()}[${kind}] "${text.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    };
    const hitArea = (el: Element) => {
      const drawn = [el, ...labels(el)]
        .filter((e) => !clippedAway(e))
        .map((e) => e.getBoundingClientRect())
        .filter((b) => b.width > 1 && b.height > 1);
      if (drawn.length === 0) return null;
      const left = Math.min(...drawn.map((b) => b.left));
      const top = Math.min(...drawn.map((b) => b.top));
      return {
        width: Math.max(...drawn.map((b) => b.right)) - left,
        height: Math.max(...drawn.map((b) => b.bottom)) - top,
      };
    };
    const small: string[] = [];
    for (const el of rootElement.querySelectorAll(SELECTOR)) {
      if (!reachable(el) || inSentence(el)) continue;
      const area = hitArea(el);
      if (!area) continue;
      const [w, h] = [Math.round(area.width), Math.round(area.height)];
      if (w < min || h < min) small.push(`${nameOf(el)} (${w} x ${h})`);
    }
    return small;
  }, MIN);
  // Twenty cards with the same small heart read better as one line.
  const counts = new Map<string, number>();
  for (const f of found) counts.set(f, (counts.get(f) ?? 0) + 1);
  return [...counts].map(([f, n]) => `${screen}: ${f}${n > 1 ? ` x${n}` : ''}`);
}

/** Opens a screen and waits until it is drawn and hydrated, then measures it. */
async function measure(page: Page, screen: string, path: string | null, ready: Locator) {
  if (path) await page.goto(path);
  await expect(ready.first(), screen).toBeVisible();
  await hydrated(page);
  return smallTargets(page, screen);
}

test('every control on the guest screens is at least 44 x 44 px', async ({ page }) => {
  const small: string[] = [];
  small.push(...(await measure(page, 'home', '/', page.getByRole('heading', { level: 1 }))));
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  small.push(...(await smallTargets(page, 'side menu', menu)));
  await page.keyboard.press('Escape');
  small.push(
    ...(await measure(
      page,
      'listing',
      '/shops?category=women',
      page.getByRole('button', { name: /^Filter/ }),
    )),
  );
  await page.getByRole('button', { name: /^Filter/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  small.push(...(await smallTargets(page, 'filter drawer', drawer)));
  await page.keyboard.press('Escape');
  small.push(
    ...(await measure(page, 'login', '/login', page.getByRole('heading', { name: /Login/ }))),
  );
  await page.getByRole('button', { name: 'Login with email and password' }).click();
  small.push(
    ...(await measure(
      page,
      'login, email',
      null,
      page.getByRole('heading', { name: 'Login with Email' }),
    )),
  );
  await page.getByRole('button', { name: 'Login with mobile OTP' }).click();
  // A number of its own: no other test's codes count against its sends.
  await page.getByLabel('Mobile number').fill(`9${String(Date.now()).slice(-9)}`);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  small.push(
    ...(await measure(page, 'login, OTP', null, page.getByRole('button', { name: 'Verify OTP' }))),
  );
  expect(small, small.join('\n')).toEqual([]);
});

test('every control on the shopper screens is at least 44 x 44 px', async ({ page }) => {
  await signIn(page, 'Thumb Shopper');
  const { headers, me } = await saveAddress(page);
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
  const [a, b] = products.filter((p) => p.stock > 3);
  for (const p of [a!, b!]) {
    const added = await page.request.post('/api/home/product/add-to-card', {
      headers,
      data: { userId: me.user.id, productId: p._id, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
  }
  const wished = await page.request.post('/api/home/product/add-to-wishlist', {
    headers,
    data: {
      productId: a!._id,
      name: a!.name,
      price: a!.price,
      image: a!.images[0] ?? '',
      discount: a!.discount,
      rating: a!.rating,
      slug: a!.slug,
    },
  });
  expect(wished.ok()).toBe(true);

  const small: string[] = [];
  // Signed in, so the product page shows the review form and its stars.
  small.push(
    ...(await measure(
      page,
      'product',
      `/product/details/${a!.slug}`,
      page.getByRole('radiogroup', { name: 'Your rating' }),
    )),
  );
  await page.getByRole('button', { name: 'Thumb Shopper' }).click();
  small.push(
    ...(await smallTargets(page, 'user menu', page.getByRole('menu', { name: 'Account' }))),
  );
  await page.keyboard.press('Escape');
  small.push(
    ...(await measure(
      page,
      'cart',
      '/cart',
      page.getByRole('link', { name: 'Proceed to Checkout' }),
    )),
  );
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  small.push(
    ...(await measure(
      page,
      'shipping',
      null,
      page.getByRole('radio', { name: /Thumb Shopper/, checked: true }),
    )),
  );
  await page.getByRole('button', { name: 'Add New Address' }).click();
  small.push(...(await measure(page, 'shipping, new address', null, page.getByLabel('Full name'))));
  await page.getByRole('button', { name: 'Place Order' }).click();
  // The payment window is short in the e2e shops: measured as soon as it shows.
  small.push(
    ...(await measure(page, 'payment', null, page.getByRole('button', { name: 'Pay using QR' }))),
  );
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await page.getByRole('button', { name: 'Pay Using Apps' }).click();
  small.push(
    ...(await measure(page, 'payment, apps', null, page.getByRole('list').getByRole('link'))),
  );
  for (const [screen, path, link] of [
    ['payment failure', '/payment/failure', 'Retry Payment'],
    ['payment confirm', '/payment/confirm', 'View My Orders'],
  ] as const)
    small.push(
      ...(await measure(
        page,
        screen,
        `${path}?orderId=${orderId}`,
        page.getByRole('link', { name: link }),
      )),
    );
  small.push(
    ...(await measure(
      page,
      'my orders',
      '/dashboard/my-orders',
      page.getByTestId('order-row').filter({ hasText: orderId }),
    )),
  );
  small.push(
    ...(await measure(
      page,
      'order details',
      `/dashboard/order/details/${orderId}`,
      page.getByText(orderId),
    )),
  );
  small.push(
    ...(await measure(
      page,
      'wishlist',
      '/dashboard/my-wishlist',
      page.getByRole('link', { name: 'View' }),
    )),
  );
  expect(small, small.join('\n')).toEqual([]);
});

test('in Hindi, where a word is narrower than its English, every control is still 44 x 44 px', async ({
  page,
}) => {
  await signIn(page, 'Hindi Thumb');
  const { headers, me } = await saveAddress(page);
  const { products } = (await (
    await page.request.get('/api/home/query-products?category=women')
  ).json()) as {
    products: { _id: string; slug: string; name: string; price: number; stock: number }[];
  };
  // Above BAZAAR50's ₹299 minimum order.
  const product = products.find((p) => p.stock > 5 && p.price >= 400)!;
  const added = await page.request.post('/api/home/product/add-to-card', {
    headers,
    data: { userId: me.user.id, productId: product._id, quantity: 1 },
  });
  expect(added.ok()).toBe(true);

  const small: string[] = [];
  // The breadcrumb's "होम" and a short subcategory ("टॉप"), and the Deliver-to box's "बदलें".
  small.push(
    ...(await measure(
      page,
      'product',
      `/hi/product/details/${product.slug}`,
      page.locator('#delivery-pin'),
    )),
  );
  await page.locator('#delivery-pin').fill('400020');
  await page.locator('#delivery-pin').press('Enter');
  await expect(page.getByRole('button', { name: 'बदलें' })).toBeVisible();
  small.push(...(await smallTargets(page, 'product, delivery')));
  // A search the server reads a budget and an audience in: each chip's remove button.
  small.push(
    ...(await measure(
      page,
      'search chips',
      `/hi/products/search?value=${encodeURIComponent('jeans for men under 1500')}`,
      page.getByRole('button', { name: /^फ़िल्टर हटाएँ/ }),
    )),
  );
  // The cart's "हटाएँ", then checkout with a coupon applied and its "हटाएँ".
  small.push(
    ...(await measure(page, 'cart', '/hi/cart', page.getByRole('button', { name: 'हटाएँ' }))),
  );
  small.push(
    ...(await measure(
      page,
      'shipping, coupon applied',
      '/hi/shipping?type=cart&coupon=BAZAAR50',
      page.getByRole('status').filter({ hasText: 'BAZAAR50 लग गया' }),
    )),
  );
  expect(small, small.join('\n')).toEqual([]);
});

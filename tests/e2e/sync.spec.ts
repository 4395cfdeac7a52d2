import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { changesSent, signIn, visitAndSave } from './helpers';

/** Products without variations, in stock, from one category, cheapest first. */
const products = async (page: Page, n: number, minStock = 6) => {
  const res = await page.request.get(
    '/api/home/query-products?category=home-kitchen&sortPrice=low-to-high',
  );
  return (
    (await res.json()) as {
      products: { _id: string; slug: string; name: string; stock: number; sellerId: string }[];
    }
  ).products
    .filter((p) => p.stock >= minStock)
    .slice(0, n);
};
/**
 * A product whose page can add `minStock` to the cart: what the page sells by default is its first
 * variation, so that one needs the stock. Another test may have sold a product's first variation
 * out (buyEverything) while its other variations keep its total up.
 */
async function addable(page: Page, minStock: number) {
  for (const p of await products(page, 20, minStock)) {
    const detail = (await (await page.request.get(`/api/home/get-product/${p.slug}`)).json()) as {
      data: { product: { stock: number; variations: { stock: number }[] } };
    };
    if ((detail.data.product.variations[0]?.stock ?? detail.data.product.stock) >= minStock)
      return p;
  }
  throw new Error(`no product whose first variation has ${minStock} in stock`);
}
const token = (page: Page) => page.evaluate(() => localStorage.getItem('customerToken')!);
const pending = (page: Page) => page.getByRole('status').filter({ hasText: 'waiting to sync' });

async function serverState(page: Page) {
  const headers = { authorization: `Bearer ${await token(page)}` };
  const cart = (await (
    await page.request.get('/api/home/product/get-web-cart-product', { headers })
  ).json()) as {
    card_products: { products: { quantity: number; productInfo: { name: string } }[] }[];
    outOfStockProduct: { productInfo: { name: string } }[];
  };
  const wishlist = (await (
    await page.request.get('/api/home/product/get-wishlist-products', { headers })
  ).json()) as { wishlists: { name: string }[] };
  return {
    cart: cart.card_products
      .flatMap((g) => g.products)
      .map((l) => [l.productInfo.name, l.quantity] as const),
    outOfStock: cart.outOfStockProduct.map((l) => l.productInfo.name),
    wishlist: wishlist.wishlists.map((w) => w.name),
  };
}

test('offline: cart and wishlist changes survive a reload and each reaches the server exactly once', async ({
  page,
  context,
}) => {
  await signIn(page, 'Offline Everything');
  const [a, b] = await products(page, 2);
  await visitAndSave(page, [
    `/product/details/${a!.slug}`,
    `/product/details/${b!.slug}`,
    '/cart',
    '/dashboard/my-wishlist',
  ]);
  const writes = changesSent(page.context());

  await context.setOffline(true);
  // Each page load below is a full reload: the count shows a change once it is written to the
  // device (the outbox reads its store back).
  const queued = (n: number) => expect(pending(page)).toHaveText(`${n} waiting to sync`);
  let n = 0;
  for (const p of [a!, b!]) {
    await page.goto(`/product/details/${p.slug}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await queued((n += 2));
  }
  await page.goto('/cart');
  await page
    .getByRole('group', { name: `Quantity of ${a!.name}` })
    .getByRole('button', { name: 'Increase quantity' })
    .click();
  await page
    .getByRole('listitem')
    .filter({ hasText: b!.name })
    .getByRole('button', { name: 'Remove' })
    .click();
  await queued((n += 2));
  await page.goto('/dashboard/my-wishlist');
  await page
    .getByRole('listitem')
    .filter({ hasText: b!.name })
    .getByRole('button', { name: 'Remove' })
    .click();
  await queued((n += 1));
  await page.reload();
  await expect(pending(page)).toHaveText('7 waiting to sync');
  await page.goto('/cart');
  await expect(page.getByRole('group', { name: `Quantity of ${a!.name}` })).toContainText('2');
  await expect(page.getByText(b!.name)).toHaveCount(0);
  expect(writes).toEqual([]);

  await context.setOffline(false);
  await expect(pending(page)).toHaveCount(0, { timeout: 20_000 });
  expect(await serverState(page)).toEqual({
    cart: [[a!.name, 2]],
    outOfStock: [],
    wishlist: [a!.name],
  });
  expect(writes).toHaveLength(7);
});

// The tab sends under its language (`?lang=en`); once it believes itself offline the service
// worker replays the change without one. Both must be the same request to the server's key.
test('a response lost on the way back: the change is replayed and applied once', async ({
  page,
}) => {
  await signIn(page, 'Lost Answer');
  const [a] = await products(page, 1);
  await page.goto(`/product/details/${a!.slug}`);
  let lost = 0;
  // Sent by the page or, once the page believes it is offline, by the service worker's sync.
  const sent = changesSent(page.context());
  // The server applies the first add; its answer never reaches the page.
  // Every call names its language in the query (`?lang=en`): matched by path.
  await page.route(
    (url) => url.pathname === '/api/changes',
    async (route) => {
      if (lost++ > 0) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    },
  );
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart')).toBeVisible({ timeout: 20_000 });
  await expect(pending(page)).toHaveCount(0);
  expect(sent).toEqual(['addToCart', 'addToCart']);
  expect((await serverState(page)).cart).toEqual([[a!.name, 1]]);
});

/** Another shopper buys every unit of what the product page sells by default (its first variation). */
async function buyEverything(
  request: APIRequestContext,
  product: { _id: string; slug: string; sellerId: string },
) {
  const detail = (await (await request.get(`/api/home/get-product/${product.slug}`)).json()) as {
    data: { product: { stock: number; variations: { _id: string; stock: number }[] } };
  };
  const sold = detail.data.product.variations[0];
  const email = `stock.${Date.now()}@example.in`;
  const { token: t } = (await (
    await request.post('/api/customer/customer-register', {
      data: { name: 'Fast Buyer', email, password: 'password123' },
    })
  ).json()) as { token: string };
  const headers = { authorization: `Bearer ${t}` };
  const me = (await (await request.get('/api/customer/me', { headers })).json()) as {
    user: { id: string };
  };
  const address = {
    name: 'Fast Buyer',
    address: '1 Park Street',
    phonenumber: '9876543210',
    alternatephonenumber: '9876543211',
    pincode: '700016',
    state: 'West Bengal',
    cityDistTown: 'Kolkata',
    landmark: 'Metro',
    locality: 'Park Street',
    typeOfAddress: 'Home',
    defaultAddress: true,
    userId: me.user.id,
  };
  const saved = (await (
    await request.post('/api/home/customer/web_add_address', { headers, data: address })
  ).json()) as { address: { _id: string } };
  const order = await request.post('/api/order/create', {
    headers,
    data: {
      productId: product._id,
      sellerId: product.sellerId,
      quantity: sold?.stock ?? detail.data.product.stock,
      variationId: sold?._id ?? null,
      addressId: saved.address._id,
    },
  });
  expect(order.ok(), await order.text()).toBe(true);
}

test('a change replayed after the stock ran out: a clear toast, and the line shows out of stock', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, 'Too Late');
  const a = await addable(page, 2);
  await page.goto(`/product/details/${a!.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart')).toBeVisible();
  await visitAndSave(page, ['/cart']);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(pending(page)).toHaveText('1 waiting to sync');
  await buyEverything(request, a!);
  await context.setOffline(false);
  // The server's refusal as a toast, then the server's truth: the line apart, out of stock.
  await expect(page.getByRole('status').filter({ hasText: 'Out of stock' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: 'Out of stock' })).toBeVisible();
  await expect(page.getByRole('group', { name: `Quantity of ${a!.name}` })).toHaveCount(0);
  expect(await serverState(page)).toMatchObject({ cart: [], outOfStock: [a!.name] });
});

test('two tabs: a change in one shows in the other once it has synced', async ({
  page,
  context,
}) => {
  await signIn(page, 'Two Tabs');
  const a = await addable(page, 1);
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  const other = await context.newPage();
  await other.goto(`/product/details/${a!.slug}`);
  await other.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(other.getByText('Product added to cart')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Cart (1 item)' })).toBeVisible();
  await expect(page.getByText(a!.name)).toBeVisible();
});

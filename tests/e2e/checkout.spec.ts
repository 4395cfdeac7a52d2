import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

const inStock = async (page: Page, n: number) => {
  const res = await page.request.get(
    '/api/home/query-products?category=home-kitchen&sortPrice=low-to-high',
  );
  return (
    (await res.json()) as { products: { slug: string; name: string; stock: number }[] }
  ).products
    .filter((p) => p.stock > 5)
    .slice(0, n);
};
const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

async function fillAddress(page: Page) {
  await page.getByLabel('Full name').fill('Meera Iyer');
  await page.getByLabel('Mobile number', { exact: true }).fill('9876543210');
  await page.getByLabel('Alternate mobile number').fill('9123456780');
  await page.getByLabel('PIN code').fill('600004');
  await page.getByLabel('Address (house no., building, street)').fill('22 Luz Church Road');
  await page.getByLabel('Locality').fill('Mylapore');
  await page.getByLabel('Landmark').fill('Near Kapaleeshwarar Temple');
  await page.getByLabel('City / District / Town').fill('Chennai');
  await page.getByLabel('State').selectOption('Tamil Nadu');
}

test('the full checkout: cart, shipping, a new address, Place Order, then /payment with the right total', async ({
  page,
}) => {
  await signIn(page, 'Meera Iyer');
  const [a, b] = await inStock(page, 2);
  for (const p of [a!, b!]) {
    await page.goto(`/product/details/${p.slug}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Product added to cart')).toBeVisible();
  }
  await page.goto('/cart');
  const cartTotal = rupees(
    await page
      .getByText('Total', { exact: true })
      .locator('xpath=following-sibling::dd')
      .innerText(),
  );
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/shipping\?type=cart/);

  // No address yet: the form is open, Place Order waits for one.
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await expect(page.getByText('Select address to place order')).toBeVisible();
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill all required fields');
  await fillAddress(page);
  await page.getByLabel('Mobile number', { exact: true }).fill('98765');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('alert')).toHaveText('Phone number incorrect!');
  await page.getByLabel('Mobile number', { exact: true }).fill('9876543210');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('radio', { name: /Meera Iyer/ })).toBeChecked();

  await expect(page.getByText(a!.name)).toBeVisible();
  await expect(page.getByText(b!.name)).toBeVisible();
  const shown = rupees(
    await page.getByText('Total Amount').locator('xpath=following-sibling::dd').innerText(),
  );
  expect(shown).toBe(cartTotal);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\?/);
  const url = new URL(page.url());
  expect(Number(url.searchParams.get('price'))).toBe(cartTotal);
  expect(url.searchParams.get('items')).toBe('2');
  const orderId = url.searchParams.get('orderId')!;
  // The cart is kept until paid: reloaded at once, it still counts the ordered units.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('customerToken'));
  const headers = { authorization: `Bearer ${token}` };
  const answer = await page.request.get(`/api/home/customer/gat-order/${orderId}`, { headers });
  // What the server said, should it not be the order (a CI run once failed here unexplained).
  expect(answer.ok(), `${answer.status()} ${await answer.text()}`).toBe(true);
  const order = (await answer.json()) as {
    order: {
      totalAmount: number;
      payment_status: string;
      order_status: string;
      shippingInfo: { cityDistTown: string };
    };
  };
  expect(order.order).toMatchObject({
    totalAmount: cartTotal,
    payment_status: 'not paid',
    order_status: 'pending',
    shippingInfo: { cityDistTown: 'Chennai' },
  });
  const cart = (await (
    await page.request.get('/api/home/product/get-web-cart-product', { headers })
  ).json()) as { card_product_count: number };
  expect(cart.card_product_count).toBe(2);
});

test('Buy Now orders one product to a saved address; offline, Place Order says it needs the network', async ({
  page,
  context,
}) => {
  await signIn(page, 'Quick Buyer');
  const [a] = await inStock(page, 1);
  await page.goto(`/product/details/${a!.slug}`);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/shipping\?buyNow=/);
  await fillAddress(page);
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('radio', { name: /Meera Iyer/ })).toBeChecked();
  await expect(page.getByText('Qty: 2')).toBeVisible();
  const shown = rupees(
    await page.getByText('Total Amount').locator('xpath=following-sibling::dd').innerText(),
  );

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('alert')).toContainText('Placing an order needs a connection');
  await expect(page).toHaveURL(/\/shipping/);
  await context.setOffline(false);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\?/);
  expect(Number(new URL(page.url()).searchParams.get('price'))).toBe(shown);
  expect(new URL(page.url()).searchParams.get('items')).toBe('1');
});

test('Apply coupon at 375 px: a refused code says why, an accepted one lowers the total the order is paid at', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'Coupon Shopper');
  const res = await page.request.get(
    '/api/home/query-products?category=women&lowPrice=600&highPrice=1500',
  );
  const product = (
    (await res.json()) as { products: { slug: string; stock: number; discountedPrice: number }[] }
  ).products.find((p) => p.stock > 5 && p.discountedPrice >= 600 && p.discountedPrice < 1500)!;
  await page.goto(`/product/details/${product.slug}`);
  await page.getByRole('button', { name: 'Buy Now' }).first().click();
  await expect(page).toHaveURL(/\/shipping\?buyNow=/);
  await fillAddress(page);
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('radio', { name: /Meera Iyer/ })).toBeChecked();
  const total = () =>
    page.getByText('Total Amount').locator('xpath=following-sibling::dd').innerText().then(rupees);
  const before = await total();

  const code = page.getByRole('textbox', { name: 'Coupon code' });
  await code.fill('FESTIVE25');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `Add items worth ₹${(1999 - product.discountedPrice).toLocaleString('en-IN')} more to use FESTIVE25`,
  );
  expect(await total()).toBe(before);

  await code.fill('welcome10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const saved = Math.min(Math.floor(product.discountedPrice / 10), 200);
  await expect(page.getByRole('status').filter({ hasText: 'WELCOME10 applied' })).toHaveText(
    `WELCOME10 applied: you save ₹${saved}`,
  );
  expect(await total()).toBe(before - saved);

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\?/);
  expect(Number(new URL(page.url()).searchParams.get('price'))).toBe(before - saved);
});

test('a coupon applied to the cart checkout goes with palce-order and the payment asks the lowered total', async ({
  page,
}) => {
  await signIn(page, 'Cart Coupon Shopper');
  const res = await page.request.get(
    '/api/home/query-products?category=women&lowPrice=600&highPrice=1500',
  );
  const product = (
    (await res.json()) as { products: { slug: string; stock: number; discountedPrice: number }[] }
  ).products.find((p) => p.stock > 5 && p.discountedPrice >= 600 && p.discountedPrice < 1500)!;
  await page.goto(`/product/details/${product.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Product added to cart')).toBeVisible();
  await page.goto('/shipping?type=cart');
  await fillAddress(page);
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('radio', { name: /Meera Iyer/ })).toBeChecked();
  const before = rupees(
    await page.getByText('Total Amount').locator('xpath=following-sibling::dd').innerText(),
  );
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('BAZAAR50');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'BAZAAR50 applied' })).toHaveText(
    'BAZAAR50 applied: you save ₹50',
  );
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\?/);
  expect(Number(new URL(page.url()).searchParams.get('price'))).toBe(before - 50);
});

import { expect, test, type Page } from './fixtures';
import { signIn, untilControlled, saveAddress } from './helpers';

/** The shopper sees their own writes at once: a review past the cached copy, a cart kept until paid. */

test('a review shows in the list and the count at once, and after a reload', async ({ page }) => {
  await signIn(page, 'Fresh Reviewer');
  const words = `Seen at once, my own words ${Date.now().toString(36)}.`;
  const list = (await (
    await page.request.get('/api/home/query-products?category=beauty')
  ).json()) as { products: { slug: string }[] };
  const slug = list.products[1]!.slug;
  await page.goto(`/product/details/${slug}`);
  await untilControlled(page);
  // Read once through the service worker, so it holds a copy of the product and its reviews.
  await page.reload();
  const count = page.getByText(/^\d+ reviews?$/).first();
  const before = Number((await count.innerText()).split(' ')[0]);
  await page.getByRole('radio', { name: '5 stars' }).click();
  await page.getByLabel('Your review').fill(words);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Review submitted successfully')).toBeVisible();
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.getByText(new RegExp(`^${before + 1} reviews?$`)).first()).toBeVisible();
  await page.reload();
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.getByText(new RegExp(`^${before + 1} reviews?$`)).first()).toBeVisible();
});

async function payerPage(page: Page, decision: 'Approve payment' | 'Decline') {
  const [payer] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Open the sandbox payer page' }).click(),
  ]);
  await payer.getByRole('button', { name: decision }).click();
  await expect(payer.getByRole('heading')).toHaveText(
    decision === 'Decline' ? 'Payment declined' : 'Payment approved',
  );
  await payer.close();
}

test('the cart is kept until paid: a declined payment leaves it; paid from My Orders, it empties', async ({
  page,
}) => {
  await signIn(page, 'Patient Payer');
  const { headers } = await saveAddress(page);
  const list = (await (
    await page.request.get('/api/home/query-products?category=home-kitchen')
  ).json()) as { products: { slug: string; name: string; stock: number }[] };
  const a = list.products.find((p) => p.stock > 5)!;
  await page.goto(`/product/details/${a.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart')).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\?/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await payerPage(page, 'Decline');
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'My Cart (1 item)' })).toBeVisible();
  await expect(page.getByText(a.name)).toBeVisible();
  await expect(page.getByText('In a pending order -')).toBeVisible();

  await page.goto('/dashboard/my-orders');
  await page
    .getByRole('row')
    .filter({ hasText: orderId })
    .getByRole('link', { name: 'Pay Now' })
    .click();
  await payerPage(page, 'Approve payment');
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  const order = (await (
    await page.request.get(`/api/home/customer/gat-order/${orderId}`, { headers })
  ).json()) as { order: { payment_status: string } };
  expect(order.order.payment_status).toBe('paid');
});

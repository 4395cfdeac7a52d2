import { expect, test, type Page } from './fixtures';
import { axe } from './axe';
import {
  changesSent,
  hydrated,
  payOnSandbox,
  placeOrderByApi,
  saveAddress,
  signIn,
  visitAndSave,
} from './helpers';
import { serverOrder, shopperHeaders } from './seller';

test('a cancel made offline shows as pending, and is sent once after reconnect', async ({
  page,
  context,
}) => {
  await signIn(page, 'Offline Cancel Shopper');
  const { orderId, totalAmount } = await placeOrderByApi(page);
  await payOnSandbox(page, orderId, totalAmount);
  const sent = changesSent(context);
  const path = `/dashboard/order/details/${orderId}`;
  await visitAndSave(page, [path]);

  await context.setOffline(true);
  // Opened offline: React Query's onlineManager would say "online" here; the cancel must queue.
  await page.reload();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('radio', { name: 'I ordered by mistake' }).check();
  await page.getByRole('button', { name: 'Cancel this order' }).click();
  await expect(page.getByText('Cancellation pending')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Cancellation pending')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  expect(await serverOrder(page, orderId)).toMatchObject({ order_status: 'placed' });

  await context.setOffline(false);
  await expect(page.getByText('Order cancelled', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Cancellation pending')).toHaveCount(0);
  const refund = `₹${totalAmount.toLocaleString('en-IN')}`;
  await expect(
    page.getByText(`Refund of ${refund} to your original payment method: started`),
  ).toBeVisible();
  expect(sent.filter((op) => op === 'cancelOrder')).toEqual(['cancelOrder']);
  expect(await serverOrder(page, orderId)).toMatchObject({
    order_status: 'cancelled',
    refundAmount: totalAmount,
  });
});

/** A paid order of one item from each of two sellers. */
async function twoSellerOrder(page: Page) {
  const { headers, me, addressId } = await saveAddress(page);
  const list = (await (
    await page.request.get('/api/home/query-products?category=home-kitchen')
  ).json()) as { products: { _id: string; stock: number; shopName: string }[] };
  const picked = new Map<string, string>();
  for (const p of list.products)
    if (p.stock > 3 && !picked.has(p.shopName) && picked.size < 2) picked.set(p.shopName, p._id);
  expect(picked.size).toBe(2);
  for (const productId of picked.values())
    await page.request.post('/api/home/product/add-to-card', {
      headers,
      data: { userId: me.user.id, productId, quantity: 1 },
    });
  const placed = (await (
    await page.request.post('/api/order/cart/android', { headers, data: { addressId } })
  ).json()) as { orderId: string; totalAmount: number };
  await payOnSandbox(page, placed.orderId, placed.totalAmount);
  return placed;
}

test("a paid order of two sellers: one seller's part cancelled, the other left", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'Two Sellers Shopper');
  const { orderId, totalAmount } = await twoSellerOrder(page);
  await page.goto(`/dashboard/order/details/${orderId}`);
  const cancels = page.getByRole('button', { name: /^Cancel items from / });
  await expect(cancels).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await hydrated(page);
  expect(await axe(page, 'the journeys')).toEqual([]);
  const first = (await cancels.first().textContent())!.replace('Cancel items from ', '');
  await cancels.first().click();
  await page.getByRole('radio', { name: 'I changed my mind' }).check();
  expect(await axe(page, 'the cancel dialog')).toEqual([]);
  await page.getByRole('button', { name: 'Cancel these items' }).click();
  await expect(
    page.getByText(/^Items cancelled; a refund of ₹[\d,.]+ has been started$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Cancel items from ${first}` })).toHaveCount(0);
  await expect(cancels).toHaveCount(1);
  await expect(page.getByText(/^Refund of ₹[\d,.]+ to your original payment method/)).toBeVisible();

  const after = await serverOrder(page, orderId);
  expect(after.order_status).toBe('placed');
  expect(after.refundAmount).toBeGreaterThan(0);
  expect(after.refundAmount).toBeLessThan(totalAmount);

  // Offline, the page is the journey as last seen, and says when.
  await visitAndSave(page, [`/dashboard/order/details/${orderId}`]);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Last updated \d+ \w+, \d+:\d\d [ap]m$/)).toBeVisible();
  const cancelled = page.getByRole('list', { name: `Journey of the items from ${first}` });
  await expect(cancelled.locator('[aria-current="step"]')).toContainText('Cancelled');
  await expect(cancels).toHaveCount(1);
});

test('a cancel queued offline that the shop refuses on reconnect says so, and changes nothing', async ({
  page,
  context,
}) => {
  await signIn(page, 'Refused Cancel Shopper');
  const { orderId, totalAmount } = await placeOrderByApi(page);
  await payOnSandbox(page, orderId, totalAmount);
  const path = `/dashboard/order/details/${orderId}`;
  await visitAndSave(page, [path]);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('radio', { name: 'Another reason' }).check();
  await page.getByRole('button', { name: 'Cancel this order' }).click();
  await expect(page.getByText('Cancellation pending')).toBeVisible();
  // Meanwhile the order was cancelled elsewhere (another device), so this cancel is refused.
  const elsewhere = await page.request.post('/api/order/cancel', {
    headers: await shopperHeaders(page),
    data: { orderId, reason: 'changedMind' },
  });
  expect(elsewhere.status()).toBe(200);

  await context.setOffline(false);
  await expect(page.getByText('This order is already cancelled')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Cancellation pending')).toHaveCount(0);
  expect(await serverOrder(page, orderId)).toMatchObject({
    order_status: 'cancelled',
    refundAmount: totalAmount,
  });
});

import { expect, test } from './fixtures';
import { placeOrderByApi, signIn } from './helpers';

test('a listing of a category or subcategory the shop does not have is a 404 not-found page', async ({
  page,
}) => {
  for (const path of [
    '/shops?category=nonexistent',
    '/products?category=nonexistent',
    '/products/search?category=nonexistent&&value=shirt',
    '/shops?category=men&subcategory=nonexistent',
  ]) {
    const answer = await page.goto(path);
    expect(answer!.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
    await expect(page.getByText('₹0 - ₹0')).toHaveCount(0);
  }
  // Moving there inside the app shows the same page.
  await page.goto('/shops?category=men');
  await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible();
  await page.evaluate(() => {
    history.pushState({}, '', '/shops?category=nonexistent');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
});

test('the order detail of an order the shopper does not have is a 404 not-found page', async ({
  page,
}) => {
  await signIn(page);
  const { orderId } = await placeOrderByApi(page);
  const own = await page.goto(`/dashboard/order/details/${orderId}`);
  expect(own!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();

  const answer = await page.goto('/dashboard/order/details/OD-no-such-order');
  expect(answer!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
});

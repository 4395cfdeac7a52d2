import { expect, test, type Page } from './fixtures';
import { saveAddress, signIn } from './helpers';

/** An in-stock product of this shop, from the listing (which names each product's shop). */
async function productOf(page: Page, shop: string): Promise<string> {
  for (const category of ['women', 'men', 'bags']) {
    const res = await page.request.get(`/api/home/query-products?category=${category}`);
    const { products } = (await res.json()) as {
      products: { _id: string; shopName: string; stock: number }[];
    };
    const found = products.find((p) => p.shopName === shop && p.stock > 5);
    if (found) return found._id;
  }
  throw new Error(`no product of ${shop} in stock`);
}

const DATE = /^Delivery by \w{3}, \d{1,2} \w{3}$/;

test("a cart of two sellers shows each one's date, and the order keeps them", async ({ page }) => {
  await signIn(page, 'Dates Shopper');
  // Mumbai, 400020: Mumbai Style Hub is in the same city, Charminar Fashions a metro away.
  const { headers, me, addressId } = await saveAddress(page);
  const shops = ['Charminar Fashions', 'Mumbai Style Hub'];
  for (const shop of shops)
    await page.request.post('/api/home/product/add-to-card', {
      headers,
      data: { userId: me.user.id, productId: await productOf(page, shop), quantity: 1 },
    });

  // The product page's PIN, kept on the device, is the cart's.
  await page.evaluate(() => localStorage.setItem('bazaar.delivery-pin', '500001'));
  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Deliver to' })).toContainText(
    '500001 · Hyderabad',
  );
  const dateOf = (shop: string) =>
    page.getByRole('heading', { name: shop }).locator('xpath=..').getByText(DATE);
  const cartDates = [];
  for (const shop of shops) {
    await expect(dateOf(shop)).toBeVisible();
    cartDates.push(await dateOf(shop).innerText());
  }
  expect(cartDates[0]).not.toBe(cartDates[1]);

  // A PIN no courier reaches: each seller says so.
  await page.getByRole('button', { name: 'Change' }).click();
  await page.getByLabel('Delivery PIN code').fill('682555');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(
    page.getByText("Mumbai Style Hub can't deliver to 682555 yet: no courier partner reaches it"),
  ).toBeVisible();

  // Checkout: the dates to the chosen address's PIN.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  const checkout = page
    .getByRole('heading', { name: 'Delivery dates to 400020' })
    .locator('xpath=..');
  await expect(checkout.getByText(DATE)).toHaveCount(2);
  const promised = await checkout.getByText(DATE).allInnerTexts();
  expect(promised[0]).not.toBe(promised[1]);

  const placed = await page.request.post('/api/order/cart/android', {
    headers,
    data: { addressId },
  });
  const { orderId } = (await placed.json()) as { orderId: string };

  await page.goto(`/order/confirm?orderId=${orderId}`);
  const success = page.getByRole('heading', { name: 'Promised delivery' }).locator('xpath=..');
  await expect(success.getByText(DATE)).toHaveCount(2);
  expect((await success.getByText(DATE).allInnerTexts()).sort()).toEqual([...promised].sort());

  await page.goto(`/dashboard/order/details/${orderId}`);
  // On the order, each seller's card (its journey) keeps the day promised when it was placed.
  const onOrder: string[] = [];
  for (const shop of shops) {
    const card = page.getByRole('region', { name: shop }).getByText(DATE);
    await expect(card).toBeVisible();
    onOrder.push(await card.innerText());
  }
  expect(onOrder.sort()).toEqual([...promised].sort());
});

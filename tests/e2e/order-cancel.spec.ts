import { expect, test, type Page } from './fixtures';
import { placeOrderByApi, saveAddress, signIn } from './helpers';

/** Cancels the order from its page with a reason, as a shopper does. */
async function cancelFromOrderPage(page: Page, orderId: string) {
  await page.goto(`/dashboard/order/details/${orderId}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('radio', { name: 'I changed my mind' }).check();
  await page.getByRole('button', { name: 'Cancel this order' }).click();
}

test('a paid order cancelled before it ships: refunded in full, the refund on the order', async ({
  page,
}) => {
  await signIn(page, 'Rohan Gupta');
  const { orderId, totalAmount } = await placeOrderByApi(page);
  await page.goto(`/payment?orderId=${orderId}&price=${totalAmount}`);
  const [payer] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Open the sandbox payer page' }).click(),
  ]);
  await payer.getByRole('button', { name: 'Approve payment' }).click();
  await expect(payer.getByRole('heading')).toHaveText('Payment approved');
  await payer.close();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();

  await cancelFromOrderPage(page, orderId);
  const refund = `₹${totalAmount.toLocaleString('en-IN')}`;
  await expect(
    page.getByText(`Refund of ${refund} to your original payment method: started`),
  ).toBeVisible();
  // The order's status badge (the part's journey says "Cancelled" too).
  await expect(page.getByText('cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // Its credit note, beside the invoice, opens as a PDF in the page's language.
  const creditNote = page.getByRole('link', { name: 'Credit note' });
  await expect(creditNote).toHaveAttribute('href', /^\/api\/credit-note\/.+\?lang=en$/);
  const pdf = await page.request.get((await creditNote.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});

test('a cash on delivery order cancelled: nothing to refund', async ({ page }) => {
  await signIn(page, 'Sana Sheikh');
  const { headers, me, addressId } = await saveAddress(page);
  // The cheapest in stock: well within the cash on delivery cap.
  const list = (await (
    await page.request.get('/api/home/query-products?category=home-kitchen&sortPrice=low-to-high')
  ).json()) as { products: { _id: string; stock: number }[] };
  const product = list.products.find((p) => p.stock > 3)!;
  await page.request.post('/api/home/product/add-to-card', {
    headers,
    data: { userId: me.user.id, productId: product._id, quantity: 1 },
  });
  const { orderId } = (await (
    await page.request.post('/api/order/cart/android', { headers, data: { addressId } })
  ).json()) as { orderId: string };
  const placed = await page.request.post('/api/payment/cash-on-delivery', {
    headers,
    data: { orderId },
  });
  expect(placed.status()).toBe(200);
  await cancelFromOrderPage(page, orderId);
  await expect(page.getByText('Order cancelled', { exact: true })).toBeVisible();
  // The order's status badge (the part's journey says "Cancelled" too).
  await expect(page.getByText('cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Refund of/)).toHaveCount(0);
  // Its invoice was issued when it was placed: the cancel credits it.
  await expect(page.getByRole('link', { name: 'Credit note' })).toBeVisible();
});

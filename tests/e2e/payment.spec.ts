import { expect, test, type Page } from './fixtures';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { pdfText } from '../tools/pdf-text';
import { signIn, saveAddress } from './helpers';

const token = (page: Page) => page.evaluate(() => localStorage.getItem('customerToken')!);

/** A signed-in shopper with a saved address buys one product and lands on /payment. */
async function orderToPayment(
  page: Page,
  name: string,
): Promise<{ orderId: string; upi: string; amount: number }> {
  await signIn(page, name);
  await saveAddress(page);
  const list = (await (
    await page.request.get('/api/home/query-products?category=home-kitchen')
  ).json()) as { products: { slug: string; stock: number }[] };
  await page.goto(`/product/details/${list.products.find((p) => p.stock > 3)!.slug}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
  const issued = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/payment/do_payment',
  );
  await page.getByRole('button', { name: 'Place Order' }).click();
  const link = (await (await issued).json()) as { url: string; amount: number };
  await expect(page).toHaveURL(/\/payment\?/);
  return {
    orderId: new URL(page.url()).searchParams.get('orderId')!,
    upi: link.url,
    amount: link.amount,
  };
}

/** Opens the sandbox payer page from the payment screen and decides. */
async function decide(page: Page, decision: 'Approve payment' | 'Decline') {
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

test('sandbox approve: the QR is the issued UPI link, the order is paid and placed, the invoice is a PDF', async ({
  page,
}) => {
  const { orderId, upi, amount } = await orderToPayment(page, 'Ravi Kumar');
  expect(upi).toMatch(/^upi:\/\/pay\?pa=.+&pn=.+&am=\d+\.00&cu=INR&tr=.+&tn=.+/);
  await page.getByRole('button', { name: 'Pay using QR' }).click();
  const png = PNG.sync.read(
    await page.getByRole('img', { name: 'UPI payment QR code' }).screenshot(),
  );
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(upi);

  await decide(page, 'Approve payment');
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page).toHaveURL(/\/payment\/confirm/);
  await expect(page.getByText(orderId)).toBeVisible();
  // The spec's expected window shows until the order is read; then the dates fixed on the order.
  await expect(page.getByRole('heading', { name: 'Promised delivery' })).toBeVisible();

  const headers = { authorization: `Bearer ${await token(page)}` };
  const order = (await (
    await page.request.get(`/api/home/customer/gat-order/${orderId}`, { headers })
  ).json()) as { order: { payment_status: string; order_status: string } };
  expect(order.order).toMatchObject({ payment_status: 'paid', order_status: 'placed' });

  await page.goto('/dashboard/my-orders');
  const invoice = page
    .getByRole('row')
    .filter({ hasText: orderId })
    .getByRole('link', { name: 'Invoice' });
  await expect(invoice).toHaveAttribute('target', '_blank');
  // Opened in a tab, the session comes from the cookie.
  const pdf = await page.request.get((await invoice.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = pdfText(await pdf.body());
  expect(text).toContain(orderId);
  expect(text).toMatch(/GSTIN: \d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]/);
  expect(text).toContain(`Grand total paid\n₹${amount.toLocaleString('en-IN')}.00`);
});

test('sandbox decline: the failure page, then Retry Payment can succeed', async ({ page }) => {
  const { orderId } = await orderToPayment(page, 'Divya Nair');
  await decide(page, 'Decline');
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(
    page.getByText(
      "We couldn't complete your transaction. Don't worry, your money is safe. Please try again.",
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Retry Payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?orderId=${orderId}`));
  await decide(page, 'Approve payment');
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
});

test('the countdown runs out: the failure page, and the order can still be paid from the dashboard', async ({
  page,
}) => {
  const { orderId } = await orderToPayment(page, 'Kabir Shah');
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible({
    timeout: 25_000,
  });
  await page.goto('/dashboard/my-orders');
  await page
    .getByRole('row')
    .filter({ hasText: orderId })
    .getByRole('link', { name: 'Pay Now' })
    .click();
  await expect(page).toHaveURL(/\/payment\?/);
  await decide(page, 'Approve payment');
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
});

test('the hosted checkout (card, net banking, wallet) opens in a new tab and its approval pays the order', async ({
  page,
}) => {
  const { orderId } = await orderToPayment(page, 'Farah Khan');
  const [hosted] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Card, net banking or wallet' }).click(),
  ]);
  await expect(hosted.getByText(orderId)).toBeVisible();
  await hosted.getByRole('button', { name: 'Approve payment' }).click();
  await expect(hosted.getByRole('heading')).toHaveText('Payment approved');
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
});

test('the /order result pages, and Pay Using Apps only on a phone', async ({ page }) => {
  const { orderId } = await orderToPayment(page, 'Neha Joshi');
  await expect(page.getByRole('button', { name: 'Pay Using Apps' })).toBeHidden();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Pay Using Apps' }).click();
  for (const app of ['G-Pay', 'PhonePe', 'Paytm', 'Other UPI app'])
    await expect(page.getByRole('link', { name: app })).toHaveAttribute(
      'href',
      /^(tez|phonepe|paytmmp|upi):\/\//,
    );
  await page.goto(`/order/confirm?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByText(orderId)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View My Orders' })).toHaveAttribute(
    'href',
    '/dashboard/my-orders',
  );
  await page.goto(`/order/failure?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retry Payment' })).toHaveAttribute(
    'href',
    `/checkout?orderId=${orderId}`,
  );
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

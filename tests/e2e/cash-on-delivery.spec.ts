import { expect, test } from './fixtures';
import { pdfText } from '../tools/pdf-text';
import { saveAddress, signIn } from './helpers';

test('a cash on delivery order: from the product page to the order detail and its invoice', async ({
  page,
}) => {
  await signIn(page, 'Lakshmi Menon');
  await saveAddress(page);
  const list = (await (
    await page.request.get('/api/home/query-products?category=home-kitchen&sortPrice=low-to-high')
  ).json()) as { products: { slug: string; stock: number }[] };
  await page.goto(`/product/details/${list.products.find((p) => p.stock > 3)!.slug}`);
  const box = page.getByRole('region', { name: 'Deliver to' });
  await box.getByLabel('Delivery PIN code').fill('400020');
  await box.getByRole('button', { name: 'Check' }).click();
  await expect(box.getByText('Cash on delivery available')).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('radio', { name: /Lakshmi Menon/ })).toBeChecked();
  const issued = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/payment/do_payment',
  );
  await page.getByRole('button', { name: 'Place Order' }).click();
  const link = (await (await issued).json()) as {
    amount: number;
    cashOnDelivery: { available: boolean; fee: number };
  };
  expect(link.cashOnDelivery.available).toBe(true);
  const toCollect = link.amount + link.cashOnDelivery.fee;
  const orderId = new URL(page.url()).searchParams.get('orderId')!;

  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await expect(
    page.getByText(`Pay ₹${toCollect.toLocaleString('en-IN')} in cash when the order arrives.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Place Order, Pay on Delivery' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByText(orderId)).toBeVisible();

  await page.goto('/dashboard/my-orders');
  const row = page.getByRole('row').filter({ hasText: orderId });
  await expect(row.getByText('Pay on delivery')).toBeVisible();
  await expect(row.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
  const pdf = await page.request.get(
    (await row.getByRole('link', { name: 'Invoice' }).getAttribute('href'))!,
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = pdfText(await pdf.body());
  expect(text).toContain('Payment: Cash on delivery');
  expect(text).toContain('Amount to collect on delivery');

  await row.getByRole('link', { name: orderId }).click();
  await expect(page.getByText('Payment method: COD')).toBeVisible();
  await expect(page.getByText('Cash on delivery fee')).toBeVisible();
  await expect(page.getByText('Pay on delivery')).toBeVisible();
});

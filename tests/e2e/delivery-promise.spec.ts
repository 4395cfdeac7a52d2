import { expect, test } from './fixtures';
import { signIn, someProductSlug } from './helpers';

test('the product page promises a date to the PIN typed, and refuses a PIN no courier reaches', async ({
  page,
}) => {
  await signIn(page, 'Promise Shopper');
  await page.goto(`/product/details/${await someProductSlug(page)}`);
  const box = page.getByRole('region', { name: 'Deliver to' });
  await expect(box).toContainText('Enter a PIN code to see when it arrives');

  await box.getByLabel('Delivery PIN code').fill('400001');
  await box.getByRole('button', { name: 'Check' }).click();
  await expect(box).toContainText('400001 · Mumbai');
  await expect(box.getByText(/^Delivery by \w{3}, \d{1,2} \w{3}$/)).toBeVisible();
  await expect(box.getByText(/^(Shipping: ₹85|Free shipping)$/)).toBeVisible();

  // Kept on the device: the next product page asks for the same PIN.
  await page.reload();
  await expect(box).toContainText('400001 · Mumbai');

  await box.getByRole('button', { name: 'Change' }).click();
  await box.getByLabel('Delivery PIN code').fill('682555');
  await box.getByRole('button', { name: 'Check' }).click();
  const reason = "We can't deliver to 682555 yet: no courier partner reaches it";
  await expect(box.getByText(reason)).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(
    page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: reason }).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/product\/details\//);
});

import { expect, test } from './fixtures';
import { signIn, someProductSlug } from './helpers';

test('a guest is asked to log in to review', async ({ page }) => {
  await page.goto(`/product/details/${await someProductSlug(page)}`);
  await expect(page.getByText('to write a review')).toBeVisible();
});

test('a shopper writes a review: validated, sent, the list reloads and the form resets', async ({
  page,
}) => {
  await signIn(page, 'Reviewing Shopper');
  await page.goto(`/product/details/${await someProductSlug(page, 'category=beauty')}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose a rating');
  await page.getByRole('radio', { name: '4 stars' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Review text is required');
  await page.getByLabel('Your review').fill('Lovely texture, lasts all day.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Review submitted successfully')).toBeVisible();
  await expect(page.getByText('Lovely texture, lasts all day.')).toBeVisible();
  await expect(page.getByLabel('Your review')).toHaveValue('');
});

test('a malformed stored token counts as logged out', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => localStorage.setItem('customerToken', 'not-a-token'));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

import { expect, test } from './fixtures';

const PAGES: [string, string, RegExp][] = [
  ['/privacy-policy', 'Privacy Policy', /Effective 01-01-2025/],
  ['/terms-condition', 'Terms & Conditions', /Indian law|laws of India/],
  ['/return-refund', 'Return & Refund Policy', /within 7 days of delivery/],
  ['/shipping-policy', 'Shipping Policy', /5-7 business days/],
  ['/delete-account', 'Delete Account', /Delete My Account/],
];

for (const [path, heading, text] of PAGES) {
  test(`${path} shows its policy`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText(text).first()).toBeVisible();
  });
}

test('about and contact; the contact form really sends', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible();
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Meena');
  await page.getByLabel('Email').fill('meena@example.in');
  await page.getByLabel('Subject').fill('Delivery');
  await page.getByLabel('Message').fill('When will my order arrive?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(/Your message has been sent/)).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the contact page fills its width: the ways to reach us beside the form', async ({
    page,
  }) => {
    await page.goto('/contact');
    const cards = (await page.getByRole('list', { name: 'Ways to reach us' }).boundingBox())!;
    const form = page.locator('form').filter({ hasText: 'Get in Touch' });
    const box = (await form.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(cards.x + cards.width);
    expect(box.y).toBeLessThan(cards.y + cards.height);
    await page.screenshot({ path: 'test-results/screenshots/contact-1280.png' });
  });
});

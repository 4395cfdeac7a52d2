import { expect, test } from './fixtures';
import { someProductSlug, untilSaved } from './helpers';

// This test is about React Query's IndexedDB copy alone: no service worker answers for it.
test.use({ serviceWorkers: 'block' });

test('home, a listing and a product seen once show again with the API unreachable', async ({
  page,
}) => {
  const slug = await someProductSlug(page, 'category=kids');
  // A shopper looks at each page for a moment: the throttled persister saves it meanwhile.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Men', exact: true })).toBeVisible();
  await untilSaved(page, ['catalogue', 'home-groups']);
  await page.goto('/shops?category=kids');
  await expect(page.locator('a[href^="/product/details/"]').first()).toBeVisible();
  await untilSaved(page, ['catalogue', 'listing']);
  await page.goto(`/product/details/${slug}`);
  const name = await page.getByRole('heading', { level: 1 }).textContent();
  await untilSaved(page, ['catalogue', 'product', slug]);

  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
  await page.goto('/shops?category=kids');
  await expect(page.locator('a[href^="/product/details/"]').first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Men', exact: true })).toBeVisible();
});

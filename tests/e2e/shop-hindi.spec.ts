import { expect, test } from './fixtures';
import { hydrated, someProductSlug } from './helpers';

/**
 * The shop's pages in Hindi: their texts from the catalogues, and every way off the page (the
 * search box, a banner, a listing) keeps the shopper in Hindi, including the plain links and the
 * search's own push into history that the router's language prefix does not reach.
 */
test('a search from the Hindi home stays in Hindi', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/hi/');
  await hydrated(page);
  const box = page.getByRole('combobox', { name: 'प्रोडक्ट खोजें' });
  await expect(box).toHaveAttribute('placeholder', 'प्रोडक्ट, ब्रैंड और बहुत कुछ खोजें');
  await box.fill('kurti');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/hi\/products\/search\?category=&&value=kurti$/);
  await expect(page.getByRole('heading', { level: 1, name: '“kurti” के नतीजे' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
});

test("the Hindi home's banners link to Hindi pages", async ({ page }) => {
  await page.goto('/hi/');
  const shopLinks = page.locator('main a[href^="/"]:not([href^="//"])');
  await expect(shopLinks.first()).toBeVisible();
  const hrefs = await shopLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hrefs.filter((href) => !href.startsWith('/hi/'))).toEqual([]);
});

test("a Hindi listing is titled with its category's Hindi name", async ({ page }) => {
  await page.goto('/hi/shops?category=women');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('महिलाएँ');
  await expect(page).toHaveTitle('महिलाएँ - Bazaar');
  await page.goto('/shops?category=women');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women');
});

test('a product page speaks the language of its address', async ({ page }) => {
  const slug = await someProductSlug(page);
  await page.goto(`/hi/product/details/${slug}`);
  await expect(page.getByRole('button', { name: 'कार्ट में डालें' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'अभी ख़रीदें' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ग्राहकों के रिव्यू' })).toBeVisible();
  await page.goto(`/product/details/${slug}`);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
});

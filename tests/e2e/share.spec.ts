import { expect, test } from './fixtures';
import { hydrated, someProductSlug } from './helpers';

test('a product page names its link-preview card: an absolute PNG of 1200 x 630 under 150 KB', async ({
  page,
}) => {
  const slug = await someProductSlug(page);
  await page.goto(`/product/details/${slug}`);
  const card = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(card).toMatch(new RegExp(`^http://localhost:\\d+/images/og/${slug}\\.png\\?v=\\d+$`));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  const png = await page.request.get(card!);
  expect(png.headers()['content-type']).toBe('image/png');
  const bytes = await png.body();
  expect(bytes.length).toBeLessThan(150 * 1024);
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('Share uses the phone’s share sheet where there is one', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  const slug = await someProductSlug(page);
  await page.goto(`/product/details/${slug}`);
  await hydrated(page);
  const name = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
    .toEqual({
      title: name,
      text: name,
      url: new URL(`/product/details/${slug}`, page.url()).href,
    });
});

test('without a share sheet, Share offers WhatsApp and Copy link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined });
  });
  const slug = await someProductSlug(page);
  await page.goto(`/product/details/${slug}`);
  await hydrated(page);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const url = new URL(`/product/details/${slug}`, page.url()).href;
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`${name} ${url}`)}`,
  );
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
});

import { expect, test } from './fixtures';
import { placeOrderByApi, signIn, visitAndSave } from './helpers';

/**
 * A page opened online in Hindi reloads offline in Hindi, from what this device saved: the page's
 * language is its address, and the saved answers are the same whichever language read them.
 */
test.use({ viewport: { width: 375, height: 812 } });

test('cart, wishlist, shipping, product, listing and order detail seen in Hindi reload offline in Hindi', async ({
  page,
  context,
}) => {
  await signIn(page, 'Hindi Offline Shopper');
  const { orderId } = await placeOrderByApi(page, 1);
  const list = (await (
    await page.request.get('/api/home/query-products?category=home-kitchen')
  ).json()) as { products: { slug: string; name: string }[] };
  const product = list.products[0]!;
  const pages: [path: string, shows: RegExp | string][] = [
    ['/hi/cart', /मेरा कार्ट \(\d+ सामान\)/],
    ['/hi/dashboard/my-wishlist', 'मेरी विशलिस्ट'],
    ['/hi/shipping?type=cart', 'डिलीवरी'],
    [`/hi/product/details/${product.slug}`, product.name],
    ['/hi/shops?category=home-kitchen', product.name],
    [`/hi/dashboard/order/details/${orderId}`, /ऑर्डर #/],
  ];
  await visitAndSave(
    page,
    pages.map(([path]) => path),
  );

  await context.setOffline(true);
  for (const [path, shows] of pages) {
    await page.goto(path);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('main').getByText(shows).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^कार्ट, \d+ सामान$/ })).toBeVisible();
    await expect(page.getByText('सेव नहीं हुआ है')).toHaveCount(0);
  }
});

import { expect, test } from './fixtures';
import { someProductSlug } from './helpers';

test('home to a category to a product', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Men', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Footwear' }).first().click();
  await expect(page).toHaveURL(/\/shops\?category=footwear/);
  await expect(page.getByRole('heading', { level: 1, name: 'Footwear' })).toBeVisible();
  const card = page.locator('a[href^="/product/details/"]').first();
  const name = (await card.locator('span.line-clamp-2').textContent())!;
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
});

test('search suggestions, then the results page', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('  sa');
  const list = page.getByRole('listbox');
  await expect(list.getByText('Popular Searches')).toBeVisible();
  await expect(list.getByRole('option', { name: /^Sarees$/ })).toBeVisible();
  // Prices as the cards write them, in ₹ (the order is the unit test's), never "Rs.".
  const product = list
    .getByRole('option')
    .filter({ has: page.locator('s') })
    .first();
  await expect(product.getByText(/^₹[\d,]+$/).first()).toBeVisible();
  await expect(list.getByText(/Rs\./)).toHaveCount(0);
  await box.fill('samsung');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\/search\?category=&&value=samsung$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Results for “samsung”' }),
  ).toBeVisible();
  // The count shows once, beside the sort, not in the heading as well.
  await expect(page.getByText(/^\d+ products?$/)).toHaveCount(1);
});

test('a misspelt search shows what its corrected spelling finds; as typed, the nearest subcategories', async ({
  page,
}) => {
  await page.goto('/products/search?category=&&value=samsng');
  await expect(page.getByText('Showing results for samsung.')).toBeVisible();
  const count = page.getByText(/^\d+ products?$/);
  await expect(count).toBeVisible();
  const found = Number((await count.textContent())!.split(' ')[0]);
  expect(found).toBeGreaterThan(0);
  // The results come first; the Latest Products row below them is not theirs.
  const names = await page
    .getByRole('region', { name: 'Products' })
    .locator('a[href^="/product/details/"] span.line-clamp-2')
    .allTextContents();
  for (const name of names.slice(0, Math.min(found, 20))) expect(name).toMatch(/^Samsung /);

  // The words as typed find nothing: the subcategories the API offers, and the spelling.
  const offered = (
    (await (
      await page.request.get('/api/home/query-products?searchValue=samsng&exact=1')
    ).json()) as { matchingCategories: { name: string }[] }
  ).matchingCategories.map((c) => c.name);
  expect(offered.length).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'samsng', exact: true }).click();
  await expect(page).toHaveURL(/exact=1/);
  await expect(page.getByText('No Products Found')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Matching categories' });
  for (const name of offered) await expect(nav).toContainText(name);
  await page.getByRole('link', { name: 'samsung', exact: true }).click();
  await expect(page).toHaveURL(/value=samsung(&|$)/);
  await expect(page.getByText('No Products Found')).toBeHidden();
});

test("a search from a category page stays in that category (the spec's address)", async ({
  page,
}) => {
  await page.goto('/shops?category=footwear');
  await expect(page.getByRole('heading', { level: 1, name: 'Footwear' })).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('black');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\/search\?category=footwear&&value=black$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “black”' })).toBeVisible();
  // The count shows once, beside the sort, not in the heading as well.
  await expect(page.getByText(/^\d+ products?$/)).toHaveCount(1);
  // Every result is footwear (the product names say what they are).
  const cards = page.locator('a[href^="/product/details/"]');
  await expect.poll(() => cards.count()).toBeGreaterThan(0);
  const names = await cards.locator('span.line-clamp-2').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names)
    expect(name).toMatch(
      /shoe|sneaker|loafer|jutti|slip|canvas|derby|oxford|brogue|monk|sandal|floater|kolhapuri|heel|stiletto|wedge|flip|slider|clog/i,
    );
});

test('the phone search overlay puts the caret in its box', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/shops?category=women');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page
    .getByRole('dialog', { name: 'Search' })
    .getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeFocused();
  await page.keyboard.type('kurta');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/search\?category=women&&value=kurta$/);
});

test('an empty or blank search does nothing', async ({ page }) => {
  await page.goto('/shops');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shops$/);
});

test('keyboard picks a suggestion', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('sar');
  await expect(page.getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\/search\?category=&&value=Sarees$/);
});

test('filters, sort and pagination live in the URL', async ({ page }) => {
  await page.goto('/shops?category=women');
  await page.getByLabel('Sort by').selectOption('low-to-high');
  await expect(page).toHaveURL(/sortPrice=low-to-high/);
  await page.getByRole('button', { name: '4 stars and above' }).click();
  await expect(page).toHaveURL(/rating=4/);
  await page.getByRole('button', { name: 'Clear rating' }).click();
  await expect(page).not.toHaveURL(/rating=/);
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/pageNumber=2/);
  await page.reload();
  await expect(page.getByRole('button', { name: '2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goBack();
  await expect(page).not.toHaveURL(/pageNumber=2/);
});

test('a listing URL with nonsense still shows a sensible listing', async ({ page }) => {
  await page.goto('/shops?pageNumber=0&rating=7&lowPrice=900&highPrice=100&category=men');
  await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible();
  await page.goto('/shops?pageNumber=9999');
  await expect(page.getByText('No Products Found')).toBeVisible();
});

test('an unknown product shows a not-found page, answered 404', async ({ page }) => {
  const answer = await page.goto('/product/details/no-such-product');
  expect(answer!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
});

test('an unknown route shows a not-found page, answered 404', async ({ page }) => {
  const answer = await page.goto('/no/such/page');
  expect(answer!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a product page has its variations and reviews', async ({ page }) => {
  await page.goto(
    `/product/details/${await someProductSlug(page, 'subcategory=mobiles-smartphones')}`,
  );
  await expect(
    page
      .getByRole('group', { name: 'RAM' })
      .or(page.getByText('RAM', { exact: true }))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Similar Products' })).toBeVisible();
});

test('a 200-character search is cut to what the API takes, and still answers', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('k'.repeat(200));
  await expect(box).toHaveValue('k'.repeat(100));
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`value=${'k'.repeat(100)}$`));
  await expect(page.getByText('No Products Found')).toBeVisible();
  await page.goto(`/products/search?value=${'k'.repeat(200)}`);
  await expect(page.getByText('No Products Found')).toBeVisible();
});

test("a card's rating stars are gold for exactly the share the rating earns, at 375 and 1280 px", async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/shops?category=women');
    const ratings = page.locator('a[href^="/product/details/"] [role="img"][aria-label^="Rated"]');
    await expect(ratings.first()).toBeVisible();
    const drawn = await ratings.evaluateAll((all) =>
      all.map((stars) => {
        // The five grey stars' own width (the text), against the box they sit in and the gold part.
        const text = document.createRange();
        text.selectNodeContents(stars.firstChild!);
        const gold = stars.querySelector('[data-testid="stars-filled"]')!;
        const rating = Number(/Rated ([\d.]+)/.exec(stars.getAttribute('aria-label')!)![1]);
        return {
          rating,
          box: stars.getBoundingClientRect().width,
          five: text.getBoundingClientRect().width,
          gold: gold.getBoundingClientRect().width,
        };
      }),
    );
    expect(drawn.length).toBeGreaterThan(3);
    for (const { rating, box, five, gold } of drawn) {
      // Not stretched to the card's width (a percentage of that would gild every star).
      expect(Math.abs(box - five), `${width}px, rated ${rating}`).toBeLessThan(1.5);
      // Whole stars at each point, a half from .5 (the rule the unit test pins down).
      const earned = Math.floor(Math.min(5, rating)) + (Math.min(5, rating) % 1 >= 0.5 ? 0.5 : 0);
      expect(Math.abs(gold - (five * earned) / 5), `${width}px, rated ${rating}`).toBeLessThan(1.5);
    }
  }
});

import { expect, test, type Page } from './fixtures';
import { signIn, someProductSlug } from './helpers';

/**
 * Longer words (Hindi runs longer than English in most labels) must not push a 375 px screen
 * sideways nor cut a label short. On each screen, in each language: the page is no wider than
 * the phone, and no text element's words overflow its box, except where the design cuts a text
 * on purpose with an ellipsis or a line clamp (product names in cards).
 */
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const texts = document.querySelectorAll<HTMLElement>(
      'a, button, label, h1, h2, h3, p, span, li, th, td, [role="status"]',
    );
    for (const el of texts) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (el.closest('.sr-only') || el.getClientRects().length === 0) continue;
      const cutOnPurpose = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      if (cutOnPurpose) continue;
      // Only the element's own words: a child that overflows is reported for itself.
      const ownText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '',
      );
      if (!ownText) continue;
      if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'visible')
        found.push(
          `"${el.textContent!.trim().slice(0, 40)}" is cut (${el.scrollWidth} > ${el.clientWidth})`,
        );
      const box = el.getBoundingClientRect();
      if (box.right > width + 1)
        found.push(`"${el.textContent!.trim().slice(0, 40)}" runs off the screen`);
    }
    return found;
  });
}

for (const prefix of ['', '/hi']) {
  const language = prefix ? 'Hindi' : 'English';

  test(`public screens at 375 px in ${language}: nothing cut, nothing wider than the phone`, async ({
    page,
  }) => {
    const slug = await someProductSlug(page);
    const problems: string[] = [];
    for (const path of [
      '/',
      '/shops?category=women',
      `/product/details/${slug}`,
      '/about',
      '/login',
      '/register',
    ]) {
      await page.goto(`${prefix}${path}`);
      await page.locator('footer').waitFor();
      problems.push(...(await overflowing(page)).map((p) => `${prefix}${path}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  test(`a shopper's screens at 375 px in ${language}: nothing cut, nothing wider than the phone`, async ({
    page,
  }) => {
    await signIn(page);
    const problems: string[] = [];
    for (const path of [
      '/cart',
      '/dashboard',
      '/dashboard/my-orders',
      '/dashboard/my-wishlist',
      '/dashboard/myaddress',
      '/dashboard/chage-password',
    ]) {
      await page.goto(`${prefix}${path}`);
      await page.locator('main h1, main h2').first().waitFor();
      problems.push(...(await overflowing(page)).map((p) => `${prefix}${path}: ${p}`));
    }
    expect(problems).toEqual([]);
  });
}

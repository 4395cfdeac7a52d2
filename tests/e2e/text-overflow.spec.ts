import { expect, test, type Page } from './fixtures';
import { hydrated, signIn, someProductSlug } from './helpers';

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
      // A picture drawn with text (the rating stars' clipped overlay) is no text to read.
      if (el.closest('[role="img"], [aria-hidden="true"]')) continue;
      const cutOnPurpose = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      if (cutOnPurpose) continue;
      // Only the element's own words: a child that overflows is reported for itself.
      const ownText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '',
      );
      if (!ownText) continue;
      const text = el.textContent!.trim().slice(0, 40);
      if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'visible')
        found.push(`"${text}" is cut (${el.scrollWidth} > ${el.clientWidth})`);
      // Past the screen's edge, unless inside something that scrolls or clips sideways on
      // purpose (a row of cards a finger swipes): that container is measured instead.
      let contained = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
        if (/auto|scroll/.test(getComputedStyle(a).overflowX) || a.classList.contains('swiper'))
          contained = true;
      // The words' own extent: a box may fit while its words spill past it.
      const words = document.createRange();
      words.selectNodeContents(el);
      if (!contained && words.getBoundingClientRect().right > width + 1)
        found.push(`"${text}" runs off the screen`);
    }
    return found;
  });
}

test('the measure finds a cut label and a line wider than the phone', async ({ page }) => {
  await page.goto('/about');
  // Only after hydration: React re-renders server HTML it finds changed, and would drop the
  // test's own lines if they were added before it hydrated (CI's slower run did exactly that).
  await hydrated(page);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML(
      'beforeend',
      '<button style="width:60px;overflow:hidden;white-space:nowrap">कार्ट में डालें अभी</button>' +
        '<p style="white-space:nowrap">' +
        'सबसे लंबी पंक्ति '.repeat(12) +
        '</p>',
    );
  });
  const found = await overflowing(page);
  expect(found).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^"कार्ट में डालें अभी" is cut/),
      expect.stringMatching(/^"सबसे लंबी पंक्ति.*" runs off the screen$/),
      expect.stringMatching(/^the page is \d+ px wide$/),
    ]),
  );
});

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

/**
 * A select draws its chosen label cut at its box with no ellipsis ("Price: high t"), which the
 * measure above cannot see: here each label of the listing's sort box, in the select's own font,
 * must fit the room its box leaves for text.
 */
async function sortLabelsCut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const select = document.querySelector<HTMLSelectElement>('[data-sort-box]')!;
    const style = getComputedStyle(select);
    const room =
      select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const pen = document.createElement('canvas').getContext('2d')!;
    pen.font = style.font;
    const cut = [...select.options]
      .map((o) => ({ label: o.text, width: pen.measureText(o.text).width }))
      .filter(({ width }) => width > room)
      .map(({ label, width }) => `"${label}" needs ${Math.ceil(width)} px, has ${room}`);
    const box = select.getBoundingClientRect();
    if (box.right > document.documentElement.clientWidth || box.left < 0)
      cut.push(`the sort box runs off the screen (${box.left}-${box.right})`);
    if (box.height < 44 && innerWidth < 768) cut.push(`the sort box is ${box.height} px tall`);
    return cut;
  });
}

for (const width of [320, 375, 768])
  test(`the listing's sort box shows every label whole at ${width} px, English and Hindi`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const problems: string[] = [];
    for (const prefix of ['', '/hi']) {
      await page.goto(`${prefix}/shops?category=women`);
      await page.locator('[data-sort-box]').waitFor();
      problems.push(...(await sortLabelsCut(page)).map((p) => `${prefix || '/'}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

/**
 * An input draws its placeholder cut at its box with no ellipsis ("Delivery PIN cod"): the
 * product page's PIN box, in its own font, must leave its placeholder the room it needs.
 */
for (const width of [320, 375])
  test(`the Deliver-to box shows its whole placeholder at ${width} px, English and Hindi`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const slug = await someProductSlug(page);
    const problems: string[] = [];
    for (const prefix of ['', '/hi']) {
      await page.goto(`${prefix}/product/details/${slug}`);
      await page.locator('#delivery-pin').waitFor();
      const cut = await page.locator('#delivery-pin').evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const room =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const pen = document.createElement('canvas').getContext('2d')!;
        pen.font = style.font;
        const needs = pen.measureText(input.placeholder).width;
        const box = input.form!.getBoundingClientRect();
        return [
          ...(needs > room
            ? [`"${input.placeholder}" needs ${Math.ceil(needs)} px, has ${room}`]
            : []),
          ...(box.right > document.documentElement.clientWidth
            ? ['the PIN form runs off the screen']
            : []),
        ];
      });
      problems.push(...cut.map((p) => `${prefix || '/'}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

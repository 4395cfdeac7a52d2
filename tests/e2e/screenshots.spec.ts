import { test } from '@playwright/test';
import { someProductSlug } from './helpers';

/** Screenshots for a person to look at (not compared): test-results/screenshots/*.png */
for (const width of [375, 1280]) {
  test(`screenshots at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const slug = await someProductSlug(page, 'subcategory=mobiles-smartphones');
    for (const [name, path] of [['home', '/'], ['listing', '/shops?category=women'], ['product', `/product/details/${slug}`]] as const) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const file = `test-results/screenshots/${name}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(`screenshot: ${file}`);
    }
  });
}

import { expect, test } from './fixtures';

/**
 * Chromium only fires `beforeinstallprompt` for a site that meets its install criteria after
 * some engagement, so the test plays the browser: it fires a stub event early, as a real one
 * would arrive, and records the calls to prompt().
 */
test.use({ viewport: { width: 375, height: 740 } });

test.beforeEach(async ({ context }) => {
  // On the context, so every tab of the test gets it (each a new visit).
  await context.addInitScript(() => {
    const w = window as unknown as { promptCalls: number };
    w.promptCalls = 0;
    document.addEventListener('DOMContentLoaded', () => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => ((w.promptCalls += 1), Promise.resolve()),
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(event);
    });
  });
});

test('the install button calls the browser prompt kept from before the app started', async ({
  page,
}) => {
  await page.goto('/');
  const install = page.getByRole('button', { name: 'Install app' });
  await install.scrollIntoViewIfNeeded();
  await install.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls))
    .toBe(1);
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('a second visit offers the install banner; Not now is remembered', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Install app' })).toBeAttached();
  await expect(page.getByRole('complementary', { name: 'Install the app' })).toHaveCount(0);
  // A new tab has a new browser session: on the same device, it is the next visit.
  const again = await context.newPage();
  await again.goto('/');
  const banner = again.getByRole('complementary', { name: 'Install the app' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Not now' }).click();
  await expect(banner).toHaveCount(0);
  const third = await context.newPage();
  await third.goto('/');
  await expect(third.getByRole('button', { name: 'Install app' })).toBeAttached();
  await expect(third.getByRole('complementary', { name: 'Install the app' })).toHaveCount(0);
});

import { expect, test, type Page } from './fixtures';
import { PRERENDERED_PAGES } from '../../src/shared/offline';
import { untilControlled } from './helpers';

const HEADINGS: Record<(typeof PRERENDERED_PAGES)[number], string> = {
  '/about': 'About Us',
  '/contact': 'Contact Us',
  '/privacy-policy': 'Privacy Policy',
  '/terms-condition': 'Terms & Conditions',
  '/return-refund': 'Return & Refund Policy',
  '/shipping-policy': 'Shipping Policy',
};

/** The document as it arrived, read without running it: the heading, and whether #root is empty. */
const parse = (page: Page, html: string) =>
  page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'text/html');
    return {
      heading: doc.querySelector('h1')?.textContent ?? null,
      text: doc.body.textContent ?? '',
      emptyRoot: doc.getElementById('root')?.childElementCount === 0,
    };
  }, html);

test('offline, a static or policy page never visited comes from the worker as the server rendered it', async ({
  page,
  context,
}) => {
  await page.goto('/');
  // The worker takes control once installed, and it installs only with every page in its precache.
  await untilControlled(page);
  await context.setOffline(true);

  for (const path of PRERENDERED_PAGES) {
    const response = (await page.goto(path))!;
    expect(response.fromServiceWorker(), path).toBe(true);
    // The text is in the document itself, so it shows at once, before any script has run.
    expect((await parse(page, await response.text())).heading, path).toBe(HEADINGS[path]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[path]);
  }
  const policy = await parse(page, await (await page.goto('/privacy-policy'))!.text());
  expect(policy.text).toContain('We do not sell your data.');
  await expect(page.getByText('We do not sell your data.')).toBeVisible();

  // Every other screen still gets the shell, and the app draws it.
  const other = (await page.goto('/delete-account'))!;
  expect(other.fromServiceWorker()).toBe(true);
  expect(await parse(page, await other.text())).toMatchObject({ heading: null, emptyRoot: true });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delete Account');
});

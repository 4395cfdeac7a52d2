import { expect, type Locator, type Page } from './fixtures';

/** The seller part's journey list: the one with a current step. */
export const journey = (page: Page) =>
  page.getByRole('list').filter({ has: page.locator('[aria-current="step"]') });

/** A part of the phone's page, kept in test-results/screenshots for a person to look at. */
export async function shoot(page: Page, name: string, what: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const path = `test-results/screenshots/lifecycle-${name}-375.png`;
  await what.screenshot({ path });
}

/** The seller's part: its dates, its journey with courier and AWB, its refunds and actions. */
const shootJourney = (page: Page, name: string) =>
  shoot(page, name, page.locator('section[aria-labelledby^="part-"]'));

/** The English and the Hindi order page, both open at the part's current stage. */
export async function bothLanguagesAt(
  page: Page,
  orderId: string,
  en: string,
  hi: string,
  name: string,
) {
  const hindi = await page.context().newPage();
  await Promise.all([
    page.goto(`/dashboard/order/details/${orderId}`),
    hindi.goto(`/hi/dashboard/order/details/${orderId}`),
  ]);
  await expect(journey(page).locator('[aria-current="step"]')).toContainText(en);
  await expect(journey(hindi).locator('[aria-current="step"]')).toContainText(hi);
  await shootJourney(page, `${name}-en`);
  await shootJourney(hindi, `${name}-hi`);
  await hindi.close();
}

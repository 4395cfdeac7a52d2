import { test as base } from '@playwright/test';
import { startShopServer, type ShopServer } from './shop-server';

/**
 * Every spec's `test`: Playwright's, with a shop per worker (see shop-server.ts) whose address is
 * the base URL of every page, context and request of that worker's tests.
 */
export const test = base.extend<
  { failureReport: void },
  { shop: ShopServer; shopEnv: Record<string, string> }
>({
  /** Settings of the worker's shop beyond the defaults; a spec overrides it (a real provider's fake). */
  shopEnv: [{}, { scope: 'worker', option: true }],
  shop: [
    async ({ shopEnv }, use) => {
      const shop = await startShopServer(shopEnv);
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
  /**
   * When a test fails, what its pages were told: API answers of 400 and over, requests that never
   * got one, and the toasts and alerts on screen. A failure seen only in CI then says its cause in
   * CI's log, where the screenshot and the trace are out of reach.
   */
  failureReport: [
    async ({ context }, use, testInfo) => {
      const told: string[] = [];
      const start = Date.now();
      const at = () => `${((Date.now() - start) / 1000).toFixed(1)}s`;
      context.on('response', (r) => {
        if (r.status() >= 400 && new URL(r.url()).pathname.startsWith('/api/'))
          told.push(`${at()} ${r.status()} ${r.request().method()} ${r.url()}`);
      });
      context.on('requestfailed', (r) =>
        told.push(`${at()} no answer: ${r.method()} ${r.url()} (${r.failure()?.errorText})`),
      );
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const page of context.pages()) {
        const shown = await page
          .locator('[role=status], [role=alert]')
          .allInnerTexts()
          .catch(() => []);
        told.push(`on screen at ${page.url()}: ${JSON.stringify(shown.filter(Boolean))}`);
      }
      console.log(`What the pages were told:\n  ${told.join('\n  ')}`);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Locator, Page, Route } from '@playwright/test';

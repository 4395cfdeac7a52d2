import { test as base } from '@playwright/test';
import { startShopServer, type ShopServer } from './shop-server';

/**
 * Every spec's `test`: Playwright's, with a shop per worker (see shop-server.ts) whose address is
 * the base URL of every page, context and request of that worker's tests.
 */
export const test = base.extend<object, { shop: ShopServer; shopEnv: Record<string, string> }>({
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
});

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Locator, Page, Route } from '@playwright/test';

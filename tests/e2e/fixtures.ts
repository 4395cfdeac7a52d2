import { test as base } from '@playwright/test';
import { startShopServer, type ShopServer } from './shop-server';

/**
 * Every spec's `test`: Playwright's, with a shop per worker (see shop-server.ts) whose address is
 * the base URL of every page, context and request of that worker's tests.
 */
export const test = base.extend<object, { shop: ShopServer }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const shop = await startShopServer();
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
});

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';

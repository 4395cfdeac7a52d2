import { test as base, type BrowserContext } from '@playwright/test';
import { startShopServer, type ShopServer } from './shop-server';

/**
 * Every spec's `test`: Playwright's, with a shop per worker (see shop-server.ts) whose address is
 * the base URL of every page, context and request of that worker's tests.
 */
export const test = base.extend<
  { failureReport: void; offlineKeptAcrossNavigations: void },
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
  /** `context.setOffline` kept by every document the pages load (keepOfflineAcrossNavigations). */
  offlineKeptAcrossNavigations: [
    async ({ context, baseURL }, use) => {
      await keepOfflineAcrossNavigations(context, baseURL!);
      await use();
    },
    { auto: true },
  ],
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

/** The cookie that tells a document of the context it is offline (keepOfflineAcrossNavigations). */
const OFFLINE_COOKIE = 'e2e-offline';

/**
 * `context.setOffline(true)`, kept by every document the context's pages load. Debian's Chromium
 * 150 keeps the network down for a document navigated to while offline (its requests fail) but
 * tells it `navigator.onLine === true`, unlike a phone without a connection and unlike the
 * Chromium these specs were written against: the pages then took themselves for online, and the
 * offline specs failed with the product unchanged (stop 71: seen with the app of 734d8b1, which
 * had passed them). Applying the emulation again once a document has loaded comes after its
 * scripts have read it. So every document reads `navigator.onLine` from a cookie the context
 * holds while it is offline, from before its first script, as a phone's page reads its
 * connection; the network itself is Playwright's `setOffline`.
 */
function keepOfflineAcrossNavigations(context: BrowserContext, baseURL: string): Promise<unknown> {
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (offline: boolean) => {
    if (offline) await context.addCookies([{ name: OFFLINE_COOKIE, value: '1', url: baseURL }]);
    else await context.clearCookies({ name: OFFLINE_COOKIE });
    await setOffline(offline);
  };
  return context.addInitScript((cookie) => {
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!.get!;
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get(this: Navigator) {
        return !document.cookie.split('; ').includes(`${cookie}=1`) && online.call(this);
      },
    });
  }, OFFLINE_COOKIE);
}

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Locator, Page, Route } from '@playwright/test';

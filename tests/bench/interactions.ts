import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { calibrate } from './cpu-calibration';
import { median } from './median';

/**
 * Interaction to Next Paint of four taps a shopper makes after a page has loaded (issue 47): add
 * to cart, opening the listing's filters, opening the side menu and choosing a size. Each runs on
 * a phone-sized page with the CPU slowed by `multiplier` (the calibrated slowdown of
 * cpu-calibration.ts), so a figure is the reference phone's, not this machine's.
 *
 * The figure is the browser's own: Event Timing's duration of the tap (pointerdown to the paint
 * after click, the longest of its entries), as web-vitals reads INP. Event Timing reports nothing
 * under 16 ms, so a tap faster than that prints as 16.
 */
export type InteractionName = 'add to cart' | 'open filters' | 'open menu' | 'choose a size';

/** A 375 px phone: the width the listing's filters and the header's menu open on. */
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** Event Timing's smallest threshold: shorter interactions are not reported. */
const FLOOR_MS = 16;

interface Pages {
  listing: string;
  /** A product sold in sizes, with a size other than the chosen one in stock. */
  sized: { path: string; size: string };
}

/** The paths the taps happen on, read from the shop's API (any seed). */
export async function interactionPages(base: string): Promise<Pages> {
  const list = (await (
    await fetch(`${base}/api/home/query-products?category=men&sortPrice=high-to-low`)
  ).json()) as { products: { slug: string; stock: number }[] };
  for (const p of list.products.filter((x) => x.stock > 20)) {
    const { product } = (
      (await (await fetch(`${base}/api/home/get-product/${p.slug}`)).json()) as {
        data: { product: { variations: { size: string | null; stock: number }[] } };
      }
    ).data;
    const size = product.variations.find((v, i) => i > 0 && v.stock > 0 && v.size)?.size;
    if (size)
      return {
        listing: '/shops?category=women',
        sized: { path: `/product/details/${p.slug}`, size },
      };
  }
  throw new Error("no men's product in sizes to choose one on");
}

/** A shopper registered through the API: add to cart needs one. */
async function shopperToken(base: string): Promise<string> {
  const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;
  const res = await fetch(`${base}/api/customer/customer-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Shopper', email, password: 'password123' }),
  });
  // Registrations are limited per address (FORM_POSTS_PER_IP_PER_HOUR): say so rather than tap
  // Add to Cart as a guest and wait for a toast that never comes.
  if (!res.ok)
    throw new Error(`registering the bench's shopper: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Settled: three idle periods in a row with the whole 50 ms free, so what the page does after its
 * load (the parts loaded at idle, the sliders' start) is over before the tap. A string: the bench
 * runs under tsx, whose named functions would not exist in the page.
 */
const UNTIL_QUIET = `new Promise((done) => {
  let quiet = 0;
  requestIdleCallback(function check(deadline) {
    quiet = deadline.timeRemaining() >= 45 ? quiet + 1 : 0;
    if (quiet >= 3) done();
    else requestIdleCallback(check);
  });
})`;

/** Every interaction's event entries from now on, 16 ms and longer, kept in the page. */
async function watchInteractions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Timing[] = [];
    (window as unknown as { benchEvents: typeof seen }).benchEvents = seen;
    new PerformanceObserver((list) => {
      // interactionId is newer than this TypeScript's DOM types.
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
        if (e.interactionId)
          seen.push({
            ms: e.duration,
            inputDelay: e.processingStart - e.startTime,
            processing: e.processingEnd - e.processingStart,
            presentation: e.startTime + e.duration - e.processingEnd,
          });
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/** Opens `path` slowed down, hydrated and settled. */
async function openSettled(
  browser: Browser,
  url: string,
  multiplier: number,
  token?: string,
): Promise<Page> {
  const context = await browser.newContext(PHONE);
  if (token) await context.addInitScript((t) => localStorage.setItem('customerToken', t), token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('fieldset[data-app-shell]:not([disabled])').waitFor({ state: 'attached' });
  // Home's sliders begin to move by themselves from 3 s after the load (our own loop, which
  // unsnaps their rows: features/home/native-loop.ts): the tap comes after that, as after the
  // rest of what the page does once loaded.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('.swiper > .swiper-wrapper')].every(
        (row) => row.style.scrollSnapType === 'none',
      ),
    undefined,
    { polling: 250 },
  );
  await page.evaluate(UNTIL_QUIET);
  await watchInteractions(page);
  return page;
}

/**
 * An interaction's duration and its three parts, as web-vitals' INP attribution splits it: the
 * wait for the main thread, the event handlers, and the render and paint after them.
 */
export interface Timing {
  ms: number;
  inputDelay: number;
  processing: number;
  presentation: number;
}

/** The longest event of the tap since openSettled, once its entries are out (after the next paint). */
async function longestInteraction(page: Page): Promise<Timing> {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100))),
      ),
  );
  const events = await page.evaluate(
    () => (window as unknown as { benchEvents: Timing[] }).benchEvents,
  );
  const longest = events.sort((a, b) => b.ms - a.ms)[0];
  return longest ?? { ms: FLOOR_MS, inputDelay: 0, processing: 0, presentation: 0 };
}

interface Tap {
  path: (pages: Pages) => string;
  signedIn: boolean;
  /** What the finger lands on. */
  target: (page: Page, pages: Pages) => Locator;
  /** True in the page once the tap has done its work (the tapped element is marked). */
  done: () => unknown;
}

const TAPS: Record<InteractionName, Tap> = {
  'add to cart': {
    path: (p) => p.sized.path,
    signedIn: true,
    target: (page) => page.getByRole('button', { name: 'Add to Cart' }),
    done: () => document.body.textContent!.includes('Product added to cart'),
  },
  'open filters': {
    path: (p) => p.listing,
    signedIn: false,
    target: (page) => page.getByRole('button', { name: /^Filter/ }),
    done: () => document.querySelector('[role=dialog][aria-label="Filters"]'),
  },
  'open menu': {
    path: () => '/',
    signedIn: false,
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
    done: () => document.querySelector('[role=dialog][aria-label="Menu"]'),
  },
  'choose a size': {
    path: (p) => p.sized.path,
    signedIn: false,
    target: (page, pages) =>
      page
        .getByRole('group', { name: 'Size' })
        .getByRole('button', { name: pages.sized.size, exact: true }),
    done: () => document.querySelector('[data-bench-tapped][aria-pressed=true]'),
  },
};

/**
 * Taps the target's centre with a bare touch: the target is found (Playwright's role queries are
 * slow on a slowed page) and the page left to settle before the finger lands, so the figure holds
 * the page's work and not the harness's. Then waits for the tap's work, polling gently.
 */
async function tap(page: Page, pages: Pages, how: Tap): Promise<void> {
  const target = how.target(page, pages);
  await target.evaluate((el) => el.setAttribute('data-bench-tapped', ''));
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.evaluate(UNTIL_QUIET);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(how.done, undefined, { polling: 100 });
}

/**
 * The pages and the signed-in shopper of a shop, found once per server: each run asking again
 * read the catalogue again and spent one of the address's registrations an hour.
 */
const setUps = new Map<string, Promise<{ pages: Pages; token: string }>>();
const setUpOnce = (base: string) => {
  if (!setUps.has(base))
    setUps.set(
      base,
      Promise.all([interactionPages(base), shopperToken(base)]).then(([pages, token]) => ({
        pages,
        token,
      })),
    );
  return setUps.get(base)!;
};

/** One measurement of each interaction on `base`, in a fresh context each (an empty cache). */
export async function measureInteractions(
  base: string,
  multiplier: number,
  chromePath: string,
): Promise<Record<InteractionName, Timing>> {
  const { pages, token } = await setUpOnce(base);
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_ARGS });
  try {
    const figures = {} as Record<InteractionName, Timing>;
    for (const [name, how] of Object.entries(TAPS) as [InteractionName, Tap][]) {
      const page = await openSettled(
        browser,
        `${base}${how.path(pages)}`,
        multiplier,
        how.signedIn ? token : undefined,
      );
      await tap(page, pages, how);
      figures[name] = await longestInteraction(page);
      await page.context().close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/**
 * The browser's own floor for a tap at `multiplier`: the same phone, slowdown, settling and
 * finger on a page with no script but one button whose click handler presses it. What is left
 * of a tap's INP with no page work at all (input routing, hit testing, the events' dispatch and
 * the next frame, all slowed as the page is): no page can go below it at that slowdown.
 */
export async function measureBareTap(multiplier: number, chromePath: string): Promise<Timing> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_ARGS });
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
    await page.setContent(BARE_BUTTON_PAGE);
    await page.evaluate(UNTIL_QUIET);
    await watchInteractions(page);
    const box = (await page.locator('button').boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(
      () => document.querySelector('button[aria-pressed=true]'),
      undefined,
      {
        polling: 100,
      },
    );
    return await longestInteraction(page);
  } finally {
    await browser.close();
  }
}

const BARE_BUTTON_PAGE = `<!doctype html><meta name="viewport" content="width=device-width">
<button type="button" aria-pressed="false" style="margin:24px;width:200px;height:48px"
  onclick="this.setAttribute('aria-pressed', 'true'); this.textContent = 'Pressed'">Tap</button>`;

export const INTERACTIONS = Object.keys(TAPS) as InteractionName[];

/** Each interaction's runs gathered: one list per interaction. */
export const byInteraction = (runs: Record<InteractionName, Timing>[]) =>
  INTERACTIONS.map((name) => ({ name, timings: runs.map((r) => r[name]) }));

/** "INP median 184 ms of 5 (120-352); parts (medians): input delay 47, handlers 83, ..." */
export function describeTimings(timings: Timing[]): string {
  const ms = timings.map((t) => t.ms);
  const part = (pick: (t: Timing) => number) => median(timings.map(pick)).toFixed(0);
  return (
    `INP median ${median(ms)} ms of ${ms.length} (${Math.min(...ms)}-${Math.max(...ms)}); ` +
    `parts (medians): input delay ${part((t) => t.inputDelay)}, handlers ${part((t) => t.processing)}, render and paint ${part((t) => t.presentation)} ms`
  );
}

/** "open filters: INP median 184 ms of 5 (120-352); input delay 47, handlers 83, paint 54". */
export function printInteractions(label: string, runs: Record<InteractionName, Timing>[]): void {
  for (const { name, timings } of byInteraction(runs))
    console.log(`${label}${name.padEnd(14)} ${describeTimings(timings)}`);
}

/** One run of the four at the slowdown of the machine as it is now, as each Lighthouse run is. */
export async function calibratedInteractions(base: string, chromePath: string) {
  const calibration = await calibrate(`${base}/about`, chromePath, 1);
  const timings = await measureInteractions(base, calibration.multiplier, chromePath);
  return { calibration, timings };
}

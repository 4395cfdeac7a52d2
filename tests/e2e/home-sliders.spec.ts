import { expect, test, type Locator, type Page, type Route } from './fixtures';
import { SLIDER_TIMING } from '../../src/app/features/home/slider-timing';
import {
  IDLE_START_AFTER_LOAD_MS,
  IDLE_START_TIMEOUT_MS,
} from '../../src/app/features/home/slider-wake';

/** By when an untouched slider has begun to move: the first idle period from 3 s after load. */
const LOOP_STARTED_MS = IDLE_START_AFTER_LOAD_MS + IDLE_START_TIMEOUT_MS;

/**
 * Home's two sliders on a 375 px phone: the spec's timings, loops and arrows, and Swiper's start
 * on a slider's first use. No service worker: the page itself fetches Swiper's code, so a test can
 * hold it.
 */
test.use({
  viewport: { width: 375, height: 740 },
  hasTouch: true,
  isMobile: true,
  serviceWorkers: 'block',
});

/** Swiper's code, in the chunk the sliders import on their first use (use-slider.ts). */
const SWIPER_CHUNK = /\/assets\/slider-swiper-[^/]*\.js$/;

/** Holds the request for Swiper's code until `release` is called. */
async function holdSwiper(page: Page) {
  const held: Route[] = [];
  await page.route(SWIPER_CHUNK, (route) => void held.push(route));
  return {
    asked: () => held.length > 0,
    release: () => Promise.all(held.splice(0).map((route) => route.continue())),
  };
}

/** Which slide is showing: Swiper numbers the slides it loops in their first order. */
const shown = (slider: Locator) => async () =>
  Number(await slider.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index'));

/**
 * Which slide is first in view, by its place in the markup, before Swiper starts: our own loop
 * (native-loop.ts) moves them by CSS order, not in the markup. -1 while none is at rest there.
 */
const firstInView = (slider: Locator) => () =>
  slider.evaluate((el) => {
    const left = el.getBoundingClientRect().left;
    const slides = [...el.querySelectorAll('.swiper-slide')];
    return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 1);
  });

test('the first offer shows before Swiper is fetched, which it is only on first use', async ({
  page,
}) => {
  const swiper = await holdSwiper(page);
  await page.goto('/');
  const offers = page.getByLabel('Offers');
  const first = offers.locator('.swiper-slide').first();
  await expect(first.locator('img')).toBeInViewport({ ratio: 1 });
  await expect(first.getByText('The Festive Kurta Edit')).toBeVisible();
  await page.evaluate(() => new Promise((loaded) => requestAnimationFrame(loaded)));
  expect(swiper.asked()).toBe(false);

  // A horizontal swipe of a trackpad (the pointer over the slides is a first use): the slides
  // scroll and snap by themselves meanwhile.
  const box = (await offers.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(box.width * 0.6, 0);
  await expect.poll(swiper.asked).toBe(true);
  const second = offers.locator('.swiper-slide').nth(1);
  await expect(second).toBeInViewport({ ratio: 0.99 });
  await expect(offers).not.toHaveClass(/swiper-initialized/);

  // Swiper starts on the slide scrolled to, and its autoplay moves on from there.
  await swiper.release();
  await expect(offers).toHaveClass(/swiper-initialized/);
  expect(await shown(offers)()).toBe(1);
  await expect(offers.locator('.swiper-slide-active')).toBeInViewport({ ratio: 0.99 });
  await expect.poll(shown(offers), { timeout: 6_000 }).toBe(2);
});

test('untouched, the sliders move on by themselves and loop, with no Swiper fetched', async ({
  page,
}) => {
  let asked = 0;
  page.on('request', (request) => void (SWIPER_CHUNK.test(request.url()) && asked++));
  await page.goto('/');
  const offers = page.getByLabel('Offers');
  const strip = page.getByLabel('Categories');
  const tiles = await strip.locator('.swiper-slide').count();
  expect(tiles).toBeGreaterThan(3);
  // The strip goes round to its first tile again, one tile at a time. Each rests 1.5 s: asked
  // every 100 ms, none is missed (the default's 1 s steps could skip one under load).
  const every = SLIDER_TIMING.categories.every;
  for (let tile = 1; tile <= tiles; tile++)
    await expect
      .poll(firstInView(strip), {
        timeout: (tile === 1 ? LOOP_STARTED_MS : 0) + every * 3,
        intervals: [100],
      })
      .toBe(tile % tiles);
  await expect.poll(firstInView(offers)).toBeGreaterThan(0);
  expect(asked).toBe(0);
  await expect(offers).not.toHaveClass(/swiper-initialized/);
});

test('Swiper takes over the strip on the tile our loop had moved it to, moving none', async ({
  page,
}) => {
  const swiper = await holdSwiper(page);
  await page.goto('/');
  const strip = page.getByLabel('Categories');
  await expect
    .poll(firstInView(strip), { timeout: LOOP_STARTED_MS + SLIDER_TIMING.categories.every * 4 })
    .toBeGreaterThan(1);
  /** The tiles in view, by their picture, and where each is. */
  const inView = () =>
    strip.locator('.swiper-slide img').evaluateAll((imgs) =>
      imgs
        .map((img) => ({ src: img.getAttribute('src'), x: img.getBoundingClientRect().x }))
        .filter(({ x }) => x >= 0 && x < innerWidth)
        .map(({ src, x }) => `${src} at ${Math.round(x)}`)
        .sort(),
    );
  await strip.hover();
  // Our loop stops at once (mid-move, the move ends where it was going).
  await expect.poll(firstInView(strip)).toBeGreaterThan(1);
  const first = await firstInView(strip)();
  const before = await inView();
  expect(before).toHaveLength(3);
  await swiper.release();
  await expect(strip).toHaveClass(/swiper-initialized/);
  expect(await shown(strip)()).toBe(first);
  expect(await inView()).toEqual(before);
});

test('with the data saver on, untouched sliders fetch no Swiper: they start when used', async ({
  page,
}) => {
  // No autoplay then (slider-keeps-still.ts): Swiper would run for nothing the shopper sees.
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
  let asked = 0;
  page.on('request', (request) => void (SWIPER_CHUNK.test(request.url()) && asked++));
  await page.goto('/');
  // Past the moment an untouched slider that moves would have moved (the test above).
  await page.waitForTimeout(LOOP_STARTED_MS + SLIDER_TIMING.offers.every + 1_000);
  expect(asked).toBe(0);
  const offers = page.getByLabel('Offers');
  await expect(offers).not.toHaveClass(/swiper-initialized/);
  expect(await firstInView(offers)()).toBe(0);
  expect(await firstInView(page.getByLabel('Categories'))()).toBe(0);
  await offers.hover();
  await expect(offers).toHaveClass(/swiper-initialized/);
  expect(asked).toBe(1);
});

test('the offers move on by themselves every 3 s, in an 800 ms transition', async ({ page }) => {
  await page.goto('/');
  const offers = page.getByLabel('Offers');
  await offers.hover();
  await expect(offers).toHaveClass(/swiper-initialized/);
  expect(await offers.locator('.swiper-slide').count()).toBeGreaterThan(1);
  expect(await shown(offers)()).toBe(0);
  await expect.poll(shown(offers), { timeout: 6_000 }).toBe(1);
  await expect(offers.locator('.swiper-wrapper')).toHaveCSS('transition-duration', '0.8s');
});

test('the offers answer their arrows and loop both ways', async ({ page }) => {
  // With the data saver on there is no autoplay, so only the arrows move the offers.
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
  await page.goto('/');
  const offers = page.getByLabel('Offers');
  // The arrows, drawn with the page, show only once Swiper moves the slides.
  const arrows = offers.locator('.swiper-navigation-icon');
  await expect(arrows).toHaveCount(2);
  for (const arrow of await arrows.all()) await expect(arrow).toBeHidden();
  await offers.hover();
  await expect(offers).toHaveClass(/swiper-initialized/);
  for (const arrow of await arrows.all()) await expect(arrow).toBeVisible();
  await expect(arrows).toHaveCount(2);
  const count = await offers.locator('.swiper-slide').count();
  const left = (await offers.boundingBox())!.x;
  // A looping slider ignores its arrows while a slide is moving: wait for it to come to rest.
  const press = async (name: string, then: number) => {
    await page.getByRole('button', { name }).click();
    await expect.poll(shown(offers)).toBe(then);
    await expect
      .poll(async () => (await offers.locator('.swiper-slide-active').boundingBox())!.x)
      .toBeCloseTo(left, 0);
  };
  await press('Previous offer', count - 1);
  await press('Next offer', 0);
  await press('Next offer', 1);
});

test('the category strip shows three tiles on a phone and moves on every 1.5 s, looping', async ({
  page,
}) => {
  await page.goto('/');
  const strip = page.getByLabel('Categories');
  await strip.hover();
  await expect(strip).toHaveClass(/swiper-initialized/);
  const inView = async () => {
    let n = 0;
    for (const tile of await strip.locator('.swiper-slide').all()) {
      const box = await tile.boundingBox();
      if (box && box.x >= -1 && box.x + box.width <= 376) n++;
    }
    return n;
  };
  expect(await inView()).toBe(3);
  const count = await strip.locator('.swiper-slide').count();
  expect(count).toBeGreaterThan(3);

  const start = await shown(strip)();
  await expect.poll(shown(strip), { timeout: 3_000 }).toBe((start + 1) % count);
  await expect.poll(shown(strip), { timeout: 3_000 }).toBe((start + 2) % count);
  // Looping: the last tile comes first in view, with the first ones after it (a strip that
  // stopped at its end would show the last three, led by the third from last).
  await expect.poll(shown(strip), { timeout: 1_600 * count }).toBe(count - 1);
  await expect.poll(inView).toBe(3);
});

test('the category tiles do not move when Swiper starts on the strip the server drew', async ({
  page,
}) => {
  const swiper = await holdSwiper(page);
  await page.goto('/');
  const strip = page.getByLabel('Categories');
  await expect(strip).not.toHaveClass(/swiper-initialized/);
  const tiles = strip.locator('.swiper-slide img');
  const places = async () =>
    Promise.all([0, 1, 2, 3].map(async (i) => (await tiles.nth(i).boundingBox())!.x));
  const before = await places();
  expect(before[2]!).toBeLessThan(375);
  expect(before[3]!).toBeGreaterThanOrEqual(375);

  await strip.hover();
  await expect.poll(swiper.asked).toBe(true);
  await swiper.release();
  await expect(strip).toHaveClass(/swiper-initialized/);
  const after = await places();
  after.forEach((x, i) => expect(x).toBeCloseTo(before[i]!, 0));
});

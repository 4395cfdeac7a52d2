import { expect, test, type Locator } from './fixtures';

/** Home's two sliders on a 375 px phone: the spec's timings, loops and arrows. */
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

/** Which slide is showing: Swiper numbers the slides it loops in their first order. */
const shown = (slider: Locator) => async () =>
  Number(await slider.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index'));

test('the offers move on by themselves every 3 s, in an 800 ms transition', async ({ page }) => {
  await page.goto('/');
  const offers = page.getByLabel('Offers');
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
  await expect(offers).toHaveClass(/swiper-initialized/);
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

test('the category tiles do not move when Swiper starts on the strip React drew', async ({
  page,
}) => {
  // Idle periods come only when the test runs them, so the strip can be seen between React
  // drawing it and Swiper starting on it (an idle period later).
  await page.addInitScript(() => {
    const waiting: IdleRequestCallback[] = [];
    const idle = window as unknown as { runIdle: () => void };
    idle.runIdle = () =>
      waiting.splice(0).forEach((run) => run({ didTimeout: false, timeRemaining: () => 50 }));
    window.requestIdleCallback = (run) => waiting.push(run);
  });
  const runIdle = () => page.evaluate(() => (window as unknown as { runIdle(): void }).runIdle());
  await page.goto('/');
  const strip = page.getByLabel('Categories');
  await expect
    .poll(async () => {
      await runIdle();
      return strip.count();
    })
    .toBe(1);
  await expect(strip).not.toHaveClass(/swiper-initialized/);
  const tiles = strip.locator('.swiper-slide img');
  const places = async () =>
    Promise.all([0, 1, 2, 3].map(async (i) => (await tiles.nth(i).boundingBox())!.x));
  const before = await places();
  expect(before[2]!).toBeLessThan(375);
  expect(before[3]!).toBeGreaterThanOrEqual(375);

  await expect
    .poll(async () => {
      await runIdle();
      return strip.getAttribute('class');
    })
    .toMatch(/swiper-initialized/);
  const after = await places();
  after.forEach((x, i) => expect(x).toBeCloseTo(before[i]!, 0));
});

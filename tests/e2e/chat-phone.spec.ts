import { expect, test, type Locator, type Page } from './fixtures';
import { catalogueSellers, drawnPng, SellerSocket, shopper, threadByApi } from './chat-helpers';
import { signIn } from './helpers';

/**
 * The chat on a 375 px phone (issue 14's review): the seller list with a few conversations, an
 * open thread with short and long messages and a picture, and the thread with the on-screen
 * keyboard up. Screenshots for a person to look at go to test-results/screenshots/chat-*.png;
 * what can be measured is asserted: no sideways overflow, long words wrap inside their bubble,
 * the composer on screen, 44 px tap targets, the thread scrolls to the latest message.
 */
test.use({
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});

const LONG_WORD =
  'https://www.example.in/products/anarkali-kurta-printed-cotton-blue-with-dupatta?size=M&colour=indigo&ref=whatsapp-share';
const LONG_TEXT =
  'Namaste! I ordered this kurta for my sister’s wedding next week. Could you tell me whether the colour is the same as in the photos, whether the dupatta is included, and if you can ship it to Pune by Friday? Also, is there a size chart for the salwar?';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/chat-${name}-375.png` });
  console.log(`screenshot: test-results/screenshots/chat-${name}-375.png`);
}

async function send(
  page: Page,
  who: { token: string; id: string },
  sellerId: string,
  text: string,
) {
  const res = await page.request.post('/api/chat/customer/send-message-to-seller', {
    headers: { authorization: `Bearer ${who.token}` },
    data: { userId: who.id, sellerId, text, name: 'Phone Shopper' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function expectTapTarget(target: Locator) {
  const box = (await target.boundingBox())!;
  const what = await target.evaluate((e) => e.outerHTML.slice(0, 80));
  expect(box.height, what).toBeGreaterThanOrEqual(44);
  expect(box.width, what).toBeGreaterThanOrEqual(44);
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('chat at 375 px: the seller list, a thread with long words and a picture, the composer with the keyboard up', async ({
  page,
  baseURL,
}) => {
  const sellers = await catalogueSellers(page.request, 4);
  await signIn(page, 'Phone Shopper');
  const me = await shopper(page);
  const [main, second, third, fourth] = sellers;
  const online = await SellerSocket.connect(page.request, baseURL!, second!.shopName);
  const quiet = await SellerSocket.connect(page.request, baseURL!, main!.shopName);
  try {
    for (const s of [fourth!, third!, second!, main!]) await threadByApi(page, me, s.sellerId);
    await send(page, me, third!.sellerId, 'Is this available in XL?');
    await online.answer(me.id, 'Yes, XL is in stock. Shall I keep one aside for you?');
    await send(page, me, main!.sellerId, 'Hi');
    await send(page, me, main!.sellerId, LONG_TEXT);
    await send(page, me, main!.sellerId, LONG_WORD);
    await quiet.answer(me.id, 'Ji, same colour as the photos.');
    await quiet.answer(
      me.id,
      'The dupatta is included and we can ship to Pune by Thursday. The size chart is in the product photos; for the salwar, M fits a 30 inch waist.',
    );
    quiet.close();

    // The list: latest first, an unread count, an online dot.
    await page.goto('/dashboard/chat');
    const list = page.getByRole('navigation', { name: 'Sellers' });
    await expect(list.getByRole('link')).toHaveCount(4);
    await expect(
      list.getByRole('link').filter({ hasText: second!.shopName }).locator('[data-online-dot]'),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shoot(page, 'list');
    expect(await noSidewaysScroll(page)).toBe(true);
    for (const link of await list.getByRole('link').all()) await expectTapTarget(link);
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();

    // The thread: a picture, short and long messages, a long unbroken address.
    await page.goto(`/dashboard/chat/${main!.sellerId}`);
    await page.getByLabel('Send a picture').setInputFiles({
      name: 'kurta.png',
      mimeType: 'image/png',
      buffer: await drawnPng(page, 480, 640),
    });
    const thread = page.getByRole('list', { name: 'Messages' });
    await expect(thread.getByRole('img', { name: 'Picture sent in chat' })).toHaveCount(1, {
      timeout: 10_000,
    });
    await expect
      .poll(() => thread.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await shoot(page, 'thread');
    expect(await noSidewaysScroll(page)).toBe(true);
    const edge = (await thread.boundingBox())!;
    for (const bubble of await thread.getByRole('listitem').all()) {
      const b = (await bubble.boundingBox())!;
      expect(b.x + b.width, await bubble.innerText()).toBeLessThanOrEqual(edge.x + edge.width);
    }
    // The latest message is in view: the list scrolled itself to the bottom.
    await expect
      .poll(() =>
        thread.evaluate(
          (l) =>
            l.scrollHeight > l.clientHeight &&
            Math.abs(l.scrollHeight - l.clientHeight - l.scrollTop) < 2,
        ),
      )
      .toBe(true);
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport();
    await expectTapTarget(page.getByRole('button', { name: 'Send', exact: true }));
    await expectTapTarget(page.locator('label').filter({ hasText: 'Send a picture' }));
    await expectTapTarget(page.getByRole('link', { name: 'Back to sellers' }));
    // A conversation has the screen to itself, as in messaging apps: the account row is hidden.
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeHidden();
    const section = (await page.getByRole('region', { name: 'Chat' }).boundingBox())!;
    expect(section.y).toBeLessThan(100);

    // The on-screen keyboard takes about 330 px: the composer must stay reachable above it, and
    // the notification offer steps aside while the keyboard is up.
    const offer = page.getByRole('region', { name: 'Notifications' });
    await expect(offer).toBeVisible();
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.tap();
    await page.setViewportSize({ width: 375, height: 480 });
    await expect(offer).toBeHidden();
    await box.fill('Thank you! Please keep one aside for me, I will order it tonight.');
    await expect(box).toBeInViewport();
    // The box grew to show every line typed (none scrolled out of sight inside it).
    expect(
      await box.evaluate((el) => el.clientHeight > 44 && el.scrollHeight <= el.clientHeight),
    ).toBe(true);
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeInViewport();
    await shoot(page, 'keyboard');
    // The latest message is still in view above the composer (the list follows its new size on
    // the next frame).
    await expect
      .poll(() =>
        thread.evaluate((l) => Math.abs(l.scrollHeight - l.clientHeight - l.scrollTop) < 2),
      )
      .toBe(true);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(offer).toBeVisible();
  } finally {
    online.close();
    quiet.close();
  }
});

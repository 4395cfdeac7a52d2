import { expect, test, type BrowserContext, type Page } from './fixtures';
import { catalogueSellers, drawnPng, SellerSocket, shopper, threadByApi } from './chat-helpers';
import { outboxSettled, signIn, untilControlled, untilSaved } from './helpers';

/**
 * Chat with sellers (issue 14): a shopper in the browser, sellers on their own sockets in Node.
 * Each test takes its own seller, so one test's presence or messages never show in another's.
 */
const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });
const sellerList = (page: Page) => page.getByRole('navigation', { name: 'Sellers' });
/** A seller's row in the list: its name, then maybe ' (online)' and an unread count. */
const row = (page: Page, shopName: string) =>
  sellerList(page).getByRole('link', {
    name: new RegExp(`^${shopName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });

/**
 * The n-th seller of the catalogue (each test its own), on its socket, and a new shopper signed in
 * with that seller's conversation open. Close the seller's socket when done.
 */
async function conversationWithSeller(page: Page, baseURL: string, n: number, shopperName: string) {
  const s = (await catalogueSellers(page.request, n))[n - 1]!;
  await signIn(page, shopperName);
  const me = await shopper(page);
  const seller = await SellerSocket.connect(page.request, baseURL, s.shopName);
  await page.goto(`/dashboard/chat/${s.sellerId}`);
  await expect(page.getByRole('heading', { level: 2, name: s.shopName })).toBeVisible();
  return { s, me, seller };
}

/** Ready to work offline: the service worker controls the page and the saved cache is written. */
async function readyOffline(page: Page) {
  await page.waitForLoadState('networkidle');
  await untilControlled(page);
  await untilSaved(page, ['personal', 'chat', 'thread'], ['personal', 'chat', 'friends']);
}

/** Offline, the shopper types `text` and presses Send: it is queued, not sent. */
async function sendOffline(page: Page, context: BrowserContext, text: string) {
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

/**
 * Back online, `text` reaches the seller and is stored exactly once. A second delivery could only
 * come from a sender (another tab, the service worker) still holding the queue: once the queue on
 * the device is empty and no sender holds its lock, what the server has stored is final.
 */
async function expectDeliveredOnce(
  page: Page,
  conversation: Awaited<ReturnType<typeof conversationWithSeller>>,
  text: string,
) {
  const { s, me, seller } = conversation;
  await expect.poll(() => seller.withText(text).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => outboxSettled(page)).toBe(true);
  expect(seller.withText(text)).toHaveLength(1);
  expect((await threadByApi(page, me, s.sellerId)).filter((m) => m.message === text)).toHaveLength(
    1,
  );
}

test('messages both ways, live: from "Chat with seller" the seller receives the text, the answer appears without a reload', async ({
  page,
  baseURL,
}) => {
  const [s] = await catalogueSellers(page.request, 1);
  await signIn(page, 'Live Shopper');
  const me = await shopper(page);
  const seller = await SellerSocket.connect(page.request, baseURL!, s!.shopName);
  try {
    await page.goto(`/product/details/${s!.slug}`);
    await page.getByRole('link', { name: 'Chat with seller' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/dashboard/chat/${s!.sellerId}\\?product=${s!.slug}$`),
    );
    await expect(page.getByRole('heading', { level: 2, name: s!.shopName })).toBeVisible();
    // Set on this document: a reload or a full navigation would lose it.
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );

    const text = `Is this available in size M? ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(
      thread(page).locator('[data-message="mine"]').filter({ hasText: text }),
    ).toBeVisible();
    await expect.poll(() => seller.withText(text).length, { timeout: 10_000 }).toBe(1);
    const received = seller.withText(text)[0]!;
    expect(received).toMatchObject({
      senderId: me.id,
      senderName: 'Live Shopper',
      receverId: s!.sellerId,
      image: null,
      product: { slug: s!.slug },
    });

    const answer = `Yes, M is in stock ${Date.now()}`;
    const stored = await seller.answer(me.id, answer);
    expect(stored).toMatchObject({ senderId: s!.sellerId, receverId: me.id, message: answer });
    await expect(
      thread(page).locator('[data-message="theirs"]').filter({ hasText: answer }),
    ).toBeVisible({ timeout: 10_000 });
    // Oldest first: the answer comes after the question.
    await expect(thread(page).getByRole('listitem').last()).toContainText(answer);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  } finally {
    seller.close();
  }
});

test('a guest asking about a product signs in and the chat starts with it; the seller gets its card', async ({
  page,
  baseURL,
}) => {
  const s = (await catalogueSellers(page.request, 8))[7]!;
  const { product } = (
    (await (await page.request.get(`/api/home/get-product/${s.slug}`)).json()) as {
      data: { product: { name: string; discountedPrice: number } };
    }
  ).data;
  const email = `chat.product.${Date.now()}@example.in`;
  await page.request.post('/api/customer/customer-register', {
    data: { name: 'Product Shopper', email, password: 'password123' },
  });
  const seller = await SellerSocket.connect(page.request, baseURL!, s.shopName);
  try {
    await page.goto(`/product/details/${s.slug}`);
    await page.getByRole('link', { name: 'Chat with seller' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByRole('button', { name: 'Login with email and password' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('password123');
    await page.locator('form').getByRole('button', { name: 'Login', exact: true }).click();
    // Back in the conversation, the product still in the address and shown above the composer.
    await expect(page).toHaveURL(new RegExp(`/dashboard/chat/${s.sellerId}\\?product=${s.slug}$`));
    const about = page.getByRole('region', { name: 'About this product' });
    await expect(about.getByRole('link')).toContainText(product.name);
    await expect(about.getByRole('link')).toContainText(
      `₹${product.discountedPrice.toLocaleString('en-IN')}`,
    );

    const text = `Is this available? ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const mine = thread(page).locator('[data-message="mine"]').filter({ hasText: text });
    await expect(mine.getByRole('link', { name: new RegExp(product.name) })).toHaveAttribute(
      'href',
      `/product/details/${s.slug}`,
    );
    // The product went with the first message: it is no longer offered, nor in the address.
    await expect(about).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/dashboard/chat/${s.sellerId}$`));
    await expect.poll(() => seller.withText(text).length, { timeout: 10_000 }).toBe(1);
    expect(seller.withText(text)[0]!.product).toMatchObject({
      slug: s.slug,
      name: product.name,
      price: product.discountedPrice,
    });
  } finally {
    seller.close();
  }
});

test('the online dot appears when the seller connects and goes when it disconnects', async ({
  page,
  baseURL,
}) => {
  const [, s] = await catalogueSellers(page.request, 2);
  await signIn(page, 'Presence Shopper');
  await page.goto(`/dashboard/chat/${s!.sellerId}`);
  const dotRow = row(page, s!.shopName);
  await expect(dotRow).toHaveAccessibleName(s!.shopName);
  await expect(dotRow.locator('[data-online-dot]')).toHaveCount(0);

  const seller = await SellerSocket.connect(page.request, baseURL!, s!.shopName);
  try {
    await expect(dotRow).toHaveAccessibleName(`${s!.shopName} (online)`, { timeout: 10_000 });
    await expect(dotRow.locator('[data-online-dot]')).toBeVisible();
    await expect(page.getByRole('main').getByText('online', { exact: true })).toBeVisible();
  } finally {
    seller.close();
  }
  await expect(dotRow.locator('[data-online-dot]')).toHaveCount(0, { timeout: 10_000 });
  await expect(dotRow).toHaveAccessibleName(s!.shopName);
  await expect(page.getByRole('main').getByText('online', { exact: true })).toHaveCount(0);
});

test("a seller's message in a conversation that is not open shows '{name}: {its words}' and an unread count", async ({
  page,
  baseURL,
}) => {
  const [, , open, other] = await catalogueSellers(page.request, 4);
  await signIn(page, 'Toast Shopper');
  const me = await shopper(page);
  // The shopper wrote to `other` earlier (a seller answers only customers who started a conversation).
  await threadByApi(page, me, other!.sellerId);
  await page.goto(`/dashboard/chat/${open!.sellerId}`);
  await expect(page.getByRole('heading', { level: 2, name: open!.shopName })).toBeVisible();
  await expect(row(page, other!.shopName)).toBeVisible();

  const seller = await SellerSocket.connect(page.request, baseURL!, other!.shopName);
  try {
    // The page hears sellers come online once its socket has joined, as it must to hear the
    // answer live: answered before that, the answer only shows with the thread (no toast).
    await expect(row(page, other!.shopName)).toHaveAccessibleName(`${other!.shopName} (online)`, {
      timeout: 10_000,
    });
    const text = `Your parcel ships today ${Date.now()}`;
    await seller.answer(me.id, text);
    await expect(
      page.getByRole('status').filter({ hasText: `${other!.shopName}: ${text}` }),
    ).toBeVisible({ timeout: 10_000 });
    await expect(row(page, other!.shopName)).toContainText('1 unread');
    // Not appended to the conversation on screen.
    await expect(thread(page).getByText(text)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/dashboard/chat/${open!.sellerId}$`));
    // Opening that conversation shows it and reads it.
    await row(page, other!.shopName).click();
    await expect(
      thread(page).locator('[data-message="theirs"]').filter({ hasText: text }),
    ).toBeVisible();
    await expect(row(page, other!.shopName)).not.toContainText('unread');
  } finally {
    seller.close();
  }
});

test("a seller's reply reaches a shopper who is browsing a listing: the toast and the unread count", async ({
  page,
  baseURL,
}) => {
  const [seller] = await catalogueSellers(page.request, 1);
  await signIn(page, 'Browsing Shopper');
  const me = await shopper(page);
  await threadByApi(page, me, seller!.sellerId);
  await page.goto('/shops?category=women');
  await expect(page.locator('a[href^="/product/details/"]').first()).toBeVisible();
  // The socket is up on this screen too (the reply would otherwise wait for the next visit).
  await page.waitForLoadState('networkidle');

  const socket = await SellerSocket.connect(page.request, baseURL!, seller!.shopName);
  try {
    const text = `Size L is in stock ${Date.now()}`;
    await socket.answer(me.id, text);
    await expect(
      page.getByRole('status').filter({ hasText: `${seller!.shopName}: ${text}` }),
    ).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Browsing Shopper' }).click();
    await expect(page.getByRole('menuitem', { name: /Chat/ })).toContainText('1');
  } finally {
    socket.close();
  }
});

test('a message typed offline waits, survives two reloads offline, and is delivered exactly once online', async ({
  page,
  context,
  baseURL,
}) => {
  const conversation = await conversationWithSeller(page, baseURL!, 5, 'Offline Shopper');
  try {
    await readyOffline(page);
    const text = `Typed on the metro ${Date.now()}`;
    await sendOffline(page, context, text);
    const mine = thread(page).getByRole('listitem').filter({ hasText: text });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('waiting to send');
    for (let i = 0; i < 2; i++) {
      await page.reload();
      await expect(mine).toHaveCount(1);
      await expect(mine).toContainText('waiting to send');
    }
    expect(conversation.seller.withText(text)).toEqual([]);

    await context.setOffline(false);
    await expect(mine).not.toContainText('waiting to send', { timeout: 20_000 });
    await expect(mine).toHaveCount(1);
    await expectDeliveredOnce(page, conversation, text);
    await page.reload();
    await expect(mine).toHaveCount(1);
  } finally {
    conversation.seller.close();
  }
});

test('with the conversation open in two tabs, a message typed offline in one shows waiting in both and is delivered once', async ({
  page,
  context,
  baseURL,
}) => {
  const conversation = await conversationWithSeller(page, baseURL!, 7, 'Two Tabs Shopper');
  try {
    await readyOffline(page);
    const second = await context.newPage();
    await second.goto(`/dashboard/chat/${conversation.s.sellerId}`);
    await expect(
      second.getByRole('heading', { level: 2, name: conversation.s.shopName }),
    ).toBeVisible();

    const text = `Typed in the first tab ${Date.now()}`;
    await sendOffline(page, context, text);
    for (const tab of [page, second]) {
      const mine = thread(tab).getByRole('listitem').filter({ hasText: text });
      await expect(mine).toHaveCount(1);
      await expect(mine).toContainText('waiting to send');
    }

    // Both tabs are online again at once: each could send the queue, the server must store it once.
    await context.setOffline(false);
    for (const tab of [page, second]) {
      await expect(thread(tab).getByRole('listitem').filter({ hasText: text })).not.toContainText(
        'waiting to send',
        { timeout: 20_000 },
      );
    }
    await expectDeliveredOnce(page, conversation, text);
    await second.close();
  } finally {
    conversation.seller.close();
  }
});

test("a picture from the file input shows in the thread; a text file named .png is refused with the server's message", async ({
  page,
  baseURL,
}) => {
  const { s, me, seller } = await conversationWithSeller(page, baseURL!, 6, 'Picture Shopper');
  try {
    const picker = page.getByLabel('Send a picture');
    await picker.setInputFiles({
      name: 'kurta.png',
      mimeType: 'image/png',
      buffer: await drawnPng(page),
    });
    const picture = thread(page).getByRole('img', { name: 'Picture sent in chat' });
    await expect(picture).toHaveCount(1, { timeout: 10_000 });
    // Served by the API to the conversation's two parties, not kept on the device as a data: URL.
    await expect(picture).toHaveAttribute('src', /^\/api\/chat\/images\/[0-9a-f-]{36}$/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // Not in the browser's HTTP cache, where a copy would outlive the shopper's logout.
    const cached = await picture.evaluate((img: HTMLImageElement) =>
      fetch(img.src, { cache: 'only-if-cached', mode: 'same-origin' }).then(
        (answer) => answer.ok,
        () => false,
      ),
    );
    expect(cached).toBe(false);
    const stored = (await threadByApi(page, me, s.sellerId)).filter((m) => m.image);
    expect(stored).toHaveLength(1);
    // The seller receives it live and may open it.
    await expect
      .poll(() => seller.received.filter((m) => m.image === stored[0]!.image).length, {
        timeout: 10_000,
      })
      .toBe(1);
    const asSeller = await page.request.get(stored[0]!.image!, {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(asSeller.status()).toBe(200);
    expect(asSeller.headers()['content-type']).toBe('image/png');

    const fake = {
      name: 'size-chart.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Size chart: S 36, M 38, L 40\n'),
    };
    // What the server answers to those bytes, asked directly; the screen must show the same words.
    const refused = await page.request.post('/api/chat/customer/send-image-to-seller', {
      headers: { authorization: `Bearer ${me.token}` },
      multipart: { sellerId: s.sellerId, userId: me.id, image: fake },
    });
    expect(refused.status()).toBe(415);
    const { error } = (await refused.json()) as { error: string };
    expect(error).not.toBe('');
    await picker.setInputFiles(fake);
    await expect(page.getByRole('alert')).toHaveText(error);
    await expect(picture).toHaveCount(1);
    expect((await threadByApi(page, me, s.sellerId)).filter((m) => m.image)).toHaveLength(1);
  } finally {
    seller.close();
  }
});

import type { ReturnPart } from '../../src/shared/api/returns';
import { formatRupeesPaise } from '../../src/shared/rules/currency';
import { expect, test, type Page } from './fixtures';
import { drawnPng } from './chat-helpers';
import { shoot } from './order-page-shots';
import { payOnSandbox, placeOrderByApi, saveAddress, signIn } from './helpers';
import {
  orderPart,
  sellerReturnCommand,
  sellerShips,
  serverOrder,
  shopperHeaders,
  untilStage,
} from './seller';

// This spec's own shop: the sandbox courier scans a handed-over parcel every 3 s (and the server
// posts its scans every step), so a parcel is delivered about 12 s after hand-over. Its tests
// wait only for stages that stay (delivered, returned) or accept the next one: a stage between
// two scans lasts as long as the server's clock says, and pages opened under load can outlast
// it. The journey stage by stage is order-tracking.spec.ts's, whose scans the test posts. Other
// specs' shops keep the default step, so no parcel of theirs moves (and notifies) while they run.
test.use({ shopEnv: { SANDBOX_COURIER_STEP_SECONDS: '3' } });

/**
 * An order's life after payment through the real flow (issue 60): the sandbox payer pays it, the
 * seller packs and hands it over through the shop's API, the sandbox courier's scans (every 3 s
 * in e2e, shop-server.ts) move it, the shopper returns or exchanges it from the order page, and
 * the seller decides with `npm run seller-returns`. Nothing of the server's answers is faked.
 * A return asked for after the 7 days cannot be reached here without moving the server's clock:
 * the API tests cover it (src/server/modules/returns/return-requests.test.ts).
 */
test.use({
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});
// A delivery takes four courier steps, and a return four more.
test.describe.configure({ timeout: 180_000 });

/** A paid order of one unit of `productId` (a variation of it when given). */
async function paidOrderOf(page: Page, productId: string, variantId?: string) {
  const { headers, me, addressId } = await saveAddress(page);
  const added = await page.request.post('/api/home/product/add-to-card', {
    headers,
    data: { userId: me.user.id, productId, quantity: 1, ...(variantId && { variantId }) },
  });
  expect(added.status()).toBe(200);
  const placed = (await (
    await page.request.post('/api/order/cart/android', { headers, data: { addressId } })
  ).json()) as { orderId: string; totalAmount: number };
  await payOnSandbox(page, placed.orderId, placed.totalAmount);
  return placed;
}

/** The order shipped by its seller and delivered by the sandbox courier. */
async function delivered(page: Page, orderId: string) {
  await sellerShips(page.request, (await orderPart(page, orderId)).shopName, orderId);
  await untilStage(page, orderId, 'delivered');
}

/** Opens the part's return form and fills it: one unit, a reason, a photo through the upload. */
async function fillReturn(page: Page, open: string, units: RegExp, reason: string) {
  await page.getByRole('button', { name: open }).click();
  const form = page.getByRole('form', { name: open });
  await form.getByLabel(units).selectOption('1');
  await form.getByLabel(reason).check();
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: await drawnPng(page) });
  await expect(form.locator('img')).toHaveCount(1);
  return form;
}

/** What the returns API answers for the order's one part. */
async function returnsOf(page: Page, orderId: string): Promise<ReturnPart> {
  const res = await page.request.get(`/api/order/return/${orderId}`, {
    headers: await shopperHeaders(page),
  });
  return ((await res.json()) as { parts: ReturnPart[] }).parts[0]!;
}

test('a delivered prepaid order returned from its page, accepted by the seller, refunded', async ({
  page,
  shop,
}) => {
  await signIn(page, 'Farhan Qureshi');
  const { orderId, totalAmount } = await placeOrderByApi(page);
  await payOnSandbox(page, orderId, totalAmount);
  await delivered(page, orderId);

  // The Hindi form, filled with a photo (the photo goes to the seller's chat), then left.
  const hindi = await page.context().newPage();
  await hindi.goto(`/hi/dashboard/order/details/${orderId}`);
  await fillReturn(hindi, 'वापसी या एक्सचेंज', / की संख्या/, 'यह टूटा-फूटा पहुँचा');
  await shoot(hindi, 'return-form-hi', hindi.getByRole('region', { name: 'वापसी और एक्सचेंज' }));
  await hindi.close();

  await page.goto(`/dashboard/order/details/${orderId}`);
  const form = await fillReturn(page, 'Return or exchange', /^Units of /, 'It arrived damaged');
  await shoot(page, 'return-form-en', page.getByRole('region', { name: 'Returns and exchanges' }));
  await form.getByRole('button', { name: 'Book the pickup' }).click();
  await expect(page.getByText(/^Pickup booked for /).first()).toBeVisible();

  // The sandbox carries the return parcel back to the seller, who then has it.
  await expect
    .poll(async () => (await returnsOf(page, orderId)).returns[0]?.status, { timeout: 60_000 })
    .toBe('received');
  const { returns, shopName } = await returnsOf(page, orderId);
  expect(returns[0]!.pickup?.awb).toMatch(/^SBXR/);
  const said = await sellerReturnCommand(shop, shopName, ['/accept', returns[0]!.id.slice(0, 8)]);
  const refund = (await returnsOf(page, orderId)).returns[0]!.refund!;
  expect(said).toContain(`Accepted: ${formatRupeesPaise(refund.amount)} is refunded`);
  // One unit of one item, no coupon: its price paid, to the rupee; the delivery stays paid for.
  const order = await serverOrder(page, orderId);
  expect(order.couponDiscount).toBe(0);
  expect(refund.amount).toBe(order.discountedPrice);
  await page.goto(`/dashboard/order/details/${orderId}`);
  await expect(page.getByText('Accepted by the seller')).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^Refund of ${formatRupeesPaise(refund.amount)} (approved|sent) `)),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Credit note' })).toBeVisible();
  await page.getByText(/^Refund of /).scrollIntoViewIfNeeded();
  await shoot(page, 'refund-en', page.getByRole('region', { name: 'Returns and exchanges' }));
  await page.goto(`/hi/dashboard/order/details/${orderId}`);
  const hindiRefund = page.getByText(new RegExp(`^${formatRupeesPaise(refund.amount)} का रिफ़ंड`));
  await expect(hindiRefund).toBeVisible();
  await hindiRefund.scrollIntoViewIfNeeded();
  await shoot(page, 'refund-hi', page.getByRole('region', { name: 'वापसी और एक्सचेंज' }));
});

type Listed = { _id: string; slug: string; stock: number };
type Variation = { _id: string; size: string | null; color: string | null; stock: number };

/** Products of a category's subcategory (by their slugs) in stock, from the live catalogue. */
async function inStock(page: Page, category: string, subcategory: string): Promise<Listed[]> {
  const res = await page.request.get(
    `/api/home/query-products?category=${category}&subcategory=${subcategory}`,
  );
  const { products } = (await res.json()) as { products: Listed[] };
  return products.filter((p) => p.stock > 3);
}

/** A shirt with two sizes of one colour in stock: the one ordered, and another to exchange to. */
async function shirtWithTwoSizes(page: Page) {
  for (const shirt of await inStock(page, 'men', 'men-shirts')) {
    const detail = (await (
      await page.request.get(`/api/home/get-product/${shirt.slug}`)
    ).json()) as {
      data: { product: { variations: Variation[] } };
    };
    const sized = detail.data.product.variations.filter((v) => v.size && v.stock > 3);
    const ordered = sized.find((v) => sized.some((o) => o.color === v.color && o.size !== v.size));
    if (ordered) {
      const other = sized.find((o) => o.color === ordered.color && o.size !== ordered.size)!;
      return { productId: shirt._id, variantId: ordered._id, otherSize: other.size! };
    }
  }
  throw new Error('no shirt with two sizes of one colour in stock');
}

test('an exchange of size for a damaged shirt, from the order page', async ({ page }) => {
  await signIn(page, 'Vikram Rao');
  const shirt = await shirtWithTwoSizes(page);
  const { orderId } = await paidOrderOf(page, shirt.productId, shirt.variantId);
  await delivered(page, orderId);

  await page.goto(`/dashboard/order/details/${orderId}`);
  await page.getByRole('button', { name: 'Return or exchange' }).click();
  const form = page.getByRole('form', { name: 'Return or exchange' });
  await form.getByLabel('Exchange it for another size').check();
  await form.getByLabel(/^Units of /).selectOption('1');
  await form.getByLabel(/^New size for /).selectOption(shirt.otherSize);
  await form.getByLabel('It arrived damaged').check();
  await form.getByRole('button', { name: 'Book the pickup' }).click();
  await expect(page.getByText(/^Pickup booked for /).first()).toBeVisible();

  const [exchange] = (await returnsOf(page, orderId)).returns;
  expect(exchange).toMatchObject({ kind: 'exchange', reason: 'damaged', status: 'requested' });
  expect(exchange!.items[0]!.newSize).toBe(shirt.otherSize);
  await expect(page.getByText(new RegExp(`, new size ${shirt.otherSize}$`))).toBeVisible();
});

test('a personal-care item is not offered for return, and the API refuses it', async ({ page }) => {
  await signIn(page, 'Neha Kulkarni');
  const [cream] = await inStock(page, 'beauty', 'beauty-skincare');
  expect(cream, 'a skincare product in stock').toBeDefined();
  const { orderId } = await paidOrderOf(page, cream!._id);
  await delivered(page, orderId);

  await page.goto(`/dashboard/order/details/${orderId}`);
  await expect(
    page.getByText('Everything here is already in a return or cannot be returned.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Return or exchange' })).toHaveCount(0);

  const part = await returnsOf(page, orderId);
  expect(part.items.map((i) => i.returnable)).toEqual([false]);
  const refused = await page.request.post('/api/order/return', {
    headers: await shopperHeaders(page),
    data: {
      orderId,
      sellerId: part.sellerId,
      kind: 'return',
      reason: 'changedMind',
      items: [{ orderItemId: part.items[0]!.orderItemId, units: 1 }],
      photos: [],
      pickupDay: part.pickupDays[0],
    },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe('NOT_RETURNABLE');
  expect((await returnsOf(page, orderId)).returns).toEqual([]);
});

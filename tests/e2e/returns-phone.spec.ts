import { expect, test, type Page } from './fixtures';
import { drawnPng } from './chat-helpers';
import { placeOrderByApi, signIn } from './helpers';

/**
 * The return form and a refund on a 375 px phone, in English and Hindi (issue 60), for a person
 * to look at: test-results/screenshots/returns-*.png. The order is real and the photo goes
 * through the real chat upload; only the courier's delivered scan is not (the shipments work
 * sets it from courier webhooks), so the order's returns answer is read from the server and
 * shown as if its part had been delivered yesterday, with, for the refund, one return accepted.
 */
test.use({
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});

type Part = Record<string, unknown> & {
  sellerId: string;
  items: { orderItemId: string; name: string }[];
};

async function deliveredYesterday(page: Page, orderId: string, withRefund: boolean) {
  // The order page reads returns once a part is delivered: its parts are shown delivered too.
  await page.unroute(`**/api/home/customer/gat-order/${orderId}*`);
  await page.route(`**/api/home/customer/gat-order/${orderId}*`, async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { order: { parts?: { stage: string }[] } };
    const parts = answer.order.parts?.map((p) => ({ ...p, stage: 'delivered' }));
    await route.fulfill({ response, json: { order: { ...answer.order, parts } } });
  });
  await page.unroute(`**/api/order/return/${orderId}*`);
  await page.route(`**/api/order/return/${orderId}*`, async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { parts: Part[] };
    const deliveredAt = new Date(Date.now() - 86_400_000);
    const parts = answer.parts.map((p) => ({
      ...p,
      deliveredAt: deliveredAt.toISOString(),
      returnBy: new Date(deliveredAt.getTime() + 7 * 86_400_000).toISOString(),
      blocked: null,
      returns: withRefund
        ? [
            {
              id: '77777777-7777-4777-8777-777777777777',
              kind: 'return',
              reason: 'damaged',
              status: 'accepted',
              items: [
                {
                  orderItemId: p.items[0]!.orderItemId,
                  name: p.items[0]!.name,
                  units: 1,
                  newSize: null,
                },
              ],
              pickupDay: new Date().toISOString().slice(0, 10),
              pickup: { courier: 'Sandbox Surface', awb: 'SBR00000042' },
              exchangeAwb: null,
              refusedReason: null,
              requestedAt: deliveredAt.toISOString(),
              refund: {
                amount: 449.5,
                status: 'requested',
                reference: 'sandbox_refund_3f9a1c',
                upiId: null,
                at: new Date().toISOString(),
              },
            },
          ]
        : [],
    }));
    await route.fulfill({ response, json: { parts } });
  });
}

async function fillForm(page: Page, open: string, units: RegExp, reason: string) {
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

/** The returns section as the phone shows it (the page's other parts are another issue's). */
async function shoot(page: Page, name: string, heading: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page
    .getByRole('region', { name: heading })
    .screenshot({ path: `test-results/screenshots/returns-${name}-375.png` });
}

test('the return form with a photo, and a refund on the order, in English and Hindi', async ({
  page,
}) => {
  await signIn(page, 'Meera Iyer');
  const { orderId } = await placeOrderByApi(page);

  await deliveredYesterday(page, orderId, false);
  await page.goto(`/dashboard/order/details/${orderId}`);
  await fillForm(page, 'Return or exchange', /^Units of /, 'It arrived damaged');
  await shoot(page, 'form-en', 'Returns and exchanges');

  await page.goto(`/hi/dashboard/order/details/${orderId}`);
  await fillForm(page, 'वापसी या एक्सचेंज', / की संख्या/, 'यह टूटा-फूटा पहुँचा');
  await shoot(page, 'form-hi', 'वापसी और एक्सचेंज');

  await deliveredYesterday(page, orderId, true);
  await page.goto(`/dashboard/order/details/${orderId}`);
  await expect(
    page.getByText(/^Refund of ₹449\.50 sent to your original payment method on /),
  ).toBeVisible();
  await page.getByText(/^Refund of ₹449\.50/).scrollIntoViewIfNeeded();
  await shoot(page, 'refund-en', 'Returns and exchanges');
  await page.goto(`/hi/dashboard/order/details/${orderId}`);
  await expect(page.getByText(/^₹449\.50 का रिफ़ंड/)).toBeVisible();
  await page.getByText(/^₹449\.50 का रिफ़ंड/).scrollIntoViewIfNeeded();
  await shoot(page, 'refund-hi', 'वापसी और एक्सचेंज');
});

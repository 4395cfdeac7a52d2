import { sandboxCourierToken } from '../../src/server/providers/sandbox-courier-token';
import type { ShipmentStatus } from '../../src/shared/rules/shipment-status';
import { expect, test, type Page } from './fixtures';
import { payOnSandbox, placeOrderByApi, signIn } from './helpers';
import { bothLanguagesAt } from './order-page-shots';
import { orderPart, sellerShips, shopperHeaders, untilStage } from './seller';

/**
 * The order page through a parcel's journey, and what Shipped allows, each stage held until the
 * test posts the courier's next scan. On the sandbox courier's own clock (order-lifecycle.spec.ts)
 * Shipped lasted two 3 s steps only while every tick came on time: under CI's load a tick came
 * late, Shipped lasted one step, and the English and Hindi pages opened after it had gone. Here
 * the shop keeps the default step (300 s), so no scan comes by itself, and the test posts each
 * one to the courier webhook as the sandbox does, with the sandbox's token.
 */
const WEBHOOK_SECRET = 'e2e-order-tracking-webhook-secret';
test.use({ shopEnv: { PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET } });
test.use({
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});

/** The sandbox courier's scan of the parcel `awb`, posted as it posts one, made now. */
async function courierScans(page: Page, awb: string, status: ShipmentStatus) {
  const scanAt = new Date().toISOString();
  const res = await page.request.post('/api/courier/webhook', {
    headers: { 'x-courier-token': sandboxCourierToken(WEBHOOK_SECRET) },
    data: {
      eventId: `e2e_${awb}_${status}_${scanAt}`,
      awb,
      status,
      scanAt,
      isReturn: false,
      reference: awb,
      // Kept with the scan; the order page shows the stage, not the courier's words.
      description: `Scan: ${status}`,
      location: null,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(((await res.json()) as { outcomes: string[] }).outcomes).toEqual(['applied']);
}

test('the journey as the courier moves it: Confirmed, Shipped with its AWB, Delivered', async ({
  page,
}) => {
  await signIn(page, 'Kavya Menon');
  const { orderId, totalAmount } = await placeOrderByApi(page);
  await payOnSandbox(page, orderId, totalAmount);
  await bothLanguagesAt(page, orderId, 'Confirmed', 'कन्फ़र्म हुआ', 'confirmed');

  await sellerShips(page.request, (await orderPart(page, orderId)).shopName, orderId);
  const { shipment } = await orderPart(page, orderId);
  expect(shipment?.awb).toMatch(/^SBXS/);
  await courierScans(page, shipment!.awb, 'picked_up');
  await untilStage(page, orderId, 'shipped');
  await bothLanguagesAt(page, orderId, 'Shipped', 'भेजा गया', 'shipped');
  await expect(page.getByText(`${shipment!.courier}, AWB ${shipment!.awb}`)).toBeVisible();

  for (const status of ['in_transit', 'out_for_delivery', 'delivered'] as const)
    await courierScans(page, shipment!.awb, status);
  await untilStage(page, orderId, 'delivered');
  await bothLanguagesAt(page, orderId, 'Delivered', 'डिलीवर हुआ', 'delivered');
  const stages = (await orderPart(page, orderId)).steps.map((s) => s.stage);
  expect(stages).toEqual([
    'placed',
    'confirmed',
    'packed',
    'shipped',
    'out_for_delivery',
    'delivered',
  ]);
});

test('once shipped, the page says it cannot be cancelled and the API refuses', async ({ page }) => {
  await signIn(page, 'Arjun Nair');
  const { orderId, totalAmount } = await placeOrderByApi(page);
  await payOnSandbox(page, orderId, totalAmount);
  const { shopName, sellerId } = await orderPart(page, orderId);
  await sellerShips(page.request, shopName, orderId);
  await courierScans(page, (await orderPart(page, orderId)).shipment!.awb, 'picked_up');
  await untilStage(page, orderId, 'shipped');

  await page.goto(`/dashboard/order/details/${orderId}`);
  await expect(
    page.getByText(
      'This item has shipped and can no longer be cancelled. You can return it after delivery.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cancel / })).toHaveCount(0);
  const refused = await page.request.post('/api/order/cancel', {
    headers: await shopperHeaders(page),
    data: { orderId, sellerId, reason: 'changedMind' },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe('ALREADY_SHIPPED');
  const after = await orderPart(page, orderId);
  expect(after.refunds).toEqual([]);
  expect(after.stage).not.toBe('cancelled');
});

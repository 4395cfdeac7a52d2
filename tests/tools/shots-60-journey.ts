import { chromium, type Page } from '@playwright/test';
import type { Order, OrderPart } from '../../src/shared/api/orders';
import { startShopServer } from '../e2e/shop-server';

/**
 * Issue 60's order page at 375 px, English and Hindi, into SHOTS_DIR (default
 * /work/shots/journey), against the production build (`npm run build` first): the journey at
 * three stages, the cancel dialog of one seller's part, and a refund on the order.
 * `npx tsx tests/tools/shots-60-journey.ts`.
 *
 * The order is a real paid order of two sellers; its parts' journeys are drawn in over the
 * server's answer (the server fills `parts` with the shipments branch): the stages, courier and
 * refund below are for the pictures only.
 */
const OUT = process.env.SHOTS_DIR ?? '/work/shots/journey';

const hoursAfter = (iso: string, hours: number) =>
  new Date(new Date(iso).getTime() + hours * 3_600_000).toISOString();

type Stage = OrderPart['stage'];
const PATH: Stage[] = ['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered'];
const HOURS = [0, 0.1, 5, 26, 70, 75];

function journey(part: OrderPart, stage: Stage, createdAt: string): OrderPart {
  const upTo = stage === 'cancelled' ? 1 : PATH.indexOf(stage);
  const steps = PATH.slice(0, upTo + 1).map((s, i) => ({
    stage: s,
    at: hoursAfter(createdAt, HOURS[i]!),
  }));
  if (stage === 'cancelled') steps.push({ stage: 'cancelled', at: hoursAfter(createdAt, 1) });
  const shipped = PATH.indexOf(stage) >= PATH.indexOf('shipped');
  return {
    ...part,
    stage,
    steps,
    cancellable: ['placed', 'confirmed', 'packed'].includes(stage),
    shipment: shipped
      ? {
          courier: 'Delhivery',
          awb: '1490811234567',
          trackingUrl: 'https://www.delhivery.com/track/package/1490811234567',
          expectedBy: part.deliveryBy ? nextDay(part.deliveryBy) : null,
        }
      : null,
  };
}

const nextDay = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** What each picture shows: the stage of the first and the second seller's part. */
const SCENES: Record<string, [Stage, Stage]> = {
  'journey-confirmed': ['confirmed', 'placed'],
  'journey-shipped': ['shipped', 'packed'],
  'journey-delivered': ['delivered', 'out_for_delivery'],
  'cancel-dialog': ['confirmed', 'shipped'],
  refund: ['cancelled', 'shipped'],
};
let scene: [Stage, Stage] = SCENES['journey-confirmed']!;

async function drawParts(page: Page) {
  await page.route('**/api/home/customer/gat-order/*', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { order: Order };
    const o = answer.order;
    o.parts = (o.deliveries ?? []).slice(0, 2).map((d, i) => {
      const base: OrderPart = {
        sellerId: d.sellerId,
        shopName: d.shopName,
        productIds: [],
        stage: 'placed',
        steps: [],
        deliveryBy: d.deliveryBy,
        shipment: null,
        cancellable: true,
        refunds: [],
      };
      const part = journey(base, scene[i]!, o.createdAt);
      if (part.stage === 'cancelled')
        part.refunds = [
          {
            amount: 1249.5,
            status: 'requested',
            reference: 'rfnd_PzX4k2LmQ8',
            at: hoursAfter(o.createdAt, 1.2),
          },
        ];
      return part;
    });
    await route.fulfill({ response, json: answer });
  });
}

async function paidOrderOfTwoSellers(page: Page): Promise<string> {
  const email = `shots.${Date.now()}@example.in`;
  const { token } = (await (
    await page.request.post('/api/customer/customer-register', {
      data: { name: 'Asha Verma', email, password: 'password123' },
    })
  ).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await page.request.get('/api/customer/me', { headers })).json()) as {
    user: { id: string };
  };
  await page.goto('/about');
  await page.evaluate((t) => localStorage.setItem('customerToken', t), token);
  const list = (await (
    await page.request.get('/api/home/query-products?category=home-kitchen')
  ).json()) as { products: { _id: string; stock: number; shopName: string }[] };
  const picked = new Map<string, string>();
  for (const p of list.products)
    if (p.stock > 3 && !picked.has(p.shopName) && picked.size < 2) picked.set(p.shopName, p._id);
  for (const productId of picked.values())
    await page.request.post('/api/home/product/add-to-card', {
      headers,
      data: { userId: me.user.id, productId, quantity: 1 },
    });
  const saved = await page.request.post('/api/home/customer/web_add_address', {
    headers,
    data: {
      name: 'Asha Verma',
      address: '9 Marine Drive',
      phonenumber: '9876543210',
      alternatephonenumber: '9123456780',
      pincode: '400020',
      state: 'Maharashtra',
      cityDistTown: 'Mumbai',
      landmark: 'Near Churchgate',
      locality: 'Churchgate',
      typeOfAddress: 'Home',
      defaultAddress: true,
      userId: me.user.id,
    },
  });
  const addressId = ((await saved.json()) as { address: { _id: string } }).address._id;
  const { orderId, totalAmount } = (await (
    await page.request.post('/api/order/cart/android', { headers, data: { addressId } })
  ).json()) as { orderId: string; totalAmount: number };
  await page.goto(`/payment?orderId=${orderId}&price=${totalAmount}`);
  const [payer] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Open the sandbox payer page' }).click(),
  ]);
  await payer.getByRole('button', { name: 'Approve payment' }).click();
  await payer.getByRole('heading', { name: 'Payment approved' }).waitFor();
  await payer.close();
  await page.getByRole('heading', { name: 'Order Placed Successfully!' }).waitFor();
  return orderId;
}

async function main() {
  const shop = await startShopServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({
      baseURL: shop.url,
      viewport: { width: 375, height: 812 },
      timezoneId: 'Asia/Kolkata',
    });
    const page = await context.newPage();
    const orderId = await paidOrderOfTwoSellers(page);
    await drawParts(page);
    for (const lang of ['en', 'hi']) {
      const prefix = lang === 'en' ? '' : '/hi';
      for (const [name, stages] of Object.entries(SCENES)) {
        scene = stages;
        await page.goto(`${prefix}/dashboard/order/details/${orderId}`);
        await page
          .getByRole('list')
          .filter({ has: page.locator('[aria-current="step"]') })
          .first()
          .waitFor();
        if (name === 'cancel-dialog') {
          await page
            .getByRole('button', { name: lang === 'en' ? /^Cancel items from/ : /के सामान रद्द करें$/ })
            .first()
            .click();
          await page.getByRole('radio').first().check();
        }
        await page.waitForLoadState('networkidle');
        // A full-page picture taken scrolled down draws the sticky header mid-page.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${OUT}/${lang}-${name}.png`, fullPage: true });
      }
    }
  } finally {
    await browser.close();
    await shop.stop();
  }
}

void main();

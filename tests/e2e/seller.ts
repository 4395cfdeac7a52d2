import { spawn } from 'node:child_process';
import type { JourneyStage } from '../../src/shared/rules/order-journey';
import type { Order, OrderPart } from '../../src/shared/api/orders';
import { slugify } from '../../src/shared/rules/text';
import { expect, type APIRequestContext, type Page } from './fixtures';
import { ROOT, type ShopServer } from './shop-server';

/** The seeded sellers' password outside production (README, "Chat with sellers"). */
const SELLER_DEMO_PASSWORD = 'seller-demo-2026';

/** A seeded shop's sign-in, as `npm run seller-orders -- --seller "<shop name>"` derives it. */
const sellerEmail = (shopName: string) => `${slugify(shopName)}@sellers.example.in`;

/**
 * A seller's steps of an order through the shop's HTTP API, the way `npm run seller-orders`
 * takes them: signs in with the seller's chat sign-in and sends its token as a Bearer.
 */
export async function sellerShips(
  request: APIRequestContext,
  shopName: string,
  orderId: string,
): Promise<void> {
  const login = await request.post('/api/chat/seller/login', {
    data: { email: sellerEmail(shopName), password: SELLER_DEMO_PASSWORD },
  });
  expect(login.status(), 'the seller signs in').toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  for (const step of ['pack', 'hand-over']) {
    const res = await request.post(`/api/seller/orders/${step}`, { headers, data: { orderId } });
    expect(res.status(), `${step}: ${await res.text()}`).toBe(200);
  }
}

export const shopperHeaders = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('customerToken'))}`,
});

/** The order as the API answers it now: what the server did, whatever the page shows. */
export async function serverOrder(page: Page, orderId: string): Promise<Order> {
  const res = await page.request.get(`/api/home/customer/gat-order/${orderId}`, {
    headers: await shopperHeaders(page),
  });
  return ((await res.json()) as { order: Order }).order;
}

/** The order's one seller part as the API answers it now. */
export async function orderPart(page: Page, orderId: string): Promise<OrderPart> {
  const order = await serverOrder(page, orderId);
  expect(order.parts).toHaveLength(1);
  return order.parts![0]!;
}

/** Until the sandbox courier's scans (the server posts them every step) bring the part there. */
export async function untilStage(page: Page, orderId: string, stage: JourneyStage) {
  await expect
    .poll(async () => (await orderPart(page, orderId)).stage, { timeout: 60_000 })
    .toBe(stage);
}

/**
 * The seller's decision on a return with `npm run seller-returns` (the tool of
 * docs/returns.md), run as a seller runs it, against the running shop. Answers what it printed.
 */
export async function sellerReturnCommand(
  shop: ShopServer,
  shopName: string,
  command: string[],
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const tool = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/server/tools/seller-returns/returns-cli.ts',
        '--seller',
        shopName,
        '--url',
        shop.url,
        ...command,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    tool.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    tool.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    tool.once('error', reject);
    tool.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`seller-returns exited ${code}: ${out}`)),
    );
  });
}

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp, registerCustomer, type TestApp } from '../test/test-app';
import { ORDER_NOT_FOUND } from '../modules/orders/service';
import { english } from '@shared/said';

let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>shop</title>');
  t = await createTestApp({ seedProducts: 0, clientDir });
});
afterAll(() => t.close());

async function orderOf(customerId: string): Promise<{ id: string; number: string }> {
  const number = `OD${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const [row] = (
    await t.db.execute(sql`insert into orders (order_number, customer_id, price, original_price,
      shipping_fee, total_amount, shipping_info, expires_at)
      values (${number}, ${customerId}, 900, 900, 85, 985, '{}'::jsonb, now() + interval '15 minutes')
      returning id`)
  ).rows as { id: string }[];
  return { id: row!.id, number };
}

const page = (orderId: string, token?: string) =>
  t.app.inject({
    url: `/dashboard/order/details/${orderId}`,
    headers: token ? { cookie: `customerToken=${token}` } : {},
  });

describe('the order detail page', () => {
  it("answers 404 with the not-found shell for an order the shopper does not have: unknown or another's", async () => {
    const alice = await registerCustomer(t.app);
    const bob = await registerCustomer(t.app);
    const order = await orderOf(alice.id);
    for (const id of [
      'OD-no-such-order',
      '00000000-0000-4000-8000-000000000000',
      order.number.replace('OD', 'OX'),
      'x'.repeat(65),
    ]) {
      const res = await page(id, alice.token);
      expect(res.statusCode, id).toBe(404);
      // The app's shell, titled as the page it will draw (issue 62: a 404 in its own words).
      expect(res.body).toContain('<title>Page not found - Bazaar</title>');
    }
    expect((await page(order.number, bob.token)).statusCode).toBe(404);
  });

  it("answers 200 for the shopper's own order, by number or id", async () => {
    const alice = await registerCustomer(t.app);
    const order = await orderOf(alice.id);
    for (const id of [order.number, order.id]) {
      const res = await page(id, alice.token);
      expect(res.statusCode, id).toBe(200);
      expect(res.body).toContain('<title>shop</title>');
    }
  });

  it('leaves a guest (or an ended session) to the screen, which asks them to sign in', async () => {
    expect((await page('OD-no-such-order')).statusCode).toBe(200);
    expect((await page('OD-no-such-order', 'not-a-token')).statusCode).toBe(200);
  });

  it('its API answers an unknown order 404 with a clear error', async () => {
    const alice = await registerCustomer(t.app);
    for (const id of ['OD-no-such-order', '00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({
        url: `/api/home/customer/gat-order/${id}`,
        headers: alice.headers,
      });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({
        error: english(ORDER_NOT_FOUND),
        messageKey: ORDER_NOT_FOUND,
        code: 'NOT_FOUND',
        requestId: expect.any(String),
      });
    }
  });
});

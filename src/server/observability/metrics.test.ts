import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { HOME_ADDRESS, createTestApp, registerCustomer, type TestApp } from '../test/test-app';
import { labelValues, sampleValue } from '../test/metrics-scrape';
import { sendWebhook } from '../test/payment-webhook';

const SECRET = 'webhook-secret-for-metrics-tests';
const onPostgres = inject('dbTemplate').driver === 'postgres';
let t: TestApp;
let item: { id: string; sellerId: string; variationId: string; slug: string };
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 24, config: { PAYMENT_WEBHOOK_SECRET: SECRET } });
  item = (
    await t.db.execute(sql`select p.id, p.slug, p.seller_id as "sellerId", v.id as "variationId"
      from products p join variations v on v.product_id = p.id and v.position = 0
      order by p.id limit 1`)
  ).rows[0] as typeof item;
  await t.db.execute(sql`update variations set stock = 500 where id = ${item.variationId}`);
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.app.inject({ url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};
const requests = (text: string, labels: Record<string, string>) =>
  sampleValue(text, 'http_request_duration_seconds_count', labels);

describe('GET /metrics', () => {
  it('counts requests per route template, method and status class, never the raw URL', async () => {
    const productRoute = { route: '/api/home/get-product/:slug', method: 'GET' };
    const before = await scrape();
    await t.app.inject({ url: `/api/home/get-product/${item.slug}` });
    await t.app.inject({ url: `/api/home/get-product/${item.slug}?utm_source=mail` });
    await t.app.inject({ url: '/api/home/get-product/no-such-product-anywhere' });
    await t.app.inject({ url: '/api/no/such/path/at/all' });
    const after = await scrape();
    const grew = (labels: Record<string, string>) =>
      requests(after, labels) - requests(before, labels);
    expect(grew({ ...productRoute, status_class: '2xx' })).toBe(2);
    expect(grew({ ...productRoute, status_class: '4xx' })).toBe(1);
    expect(grew({ route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(after).not.toContain(item.slug);
    expect(after).not.toContain('no-such-product-anywhere');
    expect(after).not.toContain('/api/no/such');
    // Durations: the histogram's buckets for the route.
    expect(after).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/home\/get-product\/:slug",status_class="2xx"\}/,
    );
    // The scrape itself is the one request in flight while it is answered.
    expect(sampleValue(after, 'http_requests_in_flight')).toBe(1);
  });

  it("serves the process's series: event-loop lag, heap, RSS, GC and open handles", async () => {
    const text = await scrape();
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
      'nodejs_active_handles_total',
    ])
      expect(text).toMatch(new RegExp(`^${name} \\d`, 'm'));
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
  });

  it('counts OTP sends by provider and outcome', async () => {
    const before = sampleValue(await scrape(), 'bazaar_otp_sends_total', {
      provider: 'console',
      outcome: 'sent',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/mobile-auth',
      payload: { step: 'send_otp', mobile: '9000000451' },
    });
    expect(res.statusCode).toBe(200);
    const after = sampleValue(await scrape(), 'bazaar_otp_sends_total', {
      provider: 'console',
      outcome: 'sent',
    });
    expect(after - before).toBe(1);
  });

  it('counts outbox batches and changes by outcome, and idempotent replays', async () => {
    const c = await registerCustomer(t.app);
    const add = (key: string) => ({
      key,
      operation: 'addToCart',
      body: { userId: c.id, productId: item.id, variantId: item.variationId, quantity: 1 },
    });
    const refused = {
      key: randomUUID(),
      operation: 'addToCart',
      body: { userId: c.id, productId: randomUUID(), variantId: randomUUID(), quantity: 1 },
    };
    const send = (changes: object[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/changes',
        headers: c.headers,
        payload: { changes },
      });
    const before = await scrape();
    const key = randomUUID();
    expect((await send([add(key), refused])).statusCode).toBe(200);
    // The same change again (the outbox did not hear the first answer): replayed, not applied twice.
    const again = await send([add(key)]);
    expect(again.json().results[0].status).toBe(200);
    const after = await scrape();
    const grew = (name: string, labels: Record<string, string> = {}) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(grew('bazaar_outbox_batches_total', { outcome: 'complete' })).toBe(2);
    expect(grew('bazaar_outbox_changes_total', { outcome: 'applied' })).toBe(2);
    expect(grew('bazaar_outbox_changes_total', { outcome: 'refused' })).toBe(1);
    expect(grew('bazaar_idempotent_replays_total')).toBe(1);
    // The inner requests count under their own routes, as requests.
    expect(grew('http_request_duration_seconds_count', { route: '/api/changes' })).toBe(2);
  });

  it('counts a payment started, webhook verifications and payment events by state', async () => {
    const c = await registerCustomer(t.app);
    const address = (
      await t.app.inject({
        method: 'POST',
        url: '/api/home/customer/web_add_address',
        headers: c.headers,
        payload: { ...HOME_ADDRESS, userId: c.id },
      })
    ).json().address._id as string;
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/order/create',
        headers: c.headers,
        payload: {
          productId: item.id,
          sellerId: item.sellerId,
          quantity: 1,
          variationId: item.variationId,
          addressId: address,
        },
      })
    ).json<{ orderId: string; totalAmount: number }>();
    const before = await scrape();
    const paying = await t.app.inject({
      method: 'POST',
      url: '/api/payment/do_payment',
      headers: c.headers,
      payload: { orderId: order.orderId, price: order.totalAmount },
    });
    expect(paying.statusCode).toBe(200);
    const event = {
      eventId: `evt_metrics_${randomUUID()}`,
      orderId: order.orderId,
      status: 'paid',
      amount: order.totalAmount,
      method: 'upi',
    };
    expect((await sendWebhook(t.app, SECRET, event, 'f'.repeat(64))).statusCode).toBe(401);
    expect((await sendWebhook(t.app, SECRET, event)).json().outcome).toBe('applied');
    const after = await scrape();
    const grew = (name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    const provider = { provider: 'sandbox' };
    expect(grew('bazaar_payments_started_total', provider)).toBe(1);
    expect(
      grew('bazaar_payment_webhook_verifications_total', { ...provider, result: 'bad_signature' }),
    ).toBe(1);
    expect(
      grew('bazaar_payment_webhook_verifications_total', { ...provider, result: 'valid' }),
    ).toBe(1);
    expect(
      grew('bazaar_payment_events_total', { ...provider, state: 'paid', outcome: 'applied' }),
    ).toBe(1);
  });

  it.runIf(onPostgres)(
    'serves the pool, query durations and the LISTEN state on PostgreSQL',
    async () => {
      await t.app.inject({ url: `/api/home/get-product/${item.slug}` });
      const text = await scrape();
      expect(sampleValue(text, 'bazaar_db_pool_connections')).toBeGreaterThan(0);
      expect(text).toMatch(/^bazaar_db_pool_idle_connections \d/m);
      expect(text).toMatch(/^bazaar_db_pool_waiting_queries \d/m);
      expect(sampleValue(text, 'bazaar_db_query_duration_seconds_count')).toBeGreaterThan(0);
      expect(text).toMatch(/^bazaar_chat_listen_down_seconds 0$/m);
    },
  );

  it('names only bounded label values: route templates, methods and status classes', async () => {
    const text = await scrape();
    for (const route of labelValues(text, 'http_request_duration_seconds_count', 'route'))
      expect(route).toMatch(/^(\/[\w/:*.-]*|page|unmatched)$/);
    for (const statusClass of labelValues(
      text,
      'http_request_duration_seconds_count',
      'status_class',
    ))
      expect(statusClass).toMatch(/^[1-5]xx$/);
  });
});

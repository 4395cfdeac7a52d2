import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestApp, registerCustomer, type TestApp } from '../test/test-app';

let t: TestApp;
const lines: Record<string, unknown>[] = [];
let item: { id: string; variationId: string };
beforeAll(async () => {
  t = await createTestApp({
    seedProducts: 12,
    config: { TRUST_PROXY: '10.30.0.0/16', LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  item = (
    await t.db.execute(sql`select p.id, v.id as "variationId" from products p
      join variations v on v.product_id = p.id and v.position = 0 where p.stock > 5 order by p.id limit 1`)
  ).rows[0] as typeof item;
  await t.db.execute(sql`update variations set stock = 50 where id = ${item.variationId}`);
});
afterAll(() => t.close());

const RANDOM_ID = /^[\w-]{16}$/;

describe('request ids', () => {
  it('names every answer with a random id, in its header and in its error body', async () => {
    const first = await t.app.inject({ url: '/api/health' });
    const second = await t.app.inject({ url: '/api/health' });
    const id = String(first.headers['x-request-id']);
    expect(id).toMatch(RANDOM_ID);
    expect(second.headers['x-request-id']).not.toBe(id);
    const missing = await t.app.inject({ url: '/api/home/get-product/nothing-like-this' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().requestId).toBe(missing.headers['x-request-id']);
    const invalid = await t.app.inject({ method: 'POST', url: '/api/changes', payload: {} });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'BAD_REQUEST',
      requestId: invalid.headers['x-request-id'],
    });
  });

  it("keeps a trusted proxy's X-Request-Id and replaces anyone else's", async () => {
    const fromProxy = await t.app.inject({
      url: '/api/health',
      remoteAddress: '10.30.0.7',
      headers: { 'x-request-id': 'haproxy-7f3a:12' },
    });
    expect(fromProxy.headers['x-request-id']).toBe('haproxy-7f3a:12');
    const fromClient = await t.app.inject({
      url: '/api/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': 'made-up-by-client' },
    });
    expect(fromClient.headers['x-request-id']).toMatch(RANDOM_ID);
    // Even a trusted proxy's id must be a plain token: nothing that could forge a log line.
    const odd = await t.app.inject({
      url: '/api/health',
      remoteAddress: '10.30.0.7',
      headers: { 'x-request-id': 'two words\nmsg' },
    });
    expect(odd.headers['x-request-id']).toMatch(RANDOM_ID);
  });

  it('puts the id in every log line of the request', async () => {
    const res = await t.app.inject({ url: '/api/home/get-product/nothing-like-this' });
    const id = res.headers['x-request-id'];
    const own = lines.filter((line) => line.requestId === id);
    expect(own.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it("gives the inner requests of a /api/changes batch the batch's id and their index", async () => {
    const c = await registerCustomer(t.app);
    const add = {
      key: randomUUID(),
      operation: 'addToCart',
      body: { userId: c.id, productId: item.id, variantId: item.variationId, quantity: 1 },
    };
    const unknown = { ...add, key: randomUUID(), body: { ...add.body, productId: randomUUID() } };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/changes',
      headers: c.headers,
      payload: { changes: [add, unknown] },
    });
    const batch = String(res.headers['x-request-id']);
    const [applied, refused] = res.json().results;
    expect(applied.status).toBe(200);
    expect(refused.status).toBe(404);
    expect(refused.body.requestId).toBe(`${batch}.1`);
    const urls = (id: string) =>
      lines
        .filter((line) => line.requestId === id && line.msg === 'incoming request')
        .map((line) => (line.req as { url: string }).url);
    expect(urls(batch)).toEqual(['/api/changes']);
    expect(urls(`${batch}.0`)).toEqual(['/api/home/product/add-to-card']);
    expect(urls(`${batch}.1`)).toEqual(['/api/home/product/add-to-card']);
  });

  it('refuses a client that sends the inner-request header itself', async () => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: { 'x-inner-request': 'guess', 'x-request-id': 'forged.0' },
    });
    expect(res.headers['x-request-id']).toMatch(RANDOM_ID);
  });
});

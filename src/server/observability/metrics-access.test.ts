import { createTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;
beforeAll(async () => {
  // The proxies (and so the operator's network) are 10.20.0.0/16.
  t = await createTestApp({ config: { METRICS_TOKEN: TOKEN, TRUST_PROXY: '10.20.0.0/16' } });
});
afterAll(() => t.close());

const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/metrics', remoteAddress, headers });

describe('who may read /metrics', () => {
  it('answers loopback and the trusted proxies’ network', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.20.3.4']) {
      const res = await scrape(address);
      expect(res.statusCode, address).toBe(200);
      expect(res.body).toContain('http_request_duration_seconds');
    }
  });

  it("answers anyone else the API's ordinary 404, as if there were no such path", async () => {
    const res = await scrape('203.0.113.9');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', error: 'No such path: GET /metrics' });
    expect(res.body).not.toContain('http_request');
    // A wrong token, or the right one not as a bearer, opens nothing.
    expect((await scrape('203.0.113.9', { authorization: 'Bearer wrong-token' })).statusCode).toBe(
      404,
    );
    expect((await scrape('203.0.113.9', { authorization: TOKEN })).statusCode).toBe(404);
  });

  it('answers anyone with the bearer METRICS_TOKEN', async () => {
    const res = await scrape('203.0.113.9', { authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('bazaar_outbox_batches_total');
  });

  it('refuses a request forwarded from outside, even when the proxy is on loopback', async () => {
    // haproxy on this machine but not trusted: the client behind it is unknown.
    expect((await scrape('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    // A trusted proxy forwarding an outside client: the client is the outside address.
    expect((await scrape('10.20.0.5', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    // A trusted proxy forwarding a scraper of the operator's network.
    expect((await scrape('10.20.0.5', { 'x-forwarded-for': '10.20.9.9' })).statusCode).toBe(200);
  });
});

describe('METRICS_ENABLED=false', () => {
  it('serves no /metrics at all', async () => {
    const off = await createTestApp({ config: { METRICS_ENABLED: 'false' } });
    try {
      const res = await off.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

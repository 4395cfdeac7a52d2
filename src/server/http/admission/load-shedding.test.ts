import { createTestApp, type TestApp } from '../../test/test-app';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { ShopMetrics } from '../../observability/shop-metrics';
import {
  EXPENSIVE_PAUSED,
  installLoadShedding,
  latenessOf,
  OVERLOADED,
  pressureOf,
} from './load-shedding';

const MB = 1024 * 1024;
const limits = { maxEventLoopDelayMs: 500, maxRssBytes: 1000 * MB };
const calm = { lateMs: 5, lateMsBefore: 5, rssBytes: 300 * MB };
const blockTheLoop = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};

describe('pressureOf', () => {
  it('stops expensive work first, then everything else', () => {
    expect(pressureOf(limits, calm)).toBe('calm');
    expect(pressureOf(limits, { ...calm, rssBytes: 800 * MB })).toBe('expensive');
    expect(pressureOf(limits, { ...calm, rssBytes: 1001 * MB })).toBe('overloaded');
    expect(pressureOf(limits, { ...calm, lateMs: 300, lateMsBefore: 260 })).toBe('expensive');
  });

  it('needs the loop late twice in a row before refusing ordinary requests', () => {
    // One burst (a hundred OTP sends at once) is absorbed, not shed.
    expect(pressureOf(limits, { ...calm, lateMs: 600, lateMsBefore: 300 })).toBe('expensive');
    expect(pressureOf(limits, { ...calm, lateMs: 600, lateMsBefore: 700 })).toBe('overloaded');
  });

  it('needs the loop late twice in a row before pausing expensive work too', () => {
    // One late sample (a burst of the embedded database's queries) pauses no credit note.
    expect(pressureOf(limits, { ...calm, lateMs: 600 })).toBe('calm');
    expect(pressureOf(limits, { ...calm, lateMs: 300 })).toBe('calm');
    expect(pressureOf(limits, { ...calm, lateMs: 5, lateMsBefore: 600 })).toBe('calm');
  });

  it('counts a sample in which no tick ran as late by the whole sample, not as calm', () => {
    expect(latenessOf({ count: 48, mean: 12e6 }, 500)).toBe(12);
    expect(latenessOf({ count: 0, mean: NaN }, 720)).toBe(720);
  });

  it('ignores a limit of 0', () => {
    const off = { maxEventLoopDelayMs: 0, maxRssBytes: 0 };
    expect(pressureOf(off, { lateMs: 9999, lateMsBefore: 9999, rssBytes: 99_999 * MB })).toBe(
      'calm',
    );
  });
});

describe('load shedding at the default limit', () => {
  it('notices a loop busy so long that no tick of a sample ran', async () => {
    const app = Fastify();
    const pressure = installLoadShedding(
      app,
      { maxEventLoopDelayMs: 500, maxRssBytes: 0 },
      new ShopMetrics(),
    );
    await app.ready();
    // Work yielding only to immediates: the delay histogram records no tick at all.
    for (let i = 0; i < 12 && pressure() !== 'overloaded'; i++) {
      blockTheLoop(700);
      await new Promise((r) => setImmediate(r));
    }
    expect(pressure()).toBe('overloaded');
    await app.close();
  });
});

describe('load shedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Shed at any lateness at all, so blocking the loop for a moment is enough.
    // A built client: its shell is asked for by name (/index.html) by the worker's precache.
    const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>shop</title>');
    writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    t = await createTestApp({ config: { SHED_EVENT_LOOP_DELAY_MS: '1' }, clientDir });
  });
  afterAll(() => t.close());

  /** Blocks the loop in every sample until the instance is overloaded (or gives up). */
  const overload = async () => {
    for (let i = 0; i < 40 && t.deps.pressure() !== 'overloaded'; i++) {
      blockTheLoop(100);
      await new Promise((r) => setTimeout(r, 150));
    }
    expect(t.deps.pressure()).toBe('overloaded');
  };

  it('refuses ordinary requests and turns unready, but serves catalogue reads and health', async () => {
    await overload();
    const [orders, catalogue, live, ready, metrics, shell, worker] = await Promise.all([
      t.app.inject({ url: '/api/home/customer/gat-order/someone' }),
      t.app.inject({ url: '/api/home/get-categorys' }),
      t.app.inject({ url: '/api/health/live' }),
      t.app.inject({ url: '/api/health/ready' }),
      t.app.inject({ url: '/metrics' }),
      t.app.inject({ url: '/index.html' }),
      t.app.inject({ url: '/sw.js' }),
    ]);
    // The built files, the shell by its name too: a worker installing under load gets them.
    expect([shell.statusCode, worker.statusCode]).toEqual([200, 200]);
    expect(orders.statusCode).toBe(503);
    expect(orders.headers['retry-after']).toBe('5');
    expect(orders.json()).toEqual({
      error: OVERLOADED,
      code: 'UNAVAILABLE',
      requestId: expect.any(String),
    });
    expect(catalogue.statusCode).toBe(200);
    expect(live.statusCode).toBe(200);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ready: false, reason: 'shedding load' });
    // The operator still sees the instance, and the refusal counted by its reason.
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/^bazaar_shed_requests_total\{reason="overloaded"\} [1-9]/m);
  });

  it('refuses expensive work with its own message, and closes the connection', async () => {
    await overload();
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/chat/customer/send-image-to-seller',
    });
    expect(upload.statusCode).toBe(503);
    expect(upload.headers.connection).toBe('close');
    expect(upload.json()).toEqual({
      error: EXPENSIVE_PAUSED,
      code: 'UNAVAILABLE',
      requestId: expect.any(String),
    });
    for (const url of ['/images/og/some-product.png', '/api/generate-invoice/ORD-1']) {
      const drawing = await t.app.inject({ url });
      expect(drawing.statusCode).toBe(503);
      expect(drawing.json()).toEqual({
        error: EXPENSIVE_PAUSED,
        code: 'UNAVAILABLE',
        requestId: expect.any(String),
      });
    }
  });

  it('is off where both limits are 0 (the tests default)', async () => {
    const quiet = await createTestApp();
    try {
      blockTheLoop(300);
      await new Promise((r) => setTimeout(r, 550));
      expect(quiet.deps.pressure()).toBe('calm');
      expect(
        (await quiet.app.inject({ url: '/api/home/customer/gat-order/someone' })).statusCode,
      ).toBe(401);
    } finally {
      await quiet.close();
    }
  });
});

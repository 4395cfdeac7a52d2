import { createTestApp, type TestApp } from '../test/test-app';
import { CHAT_RELAY_GRACE_MS } from './health';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health for a load balancer', () => {
  it('is live and ready while serving; draining turns readiness 503 but not liveness', async () => {
    for (const url of ['/api/health', '/api/health/live'])
      expect((await t.app.inject({ url })).json(), url).toEqual({ ok: true });
    expect((await t.app.inject({ url: '/api/health/ready' })).json()).toEqual({ ready: true });

    t.deps.readiness.draining = true;
    try {
      const ready = await t.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ready: false, reason: 'draining' });
      expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      // Still serving what comes while the balancer moves on.
      expect((await t.app.inject({ url: '/api/home/get-categorys' })).statusCode).toBe(200);
    } finally {
      t.deps.readiness.draining = false;
    }
  });

  it('turns unready when chat has not heard other instances for longer than the grace', async () => {
    const listening = t.deps.readiness.chatRelayDownMs;
    try {
      t.deps.readiness.chatRelayDownMs = () => CHAT_RELAY_GRACE_MS - 1;
      expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
      t.deps.readiness.chatRelayDownMs = () => CHAT_RELAY_GRACE_MS + 1;
      const ready = await t.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ready: false, reason: 'chat cannot hear other instances' });
    } finally {
      t.deps.readiness.chatRelayDownMs = listening;
    }
  });
});

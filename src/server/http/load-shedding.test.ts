import { createTestApp, type TestApp } from '../test/test-app';
import { OVERLOADED } from './load-shedding';

let t: TestApp;
beforeAll(async () => {
  // Shed at any lateness at all, so blocking the loop for a moment is enough.
  t = await createTestApp({ config: { SHED_EVENT_LOOP_DELAY_MS: '1' } });
});
afterAll(() => t.close());

const blockTheLoop = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};

describe('load shedding', () => {
  it('answers 503 with Retry-After while the event loop is late, but never to health checks', async () => {
    let shed: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let i = 0; i < 20 && !shed; i++) {
      blockTheLoop(100);
      await new Promise((r) => setTimeout(r, 550));
      const answer = await t.app.inject({ url: '/api/home/get-categorys' });
      if (answer.statusCode === 503) shed = answer;
    }
    expect(shed).toBeDefined();
    expect(shed!.headers['retry-after']).toBe('5');
    expect(shed!.json()).toEqual({ error: OVERLOADED, code: 'UNAVAILABLE' });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('is off where both limits are 0 (the tests default)', async () => {
    const calm = await createTestApp();
    try {
      blockTheLoop(300);
      await new Promise((r) => setTimeout(r, 550));
      expect((await calm.app.inject({ url: '/api/home/get-categorys' })).statusCode).toBe(200);
    } finally {
      await calm.close();
    }
  });
});

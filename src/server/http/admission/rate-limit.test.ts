import { english } from '@shared/said';
import { createTestApp, registerCustomer, rowCount, type TestApp } from '../../test/test-app';
import { sql } from 'drizzle-orm';
import { exceeds, hit } from './rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { FORM_POSTS_PER_IP_PER_HOUR: '3' } });
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `10.2.0.${++ipCounter}`;
const formRefusals = async () =>
  (await t.deps.metrics.admissionRefusals.get()).values.find((v) => v.labels.policy === 'forms')
    ?.value ?? 0;

describe('rate limits per address', () => {
  it('counts concurrent hits exactly once each', async () => {
    const counts = await Promise.all(
      Array.from({ length: 40 }, () => hit(t.db, 'probe:concurrent', 60)),
    );
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('a key over its limit is refused from memory: a flood of refusals writes nothing more', async () => {
    const stored = async () =>
      (
        (await t.db.execute(sql`select hits from rate_limits where key = 'probe:memory'`))
          .rows[0] as { hits: number }
      ).hits;
    expect(await exceeds(t.db, 'probe:memory', 2, 60)).toBe(false);
    expect(await exceeds(t.db, 'probe:memory', 2, 60)).toBe(false);
    expect(await exceeds(t.db, 'probe:memory', 2, 60)).toBe(true);
    expect(await stored()).toBe(3);
    for (let i = 0; i < 20; i++) expect(await exceeds(t.db, 'probe:memory', 2, 60)).toBe(true);
    expect(await stored()).toBe(3);
  });

  it('register: the fourth account from one address in an hour is a 429, and nothing is created', async () => {
    const ip = freshIp();
    const register = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/customer-register',
        remoteAddress: ip,
        payload: { name: 'Asha', email: `limit${n}.${ip}@example.in`, password: 'correct horse' },
      });
    for (let n = 0; n < 3; n++) expect((await register(n)).statusCode).toBe(200);
    const before = await rowCount(t.db, 'customers');
    const refused = await register(3);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: english('server_too_many_requests'),
      messageKey: 'server_too_many_requests',
      code: 'TOO_MANY_REQUESTS',
      requestId: expect.any(String),
    });
    expect(await rowCount(t.db, 'customers')).toBe(before);
    // Another address is not affected.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/customer/customer-register',
          remoteAddress: freshIp(),
          payload: { name: 'Asha', email: `other.${ip}@example.in`, password: 'correct horse' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('contact: the fourth message from one address in an hour is a 429, and nothing is stored', async () => {
    const ip = freshIp();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/home/contact-message',
        remoteAddress: ip,
        payload: {
          name: 'Meena',
          email: 'meena@example.in',
          subject: 'Hello',
          message: 'Where is my parcel?',
        },
      });
    for (let n = 0; n < 3; n++) expect((await send()).statusCode).toBe(200);
    const before = await rowCount(t.db, 'contact_messages');
    const refusedBefore = await formRefusals();
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: english('server_too_many_requests'),
      messageKey: 'server_too_many_requests',
      code: 'TOO_MANY_REQUESTS',
      requestId: expect.any(String),
    });
    expect(await rowCount(t.db, 'contact_messages')).toBe(before);
    // Counted under its policy's name (policies.ts), once.
    expect(await formRefusals()).toBe(refusedBefore + 1);
  });

  it('update-profile (which says whether an email is taken) is limited per address too', async () => {
    const ip = freshIp();
    const c = await registerCustomer(t.app);
    const statuses: number[] = [];
    let headers = c.headers;
    for (let n = 0; n < 4; n++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/customer/update-user-profile',
        remoteAddress: ip,
        headers,
        payload: { name: `Asha ${n}`, email: c.email },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 200) headers = { authorization: `Bearer ${res.json().token}` };
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('complete-profile is limited per address before anything is checked', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/customer/complete-profile',
        remoteAddress: ip,
        payload: {
          phonenumber: '9000000001',
          name: 'Kiran',
          email: `kiran${n}@example.in`,
          signupToken: 'not-a-token',
        },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

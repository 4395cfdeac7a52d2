import { sql } from 'drizzle-orm';
import { english } from '@shared/said';
import { createTestApp, registerCustomer, rowCount, type TestApp } from '../../test/test-app';
import { weakerHash } from '../../test/weaker-hash';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { LOGIN_ATTEMPTS_PER_ACCOUNT: '10', LOGIN_ATTEMPTS_PER_IP: '40' },
  });
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `10.1.0.${++ipCounter}`;
const login = (email: string, password: string, ip = '10.1.1.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/customer-login',
    payload: { email, password },
    remoteAddress: ip,
  });

/**
 * Runs `work` with this process's clock moved past the few seconds a refusal is remembered in
 * memory, as the window moved back in the table would be by then.
 */
async function pastRememberedRefusals(work: () => Promise<void>): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 6000);
  try {
    await work();
  } finally {
    vi.useRealTimers();
  }
}

describe('sign-in with a password', () => {
  it('refuses the right password after 50 wrong ones (429, the account rests 15 minutes)', async () => {
    const { email } = await registerCustomer(t.app);
    const answers: number[] = [];
    // From many addresses, so only the account's limit can stop it.
    for (let i = 0; i < 50; i++)
      answers.push((await login(email, `wrong password ${i}`, freshIp())).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(answers.slice(10).every((s) => s === 429)).toBe(true);
    const right = await login(email, 'correct horse', freshIp());
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      error: english('server_login_locked'),
      messageKey: 'server_login_locked',
      code: 'TOO_MANY_REQUESTS',
      requestId: expect.any(String),
    });
    expect(right.headers['set-cookie']).toBeUndefined();
    // When the window is over, the right password works again.
    await t.db.execute(
      sql`update rate_limits set window_started_at = window_started_at - interval '16 minutes' where key = ${`login:account:${email}`}`,
    );
    await pastRememberedRefusals(() =>
      login(email, 'correct horse', freshIp()).then((r) => expect(r.statusCode).toBe(200)),
    );
  });

  it('counts concurrent wrong guesses exactly: 30 at once with a limit of 10 get 10 answers of 401', async () => {
    const { email } = await registerCustomer(t.app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(email, `guess ${i}`, freshIp())),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('a right password clears the account count, so a typo now and then never locks a shopper out', async () => {
    const { email } = await registerCustomer(t.app);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++)
        expect((await login(email, 'typo typo', freshIp())).statusCode).toBe(401);
      expect((await login(email, 'correct horse', freshIp())).statusCode).toBe(200);
    }
  });

  it('limits one address across accounts', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++)
      statuses.push((await login(`nobody${i}@example.in`, 'whatever1', ip)).statusCode);
    expect(statuses.slice(0, 40).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(40).every((s) => s === 429)).toBe(true);
    const { email } = await registerCustomer(t.app);
    expect((await login(email, 'correct horse', ip)).statusCode).toBe(429);
    expect((await login(email, 'correct horse', freshIp())).statusCode).toBe(200);
  });

  it("signs in with a hash of older scrypt parameters and replaces it with today's", async () => {
    const email = 'old.hash@example.in';
    await t.db.execute(
      sql`insert into customers (name, email, password_hash) values ('Old Hash', ${email}, ${await weakerHash('shopper123')})`,
    );
    expect((await login(email, 'shopper123', freshIp())).statusCode).toBe(200);
    const [row] = (
      await t.db.execute(sql`select password_hash from customers where email = ${email}`)
    ).rows as { password_hash: string }[];
    expect(row!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect((await login(email, 'shopper123', freshIp())).statusCode).toBe(200);
    expect((await login(email, 'shopper124', freshIp())).statusCode).toBe(401);
  });

  it('refuses a password above 128 characters with a clear 400, creating nothing', async () => {
    const before = await rowCount(t.db, 'customers');
    const long = 'p'.repeat(129);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/customer-register',
      payload: { name: 'Long', email: 'long@example.in', password: long },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(english('server_password_too_long'));
    expect(await rowCount(t.db, 'customers')).toBe(before);
    expect((await login('long@example.in', long)).statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/customer/customer-register',
      payload: { name: 'Long', email: 'long@example.in', password: 'p'.repeat(128) },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('change password with a stolen session', () => {
  const changePassword = (headers: Record<string, string>, oldPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/change-password',
      headers,
      payload: { oldPassword, newPassword: 'taken over 1' },
    });

  it('counts wrong old passwords against the account: guessing stops at the limit, the password stays', async () => {
    const { email, headers } = await registerCustomer(t.app);
    const answers: number[] = [];
    for (let i = 0; i < 15; i++)
      answers.push((await changePassword(headers, `guess number ${i}`)).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(answers.slice(10).every((s) => s === 429)).toBe(true);
    // Even the right old password is refused now, and the password is unchanged.
    const right = await changePassword(headers, 'correct horse');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      error: english('server_login_locked'),
      messageKey: 'server_login_locked',
      code: 'TOO_MANY_REQUESTS',
      requestId: expect.any(String),
    });
    expect((await login(email, 'taken over 1', freshIp())).statusCode).toBe(429);
    await t.db.execute(
      sql`update rate_limits set window_started_at = window_started_at - interval '16 minutes' where key = ${`login:account:${email}`}`,
    );
    await pastRememberedRefusals(() =>
      login(email, 'correct horse', freshIp()).then((r) => expect(r.statusCode).toBe(200)),
    );
  });

  it('a right old password clears the count', async () => {
    const { headers } = await registerCustomer(t.app);
    for (let i = 0; i < 9; i++)
      expect((await changePassword(headers, 'typo typo')).statusCode).toBe(400);
    const changed = await changePassword(headers, 'correct horse');
    expect(changed.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${changed.json<{ token: string }>().token}` };
    for (let i = 0; i < 9; i++)
      expect((await changePassword(fresh, 'typo typo')).statusCode).toBe(400);
  });
});

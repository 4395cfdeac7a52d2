import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { english } from '@shared/said';
import { SessionTokens } from '../../http/session-tokens';
import {
  bearer,
  createTestApp,
  registerCustomer,
  rowCount,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/customer/me', headers });
const decode = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('registration', () => {
  it('answers a token whose payload is id, name, email, phonenumber, and sets the httpOnly cookie', async () => {
    const res = await post('/api/customer/customer-register', {
      name: 'Ravi Kumar',
      email: 'Ravi@Example.in',
      password: 'password123',
    });
    expect(res.statusCode).toBe(200);
    const { token, message } = res.json();
    expect(message).toBe(english('server_registered'));
    expect(decode(token)).toMatchObject({
      id: expect.any(String),
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      phonenumber: null,
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/customerToken=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('refuses a taken email (any case) with 409 and creates nothing', async () => {
    const before = await rowCount(t.db, 'customers');
    const res = await post('/api/customer/customer-register', {
      name: 'Someone',
      email: 'RAVI@example.in',
      password: 'password123',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(english('server_email_taken'));
    expect(await rowCount(t.db, 'customers')).toBe(before);
  });

  it.each([
    [{ name: 'A', email: 'not-an-email', password: 'password123' }, /email/],
    [{ name: 'A', email: 'a@example.in', password: 'short' }, /at least 8 characters/],
    [{ email: 'a@example.in', password: 'password123' }, /name/],
    [{ name: 'A', email: 'a@example.in', password: 12345678 }, /password/],
    [{ name: 'A', email: 'a@example.in', password: 'password123', isAdmin: true }, /isAdmin/],
  ])('refuses %j with a clear 400 and creates nothing', async (payload, message) => {
    const before = await rowCount(t.db, 'customers');
    const res = await post('/api/customer/customer-register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect(await rowCount(t.db, 'customers')).toBe(before);
  });

  it('refuses malformed JSON and a body over 1 MB, creating nothing', async () => {
    const before = await rowCount(t.db, 'customers');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/customer/customer-register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "A",',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(english('server_malformed_json'));
    const huge = await post('/api/customer/customer-register', {
      name: 'A'.repeat(1_100_000),
      email: 'big@example.in',
      password: 'password123',
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe(english('server_body_too_large'));
    expect(await rowCount(t.db, 'customers')).toBe(before);
  });
});

describe('login, profile, logout', () => {
  it('signs in with email and password, and refuses a wrong one or an unknown email alike', async () => {
    const { email } = await registerCustomer(t.app);
    const ok = await post('/api/customer/customer-login', { email, password: 'correct horse' });
    expect(ok.statusCode).toBe(200);
    expect(decode(ok.json().token).email).toBe(email);
    const wrong = await post('/api/customer/customer-login', { email, password: 'wrong horse' });
    const unknown = await post('/api/customer/customer-login', {
      email: 'nobody@example.in',
      password: 'wrong horse',
    });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    // The same answer, but for the request's own id.
    const withoutId = (body: { requestId?: string }) => ({ ...body, requestId: undefined });
    expect(withoutId(wrong.json())).toEqual(withoutId(unknown.json()));
  });

  it('keeps the language the shopper signs in on, for what the server sends later', async () => {
    const { email } = await registerCustomer(t.app);
    const locale = async () =>
      (
        (await t.db.execute(sql`select locale from customers where email = ${email}`)).rows[0] as {
          locale: string;
        }
      ).locale;
    expect(await locale()).toBe('en');
    const login = (query: string, headers: Record<string, string> = {}) =>
      post(`/api/customer/customer-login${query}`, { email, password: 'correct horse' }, headers);
    // The page's `lang` is the carrier: a browser set to English does not outvote it.
    expect((await login('?lang=hi', { 'accept-language': 'en-IN' })).statusCode).toBe(200);
    expect(await locale()).toBe('hi');
    expect((await login('?lang=en', { cookie: 'lang=hi' })).statusCode).toBe(200);
    expect(await locale()).toBe('en');
    // Without `lang` (the service worker's delivery of waiting changes): the language switch's
    // cookie, else the stored choice stands over the browser's setting.
    expect((await login('', { cookie: 'lang=hi', 'accept-language': 'en-IN' })).statusCode).toBe(
      200,
    );
    expect(await locale()).toBe('hi');
    expect((await login('', { 'accept-language': 'en-IN' })).statusCode).toBe(200);
    expect(await locale()).toBe('hi');
  });

  it('refuses a `lang` the shop does not speak on any operation, storing nothing', async () => {
    const { email } = await registerCustomer(t.app);
    const res = await post('/api/customer/customer-login?lang=ta', {
      email,
      password: 'correct horse',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', error: 'lang must be one of en, hi' });
    const rows = (await t.db.execute(sql`select locale from customers where email = ${email}`))
      .rows as { locale: string }[];
    expect(rows[0]!.locale).toBe('en');
  });

  it('authenticates by bearer token or by the cookie', async () => {
    const { token } = await registerCustomer(t.app);
    expect((await me(bearer(token))).statusCode).toBe(200);
    expect((await me({ cookie: `customerToken=${token}` })).statusCode).toBe(200);
    expect((await me({})).statusCode).toBe(401);
  });

  it('updates the profile, answering a fresh token and revoking the old one', async () => {
    const { token, headers } = await registerCustomer(t.app);
    const res = await post(
      '/api/customer/update-user-profile',
      { name: 'Asha V.', email: 'asha.new@example.in' },
      headers,
    );
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token;
    expect(decode(fresh)).toMatchObject({ name: 'Asha V.', email: 'asha.new@example.in' });
    expect((await me(bearer(fresh))).json().user.name).toBe('Asha V.');
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it("refuses to take another account's email on update, changing nothing", async () => {
    const other = await registerCustomer(t.app);
    const { headers } = await registerCustomer(t.app);
    const res = await post(
      '/api/customer/update-user-profile',
      { name: 'X', email: other.email },
      headers,
    );
    expect(res.statusCode).toBe(409);
    expect((await me(headers)).json().user.name).toBe('Asha Verma');
  });

  it('logout revokes the token and clears the cookie', async () => {
    const { headers } = await registerCustomer(t.app);
    const res = await t.app.inject({ url: '/api/customer/logout', headers });
    expect(res.json().message).toBe(english('server_logged_out'));
    expect(String(res.headers['set-cookie'])).toMatch(/customerToken=;/);
    const after = await me(headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe(english('server_session_expired'));
  });
});

describe('change password', () => {
  it('needs the right old password, then the new one signs in', async () => {
    const { email, headers } = await registerCustomer(t.app);
    const wrong = await post(
      '/api/customer/change-password',
      { oldPassword: 'nope nope', newPassword: 'new password 1' },
      headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(english('server_wrong_old_password'));
    const missing = await post(
      '/api/customer/change-password',
      { newPassword: 'new password 1' },
      headers,
    );
    expect(missing.statusCode).toBe(400);
    const ok = await post(
      '/api/customer/change-password',
      { oldPassword: 'correct horse', newPassword: 'new password 1' },
      headers,
    );
    expect(ok.json().message).toBe(english('server_password_changed'));
    expect(
      (await post('/api/customer/customer-login', { email, password: 'new password 1' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/api/customer/customer-login', { email, password: 'correct horse' })).statusCode,
    ).toBe(401);
  });

  it('refuses a new password under 8 characters', async () => {
    const { headers } = await registerCustomer(t.app);
    const res = await post(
      '/api/customer/change-password',
      { oldPassword: 'correct horse', newPassword: 'short' },
      headers,
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('tokens', () => {
  const tokens = () => new SessionTokens(t.config.JWT_SECRET);

  it('refuses an unsigned (alg: none) token', async () => {
    const { id } = await registerCustomer(t.app);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        id,
        name: 'x',
        email: null,
        phonenumber: null,
        jti: 'j',
        exp: 9_999_999_999,
      }),
    ).toString('base64url');
    const res = await me(bearer(`${header}.${payload}.`));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Invalid token specified');
  });

  it('refuses a tampered token and one signed with another secret', async () => {
    const { token, id } = await registerCustomer(t.app);
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decode(token), name: 'Mallory' })).toString(
      'base64url',
    );
    expect((await me(bearer(`${h}.${forged}.${s}`))).statusCode).toBe(401);
    const other = await new SignJWT({ id, name: 'x', email: null, phonenumber: null })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('x')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await me(bearer(other))).statusCode).toBe(401);
  });

  it('refuses an expired token with the session-expired message', async () => {
    const { id, email } = await registerCustomer(t.app);
    const expired = await tokens().sign(
      { id, name: 'Asha Verma', email, phonenumber: null },
      0,
      -60,
    );
    const res = await me(bearer(expired));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(english('server_session_expired'));
  });

  it('never lets a stale or broken token break public browsing', async () => {
    for (const token of ['garbage', 'a.b.c']) {
      const res = await t.app.inject({ url: '/api/home/get-categorys', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
    }
  });

  it("answers 403 to another customer's id in a path, reading nothing", async () => {
    const alice = await registerCustomer(t.app);
    const bob = await registerCustomer(t.app);
    const own = await t.app.inject({
      url: `/api/home/product/get-counts/${alice.id}`,
      headers: alice.headers,
    });
    expect(own.json()).toEqual({ cartCount: 0, wishlistCount: 0 });
    const res = await t.app.inject({
      url: `/api/home/product/get-counts/${alice.id}`,
      headers: bob.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: english('server_forbidden'),
      messageKey: 'server_forbidden',
      code: 'FORBIDDEN',
      requestId: expect.any(String),
    });
  });
});

describe('the API as a whole', () => {
  it('publishes the contract as OpenAPI', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/home/query-products',
        '/api/customer/customer-register',
        '/api/home/get-product/{slug}',
      ]),
    );
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/No such path/);
  });
});

import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { english } from '@shared/said';
import {
  bearer,
  createTestApp,
  HOME_ADDRESS,
  registerCustomer,
  type TestApp,
} from '../../test/test-app';

/** Issue 11 item 8: tokens must end, must belong to an account that exists and is still current. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 4 });
});
afterAll(() => t.close());

const key = () => new TextEncoder().encode(t.config.JWT_SECRET);
const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/customer/me', headers });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('session tokens', () => {
  it('refuses a correctly signed token without exp, everywhere (logout included, no 500)', async () => {
    const { id, email } = await registerCustomer(t.app);
    const endless = await new SignJWT({ id, name: 'Asha Verma', email, phonenumber: null, sv: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti('no-exp-token')
      .sign(key());
    const read = await me(bearer(endless));
    expect(read.statusCode).toBe(401);
    expect(read.json().error).toBe('Invalid token specified');
    const write = await post(
      '/api/home/customer/web_add_address',
      { ...HOME_ADDRESS, userId: id },
      bearer(endless),
    );
    expect(write.statusCode).toBe(401);
    const logout = await t.app.inject({ url: '/api/customer/logout', headers: bearer(endless) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json().message).toBe(english('server_logged_out'));
  });

  it('a token of an account that no longer exists is a 401 on reads, writes and logout alike', async () => {
    const c = await registerCustomer(t.app);
    await t.db.execute(sql`delete from customers where id = ${c.id}`);
    const read = await me(c.headers);
    expect(read.statusCode).toBe(401);
    expect(read.json().error).toBe(english('server_session_expired'));
    for (const [method, url] of [
      ['GET', '/api/home/product/get-web-cart-product'],
      ['GET', `/api/home/product/get-counts/${c.id}`],
      ['GET', '/api/home/customer/get_all_address_web'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: c.headers });
      expect(res.statusCode, url).toBe(401);
    }
    const [product] = (
      await t.db.execute(
        sql`select p.id, v.id as "variantId" from products p join variations v on v.product_id = p.id order by p.id limit 1`,
      )
    ).rows as { id: string; variantId: string }[];
    const add = await post(
      '/api/home/product/add-to-card',
      { userId: c.id, productId: product!.id, variantId: product!.variantId, quantity: 1 },
      c.headers,
    );
    expect(add.statusCode).toBe(401);
    const address = await post(
      '/api/home/customer/web_add_address',
      { ...HOME_ADDRESS, userId: c.id },
      c.headers,
    );
    expect(address.statusCode).toBe(401);
    expect(
      (await post('/api/customer/change-password', { newPassword: 'new password 1' }, c.headers))
        .statusCode,
    ).toBe(401);
    const logout = await t.app.inject({ url: '/api/customer/logout', headers: c.headers });
    expect(logout.statusCode).toBe(200);
  });

  it('a password change ends every other session; the changing one goes on with a fresh token', async () => {
    const c = await registerCustomer(t.app);
    const other = (
      await post('/api/customer/customer-login', { email: c.email, password: 'correct horse' })
    ).json().token as string;
    expect((await me(bearer(other))).statusCode).toBe(200);
    const changed = await post(
      '/api/customer/change-password',
      { oldPassword: 'correct horse', newPassword: 'new password 1' },
      c.headers,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe(english('server_password_changed'));
    const fresh = changed.json().token as string;
    expect(claimsOf(fresh)).toMatchObject({ id: c.id, sv: 1 });
    expect(String(changed.headers['set-cookie'])).toContain(`customerToken=${fresh}`);
    for (const stale of [other, c.token]) {
      const res = await me(bearer(stale));
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(english('server_session_expired'));
    }
    expect((await me(bearer(fresh))).statusCode).toBe(200);
    // A new sign-in carries the new version too.
    const again = (
      await post('/api/customer/customer-login', { email: c.email, password: 'new password 1' })
    ).json().token as string;
    expect((await me(bearer(again))).statusCode).toBe(200);
  });

  it('a wrong old password changes nothing: every session stays', async () => {
    const c = await registerCustomer(t.app);
    const res = await post(
      '/api/customer/change-password',
      { oldPassword: 'wrong wrong', newPassword: 'new password 1' },
      c.headers,
    );
    expect(res.statusCode).toBe(400);
    expect((await me(c.headers)).statusCode).toBe(200);
  });

  it('refuses a token without a session version (no sv claim)', async () => {
    const c = await registerCustomer(t.app);
    const unversioned = await new SignJWT({
      id: c.id,
      name: 'Asha Verma',
      email: c.email,
      phonenumber: null,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti('unversioned-token')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key());
    expect((await me(bearer(unversioned))).statusCode).toBe(401);
    expect((await me(c.headers)).statusCode).toBe(200);
  });
});

import { english } from '@shared/said';
import { createTestApp, registerCustomer, rowCount, type TestApp } from '../test/test-app';

/** Issue 11 item 11: no page of another site can change anything through the shopper's browser. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contact = {
  name: 'Meena',
  email: 'meena@example.in',
  subject: 'Hello',
  message: 'Where is my parcel?',
};
const sendContact = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/home/contact-message',
    payload: contact,
    headers: { host: 'shop.example.in', ...headers },
  });
const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/customer/me', headers });

describe('the cross-site guard', () => {
  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
    [{ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }],
  ])('refuses a state-changing POST carrying %j, storing nothing', async (headers) => {
    const before = await rowCount(t.db, 'contact_messages');
    const res = await sendContact(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: english('server_cross_site'),
      messageKey: 'server_cross_site',
      code: 'FORBIDDEN',
      requestId: expect.any(String),
    });
    expect(await rowCount(t.db, 'contact_messages')).toBe(before);
  });

  it.each([
    [{}],
    [{ 'sec-fetch-site': 'same-origin' }],
    [{ 'sec-fetch-site': 'none' }],
    [{ 'sec-fetch-site': 'same-origin', origin: 'https://shop.example.in' }],
    [{ origin: 'http://shop.example.in' }],
    [{ origin: 'https://shop.example.in:443' }],
  ])(
    'lets through a POST from the shop itself or with no browser headers (%j)',
    async (headers) => {
      expect((await sendContact(headers)).statusCode).toBe(200);
    },
  );

  it('refuses the GET logout from another site: the session stays', async () => {
    const c = await registerCustomer(t.app);
    const cookie = { cookie: `customerToken=${c.token}` };
    const res = await t.app.inject({
      url: '/api/customer/logout',
      headers: { ...cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await me(cookie)).statusCode).toBe(200);
    // From the shop itself it signs out.
    const own = await t.app.inject({
      url: '/api/customer/logout',
      headers: { ...cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('leaves cross-site reads alone: links from other sites to the catalogue work', async () => {
    const res = await t.app.inject({
      url: '/api/home/get-categorys',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('guards PUT, PATCH and DELETE too', async () => {
    const c = await registerCustomer(t.app);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/home/product/delete-all-cart-product/${c.id}`,
        headers: { ...c.headers, 'sec-fetch-site': 'cross-site' },
      });
      expect(res.statusCode, method).toBe(403);
    }
  });
});

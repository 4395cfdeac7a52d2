import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, registerCustomer, rowCount, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>shop</title>');
  t = await createTestApp({ seedProducts: 20, clientDir });
});
afterAll(() => t.close());

const home = {
  name: 'Asha Verma',
  address: 'Flat 12, Lake View Apartments',
  phonenumber: '9876543210',
  alternatephonenumber: '9123456780',
  pincode: '500034',
  state: 'Telangana',
  cityDistTown: 'Hyderabad',
  landmark: 'Near KBR Park',
  locality: 'Banjara Hills',
  typeOfAddress: 'Home',
};

describe('a NUL byte in any string is a clear 400', () => {
  it('in a search', async () => {
    const res = await t.app.inject({ url: '/api/home/get_search_products?value=shi%00rt' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/NUL/);
    const listing = await t.app.inject({ url: '/api/home/query-products?searchValue=a%00' });
    expect(listing.statusCode).toBe(400);
  });

  it('in a body, and nothing is stored', async () => {
    const before = await rowCount(t.db, 'contact_messages');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/home/contact-message',
      payload: {
        name: 'Asha\u0000',
        email: 'asha@example.in',
        subject: 'Hello',
        message: 'Where is my parcel?',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('body.name: text must not contain NUL characters');
    expect(await rowCount(t.db, 'contact_messages')).toBe(before);
  });

  it('in a nested body field of a signed-in request', async () => {
    const { id, headers } = await registerCustomer(t.app);
    const before = await rowCount(t.db, 'addresses');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/home/customer/web_add_address',
      headers,
      payload: { ...home, landmark: 'KBR\u0000', userId: id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('body.landmark: text must not contain NUL characters');
    expect(await rowCount(t.db, 'addresses')).toBe(before);
  });
});

describe('deeply nested bodies', () => {
  it('are refused before parsing, not a stack overflow', async () => {
    // 400 KB: over the JSON size limit (413); a small deep body is a 400 (json-body.test.ts).
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/home/contact-message',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBeTruthy();
  });
});

describe('ids', () => {
  it('an order id of 36 hex-and-dash characters that is not a UUID is a 404', async () => {
    const { headers } = await registerCustomer(t.app);
    for (const bad of [
      '-'.repeat(36),
      'a'.repeat(36),
      'abcdef01-2345-6789-abcd-ef0123456789'.replace(/-/g, 'a'),
    ]) {
      const res = await t.app.inject({ url: `/api/home/customer/gat-order/${bad}`, headers });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().error).toBeTruthy();
    }
  });
});

describe('paths', () => {
  it("a path under /api the static files cannot hold is a JSON 404, not the static plugin's 403", async () => {
    for (const url of [`/api/${'a'.repeat(256)}`, `/api/home/${'a'.repeat(256)}/x`, '/api/x%00y']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error, url).toMatch(/^No such path/);
    }
  });

  it('a bad %-escape in the path is a readable 400', async () => {
    for (const url of ['/api/%ZZ', '/api/home/get-product/%E0%A4%A', '/%ZZ']) {
      const res = await t.app.inject({ url });
      expect([res.statusCode, res.json()], url).toEqual([
        400,
        {
          error: 'The address is not a valid URL',
          code: 'BAD_REQUEST',
          requestId: expect.any(String),
        },
      ]);
    }
  });

  it('a client path with a 256-character segment gets the app shell (its router says not found)', async () => {
    const res = await t.app.inject({ url: `/${'a'.repeat(256)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('listing query strings', () => {
  it('an empty numeric parameter counts as absent', async () => {
    const all = await t.app.inject({ url: '/api/home/query-products' });
    for (const q of [
      'lowPrice=',
      'highPrice=',
      'low=&high=',
      'pageNumber=',
      'discountupto=',
      'lowPrice=&highPrice=5000',
    ]) {
      const res = await t.app.inject({ url: `/api/home/query-products?${q}` });
      expect(res.statusCode, q).toBe(200);
      if (q !== 'lowPrice=&highPrice=5000')
        expect(res.json().totalProduct, q).toBe(all.json().totalProduct);
    }
  });

  it('unknown query parameters on public GETs are ignored', async () => {
    const plain = await t.app.inject({ url: '/api/home/query-products?rating=4' });
    const tagged = await t.app.inject({
      url: '/api/home/query-products?rating=4&utm_source=whatsapp&fbclid=x',
    });
    expect(tagged.statusCode).toBe(200);
    expect(tagged.json()).toEqual(plain.json());
    expect((await t.app.inject({ url: '/api/home/get-categorys?utm_source=x' })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ url: '/api/home/get_search_products?value=shirt&ref=x' })).statusCode,
    ).toBe(200);
  });

  it('bodies stay strict', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/home/contact-message',
      payload: {
        name: 'Asha',
        email: 'asha@example.in',
        subject: 'Hi',
        message: 'Hello',
        extra: 1,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Unrecognized key/);
  });
});

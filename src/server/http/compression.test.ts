import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDirectory } from '../build/precompress';
import { createTestApp, type TestApp } from '../test/test-app';

const script = 'export const greeting = "namaste";\n'.repeat(200);
const shell = `<!doctype html><html><head><title>shop</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
let t: TestApp;

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), shell);
  writeFileSync(join(clientDir, 'assets', 'app-1234abcd.js'), script);
  await precompressDirectory(clientDir);
  t = await createTestApp({ seedProducts: 30, clientDir });
});
afterAll(() => t.close());

const listing = '/api/home/query-products?sortPrice=low-to-high';

describe('API answers above 1 KB are compressed', () => {
  it('with brotli when the browser accepts it', async () => {
    const plain = await t.app.inject({ url: listing });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const res = await t.app.inject({
      url: listing,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('with gzip when brotli is not accepted', async () => {
    const res = await t.app.inject({ url: listing, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toHaveProperty('products');
  });

  it('not below 1 KB', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
  });
});

describe('the built client is served from its precompressed copies', () => {
  it('a hashed script as its .br file, still immutable', async () => {
    const res = await t.app.inject({
      url: '/assets/app-1234abcd.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('the shell as its .gz file for a gzip-only browser, never cached by HTTP', async () => {
    const res = await t.app.inject({
      url: '/shops?category=men',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(res.rawPayload).toString()).toBe(shell);
  });

  it('plain to a browser that accepts no encoding', async () => {
    const res = await t.app.inject({ url: '/assets/app-1234abcd.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });
});

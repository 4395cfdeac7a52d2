import { cpSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>shop</title>');
  writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'core-abc123.js'), 'export {};');
  t = await createTestApp({ seedProducts: 0, clientDir });
});
afterAll(() => t.close());

describe('the built client', () => {
  it('serves its chunks, and a chunk it does not have is a 404, not the app shell', async () => {
    const chunk = await t.app.inject({ url: '/assets/core-abc123.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toMatch(/immutable/);
    const gone = await t.app.inject({ url: '/assets/core-of-last-release.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).not.toMatch(/html/);
  });

  it('answers a client route with the app shell', async () => {
    const page = await t.app.inject({ url: '/dashboard/my-orders' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>shop</title>');
  });

  it("opens an English address in the language the shopper chose, and no language it doesn't speak", async () => {
    const withCookie = (lang: string) =>
      t.app.inject({ url: '/about?x=1', headers: { cookie: `lang=${lang}` } });
    const chosen = await withCookie('hi');
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/hi/about?x=1');
    expect(chosen.headers.vary).toContain('cookie');
    // A language the shop does not speak (one since removed, or written by hand) is ignored.
    for (const lang of ['ta', 'HI', 'hi-IN', '', '..%2Fadmin']) {
      const ignored = await withCookie(lang);
      expect(ignored.statusCode, lang).toBe(200);
      expect(ignored.headers.location, lang).toBeUndefined();
      expect(ignored.body).toContain('<title>shop</title>');
    }
  });

  it("remembers a language switch's choice and sends the page's clean address, the cookie overruled", async () => {
    const english = await t.app.inject({
      url: '/hi/shops?category=women&lang=en',
      headers: { cookie: 'lang=hi' },
    });
    expect(english.statusCode).toBe(302);
    expect(english.headers.location).toBe('/shops?category=women');
    expect(String(english.headers['set-cookie'])).toMatch(
      /^lang=en; Max-Age=31536000; Path=\/; SameSite=Lax$/,
    );
    const hindi = await t.app.inject({ url: '/contact?lang=hi' });
    expect(hindi.headers.location).toBe('/hi/contact');
    expect(String(hindi.headers['set-cookie'])).toMatch(/^lang=hi;/);
    // Never another host, and a language the shop does not speak is no choice.
    for (const url of ['/hi//evil.example?lang=en', '//evil.example?lang=hi']) {
      const away = await t.app.inject({ url });
      expect(String(away.headers.location ?? '/'), url).toMatch(/^\/(?![/\\])/);
    }
    const unknown = await t.app.inject({ url: '/about?lang=ta' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('tags files by their content: another copy of the build gives the same ETag, and a match is a 304', async () => {
    const first = await t.app.inject({ url: '/sw.js' });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers['last-modified']).toBeUndefined();

    // The same build copied elsewhere later (another instance's disk): other mtimes, same tags.
    const copy = mkdtempSync(join(tmpdir(), 'client-copy-'));
    cpSync(clientDir, copy, { recursive: true });
    utimesSync(join(copy, 'sw.js'), new Date(0), new Date(0));
    const other = await createTestApp({ seedProducts: 0, clientDir: copy });
    try {
      const again = await other.app.inject({ url: '/sw.js' });
      expect(again.headers.etag).toBe(first.headers.etag);
      const unchanged = await other.app.inject({
        url: '/sw.js',
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');
    } finally {
      await other.close();
    }

    // A build written over a running server: the file's new content gets a new tag.
    writeFileSync(
      join(clientDir, 'sw.js'),
      'self.addEventListener("fetch", () => { /* v1.1 */ });',
    );
    const rewritten = await t.app.inject({
      url: '/sw.js',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(rewritten.statusCode).toBe(200);
    expect(rewritten.body).toContain('v1.1');

    // A new release: new content, new tag, so the old one is answered in full.
    const next = mkdtempSync(join(tmpdir(), 'client-next-'));
    cpSync(clientDir, next, { recursive: true });
    writeFileSync(join(next, 'sw.js'), 'self.addEventListener("fetch", () => { /* v2 */ });');
    const released = await createTestApp({ seedProducts: 0, clientDir: next });
    try {
      const answer = await released.app.inject({
        url: '/sw.js',
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.etag).not.toBe(first.headers.etag);
      expect(answer.body).toContain('v2');
    } finally {
      await released.close();
    }
  });
});

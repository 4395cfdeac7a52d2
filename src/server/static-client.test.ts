import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>shop</title>');
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
});

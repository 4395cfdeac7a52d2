import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, registerCustomer, type TestApp } from '../test/test-app';
import { inlineScriptHashes } from './security-headers';

const PRELOAD =
  "(function () { var l = document.createElement('link'); l.rel = 'preload'; document.head.appendChild(l); })();";
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directives = (csp: string | undefined) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
  writeFileSync(
    join(clientDir, 'index.html'),
    `<!doctype html><head><script>${PRELOAD}</script><script type="application/json" id="data">{"a":1}</script><script type="module" src="/assets/app.js"></script></head>`,
  );
  t = await createTestApp({ clientDir });
});
afterAll(() => t.close());

describe('security headers', () => {
  it('every answer has the CSP (own scripts plus the hashed preload, no inline), nosniff, no framing and a referrer policy', async () => {
    for (const url of ['/', '/shops', '/api/home/get-categorys', '/api/no-such-path']) {
      const res = await t.app.inject({ url });
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp.get('script-src'), url).toEqual(["'self'", sha(PRELOAD)]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('form-action'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('script-src'), url).not.toContain("'unsafe-inline'");
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('hashes only executable inline scripts', () => {
    expect(
      inlineScriptHashes(
        '<script>a()</script><script type="module">b()</script><script type="application/json">{}</script><script src="/x.js"></script>',
      ),
    ).toEqual([sha('a()'), sha('b()')]);
  });

  it('the sandbox payer pages have their own policy: no script, their hashed style, forms to the shop only', async () => {
    const res = await t.app.inject({ url: '/api/payment/sandbox/pay/OD1?secret=x' });
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('script-src')).toBe(false);
    const style = /<style>([^<]*)<\/style>/.exec(res.body)![1]!;
    expect(csp.get('style-src')).toEqual([sha(style)]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });
});

describe('Cache-Control: no-store on personal answers', () => {
  it('on answers to authenticated requests and answers that set a cookie', async () => {
    const { headers, email } = await registerCustomer(t.app);
    expect(
      (await t.app.inject({ url: '/api/customer/me', headers })).headers['cache-control'],
    ).toBe('no-store');
    expect(
      (await t.app.inject({ url: '/api/home/customer/get_all_address_web', headers })).headers[
        'cache-control'
      ],
    ).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/customer/customer-login',
      payload: { email, password: 'correct horse' },
    });
    expect(login.headers['set-cookie']).toBeDefined();
    expect(login.headers['cache-control']).toBe('no-store');
    const cookie = await t.app.inject({
      url: '/api/customer/me',
      cookies: { customerToken: login.json().token },
    });
    expect(cookie.statusCode).toBe(200);
    expect(cookie.headers['cache-control']).toBe('no-store');
    // A refusal of a personal route stores nothing either.
    expect((await t.app.inject({ url: '/api/customer/me' })).headers['cache-control']).toBe(
      'no-store',
    );
  });

  it('not on public reads, even when the browser sends the session cookie along', async () => {
    const { token } = await registerCustomer(t.app);
    const res = await t.app.inject({
      url: '/api/home/get-categorys',
      cookies: { customerToken: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});

describe('in production', () => {
  it('adds HSTS and upgrade-insecure-requests', async () => {
    const prod = await createTestApp({
      config: {
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        PAYMENT_WEBHOOK_SECRET: 'y'.repeat(20),
        ALLOW_SANDBOX_IN_PRODUCTION: 'true',
      },
    });
    try {
      const res = await prod.app.inject({ url: '/api/home/get-categorys' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(
        directives(res.headers['content-security-policy'] as string).has(
          'upgrade-insecure-requests',
        ),
      ).toBe(true);
    } finally {
      await prod.close();
    }
  });
});

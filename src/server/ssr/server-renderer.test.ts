import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../test/test-app';
import { PAGE_NOT_FOUND } from '@shared/rendered-page';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { CatalogueLookup } from './page-kind';
import {
  createServerRenderer,
  MAX_RENDERS_IN_FLIGHT,
  MAX_RENDERS_WAITING,
  type ServerRenderer,
} from './server-renderer';

/**
 * A stand-in for the SSR build (dist/server/entry-server.js): it counts its renders, reads the
 * categories through the fetch the server hands its renderer, and writes hostile text everywhere.
 */
const FAKE_ENTRY = `
globalThis.ssrRenders = 0;
export function createPageRenderer(api, inlinePicture, onRenderError) {
  return {
    isPublicPage: (path) => path === '/' || path === '/about' || path === '/broken',
    isKnownPath: (path) => ['/', '/about', '/broken', '/cart', '/dashboard/my-orders'].includes(path),
    // The pages read 'slow', 'fail', 'gone', 'value' and a listing's filters; anything else
    // (utm_source) is not part of the page.
    canonicalUrl: (url) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      const kept = new URLSearchParams();
      for (const key of ['category', 'fail', 'gone', 'lowPrice', 'slow', 'subcategory', 'value'])
        if (searchParams.has(key)) kept.set(key, searchParams.get(key));
      return pathname + (kept.size ? '?' + kept : '');
    },
    render: (url) => render(api, url, onRenderError),
  };
}
async function render(api, url, onRenderError) {
  globalThis.ssrRenders++;
  // A component that throws: React tells the renderer, which leaves the page to the browser.
  if (url === '/broken') return onRenderError(new Error('a component threw')), null;
  if (url.includes('fail')) return null;
  if (url.includes('gone')) return 'not found';
  if (url.includes('slow')) {
    globalThis.ssrRunning = (globalThis.ssrRunning ?? 0) + 1;
    globalThis.ssrMost = Math.max(globalThis.ssrMost ?? 0, globalThis.ssrRunning);
    await new Promise((r) => setTimeout(r, 300));
    globalThis.ssrRunning--;
  }
  const categories = await (await api('/api/home/get-categorys', {})).json();
  return {
    title: 'Tom & Jerry </title><script>alert(1)</script>',
    meta: [
      { name: 'description', content: 'Say "hi" <b>' },
      { property: 'og:title', content: 'A & B' },
      { property: 'og:image', content: '/images/og/about.png' },
    ],
    jsonLd: [JSON.stringify({ '@type': 'Product', name: '</script><script>alert(2)</script>' })],
    html: '<link rel="preload" as="image" href="/hero.png"/><div>' + categories.categorys.length + ' categories $& $1</div>',
    state: { queries: [{ text: '</script><script>alert(3)</script>' }] },
    routeIds: ['__root__', '/about'],
    lang: 'en-IN',
    canonical: url,
    alternates: [{ hreflang: 'en-IN', href: url }],
  };
}`;
const SHELL =
  '<!doctype html><html lang="en-IN"><head><meta name="description" content="Shell" /><title>Shell</title></head><body><div id="root"></div></body></html>';

/** The shell as a page not found, in English. */
const NOT_FOUND_SHELL = SHELL.replace(
  'content="Shell"',
  () => `content="${m.head_site_description({}, { locale: 'en' })}"`,
).replace('<title>Shell</title>', '<title>Page not found - Bazaar</title>');

/** A built client: the shell and the fake renderer. */
function fakeClientDir(): string {
  const clientDir = mkdtempSync(join(tmpdir(), 'ssr-client-'));
  writeFileSync(join(clientDir, 'index.html'), SHELL);
  mkdirSync(join(clientDir, 'server'));
  writeFileSync(join(clientDir, 'server/entry-server.js'), FAKE_ENTRY);
  return clientDir;
}

let t: TestApp;
const renders = () => (globalThis as unknown as { ssrRenders: number }).ssrRenders;
beforeAll(async () => {
  t = await createTestApp({ clientDir: fakeClientDir() });
});
afterAll(() => t.close());

describe('a component that fails in a server render', () => {
  it("is logged through the server's logger and counted, and the page gets the shell", async () => {
    const lines: { msg: string; err?: { message: string } }[] = [];
    const own = await createTestApp({
      clientDir: fakeClientDir(),
      config: { LOG_LEVEL: 'error' },
      logStream: { write: (line) => void lines.push(JSON.parse(line) as (typeof lines)[number]) },
    });
    try {
      const page = await own.app.inject({ url: '/broken' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Shell</title>');
      expect(lines).toContainEqual(
        expect.objectContaining({
          msg: 'a component failed in a server render; the shell is sent',
          err: expect.objectContaining({ message: 'a component threw' }),
        }),
      );
      const metrics = (await own.app.inject({ url: '/metrics' })).body;
      expect(metrics).toContain('bazaar_ssr_renders_total{outcome="left_to_browser"} 1');
    } finally {
      await own.close();
    }
  });
});

describe('server-rendered pages', () => {
  it('a public page is the shell with the page inside, its head tags, and its data in a JSON block; nothing can break out', async () => {
    const res = await t.app.inject({ url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<html data-ssr lang="en-IN">');
    expect(html).toContain(
      '<title>Tom &amp; Jerry &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>',
    );
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &lt;b&gt;"');
    expect(html).toContain('<meta property="og:title" content="A &amp; B" />');
    // React's image preload moves to the head; the markup uses the API in-process (the seeded categories).
    expect(html).toMatch(/<\/title><link rel="preload" as="image" href="\/hero.png"\/>/);
    expect(html).toMatch(/<div id="root"><div>\d+ categories \$& \$1<\/div><\/div>/);
    // Only the two data blocks and no executable script at all.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<script>');
    const state = /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(
      html,
    )![1]!;
    expect(JSON.parse(state)).toEqual({
      queries: [{ text: '</script><script>alert(3)</script>' }],
    });
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(jsonLd)).toEqual({
      '@type': 'Product',
      name: '</script><script>alert(2)</script>',
    });
  });

  it('a burst of visitors to one URL renders once; a catalogue change renders again', async () => {
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ url: '/' })));
    expect(answers.every((a) => a.statusCode === 200 && a.body.includes('data-ssr'))).toBe(true);
    expect(renders()).toBe(before + 1);
    await t.app.inject({ url: '/' });
    expect(renders()).toBe(before + 1);
    t.deps.catalogueUpdates.invalidate('review');
    await t.app.inject({ url: '/' });
    expect(renders()).toBe(before + 2);
  });

  it('a pressed instance renders nothing new: a kept page is served, others get the shell', async () => {
    const kept = await t.app.inject({ url: '/about?value=kept' });
    expect(kept.body).toContain('data-ssr');
    const before = renders();
    const pressure = t.deps.pressure;
    t.deps.pressure = () => 'expensive';
    try {
      const [again, fresh] = await Promise.all([
        t.app.inject({ url: '/about?value=kept' }),
        t.app.inject({ url: '/about?value=new' }),
      ]);
      expect(again.body).toContain('data-ssr');
      expect(fresh.statusCode).toBe(200);
      expect(fresh.body).not.toContain('data-ssr');
      expect(renders()).toBe(before);
    } finally {
      t.deps.pressure = pressure;
    }
  });

  it('made-up query parameters share the page of the URL without them: one render', async () => {
    const before = renders();
    const urls = Array.from({ length: 8 }, (_, i) => `/about?utm_source=x${i}&slow=utm`);
    const answers = await Promise.all(urls.map((url) => t.app.inject({ url })));
    expect(answers.every((a) => a.body.includes('data-ssr'))).toBe(true);
    expect(renders()).toBe(before + 1);
  });

  it('a flood of distinct URLs renders MAX_RENDERS_IN_FLIGHT at once and MAX_RENDERS_WAITING after them; the rest get the shell at once', async () => {
    const before = renders();
    const served = MAX_RENDERS_IN_FLIGHT + MAX_RENDERS_WAITING;
    const urls = Array.from({ length: served + 6 }, (_, i) => `/about?slow=${i}`);
    const answers = await Promise.all(urls.map((url) => t.app.inject({ url })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.body.includes('data-ssr'))).toHaveLength(served);
    expect(answers.filter((a) => a.body === SHELL)).toHaveLength(6);
    expect(renders()).toBe(before + served);
    // The shell was not cached for a URL that got it: asked again, it renders.
    const shelled = urls[answers.findIndex((a) => a.body === SHELL)]!;
    expect((await t.app.inject({ url: shelled })).body).toContain('data-ssr');
  });

  it('renders no more than MAX_RENDERS_IN_FLIGHT at the same time', async () => {
    const g = globalThis as unknown as { ssrRunning?: number; ssrMost?: number };
    g.ssrMost = 0;
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.app.inject({ url: `/about?slow=count-${i}` })),
    );
    expect(g.ssrMost).toBe(MAX_RENDERS_IN_FLIGHT);
  });

  it('pages left to the browser get the shell: screens that are not public, and a page the renderer declines', async () => {
    for (const url of ['/cart', '/dashboard/my-orders', '/about?fail=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
    }
  });

  it('answers 404 with the shell titled as a page not found for a path no screen has and for a page whose thing is gone', async () => {
    for (const url of ['/no-such-page', '/about?gone=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(NOT_FOUND_SHELL);
    }
  });

  it("says a page is not found in its address's language: a Hindi address's 404 is Hindi", async () => {
    const res = await t.app.inject({ url: '/hi/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatch(/^<!doctype html><html lang="hi-IN"><head>/);
    expect(res.body).toContain('<title>पेज नहीं मिला - Bazaar</title>');
    expect(res.body).toContain(`content="${m.head_site_description({}, { locale: 'hi' })}"`);
    expect(res.body).not.toMatch(/Page not found|lang="en/);
  });

  it('the renderer bundle itself is not served', async () => {
    for (const url of ['/server/entry-server.js', '/server/']) {
      const res = await t.app.inject({ url });
      expect(res.body, url).toBe(NOT_FOUND_SHELL);
    }
  });
});

describe('the render budget', () => {
  let tight: TestApp;
  beforeAll(async () => {
    // Stopped clocks: on a busy machine a refill (one a second) or the page cache's few seconds
    // passing between the requests would change what the test sees.
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
    // A burst of four renders, refilled at one a second; two of them for one address.
    tight = await createTestApp({
      clientDir: fakeClientDir(),
      config: { SSR_RENDERS_PER_SECOND: '1' },
    });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await tight.close();
  });

  it("once an address's share is spent, its new pages get the shell without rendering; a page already cached is still served", async () => {
    const before = renders();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => tight.app.inject({ url: `/about?slow=b${i}` })),
    );
    expect(answers.filter((a) => a.body.includes('data-ssr'))).toHaveLength(2);
    expect(answers.filter((a) => a.body === SHELL)).toHaveLength(4);
    expect(renders()).toBe(before + 2);
    const cached = answers.findIndex((a) => a.body.includes('data-ssr'));
    expect((await tight.app.inject({ url: `/about?slow=b${cached}` })).body).toContain('data-ssr');
    expect(renders()).toBe(before + 2);
    // Another address still gets its page rendered.
    const other = await tight.app.inject({ url: '/about?slow=c', remoteAddress: '10.0.0.9' });
    expect(other.body).toContain('data-ssr');
  });
});

/** A catalogue of one category (men, with men-shirts) and one product (silk-saree). */
const smallCatalogue: CatalogueLookup = {
  productExists: async (slug) => slug === 'silk-saree',
  categoryExists: async ({ category, subcategory }) =>
    category === 'men' && (subcategory === undefined || subcategory === 'men-shirts'),
};

describe('the render budget shared fairly (a stopped clock: nothing refills)', () => {
  // Two renders a second: a burst of eight, two of them kept for catalogue pages, four for one address.
  const fairRenderer = async (rendersPerSecond = 2): Promise<ServerRenderer> =>
    (await createServerRenderer(t.app, t.deps, fakeClientDir(), {
      rendersPerSecond,
      shopName: 'Bazaar',
      catalogue: smallCatalogue,
      now: () => 0,
    }))!;
  const rendered = async (renderer: ServerRenderer, url: string, client: string) =>
    typeof (await renderer.html(url, client)) === 'string';

  it("one address flooding made-up URLs does not stop another address's page from rendering", async () => {
    const renderer = await fairRenderer();
    const flood: boolean[] = [];
    for (let i = 0; i < 10; i++)
      flood.push(await rendered(renderer, `/about?value=flood-${i}`, '10.0.0.1'));
    expect(flood.filter(Boolean)).toHaveLength(4);
    expect(await rendered(renderer, '/', '10.0.0.2')).toBe(true);
    expect(await rendered(renderer, '/about?value=shopper', '10.0.0.2')).toBe(true);
  });

  it('a catalogue page renders while made-up URLs are refused: one without search parameters, or one rendered before', async () => {
    const renderer = await fairRenderer();
    expect(await rendered(renderer, '/about?value=category', '10.0.0.1')).toBe(true);
    for (const [client, url] of [
      ['10.0.0.1', '/about?value=a1'],
      ['10.0.0.1', '/about?value=a2'],
      ['10.0.0.1', '/about?value=a3'],
      ['10.0.0.2', '/about?value=b1'],
      ['10.0.0.2', '/about?value=b2'],
    ] as const)
      expect(await rendered(renderer, url, client), url).toBe(true);
    // What is left is kept for catalogue pages.
    expect(await rendered(renderer, '/about?value=b3', '10.0.0.2')).toBe(false);
    expect(await rendered(renderer, '/about?value=c1', '10.0.0.3')).toBe(false);
    t.deps.catalogueUpdates.invalidate('review'); // the cached pages go
    expect(await rendered(renderer, '/about?value=category', '10.0.0.3')).toBe(true);
    expect(await rendered(renderer, '/', '10.0.0.3')).toBe(true);
  });
});

describe('the catalogue’s share of the render budget, checked against the catalogue', () => {
  // Three renders a second: a burst of twelve, three kept for the catalogue's pages.
  const renderer = async (): Promise<ServerRenderer> =>
    (await createServerRenderer(t.app, t.deps, fakeClientDir(), {
      rendersPerSecond: 3,
      shopName: 'Bazaar',
      catalogue: smallCatalogue,
      now: () => 0,
    }))!;
  const rendered = async (r: ServerRenderer, url: string, client: string) =>
    typeof (await r.html(url, client)) === 'string';

  it('a known category, subcategory and product render while made-up listings from many addresses have spent their share', async () => {
    const r = await renderer();
    const flood: boolean[] = [];
    for (let i = 0; i < 20; i++)
      flood.push(await rendered(r, `/shops?category=men&lowPrice=${i}`, `10.1.0.${i}`));
    // The made-up share (twelve less the three kept) is spent; the rest got the shell.
    expect(flood.filter(Boolean)).toHaveLength(9);
    expect(await rendered(r, '/shops?category=men', '10.1.1.1')).toBe(true);
    expect(await rendered(r, '/hi/shops?category=men&subcategory=men-shirts', '10.1.1.2')).toBe(
      true,
    );
    expect(await rendered(r, '/product/details/silk-saree', '10.1.1.3')).toBe(true);
    // The kept share is spent too now: nothing left to render.
    expect(await rendered(r, '/about', '10.1.1.4')).toBe(false);
  });

  it('a product or category the catalogue does not have is a 404, never a render nor a share of the budget', async () => {
    const r = await renderer();
    const before = renders();
    for (let i = 0; i < 20; i++) {
      for (const url of [
        `/product/details/made-up-${i}`,
        `/shops?category=made-up-${i}`,
        `/shops?category=men&subcategory=made-up-${i}`,
      ])
        expect(await r.html(url, `10.2.0.${i}`), url).toBe(PAGE_NOT_FOUND);
    }
    expect(renders()).toBe(before);
    // The whole budget is still there for real pages.
    for (const url of ['/shops?category=men', '/product/details/silk-saree', '/about'])
      expect(await rendered(r, url, '10.2.1.1'), url).toBe(true);
  });

  it('a flood of made-up product names pushes no rendered page out of the cache', async () => {
    const r = await renderer();
    expect(await rendered(r, '/about', '10.3.0.1')).toBe(true);
    const before = renders();
    for (let i = 0; i < 600; i++)
      expect(await r.html(`/product/details/made-up-${i}`, `10.3.1.${i % 250}`)).toBe(
        PAGE_NOT_FOUND,
      );
    expect(await rendered(r, '/about', '10.3.0.1')).toBe(true);
    // Served from the cache: no render since.
    expect(renders()).toBe(before);
  });

  it('a listing with a filter besides its category is no catalogue page: it may not use the kept share', async () => {
    const r = await renderer();
    for (let i = 0; i < 9; i++)
      expect(await rendered(r, `/shops?category=men&lowPrice=${i}`, `10.3.0.${i}`)).toBe(true);
    expect(await rendered(r, '/shops?category=men&lowPrice=99', '10.3.1.1')).toBe(false);
    expect(await rendered(r, '/shops?category=men', '10.3.1.3')).toBe(true);
  });
});

describe("the pages' absolute links", () => {
  const ogImage = (html: string) => /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
  const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

  it('name PUBLIC_ORIGIN, never the Host the request gives', async () => {
    for (const url of ['/', '/about', '/cart', '/no-such-page', '/api/home/get-categorys']) {
      const res = await t.app.inject({ url, headers: HOSTILE });
      expect(res.body, url).not.toContain('evil.example');
      expect(JSON.stringify(res.headers), url).not.toContain('evil.example');
    }
    const page = await t.app.inject({ url: '/about', headers: HOSTILE });
    expect(ogImage(page.body)).toBe('http://shop.test/images/og/about.png');
  });

  it('without PUBLIC_ORIGIN, behind a trusted proxy, name localhost and the port it listens on', async () => {
    const proxied = await createTestApp({
      clientDir: fakeClientDir(),
      config: { TRUST_PROXY: '1', PUBLIC_ORIGIN: '' },
    });
    try {
      // Not listening yet: the path stays root-relative.
      const injected = await proxied.app.inject({ url: '/about', headers: HOSTILE });
      expect(ogImage(injected.body)).toBe('/images/og/about.png');
      await proxied.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = proxied.app.server.address() as AddressInfo;
      const body = await new Promise<string>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/about',
            headers: { ...HOSTILE, 'x-forwarded-proto': 'https' },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve(text));
          },
        );
        req.on('error', reject).end();
      });
      expect(body).not.toContain('evil.example');
      expect(ogImage(body)).toBe(`http://localhost:${port}/images/og/about.png`);
    } finally {
      await proxied.close();
    }
  });
});

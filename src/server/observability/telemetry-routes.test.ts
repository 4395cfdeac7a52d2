import { createTestApp, type TestApp } from '../test/test-app';
import { sampleValue } from '../test/metrics-scrape';
import { CLIENT_ERRORS_PER_MINUTE, RUM_REPORTS_PER_MINUTE } from './telemetry-routes';
import { NEW_LABEL_SETS_PER_ADDRESS, RumSeries } from './rum';

let t: TestApp;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  t = await createTestApp({
    config: { LOG_LEVEL: 'warn' },
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
});
afterAll(() => t.close());

let addresses = 0;
/** Each test its own address, so the per-address limits of one do not reach another. */
const freshAddress = () => `198.51.100.${++addresses}`;
/** As navigator.sendBeacon sends a string: text/plain, from the shop's own page. */
const beacon = (url: string, body: unknown, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify(body),
  });
const scrape = async () => (await t.app.inject({ url: '/metrics' })).body;

const view = {
  route: '/product/details/$slug',
  connection: '4g',
  source: 'server',
  vitals: [
    { name: 'LCP', value: 1800 },
    { name: 'INP', value: 120 },
    { name: 'CLS', value: 0.04 },
    { name: 'FCP', value: 900 },
    { name: 'TTFB', value: 210 },
  ],
};
const labels = { route: '/product/details/$slug', connection: '4g', source: 'server' };

describe('POST /api/rum', () => {
  it('folds a page view into the histograms by route template, connection and source', async () => {
    const before = await scrape();
    const res = await beacon('/api/rum', view, freshAddress());
    expect(res.statusCode).toBe(200);
    const after = await scrape();
    const grew = (name: string, extra: Record<string, string> = {}) =>
      sampleValue(after, name, { ...labels, ...extra }) -
      sampleValue(before, name, { ...labels, ...extra });
    for (const vital of ['LCP', 'INP', 'FCP', 'TTFB'])
      expect(grew('bazaar_rum_vital_seconds_count', { vital })).toBe(1);
    // Milliseconds become seconds: an LCP of 1.8 s is under the 2.5 s bucket, over the 1 s one.
    expect(grew('bazaar_rum_vital_seconds_bucket', { vital: 'LCP', le: '2.5' })).toBe(1);
    expect(grew('bazaar_rum_vital_seconds_bucket', { vital: 'LCP', le: '1' })).toBe(0);
    expect(grew('bazaar_rum_cls_count')).toBe(1);
    expect(grew('bazaar_rum_cls_bucket', { le: '0.05' })).toBe(1);
  });

  it('refuses a filled path, an unknown vital or a stray field with 400, counting nothing', async () => {
    const before = await scrape();
    const bad = [
      { ...view, route: '/product/details/red-kurta?ref=mail' },
      { ...view, vitals: [{ name: 'FID', value: 10 }] },
      { ...view, vitals: [{ name: 'LCP', value: -1 }] },
      { ...view, email: 'asha@example.in' },
    ];
    for (const body of bad)
      expect((await beacon('/api/rum', body, freshAddress())).statusCode).toBe(400);
    expect((await beacon('/api/rum', 'not json', freshAddress())).statusCode).toBe(400);
    expect(sampleValue(await scrape(), 'bazaar_rum_vital_seconds_count')).toBe(
      sampleValue(before, 'bazaar_rum_vital_seconds_count'),
    );
  });

  it('refuses an address past its reports a minute with 429, counting nothing more', async () => {
    const address = freshAddress();
    for (let i = 0; i < RUM_REPORTS_PER_MINUTE; i++)
      expect((await beacon('/api/rum', view, address)).statusCode).toBe(200);
    const before = sampleValue(await scrape(), 'bazaar_rum_cls_count');
    expect((await beacon('/api/rum', view, address)).statusCode).toBe(429);
    expect(sampleValue(await scrape(), 'bazaar_rum_cls_count')).toBe(before);
  });

  it('refuses a beacon from another site (403)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rum',
      headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' },
      payload: JSON.stringify(view),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('RUM labels come from the app’s own route table, bounded', () => {
  /** A page view of `route`, as RumSeries reads it. */
  const report = (route: string) => ({
    ...view,
    route,
    connection: '4g' as const,
    source: 'server' as const,
    vitals: [],
  });

  const CONNECTIONS = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
  const SOURCES = ['server', 'cache', 'browser'] as const;
  /** The app's series, each as its name and labels (values left out), and the RUM lines whole. */
  const appSeries = async () => {
    const text = await t.deps.metrics.registry.metrics();
    const lines = text.split('\n').filter((l) => l && !l.startsWith('#'));
    return {
      text,
      series: lines.map((l) => l.slice(0, l.lastIndexOf(' '))),
      rum: lines.filter((l) => l.startsWith('bazaar_rum_') && !l.startsWith('bazaar_rum_dropped')),
    };
  };

  it('thousands of made-up routes from as many addresses change no series and no size', async () => {
    expect((await beacon('/api/rum', view, freshAddress())).statusCode).toBe(200);
    const before = await appSeries();
    const dropped = sampleValue(await scrape(), 'bazaar_rum_dropped_total', {
      reason: 'unknown_route',
    });
    for (let i = 0; i < 3000; i++) {
      const report = {
        ...view,
        route: ['/made-up/', '/products/$slug/', '/dashboard/x/y/'][i % 3] + String(i >> 4),
        connection: CONNECTIONS[i % 5],
        source: SOURCES[(i >> 2) % 3],
      };
      const from = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      expect((await beacon('/api/rum', report, from)).statusCode).toBe(200);
    }
    const after = await appSeries();
    expect(after.series).toEqual(before.series);
    expect(after.rum).toEqual(before.rum);
    // Only counters' digits grew (before the change: 68,180 series, 7 MB).
    expect(Math.abs(after.text.length - before.text.length)).toBeLessThan(200);
    expect(
      sampleValue(await scrape(), 'bazaar_rum_dropped_total', { reason: 'unknown_route' }),
    ).toBe(dropped + 3000);

    // A real route is still counted as itself, named by its template or by a path of it.
    for (const route of ['/product/details/$slug', '/hi/product/details/silk-saree-p12'])
      expect(
        (await beacon('/api/rum', { ...view, route, connection: '3g' }, freshAddress())).statusCode,
      ).toBe(200);
    expect(
      sampleValue(await scrape(), 'bazaar_rum_cls_count', { ...labels, connection: '3g' }),
    ).toBe(2);
  });

  it('one address opens at most a few new label sets; its reports of those it opened still count', async () => {
    const address = freshAddress();
    const routes = ['/', '/about', '/cart', '/contact', '/login', '/register'];
    const before = sampleValue(await scrape(), 'bazaar_rum_dropped_total', {
      reason: 'series_limit',
    });
    for (const route of routes)
      await beacon('/api/rum', { ...view, route, connection: '2g' }, address);
    const text = await scrape();
    const counted = routes.filter(
      (route) =>
        sampleValue(text, 'bazaar_rum_cls_count', { route, connection: '2g', source: 'server' }) >
        0,
    );
    expect(counted).toEqual(routes.slice(0, NEW_LABEL_SETS_PER_ADDRESS));
    expect(sampleValue(text, 'bazaar_rum_dropped_total', { reason: 'series_limit' })).toBe(
      before + routes.length - NEW_LABEL_SETS_PER_ADDRESS,
    );
    // Another address's report of a label set already there is counted.
    await beacon('/api/rum', { ...view, route: '/', connection: '2g' }, freshAddress());
    expect(
      sampleValue(await scrape(), 'bazaar_rum_cls_count', {
        route: '/',
        connection: '2g',
        source: 'server',
      }),
    ).toBe(2);
  });

  it('RumSeries holds at most its total of label sets, whoever asks', () => {
    const series = new RumSeries(3, 100);
    expect(series.labels(report('/'), 'a')).toMatchObject({ route: '/' });
    expect(series.labels(report('/about'), 'b')).toMatchObject({ route: '/about' });
    expect(series.labels(report('/cart'), 'c')).toMatchObject({ route: '/cart' });
    expect(series.labels(report('/login'), 'd')).toBe('series_limit');
    expect(series.labels(report('/made-up'), 'e')).toBe('unknown_route');
    expect(series.labels(report('/about'), 'f')).toMatchObject({ route: '/about' });
  });

  it('an address may open new label sets again an hour later', () => {
    let now = 0;
    const series = new RumSeries(100, 1, () => now);
    expect(series.labels(report('/'), 'a')).toMatchObject({ route: '/' });
    expect(series.labels(report('/about'), 'a')).toBe('series_limit');
    now += 60 * 60_000;
    expect(series.labels(report('/about'), 'a')).toMatchObject({ route: '/about' });
  });
});

describe('POST /api/client-errors', () => {
  const report = {
    kind: 'error',
    message: 'TypeError: x is undefined at https://shop.test/products/search?value=asha',
    source: 'https://shop.test/assets/index-abc.js',
    line: 12,
    column: 40,
    stack: 'TypeError: x is undefined\n    at f (https://shop.test/assets/index-abc.js?v=2:12:40)',
    route: '/products/search',
    release: '0.1.0',
  };
  const logged = () => lines.filter((line) => line.msg === 'client error');

  it('logs an error with its request id, release and route, without query strings, and counts it', async () => {
    const before = sampleValue(await scrape(), 'bazaar_client_errors_total', { kind: 'error' });
    const res = await beacon('/api/client-errors', report, freshAddress());
    expect(res.statusCode).toBe(200);
    const line = logged().at(-1)!;
    expect(line.requestId).toBe(res.headers['x-request-id']);
    expect(line.clientError).toEqual({
      kind: 'error',
      message: 'TypeError: x is undefined at https://shop.test/products/search',
      source: 'https://shop.test/assets/index-abc.js',
      line: 12,
      column: 40,
      stack: 'TypeError: x is undefined\n    at f (https://shop.test/assets/index-abc.js)',
      route: '/products/search',
      release: '0.1.0',
    });
    const after = sampleValue(await scrape(), 'bazaar_client_errors_total', { kind: 'error' });
    expect(after - before).toBe(1);
  });

  it('logs the same error once a minute however many browsers report it, counting each', async () => {
    const same = { ...report, message: 'ReferenceError: only once' };
    const before = sampleValue(await scrape(), 'bazaar_client_errors_total', { kind: 'error' });
    const linesBefore = logged().length;
    for (let i = 0; i < 3; i++)
      expect((await beacon('/api/client-errors', same, freshAddress())).statusCode).toBe(200);
    expect(logged().length - linesBefore).toBe(1);
    const after = sampleValue(await scrape(), 'bazaar_client_errors_total', { kind: 'error' });
    expect(after - before).toBe(3);
  });

  it('refuses an address past its reports a minute (429) and bad reports (400), logging nothing', async () => {
    const address = freshAddress();
    for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE; i++)
      await beacon('/api/client-errors', { ...report, message: `flood ${i}` }, address);
    const linesBefore = logged().length;
    const over = await beacon('/api/client-errors', { ...report, message: 'one more' }, address);
    expect(over.statusCode).toBe(429);
    const bad = await beacon('/api/client-errors', { ...report, kind: 'panic' }, freshAddress());
    expect(bad.statusCode).toBe(400);
    expect(logged().length).toBe(linesBefore);
  });
});

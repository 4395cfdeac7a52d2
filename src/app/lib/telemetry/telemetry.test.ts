import { ApiError } from '../api-client';
import { ClientErrorReporter, MAX_REPORTS_PER_PAGE } from './client-errors';
import { connectionType, PageVitals, pageSource } from './page-vitals';

describe('ClientErrorReporter', () => {
  const reporter = () => {
    const sent: unknown[] = [];
    const errors = new ClientErrorReporter(
      { release: '1.2.3', route: () => '/products/search' },
      (report) => sent.push(report),
    );
    return { errors, sent };
  };

  it('sends an error once per page, with release and route, without query strings', () => {
    const { errors, sent } = reporter();
    const error = new TypeError('cannot read https://shop.test/products/search?value=asha');
    errors.report('error', error, { source: 'https://shop.test/assets/a.js?v=1', line: 3 });
    errors.report('error', error, { source: 'https://shop.test/assets/a.js?v=1', line: 3 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'error',
      message: 'TypeError: cannot read https://shop.test/products/search',
      source: 'https://shop.test/assets/a.js',
      line: 3,
      route: '/products/search',
      release: '1.2.3',
    });
  });

  it("does not report the API's own answers, and stops after a page's share", () => {
    const { errors, sent } = reporter();
    errors.report('boundary', new ApiError('offline', 0));
    expect(sent).toHaveLength(0);
    for (let i = 0; i < MAX_REPORTS_PER_PAGE + 5; i++) errors.report('rejection', `reason ${i}`);
    expect(sent).toHaveLength(MAX_REPORTS_PER_PAGE);
  });

  it("hears the window's uncaught errors and unhandled rejections, not a failed picture", () => {
    const { errors, sent } = reporter();
    const target = new EventTarget() as unknown as Window;
    errors.listen(target);
    target.dispatchEvent(
      new ErrorEvent('error', { error: new Error('boom'), filename: 'https://shop.test/a.js' }),
    );
    target.dispatchEvent(new Event('error'));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new RangeError('late');
    target.dispatchEvent(rejection);
    expect(sent.map((r) => (r as { kind: string; message: string }).message)).toEqual([
      'Error: boom',
      'RangeError: late',
    ]);
  });
});

describe('PageVitals', () => {
  it('sends one beacon per page view with every vital recorded, whatever hides it twice', () => {
    const sent: unknown[] = [];
    const vitals = new PageVitals(
      { route: '/product/details/$slug', connection: '4g', source: 'server' },
      (report) => sent.push(report),
    );
    vitals.flush(); // nothing measured yet: nothing sent
    vitals.record({ name: 'LCP', value: 1234.56789 });
    vitals.record({ name: 'CLS', value: 0.0312 });
    vitals.record({ name: 'LCP', value: 1500 });
    vitals.flush();
    vitals.record({ name: 'INP', value: 80 });
    vitals.flush();
    expect(sent).toEqual([
      {
        route: '/product/details/$slug',
        connection: '4g',
        source: 'server',
        vitals: [
          { name: 'LCP', value: 1500 },
          { name: 'CLS', value: 0.031 },
        ],
      },
    ]);
  });

  it('names the connection the browser reports, else unknown', () => {
    const nav = (connection?: object) => ({ connection }) as unknown as Navigator;
    expect(connectionType(nav({ effectiveType: '3g' }))).toBe('3g');
    expect(connectionType(nav({ effectiveType: '5g' }))).toBe('unknown');
    expect(connectionType(nav())).toBe('unknown');
  });

  it('tells a page from the cache from one the server or the browser drew', () => {
    const perf = (entry: object | undefined) =>
      ({ getEntriesByType: () => (entry ? [entry] : []) }) as unknown as Performance;
    expect(pageSource(true, perf({ transferSize: 0, decodedBodySize: 5000 }))).toBe('cache');
    expect(pageSource(true, perf({ transferSize: 5300, decodedBodySize: 5000 }))).toBe('server');
    expect(pageSource(false, perf({ transferSize: 900, decodedBodySize: 2000 }))).toBe('browser');
    expect(pageSource(false, perf(undefined))).toBe('browser');
  });
});

import { connectionType, PageVitals, pageSource } from './page-vitals';

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

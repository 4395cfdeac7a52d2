import type { AnyRouter } from '@tanstack/react-router';
import { startTelemetry } from './start-telemetry';

// web-vitals as it behaves in a browser: FCP, LCP and TTFB known early; CLS reported from its
// own capture-phase visibilitychange listener, and never on pagehide.
vi.mock('web-vitals', () => {
  type Report = (metric: { name: string; value: number }) => void;
  const early = (name: string, value: number) => (report: Report) => report({ name, value });
  return {
    onFCP: early('FCP', 900),
    onLCP: early('LCP', 1200),
    onTTFB: early('TTFB', 150),
    onINP: () => {},
    onCLS: (report: Report) =>
      addEventListener(
        'visibilitychange',
        () => document.visibilityState === 'hidden' && report({ name: 'CLS', value: 0.02 }),
        true,
      ),
  };
});

const router = {
  state: { matches: [{ fullPath: '/product/details/$slug' }] },
  options: {},
  update: () => {},
} as unknown as AnyRouter;

afterEach(() => vi.unstubAllGlobals());
afterEach(() => vi.restoreAllMocks());

const idleAfterLoad = () => new Promise((resolve) => setTimeout(resolve, 300));
const hide = () => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

describe("a page view's Web Vitals", () => {
  it('leave when the page is hidden, with the CLS web-vitals reports then, also when leaving by a link', async () => {
    const beacons: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      sendBeacon: (_url: string, body: string) => (beacons.push(body), true),
    });
    startTelemetry(router, true, () => 0);
    // web-vitals is imported in the idle moment after the load (a 200 ms timer in jsdom), then
    // its listeners and ours are added.
    await import('web-vitals');
    await idleAfterLoad();
    // Leaving the page: pagehide first, then the page turns hidden (HTML's unload steps).
    dispatchEvent(new Event('pagehide'));
    hide();

    expect(beacons).toHaveLength(1);
    expect(JSON.parse(beacons[0]!).vitals).toEqual(
      expect.arrayContaining([{ name: 'CLS', value: 0.02 }]),
    );
  });

  it('are not measured before the page has loaded', async () => {
    const beacons: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      sendBeacon: (_url: string, body: string) => (beacons.push(body), true),
    });
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    startTelemetry(router, true, () => 0);
    await idleAfterLoad();
    hide();
    expect(beacons).toHaveLength(0);

    readyState.mockReturnValue('complete');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    dispatchEvent(new Event('load'));
    await idleAfterLoad();
    hide();
    expect(beacons).toHaveLength(1);
  });
});

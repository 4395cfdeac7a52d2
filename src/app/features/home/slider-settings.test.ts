import { sliderSettings } from './slider-settings';
import { SLIDER_TIMING } from './slider-timing';

const withConnection = (connection: object | undefined) =>
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

const withReducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));

function sliderOf(slides: number): HTMLElement {
  const el = document.createElement('div');
  el.innerHTML = '<div class="swiper-slide"></div>'.repeat(slides);
  return el;
}

describe('home slider settings', () => {
  afterEach(() => {
    withConnection(undefined);
    vi.unstubAllGlobals();
  });

  it('moves the offers every 3 s and the categories every 1.5 s', () => {
    withReducedMotion(false);
    expect(sliderSettings('offers', sliderOf(4)).autoplayEvery).toBe(3000);
    expect(sliderSettings('categories', sliderOf(9)).autoplayEvery).toBe(1500);
  });

  it('moves each as fast as our own loop moved it before Swiper started', () => {
    withReducedMotion(false);
    expect(sliderSettings('offers', sliderOf(4)).options.speed).toBe(800);
    expect(sliderSettings('categories', sliderOf(9)).options.speed).toBe(
      SLIDER_TIMING.categories.speed,
    );
  });

  it('keeps both still for a shopper who asked for less motion', () => {
    withReducedMotion(true);
    expect(sliderSettings('offers', sliderOf(4)).autoplayEvery).toBeUndefined();
    expect(sliderSettings('categories', sliderOf(9)).autoplayEvery).toBeUndefined();
  });

  it('keeps both still for a shopper saving data', () => {
    withReducedMotion(false);
    withConnection({ saveData: true, effectiveType: '4g' });
    expect(sliderSettings('offers', sliderOf(4)).autoplayEvery).toBeUndefined();
  });
});

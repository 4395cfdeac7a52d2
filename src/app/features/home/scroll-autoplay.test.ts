import { scrollAutoplay as startAutoplay } from './scroll-autoplay';

/** Every row's autoplay a test starts, stopped after it (they listen to the document). */
const stops: (() => void)[] = [];
const scrollAutoplay = (...args: Parameters<typeof startAutoplay>) => {
  const stop = startAutoplay(...args);
  stops.push(stop);
  return stop;
};

/** A native row of `count` slides 300 px wide, `inView` of them in view, each with a picture. */
function rowOf(count: number, inView = 1): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = '<div class="swiper-slide"><img alt="" loading="lazy"></div>'.repeat(count);
  Object.defineProperty(wrapper.firstElementChild, 'offsetWidth', { value: 300 });
  Object.defineProperty(wrapper, 'clientWidth', { value: 300 * inView });
  document.body.append(wrapper);
  return wrapper;
}
const orders = (wrapper: HTMLElement) =>
  [...wrapper.children].map((slide) => (slide as HTMLElement).style.order);
const lazy = (wrapper: HTMLElement) =>
  [...wrapper.querySelectorAll('img')].map((img) => img.getAttribute('loading'));

/** The animations asked for (jsdom has none): each ends when the test says. */
type Glide = {
  slide: Element;
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  end: () => void;
  finish: () => void;
  cancel: () => void;
  finished: Promise<unknown>;
};
let glides: Glide[];
/** Ends the glides under way, and lets what waits on them run. */
async function endGlides() {
  glides.splice(0).forEach((glide) => glide.end());
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  glides = [];
  HTMLElement.prototype.animate = function (this: HTMLElement, keyframes, options) {
    let end!: () => void;
    const finished = new Promise<void>((ended) => (end = ended));
    const glide = { slide: this, keyframes, options, end, finished, finish: vi.fn(() => end()) };
    glides.push({ ...glide, cancel: vi.fn() } as unknown as Glide);
    return glides.at(-1) as unknown as Animation;
  } as typeof HTMLElement.prototype.animate;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
  document.body.innerHTML = '';
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  Object.defineProperty(document, 'hidden', { value: false, configurable: true });
});

describe("a home slider's row before Swiper starts", () => {
  it('glides every slide left by one every 3 s in 800 ms, then shows the next one first', async () => {
    const row = rowOf(3);
    scrollAutoplay(row, 'offers');
    vi.advanceTimersByTime(2999);
    expect(glides).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(orders(row)).toEqual(['0', '1', '2']);
    expect(glides.map((glide) => glide.slide)).toEqual([...row.children]);
    expect(glides[0]!.keyframes).toEqual([
      { transform: 'translateX(0)' },
      { transform: 'translateX(-300px)' },
    ]);
    expect(glides[0]!.options).toMatchObject({ duration: 800, easing: 'ease-in-out' });
    const [glide] = glides;
    // What the browser's scroll snap does when the row changes: keeps the slide it had in view.
    row.scrollLeft = 600;
    await endGlides();
    // The second slide is now first in the row, without the glide's transform.
    expect(orders(row)).toEqual(['2', '0', '1']);
    expect(row.scrollLeft).toBe(0);
    expect(glide!.cancel).toHaveBeenCalled();
  });

  it('loops: past the last slide comes the first, React’s elements left where they are', async () => {
    const row = rowOf(3);
    const [first] = row.children;
    scrollAutoplay(row, 'offers');
    for (let move = 0; move < 3; move++) {
      vi.advanceTimersByTime(3000);
      await endGlides();
    }
    expect(orders(row)).toEqual(['0', '1', '2']);
    expect(row.firstElementChild).toBe(first);
  });

  it('has the pictures of the slides coming next loaded ahead of their turn', async () => {
    const row = rowOf(4);
    scrollAutoplay(row, 'offers');
    vi.advanceTimersByTime(3000);
    expect(lazy(row)).toEqual(['lazy', 'eager', 'eager', 'lazy']);
    await endGlides();
    vi.advanceTimersByTime(3000);
    expect(lazy(row)).toEqual(['lazy', 'eager', 'eager', 'eager']);
  });

  it('moves the category strip every 1.5 s in 300 ms, and not at all when every tile is in view', () => {
    const strip = rowOf(9, 3);
    scrollAutoplay(strip, 'categories');
    vi.advanceTimersByTime(1500);
    expect(glides).toHaveLength(9);
    expect(glides[0]!.options).toMatchObject({ duration: 300 });

    glides = [];
    const full = rowOf(3, 3);
    scrollAutoplay(full, 'categories');
    vi.advanceTimersByTime(1500);
    expect(glides.filter((glide) => full.contains(glide.slide))).toHaveLength(0);
    expect(orders(full)).toEqual(['', '', '']);
  });

  it('keeps still for a shopper saving data or motion', () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    const row = rowOf(3);
    scrollAutoplay(row, 'offers');
    vi.advanceTimersByTime(10_000);
    expect(glides).toHaveLength(0);

    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
    }));
    scrollAutoplay(row, 'offers');
    vi.advanceTimersByTime(10_000);
    expect(glides).toHaveLength(0);
  });

  it('waits while the tab is hidden', () => {
    const row = rowOf(3);
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    scrollAutoplay(row, 'offers');
    vi.advanceTimersByTime(10_000);
    expect(glides).toHaveLength(0);
    Object.defineProperty(document, 'hidden', { value: false, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(3000);
    expect(glides).toHaveLength(3);
  });

  it('stopped halfway through a glide, ends it on the next slide and moves no more', async () => {
    const row = rowOf(3);
    const stop = scrollAutoplay(row, 'offers');
    vi.advanceTimersByTime(3000);
    const underWay = [...glides];
    stop();
    expect(underWay.every((glide) => vi.mocked(glide.finish).mock.calls.length === 1)).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(orders(row)).toEqual(['2', '0', '1']);
    glides = [];
    vi.advanceTimersByTime(10_000);
    expect(glides).toHaveLength(0);
  });
});

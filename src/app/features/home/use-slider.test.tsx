import { useRef } from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { fakeIntersectionObservers } from '@/test/fake-intersection-observer';
import { IDLE_START_AFTER_LOAD_MS, IDLE_START_TIMEOUT_MS } from './start-on-first-use';
import { useSlider } from './use-slider';

/** Swiper as the slider module loads it: `loads` counts the times its code was fetched. */
const swiperCode = vi.hoisted(() => ({
  loads: 0,
  made: [] as { el: HTMLElement; options: Record<string, unknown>; destroy: () => void }[],
  started: [] as { el: HTMLElement; options: Record<string, unknown>; destroy: () => void }[],
}));
vi.mock('swiper', () => {
  swiperCode.loads++;
  return {
    default: class {
      destroy = vi.fn();
      initialized = false;
      made: (typeof swiperCode.made)[number];
      constructor(el: HTMLElement, options: Record<string, unknown>) {
        this.made = { el, options, destroy: this.destroy };
        swiperCode.made.push(this.made);
      }
      init() {
        this.initialized = true;
        swiperCode.started.push(this.made);
      }
      on() {}
      off() {}
    },
  };
});
vi.mock('swiper/modules', () => ({ Navigation: { name: 'navigation' } }));
/** Whether the sliders keep still (a shopper saving data or motion); they move by default. */
const still = vi.hoisted(() => ({ keeps: false }));
vi.mock('./slider-keeps-still', () => ({ sliderKeepsStill: () => still.keeps }));
// Whether Swiper starts is what is tested here, not its autoplay (autoplay.test.ts).
vi.mock('./autoplay', () => ({ autoplay: () => () => undefined }));

let idlePeriods: { run: () => void; timeout: number | undefined }[];
const observers = fakeIntersectionObservers();
beforeEach(() => {
  vi.useFakeTimers();
  swiperCode.made.length = 0;
  swiperCode.started.length = 0;
  idlePeriods = [];
  still.keeps = false;
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: IdleRequestOptions) =>
    idlePeriods.push({ run, timeout: options?.timeout }),
  );
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Slider() {
  const el = useRef<HTMLDivElement>(null);
  useSlider(el, 'offers');
  return (
    <div ref={el} className="swiper" data-testid="slider">
      <div className="swiper-wrapper" data-testid="slides">
        <div className="swiper-slide">
          <img alt="" src="/a.svg" />
        </div>
        <div className="swiper-slide">
          <img alt="" src="/b.svg" loading="lazy" />
        </div>
      </div>
    </div>
  );
}

/** Lets the slider's import of Swiper settle, and the tasks Swiper is made and started in run. */
const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1);
  });

describe('a home slider', () => {
  // First in the file: Swiper's code is fetched once per file, by the first slider to start.
  it('fetches no Swiper before its first use, and starts it once the finger is lifted', async () => {
    const { getByTestId, unmount } = render(<Slider />);
    // Short of the idle start by more than settle() lets pass.
    await act(async () => vi.advanceTimersByTime(IDLE_START_AFTER_LOAD_MS - 2));
    await settle();
    expect(swiperCode.loads).toBe(0);
    expect(idlePeriods).toHaveLength(0);

    fireEvent.pointerDown(getByTestId('slider'));
    await settle();
    expect(swiperCode.loads).toBe(1);
    // The finger is still on the slides: Swiper would pull them from under it.
    expect(swiperCode.started).toHaveLength(0);
    fireEvent.pointerUp(window);
    await settle();
    expect(swiperCode.started).toEqual([
      {
        el: getByTestId('slider'),
        options: {
          modules: [{ name: 'navigation' }],
          navigation: { prevEl: null, nextEl: null },
          loop: true,
          speed: 800,
          initialSlide: 0,
          init: false,
        },
        destroy: expect.any(Function),
      },
    ]);
    // The other slides' pictures load now: Swiper moves them into view by itself.
    expect(getByTestId('slides').querySelectorAll('img[loading="lazy"]')).toHaveLength(0);
    unmount();
    expect(swiperCode.started[0]!.destroy).toHaveBeenCalledWith(true, true);
  });

  it('starts by itself in an idle period once the first seconds after the load are over', async () => {
    render(<Slider />);
    await act(async () => vi.advanceTimersByTime(IDLE_START_AFTER_LOAD_MS));
    expect(idlePeriods).toEqual([{ run: expect.any(Function), timeout: IDLE_START_TIMEOUT_MS }]);
    await settle();
    expect(swiperCode.started).toHaveLength(0);
    idlePeriods[0]!.run();
    await settle();
    expect(swiperCode.started).toHaveLength(1);
  });

  it('starts from the slide the shopper scrolled to before Swiper came', async () => {
    const { getByTestId } = render(<Slider />);
    const slides = getByTestId('slides');
    Object.defineProperty(slides.firstElementChild, 'offsetWidth', { value: 300 });
    slides.scrollLeft = 300;
    fireEvent.pointerOver(getByTestId('slider'));
    await settle();
    expect(swiperCode.started[0]!.options.initialSlide).toBe(1);
    // Swiper moves the slides itself: the native scroll must not move them too.
    expect(slides.scrollLeft).toBe(0);
  });

  it('keeps the slide in view until Swiper starts, not only until it is made', async () => {
    const { getByTestId } = render(<Slider />);
    const slides = getByTestId('slides');
    Object.defineProperty(slides.firstElementChild, 'offsetWidth', { value: 300 });
    slides.scrollLeft = 300;
    const tasks: (() => void)[] = [];
    vi.stubGlobal('setTimeout', (run: () => void) => tasks.push(run));
    fireEvent.pointerOver(getByTestId('slider'));
    await act(() => vi.dynamicImportSettled());
    await act(async () => tasks[0]!());
    expect(swiperCode.made).toHaveLength(1);
    // A frame drawn between the two tasks would show the first slide.
    expect(slides.scrollLeft).toBe(300);
    await act(async () => tasks[1]!());
    expect(swiperCode.started).toHaveLength(1);
    expect(slides.scrollLeft).toBe(0);
  });

  it('starts at once when the mouse is already on it as the page takes it over', async () => {
    const matches = vi
      .spyOn(HTMLElement.prototype, 'matches')
      .mockImplementation((selectors) => selectors === ':hover, :focus-within');
    render(<Slider />);
    matches.mockRestore();
    await settle();
    expect(swiperCode.started).toHaveLength(1);
  });

  it('starts when scrolled into view after the load, not for being in view at the load', async () => {
    render(<Slider />);
    observers.latest.tell(true);
    await settle();
    expect(swiperCode.started).toHaveLength(0);
    observers.latest.tell(false);
    observers.latest.tell(true);
    await settle();
    expect(swiperCode.started).toHaveLength(1);
  });

  it('keeps still until used, for a shopper saving data or motion: no Swiper by itself', async () => {
    still.keeps = true;
    const { getByTestId } = render(<Slider />);
    await act(async () => vi.advanceTimersByTime(IDLE_START_AFTER_LOAD_MS * 2));
    await settle();
    expect(idlePeriods).toHaveLength(0);
    // Nothing waits for it to be scrolled into view either.
    expect(observers.observers).toHaveLength(0);
    expect(swiperCode.made).toHaveLength(0);
    fireEvent.pointerOver(getByTestId('slider'));
    await settle();
    expect(swiperCode.started).toHaveLength(1);
  });

  it('makes and starts each of two sliders used at once in tasks of their own', async () => {
    render(
      <>
        <Slider />
        <Slider />
      </>,
    );
    const tasks: (() => void)[] = [];
    vi.stubGlobal('setTimeout', (run: () => void) => tasks.push(run));
    for (const slider of document.querySelectorAll('.swiper')) fireEvent.pointerOver(slider);
    await act(() => vi.dynamicImportSettled());
    expect(tasks).toHaveLength(2);
    expect(swiperCode.made).toHaveLength(0);
    // Made in one task; its start (measuring every slide) waits for a task of its own.
    await act(async () => tasks[0]!());
    expect(swiperCode.made).toHaveLength(1);
    expect(swiperCode.made[0]!.options).toMatchObject({ init: false });
    expect(swiperCode.started).toHaveLength(0);
    await act(async () => tasks[1]!());
    expect(swiperCode.made).toHaveLength(2);
    expect(swiperCode.started).toHaveLength(0);
    expect(tasks).toHaveLength(4);
    await act(async () => tasks[2]!());
    expect(swiperCode.started).toEqual([swiperCode.made[0]]);
    await act(async () => tasks[3]!());
    expect(swiperCode.started).toEqual(swiperCode.made);
  });

  it('neither starts nor destroys a Swiper made just before the slider went', async () => {
    const { getByTestId, unmount } = render(<Slider />);
    fireEvent.pointerOver(getByTestId('slider'));
    await act(async () => {
      await vi.dynamicImportSettled();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(swiperCode.made).toHaveLength(1);
    unmount();
    await act(async () => vi.runAllTimers());
    expect(swiperCode.started).toHaveLength(0);
    expect(swiperCode.made[0]!.destroy).not.toHaveBeenCalled();
  });

  it('never starts when it is gone before its first use', async () => {
    const { getByTestId, unmount } = render(<Slider />);
    const slider = getByTestId('slider');
    unmount();
    fireEvent.pointerDown(slider);
    await act(async () => vi.advanceTimersByTime(IDLE_START_AFTER_LOAD_MS));
    idlePeriods.forEach((idle) => idle.run());
    await settle();
    expect(swiperCode.started).toHaveLength(0);
  });
});

import { useRef } from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import type * as NativeLoop from './native-loop';
import type { Handover } from './native-loop';
import {
  IDLE_START_AFTER_LOAD_MS,
  IDLE_START_TIMEOUT_MS,
  shopperUse,
  type SliderWake,
} from './slider-wake';
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
/**
 * Our own loop (native-loop.test.ts), as the slider starts and stops it: `handover` is what its
 * stop hands Swiper (by default, what a finger's native scroll would).
 */
const loop = vi.hoisted(() => ({
  started: [] as HTMLElement[],
  stopped: 0,
  handover: undefined as Handover | undefined,
}));
vi.mock('./native-loop', async (actual) => {
  const real = await actual<typeof NativeLoop>();
  return {
    ...real,
    loopNatively: (slider: HTMLElement) => {
      loop.started.push(slider);
      return () => {
        loop.stopped++;
        return loop.handover ?? real.scrolledHandover(slider.querySelector('.swiper-wrapper')!);
      };
    },
  };
});

let idlePeriods: { run: () => void; timeout: number | undefined }[];
beforeEach(() => {
  vi.useFakeTimers();
  idlePeriods = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: IdleRequestOptions) =>
    idlePeriods.push({ run, timeout: options?.timeout }),
  );
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  swiperCode.made.length = 0;
  swiperCode.started.length = 0;
  loop.started.length = 0;
  loop.stopped = 0;
  loop.handover = undefined;
  still.keeps = false;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Slider({ wake }: { wake?: SliderWake }) {
  const el = useRef<HTMLDivElement>(null);
  useSlider(el, 'offers', wake);
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

/** Lets the first idle period from IDLE_START_AFTER_LOAD_MS after the load come, and our loop start. */
const startLoop = async () => {
  await act(async () => vi.advanceTimersByTime(IDLE_START_AFTER_LOAD_MS));
  idlePeriods.splice(0).forEach((idle) => idle.run());
  await settle();
};

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
    // Not after the load, not in any idle time: our own loop moves it until it is used.
    await act(async () => vi.advanceTimersByTime(60_000));
    await settle();
    expect(swiperCode.loads).toBe(0);

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

  it('moves by our own loop once past the load, in an idle period, stopped on first use', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { getByTestId } = render(<Slider />);
    await act(async () => vi.advanceTimersByTime(IDLE_START_AFTER_LOAD_MS * 2));
    expect(idlePeriods).toHaveLength(0);
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    await act(async () => vi.advanceTimersByTime(IDLE_START_AFTER_LOAD_MS - 1));
    expect(idlePeriods).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    expect(idlePeriods).toEqual([{ run: expect.any(Function), timeout: IDLE_START_TIMEOUT_MS }]);
    await settle();
    expect(loop.started).toHaveLength(0);
    idlePeriods[0]!.run();
    await settle();
    expect(loop.started).toEqual([getByTestId('slider')]);
    fireEvent.pointerDown(getByTestId('slider'));
    // Before Swiper's code has come: nothing moves under the finger meanwhile.
    expect(loop.stopped).toBe(1);
  });

  it("starts Swiper on the slide our loop stopped at, in the loop's order until then", async () => {
    const release = vi.fn();
    loop.handover = { shown: () => 1, release };
    const tasks: (() => void)[] = [];
    const { getByTestId } = render(<Slider />);
    await startLoop();
    expect(loop.started).toHaveLength(1);
    vi.stubGlobal('setTimeout', (run: () => void) => tasks.push(run));
    fireEvent.pointerOver(getByTestId('slider'));
    await act(() => vi.dynamicImportSettled());
    await act(async () => tasks[0]!());
    expect(swiperCode.made[0]!.options.initialSlide).toBe(1);
    // A frame drawn between the two tasks would show the first slide.
    expect(release).not.toHaveBeenCalled();
    await act(async () => tasks[1]!());
    expect(release).toHaveBeenCalledOnce();
    expect(swiperCode.started).toHaveLength(1);
  });

  it('starts no loop once used before its code came', async () => {
    const { getByTestId } = render(<Slider />);
    fireEvent.pointerOver(getByTestId('slider'));
    await startLoop();
    expect(swiperCode.started).toHaveLength(1);
    expect(loop.started).toHaveLength(0);
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

  it('keeps still until used, for a shopper saving data or motion: no loop of ours', async () => {
    still.keeps = true;
    const { getByTestId } = render(<Slider />);
    await act(async () => vi.advanceTimersByTime(IDLE_START_AFTER_LOAD_MS * 2));
    await settle();
    // Not even waited for.
    expect(idlePeriods).toHaveLength(0);
    expect(loop.started).toHaveLength(0);
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
    await startLoop();
    const slider = getByTestId('slider');
    unmount();
    // Its loop goes with it.
    expect(loop.stopped).toBe(1);
    fireEvent.pointerDown(slider);
    await settle();
    expect(swiperCode.started).toHaveLength(0);
  });

  describe('whose markup waited for its code', () => {
    it('starts Swiper at once for the touch that woke it, once that finger is lifted', async () => {
      // The touch came, and went, while the slider's code was on its way.
      const wake = { use: shopperUse(new Event('pointerdown')) };
      fireEvent.pointerUp(window);
      render(<Slider wake={wake} />);
      await settle();
      expect(swiperCode.started).toHaveLength(1);
      // No loop of ours, then or later.
      await startLoop();
      expect(loop.started).toHaveLength(0);
    });

    it('waits for the finger that woke it to be lifted', async () => {
      render(<Slider wake={{ use: shopperUse(new Event('pointerdown')) }} />);
      await settle();
      expect(swiperCode.started).toHaveLength(0);
      fireEvent.pointerUp(window);
      await settle();
      expect(swiperCode.started).toHaveLength(1);
    });

    it('starts our loop at once when woken by the moment the loop was to start', async () => {
      const { getByTestId } = render(<Slider wake={{ loopNow: true }} />);
      await settle();
      expect(idlePeriods).toHaveLength(0);
      expect(loop.started).toEqual([getByTestId('slider')]);
    });

    it('starts no loop when woken so, for a shopper saving data or motion', async () => {
      still.keeps = true;
      render(<Slider wake={{ loopNow: true }} />);
      await settle();
      expect(loop.started).toHaveLength(0);
    });
  });
});

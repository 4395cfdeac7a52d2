import { fakeIntersectionObservers } from '@/test/fake-intersection-observer';
import { loopNatively } from './native-loop';
import { SLIDER_TIMING } from './slider-timing';

/** An animation as the slides' `animate` made it: `end` finishes it, as the compositor would. */
interface FakeAnimation {
  slide: HTMLElement;
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  cancel: ReturnType<typeof vi.fn>;
  end: () => void;
}
let animations: FakeAnimation[];

fakeIntersectionObservers();
beforeEach(() => {
  vi.useFakeTimers();
  animations = [];
  HTMLElement.prototype.animate = function (this: HTMLElement, keyframes, options) {
    let end = () => undefined as void;
    let abort = (_: unknown) => undefined as void;
    const finished = new Promise((resolve, reject) => {
      end = () => resolve(undefined);
      abort = reject;
    });
    const animation: FakeAnimation = {
      slide: this,
      keyframes: keyframes as Keyframe[],
      options: options as KeyframeAnimationOptions,
      cancel: vi.fn(() => abort(new DOMException('cancelled', 'AbortError'))),
      end,
    };
    animations.push(animation);
    return { finished, cancel: animation.cancel } as unknown as Animation;
  };
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A slider of `count` slides 100 px wide, `inView` of them in view; all but the first lazy. */
function sliderOf(count: number, inView = 1) {
  const slider = document.createElement('div');
  slider.innerHTML = `<div class="swiper-wrapper">${Array.from(
    { length: count },
    (_, i) => `<div class="swiper-slide"><img alt="" ${i ? 'loading="lazy"' : ''}></div>`,
  ).join('')}</div>`;
  const wrapper = slider.firstElementChild as HTMLElement;
  Object.defineProperty(wrapper, 'clientWidth', { value: 100 * inView });
  const slides = [...wrapper.children] as HTMLElement[];
  for (const slide of slides) Object.defineProperty(slide, 'offsetWidth', { value: 100 });
  /** The slides by their place in view, first to last (CSS `order`, then the markup's). */
  const inOrder = () =>
    slides
      .map((slide, i) => ({ slide, order: Number(slide.style.order || 0), i }))
      .sort((a, b) => a.order - b.order || a.i - b.i)
      .map(({ i }) => i);
  return { slider, wrapper, slides, inOrder };
}

/** Lets the ended move's task run. */
const endMove = async () => {
  animations.splice(0).forEach((animation) => animation.end());
  await vi.advanceTimersByTimeAsync(0);
};

const { every, speed } = SLIDER_TIMING.offers;

describe("home sliders' own loop before Swiper", () => {
  it('moves the slide in view and the next one over, by the compositor, every so often', async () => {
    const { slider, wrapper, slides, inOrder } = sliderOf(3);
    loopNatively(slider, 'offers');
    await vi.advanceTimersByTimeAsync(every - 1);
    expect(animations).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(animations.map((animation) => animation.slide)).toEqual([slides[0], slides[1]]);
    expect(animations[0]!.keyframes).toEqual([
      { transform: 'translateX(0)' },
      { transform: 'translateX(-100%)' },
    ]);
    expect(animations[0]!.options).toMatchObject({ duration: speed, easing: 'ease' });
    const moving = [...animations];
    await endMove();
    // The slide that left goes round to the end, and the move's animation is dropped with it.
    expect(inOrder()).toEqual([1, 2, 0]);
    // Unsnapped while it loops: snapping would follow the slide that went round to the end.
    expect(wrapper.style.scrollSnapType).toBe('none');
    moving.forEach((animation) => expect(animation.cancel).toHaveBeenCalled());
    // The next wait is timed from the end of this move.
    await vi.advanceTimersByTimeAsync(every - 1);
    expect(animations).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(animations.map((animation) => animation.slide)).toEqual([slides[1], slides[2]]);
  });

  it('keeps every slide a layer of its own while it runs, so a move paints nothing again', () => {
    const { slider, slides } = sliderOf(4);
    loopNatively(slider, 'offers');
    expect(slides.map((slide) => slide.style.willChange)).toEqual(Array(4).fill('transform'));
  });

  it('loops: after the last slide comes the first, in the markup it started from', async () => {
    const { slider, inOrder } = sliderOf(3);
    loopNatively(slider, 'offers');
    for (const next of [
      [1, 2, 0],
      [2, 0, 1],
      [0, 1, 2],
    ]) {
      await vi.advanceTimersByTimeAsync(every);
      await endMove();
      expect(inOrder()).toEqual(next);
    }
  });

  it('moves the strip by as many tiles as it shows and the one coming, at its own pace', async () => {
    const { slider, slides } = sliderOf(5, 3);
    loopNatively(slider, 'categories');
    await vi.advanceTimersByTimeAsync(SLIDER_TIMING.categories.every);
    expect(animations.map((animation) => animation.slide)).toEqual(slides.slice(0, 4));
    expect(animations[0]!.options.duration).toBe(SLIDER_TIMING.categories.speed);
  });

  it('loads the picture coming next before it moves in, not all of them', async () => {
    const { slider, slides } = sliderOf(4);
    const lazy = () => slides.map((slide) => slide.querySelector('img')!.getAttribute('loading'));
    loopNatively(slider, 'offers');
    expect(lazy()).toEqual([null, 'eager', 'lazy', 'lazy']);
    await vi.advanceTimersByTimeAsync(every);
    await endMove();
    expect(lazy()).toEqual([null, 'eager', 'eager', 'lazy']);
  });

  it('keeps still with no more slides than it shows, as Swiper does', async () => {
    const { slider } = sliderOf(3, 3);
    loopNatively(slider, 'categories');
    await vi.advanceTimersByTimeAsync(SLIDER_TIMING.categories.every * 3);
    expect(animations).toHaveLength(0);
  });

  it('moves nothing and hands Swiper the first slide when it has none', async () => {
    const { slider } = sliderOf(0);
    const stop = loopNatively(slider, 'categories');
    await vi.advanceTimersByTimeAsync(SLIDER_TIMING.categories.every * 3);
    expect(animations).toHaveLength(0);
    expect(stop().shown()).toBe(0);
  });

  it('moves on from where a finger scrolled it', async () => {
    const { slider, wrapper, inOrder } = sliderOf(4);
    loopNatively(slider, 'offers');
    wrapper.scrollLeft = 200;
    await vi.advanceTimersByTimeAsync(every);
    expect(wrapper.scrollLeft).toBe(0);
    expect(inOrder()).toEqual([2, 3, 0, 1]);
    await endMove();
    expect(inOrder()).toEqual([3, 0, 1, 2]);
  });

  it('hands Swiper the slide in view and the markup back in its order', async () => {
    const { slider, wrapper, slides, inOrder } = sliderOf(4);
    const stop = loopNatively(slider, 'offers');
    await vi.advanceTimersByTimeAsync(every);
    await endMove();
    await vi.advanceTimersByTimeAsync(every);
    // Stopped mid-move: the move ends where it was going, at once.
    const moving = [...animations];
    const handover = stop();
    moving.forEach((animation) => expect(animation.cancel).toHaveBeenCalled());
    expect(inOrder()).toEqual([2, 3, 0, 1]);
    // A finger may scroll it between the stop and Swiper's start.
    wrapper.scrollLeft = 100;
    expect(handover.shown()).toBe(3);
    // Snapping is back for the finger that stopped it, and the slides' layers are Swiper's to make.
    expect(wrapper.style.scrollSnapType).toBe('');
    expect(slides.map((slide) => slide.style.willChange)).toEqual(['', '', '', '']);
    handover.release();
    expect(slides.map((slide) => slide.style.order)).toEqual(['', '', '', '']);
    expect(wrapper.scrollLeft).toBe(0);
    // And it moves no more.
    animations.length = 0;
    await vi.advanceTimersByTimeAsync(every * 3);
    expect(animations).toHaveLength(0);
  });
});

import type { Swiper } from 'swiper';
import { fakeIntersectionObservers } from '@/test/fake-intersection-observer';
import { autoplay } from './autoplay';

type Handler = () => void;

/** Swiper's events, its el and slideNext; `moves` counts the slides it moved on. */
function fakeSwiper() {
  const handlers = new Map<string, Set<Handler>>();
  const swiper = {
    el: document.createElement('div'),
    destroyed: false,
    moves: 0,
    slideNext: vi.fn(() => (swiper.moves++, true)),
    on: (event: string, run: Handler) =>
      handlers.set(event, (handlers.get(event) ?? new Set()).add(run)),
    off: (event: string, run: Handler) => handlers.get(event)?.delete(run),
    emit: (event: string) => handlers.get(event)?.forEach((run) => run()),
  };
  return swiper;
}

const observers = fakeIntersectionObservers();
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const start = (swiper: ReturnType<typeof fakeSwiper>) =>
  autoplay(swiper as unknown as Swiper, 3000);

describe('home slider autoplay', () => {
  it('moves on every delay, timed from the end of the last move', () => {
    const swiper = fakeSwiper();
    start(swiper);
    vi.advanceTimersByTime(2999);
    expect(swiper.moves).toBe(0);
    vi.advanceTimersByTime(1);
    expect(swiper.moves).toBe(1);
    // Nothing more until that move's transition has ended, then a whole delay again.
    vi.advanceTimersByTime(5000);
    expect(swiper.moves).toBe(1);
    swiper.emit('transitionEnd');
    vi.advanceTimersByTime(3000);
    expect(swiper.moves).toBe(2);
  });

  it('tries again a delay later when Swiper refuses the move', () => {
    const swiper = fakeSwiper();
    swiper.slideNext.mockReturnValueOnce(false);
    start(swiper);
    vi.advanceTimersByTime(3000);
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
  });

  it('waits while off screen, under a finger and in a hidden tab', () => {
    const swiper = fakeSwiper();
    start(swiper);
    observers.latest.tell(false);
    vi.advanceTimersByTime(10_000);
    expect(swiper.moves).toBe(0);
    observers.latest.tell(true);
    swiper.emit('touchStart');
    vi.advanceTimersByTime(10_000);
    expect(swiper.moves).toBe(0);
    swiper.emit('touchEnd');
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(10_000);
    expect(swiper.moves).toBe(0);
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(3000);
    expect(swiper.moves).toBe(1);
  });

  it('stops for good when stopped', () => {
    const swiper = fakeSwiper();
    const stop = start(swiper);
    stop();
    swiper.emit('transitionEnd');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(10_000);
    expect(swiper.moves).toBe(0);
    expect(observers.latest.disconnected).toBe(true);
  });
});

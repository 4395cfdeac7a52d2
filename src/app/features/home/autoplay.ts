import type { Swiper } from 'swiper';

/**
 * Moves a slider on by itself every `delay` ms, timed from the end of its last move (so a swipe
 * or an arrow restarts the wait), as Swiper's Autoplay would with `disableOnInteraction: false`.
 * Not Swiper's Autoplay module, because that module runs a requestAnimationFrame loop for as
 * long as it plays (to report the time left to progress bars, which we do not draw), one per
 * slider, waking a phone's main thread every frame while home is on screen. Waits while the
 * slider is off screen, while the tab is hidden and while a finger is on it. Answers the function
 * that stops it.
 */
export function autoplay(swiper: Swiper, delay: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onScreen = true;
  let touching = false;
  const wait = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!onScreen || touching || document.hidden || swiper.destroyed) return;
    // A move Swiper refuses (one is still running) ends no transition: wait again instead.
    timer = setTimeout(() => swiper.slideNext() || wait(), delay);
  };
  const touched = (on: boolean) => () => {
    touching = on;
    wait();
  };
  const touchStart = touched(true);
  const touchEnd = touched(false);
  swiper.on('transitionEnd', wait);
  swiper.on('touchStart', touchStart);
  swiper.on('touchEnd', touchEnd);
  document.addEventListener('visibilitychange', wait);
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(([entry]) => {
          onScreen = entry?.isIntersecting ?? true;
          wait();
        });
  observer?.observe(swiper.el);
  wait();
  return () => {
    clearTimeout(timer);
    observer?.disconnect();
    document.removeEventListener('visibilitychange', wait);
    swiper.off('transitionEnd', wait);
    swiper.off('touchStart', touchStart);
    swiper.off('touchEnd', touchEnd);
  };
}

import type { Swiper } from 'swiper';
import { moveEvery } from './move-every';

/**
 * Moves a started slider on by itself every `delay` ms (move-every.ts), as Swiper's Autoplay
 * would with `disableOnInteraction: false`. Not Swiper's Autoplay module, because that module
 * runs a requestAnimationFrame loop for as long as it plays (to report the time left to progress
 * bars, which we do not draw), one per slider, waking a phone's main thread every frame while
 * home is on screen. Answers the function that stops it.
 */
export function autoplay(swiper: Swiper, delay: number): () => void {
  const clock = moveEvery(swiper.el, delay, () => !swiper.destroyed && swiper.slideNext());
  const touchStart = () => clock.hold(true);
  const touchEnd = () => clock.hold(false);
  swiper.on('transitionEnd', clock.moved);
  swiper.on('touchStart', touchStart);
  swiper.on('touchEnd', touchEnd);
  return () => {
    clock.stop();
    swiper.off('transitionEnd', clock.moved);
    swiper.off('touchStart', touchStart);
    swiper.off('touchEnd', touchEnd);
  };
}

import { useEffect, type RefObject } from 'react';
import type { Navigation } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import { startOnFirstUse, untilStill } from './start-on-first-use';

/** Swiper, with its modules and our autoplay: fetched on a slider's first use. */
export const loadSliderSwiper = () => import('./slider-swiper');

/**
 * Starts Swiper on the slider markup React drew (`.swiper > .swiper-wrapper > .swiper-slide`,
 * the same on the server), on its first use (start-on-first-use.ts). Until then the slides
 * scroll natively (styles.css). `options` is called once, when Swiper starts, with its
 * Navigation module (the refs it names are set by then); `autoplayEvery` (ms) moves the slider
 * on by itself (autoplay.ts). Swiper goes with the component.
 */
export function useSlider(
  el: RefObject<HTMLElement | null>,
  options: (modules: { Navigation: typeof Navigation }) => SwiperOptions,
  autoplayEvery?: number,
) {
  useEffect(() => {
    const slider = el.current;
    const wrapper = slider?.querySelector<HTMLElement>('.swiper-wrapper');
    if (!slider || !wrapper) return;
    let live = true;
    let destroy: (() => void) | undefined;
    let stopWatching: (() => void) | undefined;
    const cancel = startOnFirstUse(slider, (by) => {
      const watch = untilStill(wrapper, by);
      stopWatching = watch.stop;
      void loadSliderSwiper().then(async ({ startSwiper, Navigation }) => {
        await watch.still();
        watch.stop();
        // A task of its own: both sliders wait on the one import, and starting both as it
        // settles measured every slide of both in one long task.
        await new Promise((inATask) => setTimeout(inATask));
        if (live) destroy = startSwiper(slider, options({ Navigation }), autoplayEvery);
      });
    });
    return () => {
      live = false;
      cancel();
      stopWatching?.();
      destroy?.();
    };
    // Started once per mount: a slider whose slides change is mounted anew (its key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

import { useEffect, type RefObject } from 'react';
import Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import { afterFrameThenIdle } from '@/lib/use-after-paint';
import { autoplay } from './autoplay';

/**
 * Starts Swiper on the slider markup React drew (`.swiper > .swiper-wrapper > .swiper-slide`),
 * a frame and an idle period after React committed it. Swiper measures every slide as it starts;
 * started inside React's commit (as Swiper's React component does), the commit and the measuring
 * of markup not yet laid out made one long task on a phone. Until then the slides show as Swiper
 * will place them (styles.css). Swiper goes with the component. `options` is read once, when
 * Swiper starts (the refs it names are set by then); `autoplayEvery` (ms) moves it on by itself
 * (autoplay.ts).
 */
export function useSlider(
  el: RefObject<HTMLElement | null>,
  options: () => SwiperOptions,
  autoplayEvery?: number,
) {
  useEffect(() => {
    let swiper: Swiper | undefined;
    const cancel = afterFrameThenIdle(() => {
      if (!el.current) return;
      swiper = new Swiper(el.current, options());
      if (autoplayEvery) swiper.on('destroy', autoplay(swiper, autoplayEvery));
    });
    return () => {
      cancel();
      // Swiper puts back the slides it reordered for its loop before React removes them.
      swiper?.destroy(true, true);
    };
    // Started once per mount: a slider whose slides change is mounted anew (its key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

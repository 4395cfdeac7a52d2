import { useEffect, type RefObject } from 'react';
import type { SliderName } from './slider-settings';
import { sliderKeepsStill } from './slider-keeps-still';
import { fingerLifted, startOnFirstUse, type StartedBy } from './start-on-first-use';

/** Swiper, the sliders' settings and our autoplay: fetched on a slider's first use. */
export const loadSliderSwiper = () => import('./slider-swiper');

/**
 * Starts Swiper on the slider markup React drew (`.swiper > .swiper-wrapper > .swiper-slide`,
 * the same on the server), on its first use (start-on-first-use.ts), with slider `name`'s
 * settings (slider-settings.ts); a slider that keeps still (slider-keeps-still.ts) waits for
 * that use, one that moves by itself may start after the load. Until then the slides scroll
 * natively (styles.css). Swiper goes with the component.
 */
export function useSlider(el: RefObject<HTMLElement | null>, name: SliderName) {
  useEffect(() => {
    const slider = el.current;
    const wrapper = slider?.querySelector<HTMLElement>('.swiper-wrapper');
    if (!slider || !wrapper) return;
    let live = true;
    let destroy: (() => void) | undefined;
    const begin = (by: StartedBy) => {
      const lifted = fingerLifted(by);
      void loadSliderSwiper().then(async ({ startSwiper, scrollAtRest }) => {
        await lifted;
        await scrollAtRest(wrapper);
        // A task of its own: both sliders wait on the one import, and starting both as it
        // settles measured every slide of both in one long task.
        await new Promise((inATask) => setTimeout(inATask));
        if (live) destroy = startSwiper(slider, name);
      });
    };
    const cancel = startOnFirstUse(slider, begin, sliderKeepsStill());
    return () => {
      live = false;
      cancel();
      destroy?.();
    };
    // Started once per mount: a slider whose slides change is mounted anew (its key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

import { useEffect, type RefObject } from 'react';
import type { Handover } from './native-loop';
import { sliderKeepsStill } from './slider-keeps-still';
import type { SliderName } from './slider-timing';
import {
  afterLoadWhenIdle,
  fingerLifted,
  startOnFirstUse,
  type StartedBy,
} from './start-on-first-use';

/** Swiper, the sliders' settings and Swiper's autoplay: fetched on a slider's first use. */
export const loadSliderSwiper = () => import('./slider-swiper');
/** Our own loop, the sliders' autoplay until their first use: fetched once the load is past. */
const loadNativeLoop = () => import('./native-loop');

/**
 * Moves slider `name` (`.swiper > .swiper-wrapper > .swiper-slide`, the markup React drew, the
 * same on the server) on by itself with our own loop (native-loop.ts) once the page's load is
 * past (afterLoadWhenIdle), and starts Swiper on it, with its settings (slider-settings.ts), on
 * its first use (start-on-first-use.ts), from the slide the loop or a finger left in view. A
 * slider that keeps still (slider-keeps-still.ts) has no loop. Swiper goes with the component.
 */
export function useSlider(el: RefObject<HTMLElement | null>, name: SliderName) {
  useEffect(() => {
    const slider = el.current;
    const wrapper = slider?.querySelector<HTMLElement>('.swiper-wrapper');
    if (!slider || !wrapper) return;
    let live = true;
    let used = false;
    let stopLoop: (() => Handover) | undefined;
    let destroy: (() => void) | undefined;
    const begin = (by: StartedBy) => {
      used = true;
      // The shopper has the slider now: our loop stops at once, where it is.
      const handover = stopLoop?.();
      stopLoop = undefined;
      const lifted = fingerLifted(by);
      void loadSliderSwiper().then(async ({ startSwiper, scrollAtRest }) => {
        await lifted;
        await scrollAtRest(wrapper);
        // A task of its own: both sliders wait on the one import, and starting both as it
        // settles measured every slide of both in one long task.
        await new Promise((inATask) => setTimeout(inATask));
        if (live) destroy = startSwiper(slider, name, handover);
      });
    };
    const cancelUse = startOnFirstUse(slider, begin);
    const cancelLoop = sliderKeepsStill()
      ? undefined
      : afterLoadWhenIdle(
          () =>
            void loadNativeLoop().then(({ loopNatively }) => {
              if (live && !used) stopLoop = loopNatively(slider, name);
            }),
        );
    return () => {
      live = false;
      cancelUse();
      cancelLoop?.();
      stopLoop?.();
      destroy?.();
    };
    // Started once per mount: a slider whose slides change is mounted anew (its key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

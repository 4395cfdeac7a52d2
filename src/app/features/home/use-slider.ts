import { useEffect, type RefObject } from 'react';
import type { Handover } from './native-loop';
import { sliderKeepsStill } from './slider-keeps-still';
import type { SliderName } from './slider-timing';
import { afterLoadWhenIdle, fingerLifted, type SliderWake } from './slider-wake';
import { startOnFirstUse, type StartedBy } from './start-on-first-use';

/** Swiper, the sliders' settings and Swiper's autoplay: fetched on a slider's first use. */
export const loadSliderSwiper = () => import('./slider-swiper');
/** Our own loop, the sliders' autoplay until their first use: fetched once the load is past. */
const loadNativeLoop = () => import('./native-loop');

/**
 * Moves slider `name` (`.swiper > .swiper-wrapper > .swiper-slide`, the markup React drew, the
 * same on the server) on by itself with our own loop (native-loop.ts) once the page's load is
 * past (slider-wake.ts), and starts Swiper on it, with its settings (slider-settings.ts), on
 * its first use (start-on-first-use.ts), from the slide the loop or a finger left in view. A
 * slider that keeps still (slider-keeps-still.ts) has no loop. Swiper goes with the component.
 * A slider whose markup waited for its code is told what woke it (`wake`): a use, which Swiper
 * starts for at once, or the moment the loop was to start, which it starts at once.
 */
export function useSlider(
  el: RefObject<HTMLElement | null>,
  name: SliderName,
  wake: SliderWake = {},
) {
  useEffect(() => {
    const slider = el.current;
    const wrapper = slider?.querySelector<HTMLElement>('.swiper-wrapper');
    if (!slider || !wrapper) return;
    let live = true;
    let used = false;
    let stopLoop: (() => Handover) | undefined;
    let destroy: (() => void) | undefined;
    const begin = (by: StartedBy, lifted = fingerLifted(by)) => {
      used = true;
      // The shopper has the slider now: our loop stops at once, where it is.
      const handover = stopLoop?.();
      stopLoop = undefined;
      void loadSliderSwiper().then(async ({ startSwiper, scrollAtRest }) => {
        await lifted;
        await scrollAtRest(wrapper);
        // A task of its own: both sliders wait on the one import, and starting both as it
        // settles measured every slide of both in one long task.
        await new Promise((inATask) => setTimeout(inATask));
        if (live) destroy = startSwiper(slider, name, handover);
      });
    };
    const woken = wake.use;
    if (woken) begin(woken.by, woken.lifted);
    const cancelUse = woken ? undefined : startOnFirstUse(slider, begin);
    const startLoop = () =>
      void loadNativeLoop().then(({ loopNatively }) => {
        if (live && !used) stopLoop = loopNatively(slider, name);
      });
    let cancelLoop: (() => void) | undefined;
    if (!sliderKeepsStill() && !used) {
      if (wake.loopNow) startLoop();
      else cancelLoop = afterLoadWhenIdle(startLoop);
    }
    return () => {
      live = false;
      cancelUse?.();
      cancelLoop?.();
      stopLoop?.();
      destroy?.();
    };
    // Started once per mount: a slider whose slides change is mounted anew (its key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

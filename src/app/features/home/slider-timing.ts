import {
  CATEGORY_STRIP_AUTOPLAY_MS,
  HOME_BANNER_AUTOPLAY_MS,
  HOME_BANNER_SPEED_MS,
} from '@shared/constants';

/** Home's sliders, by name. */
export type SliderName = 'offers' | 'categories';

/** Swiper's own transition when a slider names none (its `speed` option's default). */
const SWIPER_DEFAULT_SPEED_MS = 300;

/**
 * How often each slider moves on by itself and how long a move takes (ms): the offers every 3 s
 * in 800 ms, the category strip every 1.5 s in Swiper's default. Both autoplays read it: ours
 * before Swiper starts (native-loop.ts) and Swiper's after (slider-settings.ts).
 */
export const SLIDER_TIMING: Record<SliderName, { every: number; speed: number }> = {
  offers: { every: HOME_BANNER_AUTOPLAY_MS, speed: HOME_BANNER_SPEED_MS },
  categories: { every: CATEGORY_STRIP_AUTOPLAY_MS, speed: SWIPER_DEFAULT_SPEED_MS },
};

import {
  CATEGORY_STRIP_AUTOPLAY_MS,
  HOME_BANNER_AUTOPLAY_MS,
  HOME_BANNER_SPEED_MS,
} from '@shared/constants';
import { prefersLessData } from '@/lib/data-saver';

/** Home's sliders, by name. */
export type SliderName = 'offers' | 'categories';

/** Swiper's own transition time, which the category strip keeps (the spec gives it none). */
const SWIPER_DEFAULT_SPEED_MS = 300;

/**
 * How each slider moves by itself: every `every` ms, in a transition of `speed` ms. The same
 * before Swiper starts (scroll-autoplay.ts) and after (slider-settings.ts, autoplay.ts).
 */
export const SLIDER_MOTION: Record<SliderName, { every: number; speed: number }> = {
  offers: { every: HOME_BANNER_AUTOPLAY_MS, speed: HOME_BANNER_SPEED_MS },
  categories: { every: CATEGORY_STRIP_AUTOPLAY_MS, speed: SWIPER_DEFAULT_SPEED_MS },
};

/**
 * Whether the shopper asked their system for less motion: a slider that moves by itself is the
 * motion WCAG 2.2.2 lets them be spared, so it then moves only when they swipe or tap an arrow.
 */
const prefersLessMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Whether the sliders move by themselves: not for a shopper saving data or motion. */
export const movesByItself = () => !prefersLessData() && !prefersLessMotion();

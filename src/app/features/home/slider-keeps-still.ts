import { prefersLessData } from '@/lib/data-saver';

/**
 * Whether the shopper asked their system for less motion: a slider that moves by itself is the
 * motion WCAG 2.2.2 lets them be spared, so it then moves only when they swipe or tap an arrow.
 */
const prefersLessMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Whether home's sliders keep still (no autoplay) for this shopper: one saving data or asking
 * for less motion. Such a slider has no reason to start Swiper until it is used.
 */
export const sliderKeepsStill = () => prefersLessData() || prefersLessMotion();

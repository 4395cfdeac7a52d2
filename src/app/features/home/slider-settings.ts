import { Navigation } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import { sliderKeepsStill } from './slider-keeps-still';
import { SLIDER_TIMING, type SliderName } from './slider-timing';

/** Swiper's options for a slider of `slides`, and how often it moves on by itself (ms). */
type Settings = (el: HTMLElement, slides: number) => [SwiperOptions, number];

/**
 * Each slider's settings, in the chunk fetched on first use (slider-swiper.ts), not in home's.
 * The offers: autoplay 3 s, 800 ms transition, looping, the arrows the markup holds. The
 * category strip: 3 tiles, 4 from 640 px, 6 from 768 px, 8 from 1024 px, autoplay 1.5 s,
 * looping only with more tiles than it shows (eight categories fill a wide screen).
 */
const SETTINGS: Record<SliderName, Settings> = {
  offers: (el, slides) => [
    {
      modules: [Navigation],
      navigation: {
        prevEl: el.querySelector<HTMLElement>('.swiper-button-prev'),
        nextEl: el.querySelector<HTMLElement>('.swiper-button-next'),
      },
      loop: slides > 1,
      speed: SLIDER_TIMING.offers.speed,
    },
    SLIDER_TIMING.offers.every,
  ],
  categories: (_, slides) => [
    {
      loop: slides > 3,
      speed: SLIDER_TIMING.categories.speed,
      slidesPerView: 3,
      breakpoints: {
        640: { slidesPerView: 4, loop: slides > 4 },
        768: { slidesPerView: 6, loop: slides > 6 },
        1024: { slidesPerView: 8, loop: slides > 8 },
      },
    },
    SLIDER_TIMING.categories.every,
  ],
};

/** The settings of slider `name` on `el`; no autoplay for a shopper saving data or motion. */
export function sliderSettings(name: SliderName, el: HTMLElement) {
  const [options, every] = SETTINGS[name](el, el.querySelectorAll('.swiper-slide').length);
  return { options, autoplayEvery: sliderKeepsStill() ? undefined : every };
}

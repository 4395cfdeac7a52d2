import Swiper from 'swiper';
import { Navigation } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import { autoplay } from './autoplay';

export { Navigation };

/**
 * Starts Swiper on a slider's markup, from the slide the shopper scrolled it to, and its
 * autoplay (every `autoplayEvery` ms, if given). Loaded on the slider's first use
 * (start-on-first-use.ts), so Swiper is no part of home's first chunk. Answers the function that
 * destroys it, putting back the slides its loop reordered (React still owns them).
 */
export function startSwiper(
  el: HTMLElement,
  options: SwiperOptions,
  autoplayEvery: number | undefined,
): () => void {
  const wrapper = el.querySelector<HTMLElement>('.swiper-wrapper');
  const firstSlide = wrapper?.firstElementChild as HTMLElement | null | undefined;
  // The slide in view: the native scroll snaps to whole slides.
  const initialSlide =
    wrapper && firstSlide?.offsetWidth
      ? Math.round(wrapper.scrollLeft / firstSlide.offsetWidth)
      : 0;
  if (wrapper) wrapper.scrollLeft = 0;
  // The other slides' pictures were left to load when scrolled to; Swiper moves them in by itself.
  el.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager'));
  const swiper = new Swiper(el, { ...options, initialSlide });
  const stopAutoplay = autoplayEvery ? autoplay(swiper, autoplayEvery) : undefined;
  return () => {
    stopAutoplay?.();
    swiper.destroy(true, true);
  };
}

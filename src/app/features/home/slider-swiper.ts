import Swiper from 'swiper';
import { autoplay } from './autoplay';
import { scrolledHandover, type Handover } from './native-loop';
import { sliderSettings } from './slider-settings';
import type { SliderName } from './slider-timing';

/** How long a native scroll may take to come to rest before Swiper starts all the same. */
const SCROLL_REST_WAIT_MS = 1000;

/**
 * Settles once the slides' native scroll is at rest: the scroll snaps to whole slides, so
 * between two of them it is still moving (Swiper started then would jump). Gives up waiting
 * after SCROLL_REST_WAIT_MS, for a browser without scrollend.
 */
export function scrollAtRest(wrapper: HTMLElement): Promise<void> {
  const width = (wrapper.firstElementChild as HTMLElement | null)?.offsetWidth;
  const offSlide = width
    ? Math.abs(wrapper.scrollLeft - Math.round(wrapper.scrollLeft / width) * width)
    : 0;
  if (offSlide <= 1) return Promise.resolve();
  return new Promise((atRest) => {
    wrapper.addEventListener('scrollend', () => atRest(), { once: true });
    setTimeout(atRest, SCROLL_REST_WAIT_MS);
  });
}

/**
 * Starts Swiper on slider `name`'s markup, from the slide in view when it was handed over (our
 * own loop's, native-loop.ts, or a finger's native scroll), and its autoplay
 * (slider-settings.ts). Loaded on the slider's first use (start-on-first-use.ts), so Swiper is
 * no part of home's first chunk. Swiper is made in one task and started (its measuring, its
 * classes, its loop) in the next: on a phone the two together were one long task. Answers the
 * function that destroys it, putting back the slides its loop reordered (React still owns them).
 */
export function startSwiper(
  el: HTMLElement,
  name: SliderName,
  handover: Handover | undefined,
): () => void {
  const { options, autoplayEvery } = sliderSettings(name, el);
  const wrapper = el.querySelector<HTMLElement>('.swiper-wrapper');
  const from = handover ?? (wrapper ? scrolledHandover(wrapper) : undefined);
  const initialSlide = from?.shown() ?? 0;
  // The other slides' pictures were left to load when scrolled to; Swiper moves them in by itself.
  el.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager'));
  const swiper = new Swiper(el, { ...options, initialSlide, init: false });
  let stopAutoplay: (() => void) | undefined;
  const started = setTimeout(() => {
    // Here, not when Swiper is made: a frame between the two tasks would show the first slide.
    from?.release();
    swiper.init();
    stopAutoplay = autoplayEvery ? autoplay(swiper, autoplayEvery) : undefined;
  });
  return () => {
    clearTimeout(started);
    stopAutoplay?.();
    if (swiper.initialized) swiper.destroy(true, true);
  };
}

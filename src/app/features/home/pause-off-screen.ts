import type { Swiper as SwiperInstance } from 'swiper';

/**
 * Autoplay only while the slider can be seen: paused when it scrolls out of view (no work and no
 * slide loads for a banner nobody looks at); Swiper itself pauses while the tab is hidden.
 * Answers the function that stops watching.
 */
export function pauseAutoplayOffScreen(swiper: SwiperInstance): () => void {
  if (typeof IntersectionObserver === 'undefined' || !swiper.autoplay) return () => undefined;
  const observer = new IntersectionObserver(([entry]) => {
    if (!swiper.autoplay || swiper.destroyed) return;
    if (entry?.isIntersecting) swiper.autoplay.resume();
    else swiper.autoplay.pause();
  });
  observer.observe(swiper.el);
  return () => observer.disconnect();
}

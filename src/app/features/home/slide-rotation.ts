/**
 * A slider's row before Swiper starts loops by CSS `order`, not by moving elements: React owns
 * them, and Swiper, when it starts, numbers the slides in the order React drew them.
 */
const slidesOf = (wrapper: HTMLElement) => [...wrapper.children] as HTMLElement[];

/** Shows slide `first` (its place among React's slides) first in the row, the others after it. */
export function rotateSlides(wrapper: HTMLElement, first: number): void {
  const slides = slidesOf(wrapper);
  slides.forEach((slide, i) => {
    slide.style.order = String((i - first + slides.length) % slides.length);
  });
}

/** Puts the slides back in the order React drew them. */
export function unrotateSlides(wrapper: HTMLElement): void {
  for (const slide of slidesOf(wrapper)) slide.style.removeProperty('order');
}

/**
 * The slide first in view in the row's native scroll (which snaps to whole slides), as its place
 * among React's slides.
 */
export function slideInView(wrapper: HTMLElement): number {
  const width = (wrapper.firstElementChild as HTMLElement | null)?.offsetWidth;
  if (!width) return 0;
  const place = Math.round(wrapper.scrollLeft / width);
  const rotated = slidesOf(wrapper).findIndex((slide) => slide.style.order === String(place));
  return rotated >= 0 ? rotated : place;
}

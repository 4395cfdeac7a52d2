import { moveEvery } from './move-every';
import { SLIDER_TIMING, type SliderName } from './slider-timing';

/** Where a slider stands as Swiper takes it over (slider-swiper.ts). */
export interface Handover {
  /** The slide first in view, by its place in the markup React drew. */
  shown: () => number;
  /** Puts the slides back in the markup's order, scrolled to the start: Swiper moves them now. */
  release: () => void;
}

const widthOf = (wrapper: HTMLElement) =>
  (wrapper.firstElementChild as HTMLElement | null)?.offsetWidth || 1;

/** The slide a native scroll has brought first into view: it snaps to whole slides. */
const scrolledBy = (wrapper: HTMLElement) => Math.round(wrapper.scrollLeft / widthOf(wrapper));

/** The handover of a slider nothing has moved but a finger's native scroll. */
export const scrolledHandover = (wrapper: HTMLElement): Handover => ({
  shown: () => scrolledBy(wrapper),
  release: () => (wrapper.scrollLeft = 0),
});

/** The pictures of a slide about to come into view: a lazy one would load only once in it. */
const loadPictures = (slide: HTMLElement | undefined) =>
  slide
    ?.querySelectorAll('img[loading="lazy"]')
    .forEach((img) => img.setAttribute('loading', 'eager'));

/**
 * Autoplay for a slider Swiper has not started on (its first use starts Swiper:
 * start-on-first-use.ts): moves the slides the server drew on by one, every so often and as fast
 * as Swiper would (slider-timing.ts), looping. Not Swiper: started by itself, Swiper's code was
 * compiled and run for a shopper who may never touch a slider, and its start measured every slide
 * in long tasks on a phone (docs/decisions.md).
 *
 * A move is a transform animation of the slides in view and the one coming, which the compositor
 * runs. When it ends, in one task, the slide that left goes round to the end by CSS `order` (React
 * owns the markup: no node moves) and the animation is dropped. Answers the function that stops
 * it, with the handover for Swiper.
 */
export function loopNatively(slider: HTMLElement, name: SliderName): () => Handover {
  const wrapper = slider.querySelector<HTMLElement>('.swiper-wrapper');
  const slides = wrapper ? ([...wrapper.children] as HTMLElement[]) : [];
  const count = slides.length;
  // Nothing to move: a strip of no categories.
  if (!wrapper || count === 0) return () => ({ shown: () => 0, release: () => undefined });
  const { every, speed } = SLIDER_TIMING[name];
  /** How many slides have gone round to the end. */
  let turned = 0;
  let moving: Animation[] = [];
  /** How many slides are in view, read as the move starts (the row laid out then, not after). */
  let shows = 1;
  const at = (place: number) => slides[(turned + place) % count];
  const inView = () => Math.max(1, Math.round(wrapper.clientWidth / widthOf(wrapper)));
  const reorder = () =>
    slides.forEach((slide, i) => (slide.style.order = String((i - turned + count) % count)));
  const turn = (by: number) => {
    turned = (turned + by) % count;
    reorder();
  };

  const move = () => {
    if (moving.length) return false;
    // A finger may have scrolled it before this move (a move starts from the start).
    const scrolled = scrolledBy(wrapper);
    if (scrolled) {
      turn(scrolled);
      wrapper.scrollLeft = 0;
    }
    shows = inView();
    // As many slides as it shows or fewer: Swiper does not loop those either.
    if (count <= shows) return false;
    const these = Array.from({ length: shows + 1 }, (_, place) =>
      at(place)!.animate([{ transform: 'translateX(0)' }, { transform: 'translateX(-100%)' }], {
        duration: speed,
        easing: 'ease',
        // Held at its end until the task that reorders drops it: no frame shows it back home.
        fill: 'forwards',
      }),
    );
    moving = these;
    Promise.all(these.map((animation) => animation.finished)).then(() => {
      if (moving !== these) return;
      arrive();
      clock.moved();
    }, ignoreCancelled);
    return true;
  };
  const arrive = () => {
    turn(1);
    const ended = moving;
    moving = [];
    ended.forEach((animation) => animation.cancel());
    // The width read at the move's start: read here, after the reorder, it would lay the row out
    // again inside this task.
    loadPictures(at(shows));
  };

  shows = inView();
  loadPictures(at(shows));
  // Snapping would follow the slide that left round to the end: a browser keeps a scroll
  // snapped to the same slide when the layout changes. A finger's first touch stops the loop
  // (and gets its snapping back) before it scrolls anything.
  wrapper.style.scrollSnapType = 'none';
  // Each slide a layer of its own for as long as the loop runs: a move then shifts layers the
  // compositor already has, where a layer made at each animation's start and dropped at its end
  // had the browser paint the slides' pictures again at every move.
  const layered = (on: boolean) =>
    slides.forEach((slide) => (slide.style.willChange = on ? 'transform' : ''));
  layered(true);
  const clock = moveEvery(slider, every, move);
  return () => {
    clock.stop();
    layered(false);
    wrapper.style.scrollSnapType = '';
    // Stopped mid-move: the move ends at once, where it was going.
    if (moving.length) arrive();
    return {
      shown: () => (turned + scrolledBy(wrapper)) % count,
      release: () => {
        slides.forEach((slide) => (slide.style.order = ''));
        wrapper.scrollLeft = 0;
      },
    };
  };
}

/** A move's animation cancelled (the loop was stopped mid-move) ends it with an AbortError. */
const ignoreCancelled = () => undefined;

import { rotateSlides, slideInView } from './slide-rotation';
import { movesByItself, SLIDER_MOTION, type SliderName } from './slider-motion';

/**
 * Moves slider `name`'s native row (the server's markup, scrolling and snapping by itself) on by
 * one slide at the slider's pace (slider-motion.ts), looping, until Swiper starts on its first
 * use. Starting Swiper to move it cost a long task on a phone (issue 64); this costs a style
 * change per move, the glide itself being an animation of transforms, which the compositor
 * runs without the main thread. Each move shows the slide in view first in the row
 * (slide-rotation.ts), glides every slide left by one, and at the end shows the next slide first
 * instead, in the same frame. The pictures of the slides coming next load ahead of their turn.
 * Waits while the slider is off screen and while the tab is hidden; does nothing for a shopper
 * saving data or motion, nor when every slide is in view. Answers the function that stops it
 * (a glide under way then ends at once, on the next slide).
 */
export function scrollAutoplay(wrapper: HTMLElement, name: SliderName): () => void {
  if (!movesByItself()) return () => {};
  const { every, speed } = SLIDER_MOTION[name];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let gliding: Animation[] | undefined;
  let onScreen = true;
  let stopped = false;
  const wait = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || gliding || !onScreen || document.hidden) return;
    timer = setTimeout(move, every);
  };
  const move = () => {
    timer = undefined;
    const slides = [...wrapper.children] as HTMLElement[];
    const width = slides[0]?.offsetWidth ?? 0;
    const inView = width ? Math.round(wrapper.clientWidth / width) : 0;
    if (!width || slides.length <= inView) return;
    const first = slideInView(wrapper);
    rotateSlides(wrapper, first);
    wrapper.scrollLeft = 0;
    for (const ahead of [inView, inView + 1]) {
      const slide = slides[(first + ahead) % slides.length];
      slide?.querySelectorAll('img[loading="lazy"]').forEach((img) => {
        img.setAttribute('loading', 'eager');
      });
    }
    const glides = slides.map((slide) =>
      slide.animate([{ transform: 'translateX(0)' }, { transform: `translateX(-${width}px)` }], {
        duration: speed,
        easing: 'ease-in-out',
        fill: 'forwards',
      }),
    );
    gliding = glides;
    void glides[0]!.finished.then(
      () => {
        // In one task, so in one frame; the transforms go first: scroll snap keeps the slide it
        // snapped to in view whenever the row changes, and with them on, that is the next one.
        glides.forEach((glide) => glide.cancel());
        rotateSlides(wrapper, (first + 1) % slides.length);
        // Without this, snap would scroll back to the slide that just went to the row's end.
        wrapper.scrollLeft = 0;
        gliding = undefined;
        wait();
      },
      () => {},
    );
  };
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(([entry]) => {
          onScreen = entry?.isIntersecting ?? true;
          wait();
        });
  observer?.observe(wrapper);
  document.addEventListener('visibilitychange', wait);
  wait();
  return () => {
    stopped = true;
    clearTimeout(timer);
    gliding?.forEach((glide) => glide.finish());
    observer?.disconnect();
    document.removeEventListener('visibilitychange', wait);
  };
}

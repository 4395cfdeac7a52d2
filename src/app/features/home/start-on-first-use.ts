/**
 * When a home slider starts Swiper: not with the page (Swiper measuring every slide as the page
 * starts was a long task inside the first seconds' main-thread budget of a phone), but on its
 * first use. Until then its slides are plain markup that scrolls and snaps by itself (styles.css).
 */

/** No slider starts by itself sooner than this after the page's load event. */
export const IDLE_START_AFTER_LOAD_MS = 3000;
/** How long the idle period asked for then may keep it waiting on a page that is never idle. */
export const IDLE_START_TIMEOUT_MS = 2000;

/**
 * What counts as a first use: a finger or the mouse on the slider (a trackpad's swipe too: the
 * pointer is over it), or the keyboard's focus inside it. Pointer events stand for touches too.
 */
const USES = ['pointerdown', 'pointerover', 'focusin'] as const;

/** How the slider came to start: by a finger left on it (Swiper must wait until it is lifted). */
export type StartedBy = 'finger' | 'other';

/**
 * Calls `start` once: on the slider's first use (at once if the mouse or the focus is already on
 * it), when it scrolls into view after the page's load (it was out of view first), or in the
 * first idle period from IDLE_START_AFTER_LOAD_MS after the load. A slider that `keepsStill`
 * (no autoplay: slider-keeps-still.ts) starts on its first use only: started unused, it would
 * fetch and run Swiper for nothing a shopper sees, who asked to save data or motion. Answers
 * the function that cancels it.
 */
export function startOnFirstUse(
  el: HTMLElement,
  start: (by: StartedBy) => void,
  keepsStill = false,
): () => void {
  // The mouse or the focus already on it when the page takes it over: its pointerover or
  // focusin came before any listener here, and no other comes until it moves.
  if (el.matches(':hover, :focus-within')) {
    start('other');
    return () => undefined;
  }
  let done = false;
  const undo: (() => void)[] = [];
  const stop = () => undo.splice(0).forEach((run) => run());
  const cancel = () => {
    done = true;
    stop();
  };
  const once = (by: StartedBy) => {
    if (done) return;
    cancel();
    start(by);
  };
  const used = (event: Event) => once(event.type === 'pointerdown' ? 'finger' : 'other');
  for (const type of USES) {
    el.addEventListener(type, used, { passive: true });
    undo.push(() => el.removeEventListener(type, used));
  }
  const afterLoad = () => {
    undo.push(startWhenScrolledIntoView(el, () => once('other')));
    const timer = window.setTimeout(() => {
      if (!window.requestIdleCallback) return once('other');
      const idle = window.requestIdleCallback(() => once('other'), {
        timeout: IDLE_START_TIMEOUT_MS,
      });
      undo.push(() => window.cancelIdleCallback(idle));
    }, IDLE_START_AFTER_LOAD_MS);
    undo.push(() => window.clearTimeout(timer));
  };
  // A slider that keeps still starts when used, or not at all.
  if (keepsStill) return cancel;
  if (document.readyState === 'complete') afterLoad();
  else {
    window.addEventListener('load', afterLoad, { once: true });
    undo.push(() => window.removeEventListener('load', afterLoad));
  }
  return cancel;
}

/** Calls `start` when `el` comes into view, having been out of it; answers the undoing. */
function startWhenScrolledIntoView(el: HTMLElement, start: () => void): () => void {
  let wasOut = false;
  const observer = new IntersectionObserver((entries) => {
    const inView = entries.some((entry) => entry.isIntersecting);
    if (!inView) wasOut = true;
    else if (wasOut) start();
  });
  observer.observe(el);
  return () => observer.disconnect();
}

/**
 * Settles once the finger that started the slider is lifted: Swiper, started under a finger,
 * would take the slides from under it. Listening starts at once (the finger may lift while
 * Swiper's code is on its way).
 */
export const fingerLifted = (by: StartedBy) =>
  new Promise<void>((lifted) => {
    if (by !== 'finger') return lifted();
    for (const type of ['pointerup', 'pointercancel'])
      window.addEventListener(type, () => lifted(), { once: true, passive: true });
  });

/**
 * When a home slider starts Swiper: not with the page (Swiper measuring every slide as the page
 * starts was a long task inside the first seconds' main-thread budget of a phone), nor by itself
 * once the page is idle (still a long task on the reference phone, for a shopper who may never
 * touch the slider), but on its first use. Until then its slides are plain markup that scrolls
 * and snaps by itself (styles.css), and moves on by itself from the first idle period after the
 * load (scroll-autoplay.ts).
 */

/** No slider moves by itself sooner than this after the page's load event. */
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
 * Calls `start` once, on the slider's first use: at once if the pointer or the focus is already
 * on it when the page takes it over (the events that came before were not listened to, and a
 * mouse left still sends none). Answers the function that cancels it.
 */
export function startOnFirstUse(el: HTMLElement, start: (by: StartedBy) => void): () => void {
  const used = (by: StartedBy) => {
    stop();
    start(by);
  };
  const listener = (event: Event) => used(event.type === 'pointerdown' ? 'finger' : 'other');
  const stop = () => USES.forEach((type) => el.removeEventListener(type, listener));
  USES.forEach((type) => el.addEventListener(type, listener, { passive: true }));
  if (el.matches(':hover, :focus-within')) used('other');
  return stop;
}

/**
 * Calls `run` in the first idle period from IDLE_START_AFTER_LOAD_MS after the page's load event
 * (at most IDLE_START_TIMEOUT_MS later on a page never idle). Answers the function that cancels it.
 */
export function afterLoadWhenIdle(run: () => void): () => void {
  const undo: (() => void)[] = [];
  const cancel = () => undo.splice(0).forEach((step) => step());
  const now = () => {
    cancel();
    run();
  };
  const afterLoad = () => {
    const timer = window.setTimeout(() => {
      if (!window.requestIdleCallback) return now();
      const idle = window.requestIdleCallback(now, { timeout: IDLE_START_TIMEOUT_MS });
      undo.push(() => window.cancelIdleCallback(idle));
    }, IDLE_START_AFTER_LOAD_MS);
    undo.push(() => window.clearTimeout(timer));
  };
  if (document.readyState === 'complete') afterLoad();
  else {
    window.addEventListener('load', afterLoad, { once: true });
    undo.push(() => window.removeEventListener('load', afterLoad));
  }
  return cancel;
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

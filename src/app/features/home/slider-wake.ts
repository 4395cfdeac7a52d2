import type { StartedBy } from './start-on-first-use';

/*
 * When a home slider wakes: the moment our loop starts moving it, and a shopper's use seen
 * before the slider's code ran. In the first view's chunk (home-page.tsx waits for them), unlike
 * the rest of the slider's code.
 */

/** Nothing moves by itself sooner than this after the page's load event. */
export const IDLE_START_AFTER_LOAD_MS = 3000;
/** How long the idle period asked for then may keep it waiting on a page that is never idle. */
export const IDLE_START_TIMEOUT_MS = 2000;

/**
 * Calls `run` once, in the first idle period from IDLE_START_AFTER_LOAD_MS after the page's load:
 * past the load and the quiet a phone needs to be interactive (a slider moving then makes frames
 * that compete with the parts the page still hydrates), and soon enough that a shopper who stays
 * sees the autoplay the spec asks for. Answers the function that cancels it.
 */
export function afterLoadWhenIdle(run: () => void): () => void {
  const undo: (() => void)[] = [];
  const fire = () => {
    undo.length = 0;
    run();
  };
  const afterLoad = () => {
    const timer = window.setTimeout(() => {
      if (!window.requestIdleCallback) return fire();
      const idle = window.requestIdleCallback(fire, { timeout: IDLE_START_TIMEOUT_MS });
      undo.push(() => window.cancelIdleCallback(idle));
    }, IDLE_START_AFTER_LOAD_MS);
    undo.push(() => window.clearTimeout(timer));
  };
  if (document.readyState === 'complete') afterLoad();
  else {
    window.addEventListener('load', afterLoad, { once: true });
    undo.push(() => window.removeEventListener('load', afterLoad));
  }
  return () => undo.splice(0).forEach((cancel) => cancel());
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

/**
 * What woke a slider whose markup waited for its code (home-page.tsx) before that code ran: a
 * shopper's use, which Swiper then starts for (once the finger that made it is lifted), or the
 * moment our loop starts moving it (afterLoadWhenIdle). Filled in by the page, read by the
 * slider as it mounts.
 */
export interface SliderWake {
  use?: { by: StartedBy; lifted: Promise<void> };
  loopNow?: boolean;
}

/** The use `event` stands for, its finger's lift listened for from now. */
export function shopperUse(event: Event): NonNullable<SliderWake['use']> {
  const by: StartedBy = event.type === 'pointerdown' ? 'finger' : 'other';
  return { by, lifted: fingerLifted(by) };
}

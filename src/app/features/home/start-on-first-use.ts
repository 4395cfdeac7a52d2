/**
 * When a home slider starts Swiper: on its first use only. Before that its slides are plain
 * markup that a finger scrolls and snaps natively (styles.css) and that our own loop moves on by
 * itself (native-loop.ts): Swiper started unused ran its code for a shopper who may never touch
 * a slider, and measured every slide in long tasks on a phone.
 */

/**
 * What counts as a first use: a finger or the mouse on the slider (a trackpad's swipe too: the
 * pointer is over it), or the keyboard's focus inside it. Pointer events stand for touches too.
 */
const USES = ['pointerdown', 'pointerover', 'focusin'] as const;

/** How the slider came to start: by a finger left on it (Swiper must wait until it is lifted). */
export type StartedBy = 'finger' | 'other';

/**
 * Calls `start` once, on the slider's first use (at once if the mouse or the focus is already on
 * it). Answers the function that cancels it.
 */
export function startOnFirstUse(el: HTMLElement, start: (by: StartedBy) => void): () => void {
  // The mouse or the focus already on it when the page takes it over: its pointerover or
  // focusin came before any listener here, and no other comes until it moves.
  if (el.matches(':hover, :focus-within')) {
    start('other');
    return () => undefined;
  }
  const used = (event: Event) => {
    cancel();
    start(event.type === 'pointerdown' ? 'finger' : 'other');
  };
  const cancel = () => USES.forEach((type) => el.removeEventListener(type, used));
  USES.forEach((type) => el.addEventListener(type, used, { passive: true }));
  return cancel;
}

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

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

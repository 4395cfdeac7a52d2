/** One move of a slider: answers false when it cannot move now (a move is still running). */
export type Move = () => boolean;

/** A slider's clock (moveEvery): `moved` after each move ends, `hold` while a finger is on it. */
export interface MoveClock {
  moved: () => void;
  hold: (on: boolean) => void;
  stop: () => void;
}

/**
 * Calls `move` every `delay` ms, timed from the end of the last move (`moved`), so a swipe or an
 * arrow restarts the wait. Waits while `el` is off screen, while the tab is hidden and while held
 * (a finger on the slides). Both home's autoplays run on it: ours over the slides the server drew
 * (native-loop.ts) and Swiper's once it has started (autoplay.ts).
 */
export function moveEvery(el: HTMLElement, delay: number, move: Move): MoveClock {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onScreen = true;
  let held = false;
  let stopped = false;
  const wait = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || !onScreen || held || document.hidden) return;
    // A move refused ends no transition: wait again instead.
    timer = setTimeout(() => move() || wait(), delay);
  };
  document.addEventListener('visibilitychange', wait);
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(([entry]) => {
          onScreen = entry?.isIntersecting ?? true;
          wait();
        });
  observer?.observe(el);
  wait();
  return {
    moved: wait,
    hold: (on) => {
      held = on;
      wait();
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      observer?.disconnect();
      document.removeEventListener('visibilitychange', wait);
    },
  };
}

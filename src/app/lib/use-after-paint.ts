import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * Runs `run` in the first idle period after the next frame: once what was just committed is
 * painted and the browser has nothing more pressing. Answers the function that cancels it.
 */
export function afterFrameThenIdle(run: () => void): () => void {
  let cancelled = false;
  const frame = requestAnimationFrame(() => whenIdle(() => cancelled || run()));
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}

/**
 * Runs `run` in a task after the next frame is painted (a task posted from the frame's callback
 * waits for its rendering). Answers the function that cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => (timer = window.setTimeout(run)));
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/** Settles once the last part given its turn has been told to start. */
let lastTurn: Promise<void> = Promise.resolve();

/**
 * True once the first paint is done and the browser is idle: when to start what can wait. Parts
 * take turns, one per idle period, each once the code it needs (`load`) has arrived: started
 * together (the two sliders, the header's menu, the toasts), their renders and Swiper's
 * measuring made one task of more than 100 ms on a phone, all of it counted as blocking time.
 * Every part's code is still asked for at the first idle period, at once. Not at the first touch
 * as well: swapping the first screen's elements under the finger on pointerdown loses the click
 * that touch was (tried; every first tap on a link of the layout did nothing).
 * `inTurn: false` is for a light part that must not wait behind the others (it starts in the
 * first idle period after its code arrives).
 * The part's start is a transition: React draws it in slices of a few milliseconds, giving way
 * to the browser between them. At the default priority an update from an idle callback is drawn
 * in one task, and the header's parts were one long task on the reference phone (issue 64).
 */
export function useAfterPaint(
  load?: () => Promise<unknown>,
  { inTurn = true }: { inTurn?: boolean } = {},
): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const start = () => setReady(true);
    const cancel = afterFrameThenIdle(() => {
      const loaded = load?.().catch(() => undefined);
      if (!inTurn) {
        void Promise.resolve(loaded).then(() => whenIdle(() => live && startTransition(start)));
        return;
      }
      const previous = lastTurn;
      lastTurn = new Promise((turnTaken) => {
        void Promise.all([previous, loaded]).then(() =>
          afterFrameThenIdle(() => {
            if (live) startTransition(start);
            turnTaken();
          }),
        );
      });
    });
    return () => {
      live = false;
      cancel();
    };
    // `load` is a module's import function: read once, like the turn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ready;
}

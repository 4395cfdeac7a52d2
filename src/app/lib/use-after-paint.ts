import { useEffect, useState } from 'react';

/**
 * True once the first paint is done and the browser is idle: when to load what can wait. Not at
 * the first touch as well: swapping the first screen's elements under the finger on pointerdown
 * loses the click that touch was (tried; every first tap on a link of the layout did nothing).
 */
export function useAfterPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const frame = requestAnimationFrame(() => idle(() => setReady(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return ready;
}

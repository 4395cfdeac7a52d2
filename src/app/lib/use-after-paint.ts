import { useEffect, useState } from 'react';

/** True once the first paint is done and the browser is idle: when to load what can wait. */
export function useAfterPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const frame = requestAnimationFrame(() => idle(() => setReady(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return ready;
}

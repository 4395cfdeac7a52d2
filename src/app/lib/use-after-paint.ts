import { useEffect, useState } from 'react';

/**
 * True once the first paint is done and the browser is idle, or sooner at the shopper's first
 * touch, click or key: when to load what can wait (the first screen works without it).
 */
export function useAfterPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const go = () => setReady(true);
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const frame = requestAnimationFrame(() => idle(go));
    const first = { once: true, passive: true, capture: true } as const;
    const inputs = ['pointerdown', 'keydown'] as const;
    for (const type of inputs) window.addEventListener(type, go, first);
    return () => {
      cancelAnimationFrame(frame);
      for (const type of inputs) window.removeEventListener(type, go, first);
    };
  }, []);
  return ready;
}

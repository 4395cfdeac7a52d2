import { useEffect, useState } from 'react';

/** Seconds left of a window of `seconds` that starts on the first render. */
export function useCountdown(seconds: number): number {
  const [deadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  return Math.min(seconds, Math.max(0, Math.ceil((deadline - now) / 1000)));
}

export const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

import { useEffect, useState } from 'react';

/** Seconds left of a window that starts when `running` first becomes true. */
export function useCountdown(seconds: number | undefined, running: boolean): number | undefined {
  const [deadline, setDeadline] = useState<number>();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (running && seconds !== undefined && deadline === undefined)
      setDeadline(Date.now() + seconds * 1000);
  }, [running, seconds, deadline]);
  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  if (deadline === undefined || seconds === undefined) return undefined;
  return Math.min(seconds, Math.max(0, Math.ceil((deadline - now) / 1000)));
}

export const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

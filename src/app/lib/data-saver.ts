import { useSyncExternalStore } from 'react';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The shopper asked to save data, or the connection is 2G: no autoplay, lighter pictures. */
export function prefersLessData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return (
    !!connection &&
    (connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? ''))
  );
}

const noChanges = () => () => {};

/**
 * prefersLessData for rendering: server-rendered HTML is the same for every visitor (full
 * pictures), and hydration starts from it; a data saver switches to light pictures right after.
 */
export function useLessData(): boolean {
  return useSyncExternalStore(noChanges, prefersLessData, () => false);
}

import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while React hydrates server HTML (and in that HTML), true from the render after it; a
 * page rendered in the browser alone is hydrated from the start.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

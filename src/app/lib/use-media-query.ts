import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the screen matches `query` (a CSS media query), following it as the window changes.
 * False on the server and through hydration (the server cannot know the screen), then the
 * screen's answer. Where there is no matchMedia (tests' jsdom), true: the part is drawn as before.
 */
export function useMediaQuery(query: string): boolean {
  const list = () => window.matchMedia?.(query);
  const subscribe = useCallback(
    (changed: () => void) => {
      list()?.addEventListener('change', changed);
      return () => list()?.removeEventListener('change', changed);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => list()?.matches ?? true,
    () => false,
  );
}

/** Narrower than 768 px: where the listing's Filter button shows (Tailwind's `md:hidden`). */
export const BELOW_MD = '(width < 48rem)';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the screen matches `query` (a CSS media query), following it as the window changes.
 * False on the server and through hydration (the server cannot know the screen), then the
 * screen's answer. Where there is no matchMedia (tests' jsdom), true: the part is drawn as before.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia !== 'function' || window.matchMedia(query).matches,
    () => false,
  );
}

/** Narrower than 1024 px: where the header's menu button shows (Tailwind's `lg:hidden`). */
export const BELOW_LG = '(width < 64rem)';
/** Narrower than 768 px: where the listing's Filter button shows (Tailwind's `md:hidden`). */
export const BELOW_MD = '(width < 48rem)';

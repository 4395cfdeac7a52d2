import { Activity, useSyncExternalStore, type ReactNode } from 'react';

/** The breakpoints (docs/design/conventions.md) at and above which an opener is hidden. */
export type OpenerHiddenFrom = 640 | 768 | 1024;

/**
 * What a tap on a narrow screen opens (a drawer, an overlay), drawn ahead: while closed it is
 * kept drawn but hidden (React's `Activity`, at idle priority), so the tap only shows it rather
 * than drawing it inside the tap's handler, which on a phone was most of that handler's time.
 * `ahead` says when to start drawing (false: only once opened, for what focuses a field as it is
 * drawn). Only where its opener shows: at `hiddenFrom` px and wider (where the opener has
 * `md:hidden` or `lg:hidden`) it never opens, so it is not drawn at all, nor on the server.
 * Give it the same `children` element while what it shows is unchanged (useMemo): shown from
 * hidden, it is then not drawn again.
 */
export function DrawnAhead({
  open,
  ahead,
  hiddenFrom,
  children,
}: {
  open: boolean;
  ahead: boolean;
  hiddenFrom: OpenerHiddenFrom;
  children: ReactNode;
}) {
  const canOpen = useNarrowerThan(hiddenFrom);
  if (!canOpen && !open) return null;
  // One shape either way: what is open when `ahead` turns true is not mounted again.
  return <Activity mode={open ? 'visible' : 'hidden'}>{(open || ahead) && children}</Activity>;
}

/** Whether the screen is narrower than `width` px, following it as it changes (a rotation). */
export function useNarrowerThan(width: number): boolean {
  const query = `(width < ${width}px)`;
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    // The server draws none: the page is the same for every width, and hydration then adds it.
    () => false,
  );
}

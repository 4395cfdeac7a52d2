import { Activity, useMemo, useSyncExternalStore, type ReactNode } from 'react';

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

/**
 * A width query read once and then on its `change` events. Each `window.matchMedia(query)` builds
 * a list and evaluates it, which may have the browser bring its style up to date first: read
 * afresh on every render, as the hook first did, that was 26 evaluations during one page's
 * start-up (the header's and a listing's openers), a few of 3-5 ms at 4x.
 */
function widthQuery(query: string) {
  const list = window.matchMedia(query);
  let matches = list.matches;
  return {
    subscribe(changed: () => void) {
      const onChange = () => {
        matches = list.matches;
        changed();
      };
      // Read again as it starts listening: the width may have changed since the render that
      // read it (React reads the snapshot again once subscribed).
      matches = list.matches;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    matches: () => matches,
  };
}

const noWidth = { subscribe: () => () => {}, matches: () => false };

/** Whether the screen is narrower than `width` px, following it as it changes (a rotation). */
export function useNarrowerThan(width: number): boolean {
  const query = `(width < ${width}px)`;
  // The server has no window: it draws none (below), and hydration then adds it.
  const media = useMemo(
    () => (typeof window === 'undefined' ? noWidth : widthQuery(query)),
    [query],
  );
  return useSyncExternalStore(media.subscribe, media.matches, () => false);
}

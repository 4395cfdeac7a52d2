import { useEffect, type RefObject } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * After a move to another screen, focus goes to the main content (as a full page load would
 * start there for a screen reader) instead of staying on <body> or on a link that is gone.
 * A change of search parameters alone (a filter, a page) keeps focus where it is.
 */
export function useFocusOnNavigate(target: RefObject<HTMLElement | null>): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ pathChanged, fromLocation }) => {
        if (fromLocation && pathChanged) target.current?.focus({ preventScroll: true });
      }),
    [router, target],
  );
}

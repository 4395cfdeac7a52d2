import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Server HTML is seen before its script runs: its buttons, fields and menus are disabled until
 * hydration, so nothing typed or pressed is lost (links work throughout). A component of its own:
 * turning them on re-renders this element alone, not the page below it (its children are the
 * same elements), in the synchronous render React does right after hydrating.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} data-app-shell="" className="contents">
      {children}
    </fieldset>
  );
}

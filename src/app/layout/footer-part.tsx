import { Suspense } from 'react';
import { lazyPart } from '@/lib/lazy-part';

/**
 * The footer, out of the first view's script: main.tsx asks for its code as the tab starts, so it
 * has usually arrived by the first render. Hydrating server HTML before then, the footer's HTML
 * stays in place (its links working) and hydrates on its own once the code is here.
 */
const { load: loadFooter, Part: Footer } = lazyPart(async () => ({
  default: (await import('./footer')).Footer,
}));

/**
 * The one element the shell draws: made once, because a new element reaching the boundary before
 * it hydrated would make React drop the server's HTML and draw the (empty) fallback.
 */
export const footer = (
  <Suspense fallback={null}>
    <Footer />
  </Suspense>
);

export { loadFooter };

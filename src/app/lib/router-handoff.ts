import type { AnyRouter } from '@tanstack/react-router';
import type { DehydratedRouter, TsrSsrGlobal } from '@tanstack/react-router/ssr/client';

/**
 * The one adapter between our CSP and TanStack Router's SSR hand-off (its test,
 * router-handoff.test.tsx, fails when the library changes what it reads).
 *
 * The router's documented server side hands its matches to the browser in inline scripts
 * (`self.$_TSR = ...`), which our `script-src` without a nonce refuses; and the HTML is cached
 * for every visitor, so a nonce cannot be used. So the server writes the same hand-off as JSON
 * in the page's data block, and the external entry puts it where the router's documented client
 * entry (`RouterClient` and its `hydrate`) reads it, before hydrating.
 */
export type RouterHandoff = Pick<DehydratedRouter, 'matches'>;

/** The router's id for a match in the hand-off (router-core's dehydrateSsrMatchId). */
const handoffMatchId = (id: string) => id.replaceAll('/', '#');

/** Server: the loaded router's matches, as the router's own dehydration writes them. */
export function routerHandoff(router: AnyRouter): RouterHandoff {
  return {
    matches: router.state.matches.map((match) => ({
      i: handoffMatchId(match.id),
      s: match.status,
      u: match.updatedAt,
      ...(match.loaderData !== undefined && { l: match.loaderData }),
    })),
  };
}

/** Browser: where RouterClient looks for the server's hand-off; it lets go of it once hydrated. */
export function receiveRouterHandoff(handoff: RouterHandoff): void {
  const tsr: TsrSsrGlobal = {
    router: { manifest: undefined, ...handoff },
    buffer: [],
    p: (script) => script(),
    h: () => void delete window.$_TSR,
    e: () => {},
    c: () => {},
  };
  window.$_TSR = tsr;
}

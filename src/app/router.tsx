import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Loading } from './components/loading';
import { NotFound } from './components/not-found';
import { RouteError } from './components/route-error';
import { getSession, type Session } from './lib/session';
import { routeTree } from './route-tree.gen';

export interface RouterContext {
  queryClient: QueryClient;
  session: () => Session;
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient, session: getSession },
    defaultPreload: 'intent',
    // React Query decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: Loading,
    defaultNotFoundComponent: () => <NotFound />,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

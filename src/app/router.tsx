import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { Loading } from './components/loading';
import { NotFound } from './components/not-found';
import { RouteError } from './components/route-error';
import type { Outbox } from './lib/outbox/outbox';
import type { Chat } from './features/chat/tab-chat';
import { getSession, type Session } from './lib/session';
import { routeTree } from './route-tree.gen';
import { basepathOf, type Locale } from '@shared/i18n/locale-path';

export interface RouterContext {
  queryClient: QueryClient;
  /** The tab's client in the browser; on the server, one that asks the API in-process. */
  api: ApiClient;
  session: () => Session;
  outbox: Outbox;
  /** The shop's name (SHOP_NAME), as the server names it: lib/shop-name.ts. */
  shopName: string;
  /** The chat's socket and live state (features/chat/tab-chat.ts); never connected on the server. */
  chat: Chat;
  /**
   * The page's language, its URL's prefix (lib/i18n/page-language.ts): what the tab's code reads
   * (lib/i18n/use-page-locale.ts), rather than the message runtime's module-wide value.
   */
  locale: Locale;
}

/** `history` is the server renderer's memory history; the browser's is the default. */
export function createAppRouter(
  {
    queryClient,
    api,
    outbox,
    chat,
    shopName,
    locale,
  }: Pick<RouterContext, 'queryClient' | 'api' | 'outbox' | 'chat' | 'shopName' | 'locale'>,
  history?: RouterHistory,
) {
  return createRouter({
    routeTree,
    // The page's language is its URL's prefix (lib/i18n): the routes are the same under it, and
    // every link the router writes keeps it. Changing language loads the page again.
    basepath: basepathOf(locale),
    ...(history && { history, isServer: true }),
    context: { queryClient, api, session: getSession, outbox, chat, shopName, locale },
    defaultPreload: 'intent',
    // React Query decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: Loading,
    defaultNotFoundComponent: () => <NotFound />,
    defaultErrorComponent: RouteError,
    // On the server the router would write an inline script (refused by the CSP) for it.
    scrollRestoration: !history,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * A public page: the same for every visitor, so the server renders it with its data and
     * may cache the HTML (src/app/entry-server.tsx). Other screens render in the browser.
     */
    serverRendered?: boolean;
  }
}

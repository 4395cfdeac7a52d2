import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ApiClient } from '@shared/api/api-client';
import type { Locale } from '@shared/i18n/locale-path';
import { createTabApiClient } from '@/lib/tab-api-client';
import type { Outbox } from '@/lib/outbox/outbox';
import { DEFAULT_SHOP_NAME } from '@shared/manifest';
import { getLocale } from '@shared/i18n/paraglide/runtime.js';
import { createChat, type Chat } from '@/features/chat/tab-chat';
import type { createAppRouter } from '@/router';

type AppRouter = ReturnType<typeof createAppRouter>;
import { createTabOutbox } from '@/lib/outbox/tab-outbox';

/** The router context's API client in tests: the tab's, so a test that mocks fetch answers it. */
export const testApi: ApiClient = createTabApiClient('en');

/** Renders UI inside a router (for <Link>, and the outbox in its context) and a fresh query client. */
export async function renderWithRouter(
  ui: ReactNode,
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { networkMode: 'always' } },
  }),
  outbox: Outbox = createTabOutbox(queryClient, testApi),
  chat: Chat = createChat(queryClient, outbox),
  // The page's language as a test set it (setLocale), as main.tsx sets both from the URL; a
  // test that the tab reads the context, not the message runtime, names another.
  locale: Locale = getLocale(),
) {
  const root = createRootRoute();
  const index = createRoute({ getParentRoute: () => root, path: '/', component: () => <>{ui}</> });
  const router = createRouter({
    routeTree: root.addChildren([index]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultNotFoundComponent: () => null,
    context: {
      queryClient,
      api: testApi,
      outbox,
      chat,
      shopName: DEFAULT_SHOP_NAME,
      locale,
    },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      {/* A test's own route tree, not the app's registered one. */}
      <RouterProvider router={router as unknown as AppRouter} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient, outbox, chat };
}

/** Renders UI on a page of `locale` whatever language the message runtime was left in. */
export const renderOnPageOf = (locale: Locale, ui: ReactNode) =>
  renderWithRouter(ui, undefined, undefined, undefined, locale);

import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryHistory } from '@tanstack/react-router';
import { createRequestHandler, RouterServer } from '@tanstack/react-router/ssr/server';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, createApiClient } from '@shared/api/api-client';
import { paths } from '@shared/api/paths';
import {
  PAGE_NOT_FOUND,
  type ApiFetch,
  type PageRenderer,
  type PictureInliner,
  type RenderedPage,
} from '@shared/rendered-page';
import { currentHead } from './lib/page-head';
import { DEFAULT_SHOP_NAME } from '@shared/manifest';
import { createTabOutbox } from './lib/outbox/tab-outbox';
import { createChat } from './features/chat/tab-chat';
import type { PageState } from './lib/page-state';
import { carryingPictures, PictureSourceProvider } from './lib/picture-source';
import { OnServer } from './lib/on-server';
import { createQueryClient } from './lib/query-client';
import { routerHandoff } from './lib/router-handoff';
import { createAppRouter } from './router';
import {
  languageTag,
  locales,
  localizedPath,
  splitLocalePath,
  type Locale,
} from '@shared/i18n/locale-path';
import { overwriteServerAsyncLocalStorage } from '@shared/i18n/paraglide/runtime.js';

// Renders of several pages interleave (each awaits its data): every message a render asks for is
// in the language of that render's URL, kept per render rather than in one global.
const renderLocale = new AsyncLocalStorage<{ locale?: Locale }>();
overwriteServerAsyncLocalStorage(renderLocale);

/**
 * The server renderer (built by `vite build --ssr` into dist/server; src/server/ssr/ uses it).
 * Only screens whose route says `staticData: { serverRendered: true }` render here: what they
 * show is the same for every visitor, so their HTML can be cached; every other screen gets the
 * empty shell and renders in the browser. `fetch` is how the page's API reads reach the server;
 * `inlinePicture` draws the first-screen pictures a page carries inside its HTML.
 */
export function createPageRenderer(
  fetch: ApiFetch,
  inlinePicture: PictureInliner = () => null,
  onRenderError: (error: unknown) => void = () => {},
  shopName: string = DEFAULT_SHOP_NAME,
): PageRenderer {
  const newRouter = (locale: Locale) => {
    // Public reads only, so no session: the HTML must be the same for every visitor. Reads name
    // the render's language, so the catalogue comes in it.
    const api = createApiClient({
      fetch,
      route: (name) => paths[name],
      credentials: 'omit',
      language: () => locale,
    });
    const queryClient = createQueryClient(() => locale);
    // No retries on the server: a failed read falls back to the shell at once.
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    // Never started here: nothing is waiting in a page rendered for every visitor.
    const outbox = createTabOutbox(queryClient, api);
    // Never connected here either: the chat's socket opens only in a signed-in shopper's tab.
    const chat = createChat(queryClient, outbox);
    return createAppRouter(
      { queryClient, api, outbox, chat, shopName, locale },
      createMemoryHistory(),
    );
  };
  // Matches paths without their language prefix: the routes are the same in every language.
  const matcher = newRouter('en');

  return {
    isPublicPage(localized) {
      const [, params, route] = matcher.getMatchedRoutes(splitLocalePath(localized).path);
      // A path longer than its route (`/about/x`) matches it loosely, the rest kept under `**`:
      // that is a page not found, left to the browser (entry-server.test.tsx checks it).
      return route?.options.staticData?.serverRendered === true && !('**' in params);
    },
    isKnownPath(localized) {
      const [, params, route] = matcher.getMatchedRoutes(splitLocalePath(localized).path);
      return !!route && route.id !== '__root__' && !('**' in params);
    },
    canonicalUrl(url) {
      const { pathname, search } = new URL(url, 'http://localhost');
      const [, , route] = matcher.getMatchedRoutes(splitLocalePath(pathname).path);
      const validate = route?.options.validateSearch;
      // The route's own validateSearch keeps the parameters it reads and drops the rest.
      const read: Record<string, unknown> =
        typeof validate === 'function'
          ? (validate as (raw: Record<string, unknown>) => Record<string, unknown>)(
              matcher.options.parseSearch(search),
            )
          : {};
      const sorted = Object.fromEntries(
        Object.entries(read)
          .filter(([, value]) => value !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : 1)),
      );
      return pathname + matcher.options.stringifySearch(sorted);
    },
    async render(url) {
      const request = new Request(new URL(url, 'http://localhost'));
      const { pathname, search } = new URL(request.url);
      const { locale, path } = splitLocalePath(pathname);
      const addresses = {
        lang: languageTag(locale),
        canonical: localizedPath(path + search, locale),
        alternates: locales.map((l) => ({
          hreflang: languageTag(l),
          href: localizedPath(path + search, l),
        })),
      };
      return renderLocale.run({ locale }, async () => {
        let page: RenderedPage | typeof PAGE_NOT_FOUND | null = null;
        const handler = createRequestHandler({ createRouter: () => newRouter(locale), request });
        // Not the router's stream handler: it adds inline scripts the CSP refuses (router-handoff.ts).
        await handler(async ({ router }) => {
          const drawn = await renderPage(router, inlinePicture, onRenderError);
          page = drawn && drawn !== PAGE_NOT_FOUND ? { ...drawn, ...addresses } : drawn;
          return new Response(null, { status: page ? 200 : 500 });
        });
        return page;
      });
    },
  };
}

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * One loaded page, or null when it cannot be shown as is (an unknown product, a failed read): the
 * browser then renders it as before.
 */
async function renderPage(
  router: AppRouter,
  inlinePicture: PictureInliner,
  onRenderError: (error: unknown) => void,
): Promise<Omit<RenderedPage, 'lang' | 'canonical' | 'alternates'> | typeof PAGE_NOT_FOUND | null> {
  // A loader's 404 (an unknown product) is a page not found: the server answers 404 with the
  // shell, and the browser shows the screen's own not-found text.
  const missing = (m: (typeof router.state.matches)[number]) =>
    m.status === 'error' && m.error instanceof ApiError && m.error.status === 404;
  if (router.state.matches.some(missing)) return PAGE_NOT_FOUND;
  if (router.state.matches.some((m) => m.status !== 'success')) return null;
  const { queryClient } = router.options.context;
  const pictures = carryingPictures(inlinePicture);
  // A component that fails on the server (it should not) leaves the page to the browser.
  let failed = false;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <OnServer.Provider value={true}>
          <PictureSourceProvider value={pictures.source}>
            <RouterServer router={router} />
          </PictureSourceProvider>
        </OnServer.Provider>
      </QueryClientProvider>
    </StrictMode>,
    {
      // Every boundary in place: React would otherwise move large ones out behind inline
      // scripts, which the CSP refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => ((failed = true), onRenderError(error)),
    },
  );
  let html = '';
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  if (failed) return null;
  const state: PageState = {
    queries: dehydrate(queryClient),
    router: routerHandoff(router),
    pictures: pictures.carried,
  };
  queryClient.clear();
  return {
    ...currentHead(router.state.matches, router.options.context.shopName),
    html,
    state,
    routeIds: router.state.matches.map((match) => match.routeId),
  };
}

import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { setApiFetch } from './lib/api-client';
import { currentHead } from './lib/page-head';
import { createTabOutbox } from './lib/outbox/tab-outbox';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import type { RenderedPage } from '@shared/rendered-page';

/**
 * The server renderer (built by `vite build --ssr` into dist/server; src/server/ssr/ uses it).
 * Only public pages render here: what they show is the same for every visitor, so their HTML
 * can be cached; every other screen gets the empty shell and renders in the browser.
 */
const PUBLIC_PAGES =
  /^\/(|shops|products|products\/search|product\/details\/[^/]+|about|contact|privacy-policy|return-refund|shipping-policy|terms-condition)\/?$/;

export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGES.test(pathname);
}

/** Where the page's own API reads go: the server answers them in-process. */
export function answerApiWith(
  fetcher: (url: string, init: RequestInit) => Promise<Response>,
): void {
  setApiFetch(fetcher);
}

/**
 * Renders one public page with its data, or answers null when it cannot be shown as is (an
 * unknown product, a failed read, a redirect): the browser then renders it as before.
 */
export async function render(url: string): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  // No retries on the server: a failed read falls back to the shell at once.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  // Never started here: nothing is waiting in a page rendered for every visitor.
  const outbox = createTabOutbox(queryClient);
  const router = createAppRouter(
    queryClient,
    outbox,
    createMemoryHistory({ initialEntries: [url] }),
  );
  await router.load();
  if (router.state.matches.some((m) => m.status !== 'success')) return null;

  // A component that fails on the server (it should not) leaves the page to the browser.
  let failed = false;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
    {
      // Every boundary in place: React would otherwise move large ones out behind inline
      // scripts, which the CSP refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => ((failed = true), console.error('server render failed', error)),
    },
  );
  let html = '';
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  if (failed) return null;
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { ...currentHead(router.state.matches), html, state };
}

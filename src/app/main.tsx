// First: the browser's install offer can fire before anything else is ready (lib/install-prompt.ts).
import './lib/capture-install-prompt';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { installOnlineModel } from './lib/online';
import { listenToOtherTabs } from './lib/cross-tab';
import { whenSessionRejected } from './lib/api-client';
import { notify } from './lib/notify';
import {
  createQueryClient,
  persister,
  PERSIST_BUSTER,
  PERSIST_MAX_AGE_MS,
  forgetShopper,
} from './lib/query-client';
import { createTabOutbox } from './lib/outbox/tab-outbox';
import { createAppRouter } from './router';
import './styles.css';

installOnlineModel();
const queryClient = createQueryClient();
// The outbox is app-wide: screens reach it through the router's context (lib/outbox/README.md).
const outbox = createTabOutbox(queryClient);
const router = createAppRouter(queryClient, outbox);

// A server-rendered page brings the catalogue answers it was drawn from (src/server/ssr/): they
// go into the cache first, so the first render is the server's HTML exactly. Answers restored
// from the device below replace them only where they are newer.
const serverState = document.getElementById('ssr-state')?.textContent;
if (serverState) hydrate(queryClient, JSON.parse(serverState) as DehydratedState);

whenSessionRejected((message) => {
  void forgetShopper(queryClient);
  notify.error(message);
  void router.invalidate();
});

// The saved cache is restored BEFORE the first route loads, so a screen seen before renders
// from the device instead of failing when the network is gone; then every change is saved.
// Waiting cart and wishlist changes live in the outbox (lib/outbox/), read
// before the first render, so the first screen already shows them.
listenToOtherTabs(queryClient);
const [, restored] = persistQueryClient({
  queryClient,
  persister,
  maxAge: PERSIST_MAX_AGE_MS,
  buster: PERSIST_BUSTER,
});
const started = restored.then(async () => {
  // The shopper's own data may have changed elsewhere (another device, an order placed just
  // before a reload): shown from the device at once, refetched when a screen uses it.
  void queryClient.invalidateQueries({ queryKey: ['personal'], refetchType: 'none' });
  await outbox.start();
});

void started.finally(async () => {
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (!serverState) return void createRoot(root).render(app);
  // The route's code and data are ready before hydrating, so the first render matches the HTML
  // instead of showing the loading state over it.
  await router.load();
  // Marks the router as hydrating server HTML: it then lays out its matches as it did on the
  // server (no Suspense around the root), as TanStack's own SSR client does.
  router.ssr = { manifest: undefined };
  // Hydrated as a transition: React then works in slices of a few milliseconds and yields to the
  // browser in between (at the default priority each row of cards was one task of 100 ms and
  // more on a phone), so a tap during start-up is answered. The HTML is on screen meanwhile.
  startTransition(() => {
    hydrateRoot(root, app);
  });
});

// First: the browser's install offer can fire before anything else is ready (lib/install-offer.ts).
import './lib/capture-install-prompt';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { installOnlineModel } from './lib/online';
import { listenToOtherTabs } from './lib/cross-tab';
import { createTabApiClient, loadApiRoutes } from './lib/tab-api-client';
import { notify } from './lib/notify';
import { dropUnreadableToken } from './lib/session';
import { deliverPendingLogoutWhenOnline } from './lib/tab-pending-logout';
import { m } from '@shared/i18n/paraglide/messages.js';
import { createQueryClient, forgetShopper, restoreThenSaveWhenIdle } from './lib/query-client';
import { createTabOutbox } from './lib/outbox/tab-outbox';
import { createChat } from './features/chat/tab-chat';
import { keepServerAnswers, readPageState } from './lib/page-state';
import {
  carriedPictures,
  fetchCarriedPicturesWhenIdle,
  PictureSourceProvider,
} from './lib/picture-source';
import { receiveRouterHandoff } from './lib/router-handoff';
import { yieldToBrowser } from './lib/yield-to-browser';
import { afterFrameThenIdle } from './lib/use-after-paint';
import { createAppRouter } from './router';
import { loadFooter } from './layout/footer-part';
import { shopNameOf } from './lib/shop-name';
import { loadTextsOfPage, startInPageLanguage } from './lib/i18n/page-language';
import { baseLocale, type Locale } from '@shared/i18n/locale-path';
import './styles.css';

const locale = startInPageLanguage();
installOnlineModel();
const queryClient = createQueryClient(() => locale ?? baseLocale);
// Null: the tab is leaving for its chosen language's page, and nothing is called before it goes.
const api = createTabApiClient(locale ?? baseLocale);
// The outbox is app-wide: screens reach it through the router's context (lib/outbox/README.md).
const outbox = createTabOutbox(queryClient, api);
// So is the chat: its socket's code loads when a signed-in shopper first connects.
const chat = createChat(queryClient, outbox);

// The entry's evaluation (React's and the app's modules) was one long task on a phone; the
// router's set-up, and then what follows it, go in tasks of their own, so a tap in between is
// answered.
// Null: the tab is on its way to the page in the shopper's chosen language.
if (locale) void start(locale);

async function start(locale: Locale) {
  // A page in another language than the base one reads its first view's texts from a chunk of
  // their own (src/shared/i18n/page-text-loaders.ts): here before any message is read.
  // The footer's code is asked for in the next task, where it has usually arrived by the first
  // render (layout/footer-part.tsx): asking adds a preload link per chunk it needs, which was
  // part of the entry's evaluation, the longest task of every page's start on a phone.
  await Promise.all([
    yieldToBrowser().then(() => void loadFooter().catch(() => {})),
    loadTextsOfPage(locale),
  ]);
  const router = createAppRouter({
    queryClient,
    api,
    outbox,
    chat,
    shopName: shopNameOf(document),
    locale,
  });
  await yieldToBrowser();

  // A server-rendered page brings the catalogue answers it was drawn from (src/server/ssr/): they
  // go into the cache first, so the first render is the server's HTML exactly; after the device's
  // saved answers are restored they are put back (keepServerAnswers), whichever is newer.
  // The router's matches go where its documented client entry (RouterClient) reads them.
  const serverState = readPageState();
  if (serverState) {
    hydrate(queryClient, serverState.queries);
    receiveRouterHandoff(serverState.router);
  }

  if (dropUnreadableToken()) notify.error(m.account_invalid_token());
  deliverPendingLogoutWhenOnline();
  api.whenSessionRejected((message) => {
    void forgetShopper(queryClient);
    notify.error(message);
    void router.invalidate();
  });

  // The saved cache is restored BEFORE the first route loads, so a screen seen before renders
  // from the device instead of failing when the network is gone; then every change is saved,
  // in the browser's idle time. Waiting cart and wishlist changes live in the outbox
  // (lib/outbox/), read before the first render, so the first screen already shows them.
  listenToOtherTabs(queryClient);
  const restored = restoreThenSaveWhenIdle(queryClient);
  const started = restored.then(async () => {
    if (serverState) keepServerAnswers(queryClient, serverState.queries);
    // The shopper's own data may have changed elsewhere (another device, an order placed just
    // before a reload): shown from the device at once, refetched when a screen uses it.
    void queryClient.invalidateQueries({ queryKey: ['personal'], refetchType: 'none' });
    await outbox.start();
  });

  void started.finally(() => {
    // Shoppers' errors and Web Vitals (lib/telemetry/): their code loads once the first screen
    // is painted and the browser is idle, outside the first view.
    afterFrameThenIdle(() => {
      void import('./lib/telemetry/start-telemetry').then(({ startTelemetry }) =>
        startTelemetry(router, Boolean(serverState)),
      );
      // The API's table of operations, before the shopper's first tap calls one.
      void loadApiRoutes().catch(() => {});
    });
    // The pictures the server's HTML carries (none in the shell): hydration must draw them the same.
    const pictures = carriedPictures(serverState?.pictures);
    const app = (entry: ReactNode) => (
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <PictureSourceProvider value={pictures}>{entry}</PictureSourceProvider>
        </QueryClientProvider>
      </StrictMode>
    );
    const root = document.getElementById('root')!;
    if (!serverState) return void createRoot(root).render(app(<RouterProvider router={router} />));
    // RouterClient takes the server's matches and loads their route code before its first render
    // (suspending meanwhile, with the server's HTML left in place), so that render matches the HTML.
    // Hydrated as a transition: React then works in slices of a few milliseconds and yields to the
    // browser in between (at the default priority each row of cards was one task of 100 ms and
    // more on a phone), so a tap during start-up is answered. The HTML is on screen meanwhile.
    startTransition(() => {
      hydrateRoot(root, app(<RouterClient router={router} />));
    });
    fetchCarriedPicturesWhenIdle(serverState.pictures);
  });
}

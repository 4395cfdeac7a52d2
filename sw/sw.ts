/// <reference lib="webworker" />
import { cacheNames, clientsClaim, type WorkboxPlugin } from 'workbox-core';
import {
  addRoute,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precache,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { isCataloguePicture, isCatalogueRead, SW_NAVIGATION_DENYLIST } from '../src/shared/offline';
import { SAVED_ANSWER_HEADER } from '../src/shared/saved-answer-header';
import { OUTBOX_SYNC_TAG } from '../src/shared/outbox/channel';
import { workerCaches } from '../src/shared/device-storage';
import { deliverFromWorker } from '../src/shared/outbox/worker-delivery';
import {
  deliverPendingLogout,
  guardedByPendingLogout,
  isLogoutPending,
  LOGOUT_PENDING_MESSAGE,
} from '../src/shared/outbox/pending-logout';
import { HOME_ROWS_READ, savedHomeOfRows } from '../src/shared/saved-home-page';
import { type PrecacheEntry, warmUpPrecache } from '../src/shared/precache-warm-up';
import { handlePush } from './handle-push';
import { keepSavedHomePage } from './keep-saved-home-page';
import { reportWorkerErrors } from './report-errors';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: PrecacheEntry[];
};

const DAY_S = 24 * 60 * 60;

reportWorkerErrors(self);

// A logout made offline (src/shared/outbox/pending-logout.ts): until the server has it, API
// requests go without cookies, so the old session answers nothing personal, and each one first
// tries to send the logout. Registered before Workbox's routes, which then never see them.
let logoutPending: boolean | undefined;
const readLogoutPending = async () => (logoutPending = await isLogoutPending());
void readLogoutPending();
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !guardedByPendingLogout(url.pathname)) return;
  // Catalogue reads are the same for everyone (a cookie changes nothing), and Workbox's routes
  // below answer them from the cache offline: they are left to those routes.
  if (catalogueRead({ url, request: event.request })) return;
  // Known to be none: Workbox's routes answer as usual. Unknown yet (the worker just started):
  // asked below before anything is sent.
  if (logoutPending === false) return;
  event.respondWith(afterPendingLogout(event.request));
  event.stopImmediatePropagation();
});

async function afterPendingLogout(request: Request): Promise<Response> {
  if (await readLogoutPending()) {
    if (await deliverPendingLogout()) logoutPending = false;
  }
  if (!logoutPending) return fetch(request);
  return fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body:
      request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer(),
    credentials: 'omit',
  });
}

// The shell, every JS/CSS chunk (so every screen opens offline, visited or not), icons, placeholder.
const manifest = self.__WB_MANIFEST;
// Heard before Workbox's install, which asks for the files one after another: the hashed ones
// are asked for a few at a time first, and Workbox finds them in the HTTP cache.
self.addEventListener('install', (event) => {
  const precached = caches.open(cacheNames.precache); // opened once for the whole list
  event.waitUntil(
    warmUpPrecache(manifest, self.location.href, {
      fetchFile: (url) => fetch(url),
      alreadyKept: async (url) => !!(await (await precached).match(url)),
    }),
  );
});
precache(manifest);
cleanupOutdatedCaches();
// The first worker controls the page it was installed from; later ones wait for the shopper.
clientsClaim();
const shell = createHandlerBoundToURL('/index.html');

// Home as the server last drew it, ahead of the precache's route (which answers `/` with the shell).
const shellEntry = manifest.find(
  (entry) => typeof entry !== 'string' && entry.url === 'index.html',
);
const shellRevision = typeof shellEntry === 'object' ? shellEntry.revision : null;
const home = shellRevision ? keepSavedHomePage(shellRevision, shell) : null;
if (home) registerRoute(home.isHome, home.answer);
addRoute();

// Navigations get the cached shell; the server's own paths (the API, the chat socket) never do.
registerRoute(new NavigationRoute(shell, { denylist: SW_NAVIGATION_DENYLIST }));

// Catalogue reads, the same for every shopper: answered from the cache at once, refreshed behind.
// A request carrying the shopper's token is personal by definition and never cached.
const catalogueRead = ({ url, request }: { url: URL; request: Request }) =>
  request.method === 'GET' &&
  url.origin === self.location.origin &&
  isCatalogueRead(url.pathname) &&
  !request.headers.has('authorization');
// Home's rows fetched anew: home's page too, so the home kept for offline shows them.
const keepHomeWithItsRows: WorkboxPlugin = {
  cacheDidUpdate: async ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === HOME_ROWS_READ)
      await home?.refresh(savedHomeOfRows(url.searchParams.get('lang')));
  },
};
// An answer from the cache says so, or the tab would take it for the server's and think itself
// online again while offline (the banner went away as a saved product page loaded).
const markSavedAnswers: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(SAVED_ANSWER_HEADER, '1');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};
const catalogueCache = {
  cacheName: workerCaches.catalogue,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 7 * DAY_S }),
    keepHomeWithItsRows,
    markSavedAnswers,
  ],
};

// Fresh after the shopper's own write (a review, an order): the page asks with cache 'reload',
// so the answer comes from the server, past the browser's HTTP cache, and replaces the cached copy.
registerRoute(
  ({ url, request }) => catalogueRead({ url, request }) && request.cache === 'reload',
  new NetworkFirst(catalogueCache),
);

registerRoute(catalogueRead, new StaleWhileRevalidate(catalogueCache));

// Pictures never change at a URL: cache first, bounded, dropped first when storage runs short.
registerRoute(
  ({ url }) => url.origin === self.location.origin && isCataloguePicture(url.pathname),
  new CacheFirst({
    cacheName: workerCaches.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

// A new version waits until the shopper presses Reload.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === LOGOUT_PENDING_MESSAGE) event.waitUntil(readLogoutPending());
});

// Background Sync: the shopper's waiting cart and wishlist changes (the outbox) are sent when the
// connection returns, even with every tab closed. A run that finds the network gone again
// rejects, so the browser schedules another.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  const hasOpenTabs = async () => (await self.clients.matchAll({ type: 'window' })).length > 0;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(deliverFromWorker(hasOpenTabs));
});

// Notifications of orders and seller replies (sw/handle-push.ts).
handlePush();

/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { isCatalogueRead, SW_CACHES } from '../src/shared/offline';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const DAY_S = 24 * 60 * 60;

// The shell, every JS/CSS chunk (so every screen opens offline, visited or not), icons, placeholder.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker controls the page it was installed from; later ones wait for the shopper.
clientsClaim();

// Navigations get the cached shell; the server's own paths never do.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/socket\.io\//, /^\/images\//],
  }),
);

// Catalogue reads, the same for every shopper: answered from the cache at once, refreshed behind.
// A request carrying the shopper's token is personal by definition and never cached.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && isCatalogueRead(url.pathname) && !request.headers.has('authorization'),
  new StaleWhileRevalidate({
    cacheName: SW_CACHES.catalogue,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 7 * DAY_S })],
  }),
);

// Pictures never change at a URL: cache first, bounded, dropped first when storage runs short.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/images/'),
  new CacheFirst({
    cacheName: SW_CACHES.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

// A new version waits until the shopper presses Reload.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

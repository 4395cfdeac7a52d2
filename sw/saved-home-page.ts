/// <reference lib="webworker" />
import type { RouteHandlerCallback } from 'workbox-core';
import { getCacheKeyForURL } from 'workbox-precaching';
import { isKeepablePage, SAVED_HOME_PATH } from '../src/shared/saved-home-page';
import { workerCaches } from '../src/shared/device-storage';

/** One cache per build (the page names that build's files): `home-page-<shell revision>`. */
const SAVED_HOME_CACHE_PREFIX = workerCaches.savedHomePage.name;

declare const self: ServiceWorkerGlobalScope;

/** A page the server does not answer in this long is not waited for (installing waits for it). */
const FETCH_TIMEOUT_MS = 10_000;

/**
 * Home as the server last drew it (src/shared/saved-home-page.ts), kept per build: fetched when
 * the worker installs, again behind every opening of home and whenever `refresh` is called (home's
 * rows fetched anew for a tab). Answered at once for home, online too: like the shell, it never
 * waits for the server. Until one is kept, home gets `shell`. The page hydrates from the data it
 * carries, and its screens refetch once online (src/app/lib/page-state.ts).
 */
export function keepSavedHomePage(shellRevision: string, shell: RouteHandlerCallback) {
  const cacheName = `${SAVED_HOME_CACHE_PREFIX}${shellRevision}`;

  // Opening home and fetching its rows each ask for the page, often at once: one fetch serves both.
  let fetching: Promise<void> | undefined;
  const refresh = () => (fetching ??= fetchPage().finally(() => (fetching = undefined)));

  async function fetchPage(): Promise<void> {
    try {
      const response = await fetch(SAVED_HOME_PATH, {
        credentials: 'same-origin',
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (!response.ok || !response.headers.get('content-type')?.startsWith('text/html')) return;
      const copy = response.clone();
      const precached = (path: string) => getCacheKeyForURL(path) !== undefined;
      if (!isKeepablePage(await response.text(), precached)) return;
      await (await caches.open(cacheName)).put(SAVED_HOME_PATH, copy);
    } catch {
      // Offline, the server away or too slow: the copy kept stays.
    }
  }

  self.addEventListener('install', (event) => event.waitUntil(refresh()));
  // Copies kept by earlier builds name files their precache took away with them.
  self.addEventListener('activate', (event) =>
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => name.startsWith(SAVED_HOME_CACHE_PREFIX) && name !== cacheName)
              .map((name) => caches.delete(name)),
          ),
        ),
    ),
  );

  const answer: RouteHandlerCallback = async (options) => {
    const kept = await caches.match(SAVED_HOME_PATH, { cacheName });
    options.event.waitUntil(refresh());
    return kept ?? shell(options);
  };
  const isHome = ({ request, url }: { request: Request; url: URL }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    url.pathname === SAVED_HOME_PATH;
  return { isHome, answer, refresh };
}

/// <reference lib="webworker" />
import type { RouteHandlerCallback } from 'workbox-core';
import { getCacheKeyForURL } from 'workbox-precaching';
import { isKeepablePage, SAVED_HOME_PATHS } from '../src/shared/saved-home-page';
import { workerCaches } from '../src/shared/device-storage';

/** One cache per build (the page names that build's files): `home-page-<shell revision>`. */
const SAVED_HOME_CACHE_PREFIX = workerCaches.savedHomePagePrefix;

declare const self: ServiceWorkerGlobalScope;

/** A page the server does not answer in this long is not waited for (installing waits for it). */
const FETCH_TIMEOUT_MS = 10_000;

/**
 * Home as the server last drew it in each language (src/shared/saved-home-page.ts), kept per
 * build: every language's fetched when the worker installs, one again behind every opening of it
 * and whenever `refresh` is called for it (its rows fetched anew for a tab). Answered at once for
 * home, online too: like the shell, it never waits for the server. Until one is kept, home gets
 * `shell`. The page hydrates from the data it carries, and its screens refetch once online
 * (src/app/lib/page-state.ts).
 */
export function keepSavedHomePage(shellRevision: string, shell: RouteHandlerCallback) {
  const cacheName = `${SAVED_HOME_CACHE_PREFIX}${shellRevision}`;

  // Opening home and fetching its rows each ask for the page, often at once: one fetch serves both.
  const fetching = new Map<string, Promise<void>>();
  const refresh = (path: string) => {
    let pending = fetching.get(path);
    if (!pending) {
      pending = fetchPage(path).finally(() => fetching.delete(path));
      fetching.set(path, pending);
    }
    return pending;
  };

  async function fetchPage(path: string): Promise<void> {
    try {
      const response = await fetch(path, {
        credentials: 'same-origin',
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (!response.ok || !response.headers.get('content-type')?.startsWith('text/html')) return;
      const copy = response.clone();
      const precached = (path: string) => getCacheKeyForURL(path) !== undefined;
      if (!isKeepablePage(await response.text(), precached)) return;
      await (await caches.open(cacheName)).put(path, copy);
    } catch {
      // Offline, the server away or too slow: the copy kept stays.
    }
  }

  self.addEventListener('install', (event) =>
    event.waitUntil(Promise.all(SAVED_HOME_PATHS.map(refresh))),
  );
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
    const { pathname } = options.url;
    const kept = await caches.match(pathname, { cacheName });
    options.event.waitUntil(refresh(pathname));
    return kept ?? shell(options);
  };
  const isHome = ({ request, url }: { request: Request; url: URL }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    SAVED_HOME_PATHS.includes(url.pathname);
  return { isHome, answer, refresh };
}

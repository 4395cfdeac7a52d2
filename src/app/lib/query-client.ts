import {
  defaultShouldDehydrateQuery,
  dehydrate,
  onlineManager,
  QueryClient,
  type Query,
} from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import type { Locale } from '@shared/i18n/locale-path';
import { databases, deviceStore, QUERY_CACHE_KEY } from '@shared/device-storage';
import { ApiError } from './tab-api-client';
import { languageQueryKeyHash } from './query-key-language';
import { clearToken } from './session';
import { SAVE_WITHIN_MS, saverWhenIdle } from './save-when-idle';
import { whenIdle } from './when-idle';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a saved answer may be shown from the device. */
export const PERSIST_MAX_AGE_MS = 7 * DAY_MS;
/** Bump only when the shape of cached data changes (queued changes live in the outbox, apart). */
export const PERSIST_BUSTER = 'v1';

export function createQueryClient(locale: () => Locale): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Catalogue answers are kept per language: the page's (the server renderer's render's,
        // so its dehydrated hashes are the tab's).
        queryKeyHashFn: languageQueryKeyHash(locale),
        // Kept in memory at least as long as on disk, or restored entries would be dropped.
        gcTime: PERSIST_MAX_AGE_MS,
        staleTime: 60_000,
        // A refusal (4xx) is final; so is a network failure while offline, so a screen with
        // nothing saved says so at once instead of waiting for the connection.
        retry: (count, error) =>
          count < 2 &&
          !(
            error instanceof ApiError &&
            ((error.status >= 400 && error.status < 500) ||
              (error.isNetworkError && !onlineManager.isOnline()))
          ),
        networkMode: 'offlineFirst',
      },
      // A write that is not an outbox change needs the network: offline it fails at once and the
      // screen says so, instead of waiting paused with its button busy.
      mutations: { networkMode: 'always' },
      dehydrate: { shouldDehydrateQuery: keepsAnAnswer },
    },
  });
}

/**
 * Which queries the saved copy keeps: React Query's default keeps only those in `success`, but a
 * refetch that fails offline turns a query into `error` with its last answer still in memory.
 * Saved by the default, the next write of the copy dropped that answer (the cart, the addresses),
 * and a reload offline showed the waiting changes alone. An answer whose refresh could not reach
 * the server stays the last server answer; a refusal (4xx: the product is gone, the session
 * ended) does not keep it.
 */
export function keepsAnAnswer(query: Query): boolean {
  if (defaultShouldDehydrateQuery(query)) return true;
  const { status, data, error } = query.state;
  return status === 'error' && data !== undefined && !isRefusal(error);
}

const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The saved copy holds answers, not failures: a query kept by `keepsAnAnswer` is saved as the
 * success it last was, so a restored screen shows its answer rather than an error.
 */
export function asSavedAnswers(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error'
      ? {
          ...query,
          state: {
            ...query.state,
            status: 'success' as const,
            error: null,
            fetchFailureCount: 0,
            fetchFailureReason: null,
          },
        }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/**
 * React Query's cache saved to IndexedDB through idb-keyval, as one JSON string: in idle time
 * (`restoreThenSaveWhenIdle`) or at once (`saveNow`). IndexedDB commits writes in the order they
 * start, so the copy written last is the one the next page load restores, however writes overlap.
 */
const savedAnswers = () => deviceStore(databases.queryCache);
const CACHE_KEY = QUERY_CACHE_KEY;
const writeCopy = (client: PersistedClient) =>
  set(CACHE_KEY, JSON.stringify(asSavedAnswers(client)), savedAnswers());

export const persister: Persister = {
  persistClient: writeCopy,
  restoreClient: async () => {
    const copy = await get<string>(CACHE_KEY, savedAnswers());
    return copy ? (JSON.parse(copy) as PersistedClient) : undefined;
  },
  removeClient: () => del(CACHE_KEY, savedAnswers()),
};

const copyOf = (queryClient: QueryClient): PersistedClient => ({
  buster: PERSIST_BUSTER,
  timestamp: Date.now(),
  clientState: dehydrate(queryClient),
});

/** The cache events that change what is saved (not a screen subscribing to a query). */
const CHANGES = new Set(['added', 'removed', 'updated']);

/**
 * Restores the saved copy into the cache, then saves every change in the browser's idle time
 * (`save-when-idle.ts`), and at once when the page is hidden (the shopper switches apps, which
 * may be the page's last moment on a phone). Not on `pagehide`: Chromium drops an IndexedDB
 * write begun while the page unloads (a reload or a link), so a save then would claim what it
 * does not do. Answers the restore, which settles even when the saved copy cannot be read (the
 * library then deletes it): the outbox starts after it, and the next change is saved over it.
 */
export function restoreThenSaveWhenIdle(queryClient: QueryClient): Promise<void> {
  const saver = saverWhenIdle(
    () => copyOf(queryClient),
    writeCopy,
    (save) => whenIdle(save, { within: SAVE_WITHIN_MS }),
  );
  const restored = persistQueryClientRestore({
    queryClient,
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: PERSIST_BUSTER,
  }).catch(() => undefined);
  void restored.then(() => {
    const onEvent = ({ type }: { type: string }) => CHANGES.has(type) && saver.changed();
    queryClient.getQueryCache().subscribe(onEvent);
    queryClient.getMutationCache().subscribe(onEvent);
    document.addEventListener(
      'visibilitychange',
      () => document.visibilityState === 'hidden' && saver.flush(),
    );
  });
  return restored;
}

/**
 * Writes the cache now, without waiting for an idle moment: a logout, a review a reload must
 * show. Once it has resolved, the next page load restores this copy.
 */
export async function saveNow(queryClient: QueryClient): Promise<void> {
  await writeCopy(copyOf(queryClient));
}

/**
 * Signs the shopper out on this device: the token, every personal answer in memory, and the
 * saved copy (written at once), so nothing personal stays behind.
 */
export async function forgetShopper(queryClient: QueryClient): Promise<void> {
  clearToken();
  queryClient.removeQueries({ queryKey: ['personal'] });
  await saveNow(queryClient);
}

import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  onlineManager,
  QueryClient,
  type Query,
} from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import type { Locale } from '@shared/i18n/locale-path';
import { databases, deviceStore, QUERY_CACHE_KEY } from '@shared/device-storage';
import { ApiError } from './tab-api-client';
import { languageQueryKeyHash } from './query-key-language';
import { clearToken } from './session';

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
 * React Query's cache saved to IndexedDB through idb-keyval. The async persister is the
 * successor of the deprecated sync-storage one, which cannot drive idb-keyval's promises.
 */
const savedAnswers = () => deviceStore(databases.queryCache);
const storage = {
  getItem: (key: string) => get<string>(key, savedAnswers()),
  setItem: (key: string, value: string) => set(key, value, savedAnswers()),
  removeItem: (key: string) => del(key, savedAnswers()),
};
const CACHE_KEY = QUERY_CACHE_KEY;

const savingPersister = createAsyncStoragePersister({
  storage,
  key: CACHE_KEY,
  // Short enough that a page read for a moment is saved before the shopper leaves it.
  throttleTime: 500,
});

export const persister: Persister = {
  ...savingPersister,
  persistClient: (client) => savingPersister.persistClient(asSavedAnswers(client)),
};

/**
 * Writes the cache now (a logout), without the persister's throttle and
 * without waiting behind an earlier write, so it commits even when the shopper leaves the page
 * right after. IndexedDB commits writes in the order they start. The throttled persister, called
 * by the same cache events, may have just taken an older snapshot and awaits its serializer once
 * before writing; awaiting once here too keeps this newer snapshot's write behind it.
 */
export async function saveNow(queryClient: QueryClient): Promise<void> {
  const client: PersistedClient = {
    buster: PERSIST_BUSTER,
    timestamp: Date.now(),
    clientState: dehydrate(queryClient),
  };
  await Promise.resolve();
  await set(CACHE_KEY, JSON.stringify(asSavedAnswers(client)), savedAnswers());
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

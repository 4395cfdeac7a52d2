import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore } from '@tanstack/react-query-persist-client';
import { set } from 'idb-keyval';
import { ApiError } from '@shared/api/api-client';
import { databases, deviceStore, QUERY_CACHE_KEY } from '@shared/device-storage';
import {
  createQueryClient,
  persister,
  PERSIST_BUSTER,
  restoreThenSaveWhenIdle,
  saveNow,
} from './query-client';

const CART = ['personal', 'cart'];
const serverCart = { card_products: [{ name: 'Levi’s Slim Fit Tee' }] };

/** A query that has its server answer, then a refetch that fails with `error`. */
async function answeredThenFailed(client: QueryClient, error: Error) {
  await client.fetchQuery({ queryKey: CART, queryFn: async () => serverCart });
  await client
    .fetchQuery({
      queryKey: CART,
      staleTime: 0,
      retry: false,
      queryFn: async () => Promise.reject(error),
    })
    .catch(() => undefined);
  expect(client.getQueryState(CART)?.status).toBe('error');
}

/** The saved copy as the next page load restores it, into a fresh client. */
async function reloaded(save: (client: QueryClient) => Promise<void>, client: QueryClient) {
  await save(client);
  const next = createQueryClient(() => 'en');
  await persistQueryClientRestore({ queryClient: next, persister, buster: PERSIST_BUSTER });
  return next;
}

/** A page's client that saves its changes in idle time, as main.tsx starts it. */
async function pageClient() {
  await persister.removeClient();
  const client = createQueryClient(() => 'en');
  await restoreThenSaveWhenIdle(client);
  return client;
}

// jsdom has no idle callback: the saver waits 200 ms instead.
const idleSave = () => new Promise<void>((resolve) => setTimeout(resolve, 300));

afterEach(() => onlineManager.setOnline(true));

describe('the saved copy of the cache', () => {
  for (const [name, save] of [
    ['saved in idle time', idleSave],
    ['saveNow', saveNow],
  ] as const) {
    it(`keeps the last server answer of a query whose refetch failed offline (${name})`, async () => {
      onlineManager.setOnline(false);
      const client = await pageClient();
      await answeredThenFailed(client, new ApiError('Failed to fetch', 0));

      const next = await reloaded(save, client);

      expect(next.getQueryData(CART)).toEqual(serverCart);
      // Restored as the answer it was, not as a failure a screen would show.
      expect(next.getQueryState(CART)?.status).toBe('success');
      expect(next.getQueryState(CART)?.error).toBeNull();
    });
  }

  it('saves a change in idle time, and at once when the page is hidden', async () => {
    const client = await pageClient();
    client.setQueryData(CART, serverCart);
    expect((await reloaded(async () => undefined, client)).getQueryData(CART)).toBeUndefined();

    await idleSave();
    expect((await reloaded(async () => undefined, client)).getQueryData(CART)).toEqual(serverCart);

    const later = { card_products: [] };
    client.setQueryData(CART, later);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    hidden.mockRestore();
    expect((await reloaded(async () => undefined, client)).getQueryData(CART)).toEqual(later);
  });

  it('starts the page from a saved copy it cannot read, and saves over it', async () => {
    await set(QUERY_CACHE_KEY, '{"clientState": {"quer', deviceStore(databases.queryCache));
    const warned = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = createQueryClient(() => 'en');
    // main.tsx starts the outbox when this settles: a copy that cannot be read must not stop it.
    await expect(restoreThenSaveWhenIdle(client)).resolves.toBeUndefined();
    expect(warned).toHaveBeenCalled();
    vi.restoreAllMocks();

    client.setQueryData(CART, serverCart);
    await idleSave();
    expect((await reloaded(async () => undefined, client)).getQueryData(CART)).toEqual(serverCart);
  });

  it('keeps the answer when the server could not answer (5xx)', async () => {
    const client = createQueryClient(() => 'en');
    await answeredThenFailed(client, new ApiError('Bad gateway', 502));
    const next = await reloaded(saveNow, client);
    expect(next.getQueryData(CART)).toEqual(serverCart);
  });

  it('drops an answer the server has since refused (4xx)', async () => {
    const client = createQueryClient(() => 'en');
    await answeredThenFailed(client, new ApiError('Product not found', 404));
    const next = await reloaded(saveNow, client);
    expect(next.getQueryData(CART)).toBeUndefined();
  });
});

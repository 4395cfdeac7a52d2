import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { get, keys, set } from 'idb-keyval';
import {
  databases,
  deviceStore,
  localStorageKeys,
  QUERY_CACHE_KEY,
  sessionStorageKeys,
  workerCaches,
  type OnLogout,
} from '@shared/device-storage';
import { renderWithRouter } from '@/test/render';
import { saveNow } from './query-client';
import { getSession, storeToken } from './session';
import { useLogout } from './use-logout';

const ME = '11111111-1111-4111-8111-111111111111';
const TOKEN_KEY = localStorageKeys.token.key;
const TOKEN = `h.${btoa(JSON.stringify({ id: ME, name: 'Asha', email: null, phonenumber: null }))}.s`;

/** The worker's caches as the tab sees them (jsdom has no CacheStorage): the names that exist. */
const cacheNames = new Set<string>();
const fakeCaches = {
  delete: async (name: string) => cacheNames.delete(name),
  keys: async () => [...cacheNames],
};

const cleared = (rule: OnLogout) => rule === 'clear';
const kept = (rule: OnLogout) => typeof rule === 'object';
const entries = <T extends { onLogout: OnLogout }>(named: Record<string, T>) =>
  Object.values(named);

function LogoutButton() {
  const logout = useLogout();
  return <button onClick={() => void logout()}>Logout</button>;
}

/** Every named store holds something, as on the phone of a shopper who used the whole shop. */
async function fillEveryStore(queryClient: QueryClient) {
  storeToken(TOKEN);
  for (const { key } of entries(localStorageKeys))
    if (key !== TOKEN_KEY) localStorage.setItem(key, 'x');
  for (const { key } of entries(sessionStorageKeys)) sessionStorage.setItem(key, 'x');
  for (const database of entries(databases))
    if (database !== databases.queryCache)
      await set('seeded', { id: 'seeded', shopperId: ME }, deviceStore(database));
  queryClient.setQueryData(['personal', 'cart'], { card_products: [] });
  queryClient.setQueryData(['catalogue', 'categories'], []);
  await saveNow(queryClient);
  for (const { name } of entries(workerCaches)) cacheNames.add(name);
}

const savedQueryKeys = async () => {
  const saved = await get<string>(QUERY_CACHE_KEY, deviceStore(databases.queryCache));
  const client = JSON.parse(saved!) as { clientState: { queries: { queryKey: unknown[] }[] } };
  return client.clientState.queries.map((q) => q.queryKey[0]);
};

beforeEach(() => {
  vi.stubGlobal('caches', fakeCaches);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Logged out successfully' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  cacheNames.clear();
});

describe('logout on this device', () => {
  it('empties every store device-storage.ts names for clearing, drops the personal answers and keeps only what it says why', async () => {
    const queryClient = new QueryClient();
    await fillEveryStore(queryClient);
    await renderWithRouter(<LogoutButton />, queryClient);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(getSession().user).toBeNull());

    await waitFor(async () => {
      for (const database of entries(databases)) {
        const left = await keys(deviceStore(database));
        if (cleared(database.onLogout)) expect(left, database.name).toEqual([]);
        if (kept(database.onLogout)) expect(left, database.name).toContain('seeded');
      }
      expect(await savedQueryKeys()).toEqual(['catalogue']);
    });
    for (const { key, onLogout } of entries(localStorageKeys))
      expect(localStorage.getItem(key), key).toBe(cleared(onLogout) ? null : 'x');
    for (const { key, onLogout } of entries(sessionStorageKeys))
      expect(sessionStorage.getItem(key), key).toBe(cleared(onLogout) ? null : 'x');
    for (const { name, onLogout } of entries(workerCaches))
      expect(cacheNames.has(name), name).toBe(!cleared(onLogout));
  });

  it('names a rule for every store, and the token, the outbox and the push owner are among those cleared', () => {
    const all = [
      ...entries(databases),
      ...entries(localStorageKeys),
      ...entries(sessionStorageKeys),
      ...entries(workerCaches),
    ];
    expect(
      all.every((e) => cleared(e.onLogout) || kept(e.onLogout) || e.onLogout === 'personal'),
    ).toBe(true);
    expect(
      [databases.outbox, databases.outboxNotes, databases.pushOwner, localStorageKeys.token].map(
        (e) => e.onLogout,
      ),
    ).toEqual(['clear', 'clear', 'clear', 'clear']);
  });
});

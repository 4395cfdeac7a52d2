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
} from '@shared/device-storage';
import { renderWithRouter } from '@/test/render';
import { onLogout, type OnLogout } from './log-out';
import { saveNow } from './query-client';
import { getSession, storeToken } from './session';
import { useLogout } from './use-logout';

const ME = '11111111-1111-4111-8111-111111111111';
const TOKEN = `h.${btoa(JSON.stringify({ id: ME, name: 'Asha', email: null, phonenumber: null }))}.s`;

/** The worker's caches as the tab sees them (jsdom has no CacheStorage): the names that exist. */
const cacheNames = new Set<string>();
const fakeCaches = {
  delete: async (name: string) => cacheNames.delete(name),
  keys: async () => [...cacheNames],
};

/** Each group's stores with their logout rule. */
const withRules = <T extends object>(names: T, rules: { [name in keyof T]: OnLogout }) =>
  (Object.keys(names) as (keyof T)[]).map((n) => ({ name: names[n], rule: rules[n] }));

function LogoutButton() {
  const logout = useLogout();
  return <button onClick={() => void logout()}>Logout</button>;
}

/** Every named store holds something, as on the phone of a shopper who used the whole shop. */
async function fillEveryStore(queryClient: QueryClient) {
  storeToken(TOKEN);
  for (const key of Object.values(localStorageKeys))
    if (key !== localStorageKeys.token) localStorage.setItem(key, 'x');
  for (const key of Object.values(sessionStorageKeys)) sessionStorage.setItem(key, 'x');
  for (const database of Object.values(databases))
    if (database !== databases.queryCache)
      await set('seeded', { id: 'seeded', shopperId: ME }, deviceStore(database));
  queryClient.setQueryData(['personal', 'cart'], { card_products: [] });
  queryClient.setQueryData(['catalogue', 'categories'], []);
  await saveNow(queryClient);
  for (const name of Object.values(workerCaches)) cacheNames.add(name);
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
  it('empties every store device-storage.ts names that log-out.ts clears, drops the personal answers and keeps the rest', async () => {
    const queryClient = new QueryClient();
    await fillEveryStore(queryClient);
    await renderWithRouter(<LogoutButton />, queryClient);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(getSession().user).toBeNull());

    await waitFor(async () => {
      for (const { name, rule } of withRules(databases, onLogout.databases)) {
        const left = await keys(deviceStore(name));
        if (rule === 'clear') expect(left, name[0]).toEqual([]);
        if (rule === 'keep') expect(left, name[0]).toContain('seeded');
      }
      expect(await savedQueryKeys()).toEqual(['catalogue']);
    });
    for (const { name, rule } of withRules(localStorageKeys, onLogout.localStorageKeys))
      expect(localStorage.getItem(name), name).toBe(rule === 'clear' ? null : 'x');
    for (const { name, rule } of withRules(sessionStorageKeys, onLogout.sessionStorageKeys))
      expect(sessionStorage.getItem(name), name).toBe(rule === 'clear' ? null : 'x');
    for (const { name, rule } of withRules(workerCaches, onLogout.workerCaches))
      expect(cacheNames.has(name), name).toBe(rule !== 'clear');
  });

  it('clears the token, the outbox, its notes and the push owner', () => {
    expect([
      onLogout.localStorageKeys.token,
      onLogout.databases.outbox,
      onLogout.databases.outboxNotes,
      onLogout.databases.pushOwner,
    ]).toEqual(['clear', 'clear', 'clear', 'clear']);
  });
});

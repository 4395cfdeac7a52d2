import { messages } from '@shared/messages';
import { createTabApiClient, storedSessionStands, type TabApiClient } from './tab-api-client';
import { clearToken, getSession, storeToken } from './session';

const TOKEN = `h.${btoa(JSON.stringify({ id: '11111111-1111-4111-8111-111111111111', name: 'Asha', email: null, phonenumber: null }))}.s`;
const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let rejected: string[];
let api: TabApiClient;
beforeEach(() => {
  rejected = [];
  api = createTabApiClient('en');
  api.whenSessionRejected((message) => (rejected.push(message), clearToken()));
  storeToken(TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

describe('a stored session the server refuses', () => {
  it("says 'Invalid token specified' once, however many calls were under way, and signs the shopper out", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: 'Your session has ended, please sign in again' }, 401)),
    );
    const calls = await Promise.allSettled([
      api.call('accountInfo'),
      api.call('getCart'),
      api.call('getWishlist'),
    ]);
    expect(calls.every((c) => c.status === 'rejected')).toBe(true);
    expect(rejected).toEqual([messages.invalidToken]);
    expect(getSession().user).toBeNull();
  });

  it('keeps /login open for a shopper whose stored session is refused (no bounce to home)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: messages.invalidToken }, 401)),
    );
    expect(await storedSessionStands(api)).toBe(false);
    expect(getSession().user).toBeNull();
  });

  it('trusts the stored session when the server accepts it or cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ id: 'x' }, 200)),
    );
    expect(await storedSessionStands(api)).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await storedSessionStands(api)).toBe(true);
    expect(rejected).toEqual([]);
    expect(getSession().user).not.toBeNull();
  });
});

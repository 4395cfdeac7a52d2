import { onlineManager, QueryClient } from '@tanstack/react-query';
import { dropOthers, readRecords } from '@shared/outbox/store';
import { noteUnheard, takeUnheard } from '@shared/outbox/unheard';
import { notify } from '@/lib/notify';
import { createTabApiClient } from '@/lib/tab-api-client';
import { storeToken } from '@/lib/session';
import { OUTBOX_SLOW_DOWN_MS, type Outbox } from './outbox';
import { createTabOutbox } from './tab-outbox';
import type * as Unheard from '@shared/outbox/unheard';

// The closed-app news, watched: the tests below wait for it or hold it back.
vi.mock('@shared/outbox/unheard', async (original) => {
  const unheard = await original<typeof Unheard>();
  return { ...unheard, takeUnheard: vi.fn(unheard.takeUnheard) };
});

const ME = '11111111-1111-4111-8111-111111111111';
const SELLER = '22222222-2222-4222-8222-222222222222';
const stored = {
  _id: '33333333-3333-4333-8333-333333333333',
  senderId: ME,
  senderName: 'Asha',
  receverId: SELLER,
  message: 'Hello',
  image: null,
  createdAt: '2026-11-23T07:00:00.000Z',
};
const json = (body: object, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let outbox: Outbox;
beforeEach(async () => {
  await dropOthers(null);
  outbox = createTabOutbox(new QueryClient(), createTabApiClient('en'));
  onlineManager.setOnline(true);
  storeToken(
    `h.${btoa(JSON.stringify({ id: ME, name: 'Asha', email: null, phonenumber: null }))}.s`,
  );
});
afterEach(() => {
  outbox.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the outbox after a 429', () => {
  it('keeps the change and sends it again by itself once the server has had time, once', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        json({ results: [{ status: 429, body: { error: 'Too many messages, slow down' } }] }, 200),
      )
      .mockResolvedValue(json({ results: [{ status: 200, body: { message: stored } }] }, 200));
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await outbox.queue({
      area: 'chat',
      kind: 'send',
      payload: { sellerId: SELLER, text: 'Hello', name: 'Asha' },
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.waitFor(async () =>
      expect((await readRecords())[0]?.lastError).toBe('Too many messages, slow down'),
    );
    // Online all along: no event would start the queue again; the timer must.
    await vi.advanceTimersByTimeAsync(OUTBOX_SLOW_DOWN_MS);
    await vi.waitFor(async () => expect(await readRecords()).toEqual([]));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, second] = fetchMock.mock.calls.map(
      ([, init]) =>
        (JSON.parse((init as RequestInit).body as string) as { changes: { key: string }[] })
          .changes[0]!.key,
    );
    expect(second).toBe(first);
  });
});

describe('a change another sender took', () => {
  it('leaves the view when this tab next delivers, even if no news of it came', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: stored }, 200)),
    );
    onlineManager.setOnline(false);
    await outbox.start();
    await outbox.queue({
      area: 'chat',
      kind: 'send',
      payload: { sellerId: SELLER, text: 'Hello', name: 'Asha' },
    });
    expect(outbox.records()).toHaveLength(1);
    // The worker sent it and removed it, and told no tab.
    await dropOthers(null);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(outbox.records()).toEqual([]));
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('changes the worker sent while every tab was closed', () => {
  it('are confirmed once when the app opens next', async () => {
    const record = {
      id: 'r1',
      shopperId: ME,
      area: 'cart',
      createdAt: 1,
    } as unknown as Parameters<typeof noteUnheard>[0]['synced'][number];
    await noteUnheard({ synced: [record], refused: [], lastMessage: null, chatMessages: [] });
    await noteUnheard({ synced: [record], refused: [], lastMessage: null, chatMessages: [] });
    const shown = vi.spyOn(notify, 'success');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({}, 200)),
    );
    await outbox.start();
    await vi.waitFor(() =>
      expect(shown).toHaveBeenCalledWith('While the app was closed: 2 changes synced'),
    );
    outbox.stop();
    shown.mockClear();
    const taken = vi.mocked(takeUnheard).mock.results.length;
    outbox = createTabOutbox(new QueryClient(), createTabApiClient('en'));
    await outbox.start();
    await vi.waitFor(() => expect(vi.mocked(takeUnheard).mock.results.length).toBe(taken + 1));
    await vi.mocked(takeUnheard).mock.results[taken]!.value;
    await Promise.resolve();
    expect(shown).not.toHaveBeenCalled();
  });

  it('are told after the start, which the page waits for before hydrating', async () => {
    let release!: () => void;
    vi.mocked(takeUnheard).mockReturnValueOnce(
      new Promise((resolve) => (release = () => resolve(null))),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({}, 200)),
    );
    const started = await Promise.race([
      outbox.start().then(() => 'started'),
      new Promise((resolve) => setTimeout(() => resolve('held by the news'), 2_000)),
    ]);
    release();
    expect(started).toBe('started');
  });
});

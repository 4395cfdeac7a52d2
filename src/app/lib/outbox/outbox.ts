import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import type { CartResponse } from '@shared/api/cart';
import type { WishlistResponse } from '@shared/api/wishlist';
import {
  nothingSent,
  OUTBOX_SYNC_TAG,
  openOutboxChannel,
  type OutboxMessage,
  type SendSummary,
} from '@shared/outbox/channel';
import type { Sender } from '@shared/outbox/sender';
import { addRecord, dropOthers, readRecords, type OutboxRecord } from '@shared/outbox/store';
import { pendingView, type OutboxChange } from '@shared/rules/pending-changes';
import type { Session } from '@/lib/session';
import { CART_KEY, countsKey, WISHLIST_KEY } from './shop-queries';

/** How long the tab waits after the server's 429 before it sends again (the server's windows are 10 s). */
export const OUTBOX_SLOW_DOWN_MS = 10_000;

/**
 * The sender, loaded the first time something waits to be sent: most starts have nothing
 * queued, and the first screen should not pay for the code that sends.
 */
function lazySender(api: ApiClient): Sender {
  let sender: Sender | undefined;
  return async (shopperId) => {
    try {
      sender ??= (await import('@shared/outbox/sender')).createSender(api);
    } catch {
      // The code did not arrive (a connection that just dropped): the changes wait, as offline.
      return { ...nothingSent(), waiting: 'offline' };
    }
    return sender(shopperId);
  };
}

/** Called after each run here, in another tab or in the worker (`own`: this tab sent it), before the sent records leave the view. */
export type SentListener = (summary: SendSummary, own: boolean) => void;

export interface OutboxDeps {
  api: ApiClient;
  queryClient: QueryClient;
  session: { get: () => Session; onChange: (listener: () => void) => () => void };
}

/**
 * This tab's side of the outbox (src/shared/outbox): a copy of the records for rendering,
 * refreshed from IndexedDB on load, on each change made here and on each message from another
 * tab or the service worker; queueing (written to the store before it shows) and delivery.
 */
export interface Outbox {
  /** The records as last read, oldest first (every shopper's: the views filter). */
  records(): readonly OutboxRecord[];
  /** Calls back whenever `records()` changed; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
  onSent(listener: SentListener): () => void;
  /**
   * The change is in the outbox (and so on screen) when this resolves; it is sent when it can be,
   * under `key` when given (the key an attempt already sent it with), else a new one.
   */
  queue(change: OutboxChange, key?: string): Promise<void>;
  refresh(): Promise<void>;
  /** Sends what is waiting (one run at a time in this tab; the Web Lock keeps other senders out). */
  deliver(): Promise<void>;
  /** After the saved cache is restored: load the outbox (awaited), then send what waits, behind. */
  start(): Promise<void>;
  /** A different shopper signs in on this device (or nobody): the previous shopper's waiting changes go. */
  dropOthers(userId: string | null): Promise<void>;
  /** Stops listening (the channel, the connection, the session) and the retry timer. */
  stop(): void;
}

/** Asks the service worker to send the outbox when the connection returns, even with no tab open. */
function askForBackgroundSync(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) =>
      (
        registration as ServiceWorkerRegistration & {
          sync?: { register: (tag: string) => Promise<void> };
        }
      ).sync?.register(OUTBOX_SYNC_TAG),
    )
    .catch(() => undefined);
}

/** Confirmed changes move into the saved server answers, so nothing jumps while the truth is fetched. */
function applyConfirmed(
  { queryClient, session }: Pick<OutboxDeps, 'queryClient' | 'session'>,
  confirmed: OutboxRecord[],
): void {
  const user = session.get().user;
  if (!user || confirmed.length === 0) return;
  const [cartKey, wishlistKey, counts] = [CART_KEY, WISHLIST_KEY, countsKey(user.id)];
  const next = pendingView(
    {
      cart: queryClient.getQueryData<CartResponse>(cartKey),
      wishlist: queryClient.getQueryData<WishlistResponse>(wishlistKey),
      counts: queryClient.getQueryData(counts),
    },
    confirmed.filter((r) => r.shopperId === user.id),
  );
  if (queryClient.getQueryData(cartKey)) queryClient.setQueryData(cartKey, next.cart);
  if (queryClient.getQueryData(wishlistKey)) queryClient.setQueryData(wishlistKey, next.wishlist);
  if (queryClient.getQueryData(counts)) queryClient.setQueryData(counts, next.counts);
}

/** The records a run settled, confirmed or refused. */
const settledBy = (summary: SendSummary) => [
  ...summary.synced,
  ...summary.refused.map((r) => r.record),
];

/**
 * Raises a run's toast (sync-summary.ts), its code and texts loaded when there is one: most
 * starts send nothing. `whileClosed`: changes the worker sent with every tab closed.
 */
function showSummary(summary: SendSummary, whileClosed = false): Promise<void> {
  return import('./sync-summary').then((toast) =>
    toast.showSummary(summary, whileClosed ? toast.whileClosed() : ''),
  );
}

/**
 * Says what a run did (a run by the worker is announced by the tab the shopper is looking at),
 * and once nothing of the shopper's is waiting, every tab shows the server's own truth. A chat
 * message needs no refetch: the server's answer (the stored message) is already in its thread.
 */
function announce(
  queryClient: QueryClient,
  summary: SendSummary,
  by: 'tab' | 'worker',
  own: boolean,
  nothingWaits: boolean,
): void {
  if (own || (by === 'worker' && document.visibilityState === 'visible')) void showSummary(summary);
  const onlyChat = settledBy(summary).every((r) => r.area === 'chat');
  if (nothingWaits && !onlyChat) void queryClient.invalidateQueries({ queryKey: ['personal'] });
}

/** Changes the worker delivered while every tab was closed are confirmed now, once. */
async function tellWhatTheWorkerSent(queryClient: QueryClient): Promise<void> {
  const unheard = await import('@shared/outbox/unheard').then((m) => m.takeUnheard());
  if (!unheard) return;
  void showSummary(unheard, true);
  void queryClient.invalidateQueries({ queryKey: ['personal'] });
}

/**
 * One delivery run at a time in this tab: a call during a run asks for one more run after it;
 * a run the server slowed down (429) is tried again after OUTBOX_SLOW_DOWN_MS, since no event
 * would set the queue going again.
 */
function deliveryLoop(run: () => Promise<'slowed-down' | undefined>) {
  let delivering: Promise<void> | undefined;
  let again = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  function deliver(): Promise<void> {
    if (delivering) {
      again = true;
      return delivering;
    }
    delivering = (async () => {
      do {
        again = false;
        if ((await run()) === 'slowed-down' && !retryTimer)
          retryTimer = setTimeout(() => {
            retryTimer = undefined;
            void deliver();
          }, OUTBOX_SLOW_DOWN_MS);
      } while (again);
    })().finally(() => (delivering = undefined));
    return delivering;
  }
  const stop = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
  };
  return { deliver, stop };
}

/**
 * No waiting change: one value, also what the server's HTML is drawn with, so a page hydrated
 * from it with nothing waiting finds its records unchanged (a new empty list would be a change:
 * React would draw every part showing them again, synchronously, as hydration ends).
 */
export const NO_RECORDS: readonly OutboxRecord[] = [];

/** This tab's copy of the records, for rendering, and who is told when it changes. */
function recordsCopy() {
  let records = NO_RECORDS;
  const listeners = new Set<() => void>();
  const set = (next: readonly OutboxRecord[]) => {
    if (!next.length && !records.length) return;
    records = next.length ? next : NO_RECORDS;
    listeners.forEach((l) => l());
  };
  return {
    get: () => records,
    set,
    refresh: async () => set(await readRecords()),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export function createOutbox({ api, queryClient, session }: OutboxDeps): Outbox {
  const copy = recordsCopy();
  const { refresh } = copy;
  const sentListeners = new Set<SentListener>();
  const send = lazySender(api);
  let channel: ReturnType<typeof openOutboxChannel> | undefined;
  const stops: (() => void)[] = [];

  const { deliver, stop: stopRetrying } = deliveryLoop(async () => {
    // This copy is read again on every change made here or heard of: empty, nothing waits.
    if (!copy.get().length) return;
    if (!onlineManager.isOnline()) return void askForBackgroundSync();
    const result = await send(() => session.get().user?.id ?? null);
    await afterSending(result, true);
    // Another sender (a tab, the worker) may have sent what this copy still shows while this
    // run waited for the lock, and its news may come late or never (a worker that saw no
    // tab): the store says what is left.
    if (result.synced.length === 0 && copy.get().length) await refresh();
    if (result.waiting === 'offline') askForBackgroundSync();
    return result.waiting === 'slowed-down' ? 'slowed-down' : undefined;
  });

  /** After a run here, in another tab or in the worker; `own` says this tab sent it. */
  async function afterSending(
    summary: SendSummary,
    own: boolean,
    by: 'tab' | 'worker' = 'tab',
  ): Promise<void> {
    if (summary.synced.length === 0 && summary.refused.length === 0) return;
    applyConfirmed({ queryClient, session }, summary.synced);
    for (const l of sentListeners) l(summary, own);
    // In the same tick as the answers above, so no render shows a change both confirmed and waiting.
    const done = new Set(settledBy(summary).map((r) => r.id));
    copy.set(copy.get().filter((r) => !done.has(r.id)));
    await refresh();
    if (own) channel?.post({ type: 'sent', summary, by: 'tab' });
    announce(queryClient, summary, own ? 'tab' : by, own, copy.get().length === 0);
  }

  async function onMessage(message: OutboxMessage): Promise<void> {
    if (message.type === 'sent') return afterSending(message.summary, false, message.by);
    await refresh();
  }

  return {
    records: copy.get,
    subscribe: copy.subscribe,
    onSent(listener) {
      sentListeners.add(listener);
      return () => void sentListeners.delete(listener);
    },
    async queue(change, key) {
      const user = session.get().user;
      if (!user) return;
      const start = performance.now();
      await addRecord(change, user.id, key);
      // What a change costs before it can show (read by tests/bench/replay.ts).
      performance.measure('outbox-write', { start });
      await refresh();
      channel?.post({ type: 'changed' });
      void deliver();
    },
    refresh,
    deliver,
    async start() {
      channel = openOutboxChannel((message) => void onMessage(message));
      stops.push(() => channel?.close());
      await refresh();
      stops.push(onlineManager.subscribe((online) => online && void deliver()));
      stops.push(session.onChange(() => session.get().user && void deliver()));
      void deliver();
      // Not awaited: the page hydrates after the start, and this news costs a module request
      // and an IndexedDB read that the first screen does not need.
      void tellWhatTheWorkerSent(queryClient);
    },
    async dropOthers(userId) {
      await dropOthers(userId);
      await refresh();
      channel?.post({ type: 'changed' });
    },
    stop() {
      stops.splice(0).forEach((stop) => stop());
      channel = undefined;
      stopRetrying();
    },
  };
}

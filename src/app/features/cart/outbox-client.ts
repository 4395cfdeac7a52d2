import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { CartResponse } from '@shared/api/cart';
import type { WishlistResponse } from '@shared/api/wishlist';
import {
  OUTBOX_SYNC_TAG,
  openOutboxChannel,
  type OutboxMessage,
  type SendSummary,
} from '@shared/outbox/channel';
import { OUTBOX_SLOW_DOWN_MS, sendOutbox, type OutboxCall } from '@shared/outbox/sender';
import { addRecord, dropOthers, readRecords, type OutboxRecord } from '@shared/outbox/store';
import { pendingView, type ShopChange } from '@shared/rules/pending-changes';
import { callApi } from '@/lib/api-client';
import { getSession, onSessionChange } from '@/lib/session';
import { cartQueryOptions, countsQueryOptions, wishlistQueryOptions } from './api';
import { showSummary } from './sync-summary';

/**
 * This tab's side of the outbox (src/shared/outbox): a copy of the records for rendering,
 * refreshed from IndexedDB on load, on each change made here and on each message from another
 * tab or the service worker; queueing (written to the store before it shows) and delivery.
 */
let records: readonly OutboxRecord[] = [];
const listeners = new Set<() => void>();
let queryClient: QueryClient | undefined;
let channel: ReturnType<typeof openOutboxChannel> | undefined;

export const outboxRecords = () => records;

type SentListener = (summary: SendSummary, own: boolean) => void;
const sentListeners = new Set<SentListener>();
/** Called after each run here, in another tab or in the worker (`own`: this tab sent it), before the sent records leave the view. */
export function onOutboxSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => void sentListeners.delete(listener);
}
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export async function refreshOutbox(): Promise<void> {
  records = await readRecords();
  for (const l of listeners) l();
}

const call: OutboxCall = (name, options) => callApi(name, options as never);

/** The change is in the outbox (and so on screen) when this resolves; it is sent when it can be. */
export async function queueChange(change: ShopChange): Promise<void> {
  const user = getSession().user;
  if (!user) return;
  const start = performance.now();
  await addRecord(change, user.id);
  // What a change costs before it can show (read by tests/bench/replay.ts).
  performance.measure('outbox-write', { start });
  await refreshOutbox();
  channel?.post({ type: 'changed' });
  void deliver();
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

let retryTimer: ReturnType<typeof setTimeout> | undefined;
function retryLater(): void {
  if (retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void deliver();
  }, OUTBOX_SLOW_DOWN_MS);
}

let delivering: Promise<void> | undefined;
let again = false;
/** Sends what is waiting (one run at a time in this tab; the Web Lock keeps other senders out). */
export function deliver(): Promise<void> {
  if (delivering) {
    again = true;
    return delivering;
  }
  delivering = (async () => {
    do {
      again = false;
      if (!onlineManager.isOnline()) {
        if (records.length) askForBackgroundSync();
        return;
      }
      const result = await sendOutbox(call, () => getSession().user?.id ?? null);
      await afterSending(result, true);
      if (result.waiting === 'offline') askForBackgroundSync();
      // Online but refused with 429: no event would set the queue going again, so a timer does.
      if (result.waiting === 'slowed-down') retryLater();
    } while (again);
  })().finally(() => (delivering = undefined));
  return delivering;
}

/** Confirmed changes move into the saved server answers, so nothing jumps while the truth is fetched. */
function applyConfirmed(confirmed: OutboxRecord[]): void {
  const qc = queryClient;
  const user = getSession().user;
  if (!qc || !user || confirmed.length === 0) return;
  const [cartKey, wishlistKey, counts] = [
    cartQueryOptions().queryKey,
    wishlistQueryOptions().queryKey,
    countsQueryOptions(user.id).queryKey,
  ];
  const next = pendingView(
    {
      cart: qc.getQueryData<CartResponse>(cartKey),
      wishlist: qc.getQueryData<WishlistResponse>(wishlistKey),
      counts: qc.getQueryData(counts),
    },
    confirmed.filter((r) => r.shopperId === user.id),
  );
  if (qc.getQueryData(cartKey)) qc.setQueryData(cartKey, next.cart);
  if (qc.getQueryData(wishlistKey)) qc.setQueryData(wishlistKey, next.wishlist);
  if (qc.getQueryData(counts)) qc.setQueryData(counts, next.counts);
}

/** After a run here, in another tab or in the worker; `own` says this tab sent it. */
async function afterSending(
  summary: SendSummary,
  own: boolean,
  by: 'tab' | 'worker' = 'tab',
): Promise<void> {
  if (summary.synced.length === 0 && summary.refused.length === 0) return;
  applyConfirmed(summary.synced);
  for (const l of sentListeners) l(summary, own);
  // In the same tick as the answers above, so no render shows a change both confirmed and waiting.
  const done = new Set(
    [...summary.synced, ...summary.refused.map((r) => r.record)].map((r) => r.id),
  );
  records = records.filter((r) => !done.has(r.id));
  for (const l of listeners) l();
  await refreshOutbox();
  if (own) channel?.post({ type: 'sent', summary, by: 'tab' });
  // A run by the worker is announced by the tab the shopper is looking at.
  if (own || (by === 'worker' && document.visibilityState === 'visible')) showSummary(summary);
  // Once nothing of theirs is waiting, every tab shows the server's own truth. A chat message
  // needs no refetch: the server's answer (the stored message) is already in its thread.
  const onlyChat = [...summary.synced, ...summary.refused.map((r) => r.record)].every(
    (r) => r.area === 'chat',
  );
  if (records.length === 0 && !onlyChat)
    void queryClient?.invalidateQueries({ queryKey: ['personal'] });
}

async function onMessage(message: OutboxMessage): Promise<void> {
  if (message.type === 'sent') return afterSending(message.summary, false, message.by);
  await refreshOutbox();
}

/** After the saved cache is restored: load the outbox (awaited), then send what waits, behind. */
export async function startOutbox(client: QueryClient): Promise<void> {
  queryClient = client;
  channel = openOutboxChannel((message) => void onMessage(message));
  await refreshOutbox();
  onlineManager.subscribe((online) => online && void deliver());
  onSessionChange(() => getSession().user && void deliver());
  void deliver();
}

/** A different shopper signs in on this device: the previous shopper's waiting changes go. */
export async function dropOthersChanges(userId: string | null): Promise<void> {
  await dropOthers(userId);
  await refreshOutbox();
  channel?.post({ type: 'changed' });
}

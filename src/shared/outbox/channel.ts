import type { ChatMessage } from '../api/chat';
import type { KeyedText } from '../api/message-keys';
import type { OutboxRecord } from './store';

/** How tabs and the service worker tell each other that the outbox changed or was sent. */
export const OUTBOX_CHANNEL = 'storefront-outbox';
/** The Background Sync tag under which the service worker sends the outbox. */
export const OUTBOX_SYNC_TAG = 'storefront-outbox';

export interface SendSummary {
  synced: OutboxRecord[];
  /**
   * The server's message for the change that was sent (a single change shows it), by its key:
   * the worker passes texts on as they came, and the tab writes them in its page's language.
   */
  lastMessage: KeyedText | null;
  refused: { record: OutboxRecord; message: KeyedText }[];
  /** The chat messages the server stored in this run, as it answered them (for the threads). */
  chatMessages: ChatMessage[];
}

/** A run's summary before anything is sent: how every run starts, and a run that could not start. */
export const nothingSent = (): SendSummary => ({
  synced: [],
  lastMessage: null,
  refused: [],
  chatMessages: [],
});

export type OutboxMessage =
  { type: 'changed' } | { type: 'sent'; summary: SendSummary; by: 'tab' | 'worker' };

export function openOutboxChannel(onMessage?: (message: OutboxMessage) => void): {
  post: (message: OutboxMessage) => void;
  close: () => void;
} {
  if (typeof BroadcastChannel === 'undefined')
    return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  if (onMessage) channel.onmessage = (event: MessageEvent<OutboxMessage>) => onMessage(event.data);
  return { post: (message) => channel.postMessage(message), close: () => channel.close() };
}

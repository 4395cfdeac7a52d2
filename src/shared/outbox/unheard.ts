import { del, get, update } from 'idb-keyval';
import { databases, deviceStore } from '../device-storage';
import type { SendSummary } from './channel';

/**
 * What the service worker sent while no tab was open to hear it (Background Sync after every
 * tab was closed): kept in IndexedDB and told to the shopper when the app is next opened.
 */
const notesStore = () => deviceStore(databases.outboxNotes);
const KEY = 'unheard';

/** Adds a run's results to what is waiting to be told (several runs make one message). */
export function noteUnheard(summary: SendSummary): Promise<void> {
  return update<SendSummary>(
    KEY,
    (before) =>
      before
        ? {
            synced: [...before.synced, ...summary.synced],
            refused: [...before.refused, ...summary.refused],
            lastMessage: summary.lastMessage ?? before.lastMessage,
            chatMessages: [...before.chatMessages, ...summary.chatMessages],
          }
        : summary,
    notesStore(),
  );
}

/** What is waiting to be told, once: it is forgotten as it is read. */
export async function takeUnheard(): Promise<SendSummary | null> {
  const summary = (await get<SendSummary>(KEY, notesStore())) ?? null;
  if (summary) await del(KEY, notesStore());
  return summary;
}

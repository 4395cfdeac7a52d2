import { delMany, promisifyRequest, set, values } from 'idb-keyval';
import { databases, deviceStore } from '../device-storage';
import type { OutboxChange } from '../rules/pending-changes';

/**
 * The outbox: every cart and wishlist change and chat message the server has not confirmed, one IndexedDB record
 * each, in a database of its own (not inside the saved React Query snapshot, which each tab
 * rewrites whole). IndexedDB is the one store that windows and the service worker share, so the
 * code lives in src/shared (a browser API, no DOM and no Node). Records sort by id = time made.
 */
export type OutboxRecord = OutboxChange & {
  id: string;
  /** The Idempotency-Key it is sent with, every time: the server applies it once. */
  key: string;
  shopperId: string;
  createdAt: number;
  attempts: number;
  lastError: string | null;
};

const outbox = () => deviceStore(databases.outbox);

let made = 0;
/** Sortable by time across tabs; the counter orders changes made in the same millisecond. */
const recordId = (at: number) =>
  `${String(at).padStart(15, '0')}-${String(made++ % 1e6).padStart(6, '0')}-${crypto.randomUUID().slice(0, 8)}`;

export async function addRecord(
  change: OutboxChange,
  shopperId: string,
  key: string = crypto.randomUUID(),
  at = Date.now(),
): Promise<OutboxRecord> {
  const record: OutboxRecord = {
    ...change,
    id: recordId(at),
    key,
    shopperId,
    createdAt: at,
    attempts: 0,
    lastError: null,
  };
  await set(record.id, record, outbox());
  return record;
}

/** Every record, oldest first. */
export async function readRecords(): Promise<OutboxRecord[]> {
  const all = await values<OutboxRecord>(outbox());
  return all.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The sender's next request: up to `limit` of the oldest records of `shopperId`, read again at
 * every step so a change queued meanwhile goes in the same run and one dropped meanwhile does
 * not. A cursor walks the ids in order (ids sort by time) and stops once it has enough.
 */
export function nextToSend(shopperId: string, limit: number): Promise<OutboxRecord[]> {
  return outbox()('readonly', (changes) => {
    const found: OutboxRecord[] = [];
    const walk = changes.openCursor();
    return new Promise<OutboxRecord[]>((resolve, reject) => {
      walk.onsuccess = () => {
        const at = walk.result;
        if (!at) return resolve(found);
        const record = at.value as OutboxRecord;
        if (record.shopperId === shopperId) found.push(record);
        if (found.length >= limit) resolve(found);
        else at.continue();
      };
      walk.onerror = () => reject(walk.error);
    });
  });
}

/** Records the server has answered (applied or refused): they are not sent again. */
export const removeSent = (ids: string[]): Promise<void> =>
  ids.length ? delMany(ids, outbox()) : Promise.resolve();

/**
 * A failed attempt, noted on its record if the record is still there. Not idb-keyval's `update`:
 * it writes whatever the updater answers, so a record sent or dropped meanwhile (another tab, a
 * sign-in) came back as `undefined` under its id, and every later read of the outbox threw on it.
 */
export const noteAttempt = (id: string, error: string): Promise<void> =>
  outbox()(
    'readwrite',
    (changes) =>
      new Promise<void>((resolve, reject) => {
        const read = changes.get(id);
        read.onsuccess = () => {
          const r = read.result as OutboxRecord | undefined;
          if (r) changes.put({ ...r, attempts: r.attempts + 1, lastError: error }, id);
          resolve(promisifyRequest(changes.transaction));
        };
        read.onerror = () => reject(read.error);
      }),
  );

/** Another shopper signed in on this device: the previous shopper's changes are not theirs to send. */
export async function dropOthers(shopperId: string | null): Promise<void> {
  const others = (await readRecords()).filter((r) => r.shopperId !== shopperId);
  if (others.length)
    await delMany(
      others.map((r) => r.id),
      outbox(),
    );
}

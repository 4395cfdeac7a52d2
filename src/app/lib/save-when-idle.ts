import type { PersistedClient } from '@tanstack/react-query-persist-client';

/** The longest a change to the cache waits for an idle moment before it is saved all the same. */
export const SAVE_WITHIN_MS = 2000;

/** Runs `run` once, in an idle moment or after `within` ms; answers the function that cancels it. */
export type IdleScheduler = (run: () => void) => () => void;

/**
 * What a save would change in the saved copy: which answers it holds, each one's version and
 * whether it is marked stale, and the waiting mutations. A fetch starting or failing, or a
 * screen subscribing, is a cache event too, but changes nothing that is saved.
 */
export function savedContentOf(client: PersistedClient): string {
  const { queries, mutations } = client.clientState;
  const answers = queries.map(
    ({ queryHash, state }) =>
      `${queryHash}:${state.dataUpdateCount}:${state.dataUpdatedAt}:${state.isInvalidated}`,
  );
  const waiting = mutations.map(
    ({ state }) => `${state.submittedAt}:${state.status}:${state.isPaused}`,
  );
  return `${answers.join('|')}#${waiting.join('|')}`;
}

/**
 * Saves the cache in the browser's idle time, once per burst of changes, and not at all when
 * what would be saved is what was saved last. A page's start changes the cache a dozen times
 * (the server's answers, the saved copy, the outbox's counts, the first fetches); each save
 * serialises the whole cache (60-65 KB on `/`) and hands it to IndexedDB on the main thread,
 * and saved on React Query's throttle alone it ran two or three times inside the hydration.
 * `flush` saves at once (the page is being hidden).
 */
export function saverWhenIdle(
  snapshot: () => PersistedClient,
  save: (client: PersistedClient) => Promise<void>,
  schedule: IdleScheduler,
): { changed: () => void; flush: () => void } {
  let cancel: (() => void) | undefined;
  let lastSaved: string | undefined;
  const flush = () => {
    if (!cancel) return;
    cancel();
    cancel = undefined;
    const client = snapshot();
    const content = savedContentOf(client);
    if (content === lastSaved) return;
    lastSaved = content;
    void save(client);
  };
  return {
    changed: () => {
      cancel ??= schedule(flush);
    },
    flush,
  };
}

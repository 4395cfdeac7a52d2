import { isDatabaseUnavailable } from '../db/database-errors';

/**
 * How long a read waits before its second try. A restarting PostgreSQL refuses connections for a
 * second or two; a failed connection is dropped by the pool, so the second try opens a fresh one.
 * haproxy sends a GET's 503 again up to `retries` times, each try waiting here once more, so
 * together they ride out a restart of a few seconds; a shorter wait ran out before one ended.
 */
export const READ_RETRY_DELAY_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a read, and once more after a short wait when it failed because the database was
 * restarting or unreachable (anything else fails at once). Only for work that is safe to repeat:
 * a read with no side effects, not a write, and not a statement inside a transaction, which is
 * gone with its connection. `canRetry` says whether a second answer can still be sent.
 */
export async function retryReadOnce<T>(
  read: () => Promise<T>,
  canRetry: () => boolean = () => true,
  delayMs = READ_RETRY_DELAY_MS,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isDatabaseUnavailable(error) || !canRetry()) throw error;
    await sleep(delayMs);
    if (!canRetry()) throw error;
    return read();
  }
}

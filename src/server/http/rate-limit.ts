import { eq, sql } from 'drizzle-orm';
import { serverMessages } from '@shared/messages';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from './errors';

/**
 * Counts one hit of `key` in a fixed window and answers the hits so far, this one included.
 * One upsert: concurrent hits (from any number of server processes) are each counted once, and
 * a window that is over starts again at 1. Callers pass the pool, never a request's
 * transaction, so a refused request's hit is not rolled back with it.
 */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const windowOver = sql`${rateLimits.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${windowOver} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits });
  return row!.hits;
}

/** Takes one hit back (a sign-in that turned out right does not count against its address). */
export async function forgive(db: Db, key: string): Promise<void> {
  await db.update(rateLimits).set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` }).where(eq(rateLimits.key, key));
}

/** Forgets a key (an account signed in with the right password starts from zero). */
export async function clearHits(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Refuses with 429 once one address has sent `limit` requests of `action` in the window. */
export async function limitPerAddress(db: Db, action: string, ip: string, limit: number, windowSeconds = 3600): Promise<void> {
  if ((await hit(db, `${action}:ip:${ip}`, windowSeconds)) > limit) throw tooManyRequests(serverMessages.tooManyRequests);
}

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

/**
 * Counts one hit of `key` in a fixed window and answers the hits so far, this one included, and
 * when the window ends. One upsert: concurrent hits (from any number of server processes) are
 * each counted once, and a window that is over starts again at 1.
 */
export async function countHit(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; windowEndsAt: number }> {
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
    .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt });
  return { hits: row!.hits, windowEndsAt: row!.windowStartedAt.getTime() + windowSeconds * 1000 };
}

/** Takes one hit of `key` back (never below zero). */
export async function uncountHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

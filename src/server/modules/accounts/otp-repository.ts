import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpChallenges } from '../../db/schema';

/**
 * Holds the sends of this address and this number until the transaction ends (always in that
 * order, so two sends never wait on each other in a circle).
 */
export async function lockSends(db: Db, ip: string, mobile: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:ip:${ip}`}, 0))`);
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`otp:mobile:${mobile}`}, 0))`,
  );
}

/** The number's newest codes, newest first: how often each was guessed and when it was sent. */
export async function latestCodes(db: Db, mobile: string, limit: number) {
  return db
    .select({ attempts: otpChallenges.attempts, createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(eq(otpChallenges.mobile, mobile))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(limit);
}

/** Codes sent to this number, or from this address, since `since`. */
export async function countSentSince(
  db: Db,
  by: { mobile: string } | { ip: string },
  since: Date,
): Promise<number> {
  const match = 'mobile' in by ? eq(otpChallenges.mobile, by.mobile) : eq(otpChallenges.ip, by.ip);
  const [row] = await db
    .select({ n: count() })
    .from(otpChallenges)
    .where(and(match, gt(otpChallenges.createdAt, since)));
  return row?.n ?? 0;
}

/** Ends every code of the number not yet used. */
export async function retireCodes(db: Db, mobile: string): Promise<void> {
  await db
    .update(otpChallenges)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpChallenges.mobile, mobile), isNull(otpChallenges.consumedAt)));
}

export async function insertCode(
  db: Db,
  code: { mobile: string; ip: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(otpChallenges).values(code);
}

export async function deleteCode(db: Db, mobile: string, codeHash: string): Promise<void> {
  await db
    .delete(otpChallenges)
    .where(and(eq(otpChallenges.mobile, mobile), eq(otpChallenges.codeHash, codeHash)));
}

/** The number's newest code that is neither used nor expired. */
export async function findLiveCode(db: Db, mobile: string) {
  const [challenge] = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.mobile, mobile),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return challenge ?? null;
}

/** Counts a wrong guess while under `maxAttempts`; the attempts after it, or null if none counted. */
export async function countWrongGuess(
  db: Db,
  id: string,
  maxAttempts: number,
): Promise<number | null> {
  const [counted] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(and(eq(otpChallenges.id, id), lt(otpChallenges.attempts, maxAttempts)))
    .returning({ attempts: otpChallenges.attempts });
  return counted?.attempts ?? null;
}

/**
 * Marks the code used, if it still is usable: the conditional update makes a code usable once
 * even when two verifications race. False when another took it first.
 */
export async function useCode(db: Db, id: string, maxAttempts: number): Promise<boolean> {
  const used = await db
    .update(otpChallenges)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(otpChallenges.id, id),
        isNull(otpChallenges.consumedAt),
        lt(otpChallenges.attempts, maxAttempts),
      ),
    )
    .returning({ id: otpChallenges.id });
  return used.length > 0;
}

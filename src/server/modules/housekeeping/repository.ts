import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys, otpChallenges, rateLimits, revokedTokens } from '../../db/schema';

/** Deletes the rows older than each cutoff; how many of each went. */
export async function deleteRowsBefore(
  db: Db,
  cutoffs: { idempotencyKeys: Date; otpChallenges: Date; revokedTokens: Date; rateLimits: Date },
) {
  const idempotency = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoffs.idempotencyKeys))
    .returning({ key: idempotencyKeys.key });
  const otp = await db
    .delete(otpChallenges)
    .where(lt(otpChallenges.createdAt, cutoffs.otpChallenges))
    .returning({ id: otpChallenges.id });
  const revoked = await db
    .delete(revokedTokens)
    .where(lt(revokedTokens.expiresAt, cutoffs.revokedTokens))
    .returning({ jti: revokedTokens.jti });
  const limits = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, cutoffs.rateLimits))
    .returning({ key: rateLimits.key });
  return {
    idempotencyKeys: idempotency.length,
    otpChallenges: otp.length,
    revokedTokens: revoked.length,
    rateLimits: limits.length,
  };
}

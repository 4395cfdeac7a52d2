import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { importPictureFiles } from '../chat/picture-import';
import { deleteRowsBefore } from './repository';

const HOUR_MS = 60 * 60_000;
/** A lost answer is retried within minutes (an offline outbox within days of reconnecting at most). */
export const IDEMPOTENCY_KEEP_MS = 24 * HOUR_MS;
/** OTP send limits and lockouts look back an hour; a day keeps every window whole. */
export const OTP_KEEP_MS = 24 * HOUR_MS;
const PRUNE_EVERY_MS = HOUR_MS;

export interface Pruned {
  idempotencyKeys: number;
  otpChallenges: number;
  revokedTokens: number;
  rateLimits: number;
}

/**
 * Deletes what can no longer matter: stored idempotent answers after 24 hours, OTP challenges a
 * day old, day-old rate-limit counters, and revocations of tokens that have expired anyway (an expired token is refused by
 * its signature check, revoked or not).
 */
export async function pruneExpired(db: Db, now = new Date()): Promise<Pruned> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return deleteRowsBefore(db, {
    idempotencyKeys: ago(IDEMPOTENCY_KEEP_MS),
    otpChallenges: ago(OTP_KEEP_MS),
    revokedTokens: now,
    // Rate-limit windows last an hour at most; a day-old counter counts nothing any more.
    rateLimits: ago(24 * HOUR_MS),
  });
}

/**
 * Prunes at start and every hour (several servers may: a row is deleted once, whoever comes
 * first). At start, also moves chat pictures an older version kept on disk into the database.
 */
export function startPruning(db: Db, log: FastifyBaseLogger, dataDir: string): () => void {
  const prune = () =>
    pruneExpired(db)
      .then(
        (n) =>
          n.idempotencyKeys + n.otpChallenges + n.revokedTokens + n.rateLimits > 0 &&
          log.info({ pruned: n }, 'expired rows pruned'),
      )
      .catch((err: unknown) => log.error({ err }, 'pruning expired rows failed'));
  void prune();
  void importPictureFiles(db, dataDir)
    .then(
      (n) =>
        n.imported + n.removed > 0 && log.info({ pictureFiles: n }, 'chat picture files moved'),
    )
    .catch((err: unknown) => log.error({ err }, 'moving chat picture files failed'));
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { serverMessages } from '@shared/messages';
import { inTransaction, type Db } from '../../db/client';
import { otpChallenges } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { DomainError, badRequest, tooManyRequests } from '../../domain-error';
import type { Locale } from '@shared/i18n/locale-path';

/** The host of the shop's address, which the WebOTP line names (localhost in development). */
const shopHost = (origin: string | undefined) => (origin ? new URL(origin).hostname : 'localhost');

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_S = 30;
const HOUR_MS = 60 * 60_000;

/** OTPs are stored as an HMAC keyed with the server secret: a leaked table reveals no code. */
function hashCode(secret: string, mobile: string, code: string): string {
  return createHmac('sha256', secret).update(`${mobile}:${code}`).digest('hex');
}

async function countSince(
  db: Db,
  column: typeof otpChallenges.mobile | typeof otpChallenges.ip,
  value: string,
  since: Date,
) {
  const [row] = await db
    .select({ n: count() })
    .from(otpChallenges)
    .where(and(eq(column, value), gt(otpChallenges.createdAt, since)));
  return row?.n ?? 0;
}

/** After this many codes in a row each guessed wrong OTP_MAX_ATTEMPTS times, the number rests. */
export const OTP_LOCK_AFTER_CODES = 3;
export const OTP_LOCK_MS = HOUR_MS;

/**
 * True when the number's last OTP_LOCK_AFTER_CODES codes were each guessed wrong to the limit and
 * the newest of them is less than an hour old: a 4-digit code allows 5 guesses a code, so without
 * this a patient attacker reaches about 6% a day.
 */
async function numberLocked(db: Db, mobile: string): Promise<boolean> {
  const recent = await db
    .select({ attempts: otpChallenges.attempts, createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(eq(otpChallenges.mobile, mobile))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(OTP_LOCK_AFTER_CODES);
  return (
    recent.length === OTP_LOCK_AFTER_CODES &&
    recent.every((c) => c.attempts >= OTP_MAX_ATTEMPTS) &&
    Date.now() - recent[0]!.createdAt.getTime() < OTP_LOCK_MS
  );
}

/**
 * Sends a fresh 4-digit OTP. The answer is the same whether or not the number has an account,
 * so the endpoint cannot be used to find out who shops here. The limits are read and the code
 * stored in one transaction holding advisory locks on the address and the number (always in
 * that order, so two sends never wait on each other in a circle): concurrent sends for one
 * number are counted one after the other, on every server process sharing the database.
 */
export async function sendOtp(deps: AppDeps, mobile: string, ip: string, language: Locale = 'en') {
  const { config, db } = deps;
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await inTransaction(db, async (db) => {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:ip:${ip}`}, 0))`);
    await db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`otp:mobile:${mobile}`}, 0))`,
    );
    if (await numberLocked(db, mobile)) throw tooManyRequests(serverMessages.otpNumberLocked);
    const [latest] = await db
      .select({ createdAt: otpChallenges.createdAt })
      .from(otpChallenges)
      .where(eq(otpChallenges.mobile, mobile))
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1);
    if (latest && Date.now() - latest.createdAt.getTime() < OTP_RESEND_COOLDOWN_S * 1000) {
      throw tooManyRequests(serverMessages.otpCooldown);
    }
    const hourAgo = new Date(Date.now() - HOUR_MS);
    if (
      (await countSince(db, otpChallenges.mobile, mobile, hourAgo)) >=
      config.OTP_SENDS_PER_NUMBER_PER_HOUR
    ) {
      throw tooManyRequests(serverMessages.otpTooMany);
    }
    if ((await countSince(db, otpChallenges.ip, ip, hourAgo)) >= config.OTP_SENDS_PER_IP_PER_HOUR) {
      throw tooManyRequests(serverMessages.otpTooMany);
    }
    // Only the newest code of a number works.
    await db
      .update(otpChallenges)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(otpChallenges.mobile, mobile), isNull(otpChallenges.consumedAt)));
    await db.insert(otpChallenges).values({
      mobile,
      ip,
      codeHash: hashCode(config.JWT_SECRET, mobile, code),
      expiresAt: new Date(Date.now() + OTP_TTL_MS),
    });
  });
  try {
    await deps.sms.sendOtp({
      to: mobile,
      code,
      language,
      shopName: config.SHOP_NAME,
      host: shopHost(config.PUBLIC_ORIGIN),
    });
    deps.metrics.otpSends.inc({ provider: deps.sms.name, outcome: 'sent' });
  } catch {
    deps.metrics.otpSends.inc({ provider: deps.sms.name, outcome: 'failed' });
    // Not sent (the provider logged why, without the code): the code is dropped, so the
    // shopper may ask again at once rather than wait out a cooldown for an SMS never sent.
    await db
      .delete(otpChallenges)
      .where(
        and(
          eq(otpChallenges.mobile, mobile),
          eq(otpChallenges.codeHash, hashCode(config.JWT_SECRET, mobile, code)),
        ),
      );
    throw new DomainError('UNAVAILABLE', serverMessages.otpSendFailed);
  }
  return { message: serverMessages.otpSent, resendAfter: OTP_RESEND_COOLDOWN_S };
}

/** Checks a code: single use, expires, and dies after 5 wrong tries. Throws on any failure. */
export async function consumeOtp(deps: AppDeps, mobile: string, code: string): Promise<void> {
  const { db, config } = deps;
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
  if (!challenge) throw badRequest(serverMessages.otpExpired);
  if (challenge.attempts >= OTP_MAX_ATTEMPTS) throw tooManyRequests(serverMessages.otpLocked);

  const expected = Buffer.from(challenge.codeHash, 'hex');
  const given = Buffer.from(hashCode(config.JWT_SECRET, mobile, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const [counted] = await db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(and(eq(otpChallenges.id, challenge.id), lt(otpChallenges.attempts, OTP_MAX_ATTEMPTS)))
      .returning({ attempts: otpChallenges.attempts });
    if (!counted || counted.attempts >= OTP_MAX_ATTEMPTS)
      throw tooManyRequests(serverMessages.otpLocked);
    throw badRequest(serverMessages.otpWrong);
  }
  // The conditional update makes a code usable once even when two verifications race.
  const used = await db
    .update(otpChallenges)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(otpChallenges.id, challenge.id),
        isNull(otpChallenges.consumedAt),
        lt(otpChallenges.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: otpChallenges.id });
  if (used.length === 0) throw badRequest(serverMessages.otpExpired);
}

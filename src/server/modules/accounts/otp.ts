import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { said } from '@shared/said';
import { inTransaction, type Db } from '../../db/client';
import type { AppDeps } from '../../http/context';
import { DomainError, badRequest, tooManyRequests } from '../../domain-error';
import type { Locale } from '@shared/i18n/locale-path';
import * as repo from './otp-repository';

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

/** After this many codes in a row each guessed wrong OTP_MAX_ATTEMPTS times, the number rests. */
export const OTP_LOCK_AFTER_CODES = 3;
export const OTP_LOCK_MS = HOUR_MS;

/**
 * True when the number's last OTP_LOCK_AFTER_CODES codes were each guessed wrong to the limit and
 * the newest of them is less than an hour old: a 4-digit code allows 5 guesses a code, so without
 * this a patient attacker reaches about 6% a day.
 */
async function numberLocked(db: Db, mobile: string): Promise<boolean> {
  const recent = await repo.latestCodes(db, mobile, OTP_LOCK_AFTER_CODES);
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
    await repo.lockSends(db, ip, mobile);
    if (await numberLocked(db, mobile)) throw tooManyRequests('server_otp_number_locked');
    const [latest] = await repo.latestCodes(db, mobile, 1);
    if (latest && Date.now() - latest.createdAt.getTime() < OTP_RESEND_COOLDOWN_S * 1000) {
      throw tooManyRequests('server_otp_cooldown');
    }
    const hourAgo = new Date(Date.now() - HOUR_MS);
    if (
      (await repo.countSentSince(db, { mobile }, hourAgo)) >= config.OTP_SENDS_PER_NUMBER_PER_HOUR
    ) {
      throw tooManyRequests('server_otp_too_many');
    }
    if ((await repo.countSentSince(db, { ip }, hourAgo)) >= config.OTP_SENDS_PER_IP_PER_HOUR) {
      throw tooManyRequests('server_otp_too_many');
    }
    // Only the newest code of a number works.
    await repo.retireCodes(db, mobile);
    await repo.insertCode(db, {
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
    await repo.deleteCode(db, mobile, hashCode(config.JWT_SECRET, mobile, code));
    throw new DomainError('UNAVAILABLE', 'server_otp_send_failed');
  }
  return { ...said('server_otp_sent'), resendAfter: OTP_RESEND_COOLDOWN_S };
}

/** Checks a code: single use, expires, and dies after 5 wrong tries. Throws on any failure. */
export async function consumeOtp(deps: AppDeps, mobile: string, code: string): Promise<void> {
  const { db, config } = deps;
  const challenge = await repo.findLiveCode(db, mobile);
  if (!challenge) throw badRequest('server_otp_expired');
  if (challenge.attempts >= OTP_MAX_ATTEMPTS) throw tooManyRequests('server_otp_locked');

  const expected = Buffer.from(challenge.codeHash, 'hex');
  const given = Buffer.from(hashCode(config.JWT_SECRET, mobile, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const attempts = await repo.countWrongGuess(db, challenge.id, OTP_MAX_ATTEMPTS);
    if (attempts === null || attempts >= OTP_MAX_ATTEMPTS)
      throw tooManyRequests('server_otp_locked');
    throw badRequest('server_otp_wrong');
  }
  if (!(await repo.useCode(db, challenge.id, OTP_MAX_ATTEMPTS)))
    throw badRequest('server_otp_expired');
}

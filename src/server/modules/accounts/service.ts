import type { Locale } from '@shared/i18n/locale-path';
import { said, type PlainKey } from '@shared/said';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/database-errors';
import type { AppDeps } from '../../http/context';
import {
  badRequest,
  conflict,
  sessionExpired,
  tooManyRequests,
  unauthorized,
} from '../../domain-error';
import { clearHits, exceeds, forgive } from '../../http/admission/rate-limit';
import type { SessionClaims } from '../../http/session-tokens';
import { consumeOtp } from './otp';
import { checkPassword, hashPassword, needsRehash } from './passwords';
import * as repo from './repository';

/**
 * The language a sign-in is in, given the shopper's stored choice: the route's resolver
 * (http/request-locale.ts), so a sign-in that names no language keeps the stored one.
 */
export type SignInLocale = (stored: string | null) => Locale;

/**
 * Signs a session for the customer, keeps the language they signed in with, and answers
 * {token, message}. The cookie that carries the token is HTTP: the route sets it.
 */
export async function startSession(
  deps: AppDeps,
  customer: repo.Customer,
  message: PlainKey,
  localeOf: SignInLocale,
) {
  const token = await deps.tokens.sign(repo.toUserInfo(customer), customer.sessionVersion);
  const locale = localeOf(customer.locale);
  if (customer.locale !== locale) await repo.setLocale(deps.db, customer.id, locale);
  return { token, ...said(message) };
}

/** Runs an insert or update that may hit a unique email or phone, turning that into a 409. */
async function uniquely<T>(work: () => Promise<T>, message: PlainKey): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

export async function register(
  deps: AppDeps,
  db: Db,
  input: { name: string; email: string; password: string },
) {
  if (await repo.findByEmail(db, input.email)) throw conflict('server_email_taken');
  const passwordHash = await hashPassword(input.password);
  return uniquely(
    () =>
      repo.createCustomer(db, { name: input.name, email: input.email.toLowerCase(), passwordHash }),
    'server_email_taken',
  );
}

/** Sign-in attempts are counted in windows of 15 minutes. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;

/**
 * Email and password sign-in. Each attempt is counted first, for the account and for the
 * address, in the shared table (so concurrent guesses and other server processes are counted
 * too); over either limit the answer is a 429 before any hashing. A right password clears the
 * account's count, takes its hit back from the address, and replaces an old bcrypt hash.
 */
export async function login(
  deps: AppDeps,
  db: Db,
  input: { email: string; password: string },
  ip: string,
) {
  const { config } = deps;
  const accountKey = `login:account:${input.email.toLowerCase()}`;
  const addressKey = `login:ip:${ip}`;
  if (
    (await exceeds(deps.db, accountKey, config.LOGIN_ATTEMPTS_PER_ACCOUNT, LOGIN_WINDOW_SECONDS)) ||
    (await exceeds(deps.db, addressKey, config.LOGIN_ATTEMPTS_PER_IP, LOGIN_WINDOW_SECONDS))
  ) {
    throw tooManyRequests('server_login_locked');
  }
  const customer = await repo.findByEmail(db, input.email);
  if (!(await checkPassword(input.password, customer?.passwordHash)) || !customer) {
    throw unauthorized('server_bad_credentials');
  }
  await clearHits(deps.db, accountKey);
  await forgive(deps.db, addressKey);
  if (customer.passwordHash && needsRehash(customer.passwordHash)) {
    await repo.updateCustomer(db, customer.id, {
      passwordHash: await hashPassword(input.password),
    });
  }
  return customer;
}

export async function updateProfile(
  deps: AppDeps,
  db: Db,
  user: SessionClaims,
  input: { name: string; email: string },
) {
  const email = input.email.toLowerCase();
  const owner = await repo.findByEmail(db, email);
  if (owner && owner.id !== user.id) throw conflict('server_email_taken');
  const updated = await uniquely(
    () => repo.updateCustomer(db, user.id, { name: input.name, email }),
    'server_email_taken',
  );
  if (!updated) throw sessionExpired();
  // The old token carries the old name and email: it is replaced, so it is revoked.
  await repo.revokeToken(db, user.jti, user.exp);
  return updated;
}

/**
 * Gives an account without a mobile number the one just proven by OTP. Refused when it has one
 * (changing a sign-in number is another flow) or when another account signs in with it.
 */
export async function addMobile(db: Db, user: SessionClaims, mobile: string) {
  const customer = await repo.findById(db, user.id);
  if (!customer) throw sessionExpired();
  if (customer.phonenumber) throw conflict('server_mobile_already_set');
  const owner = await repo.findByPhone(db, mobile);
  if (owner) throw conflict('server_mobile_taken');
  const updated = await uniquely(
    () => repo.updateCustomer(db, user.id, { phonenumber: mobile }),
    'server_mobile_taken',
  );
  if (!updated) throw sessionExpired();
  // The old token carries no number: it is replaced, so it is revoked.
  await repo.revokeToken(db, user.jti, user.exp);
  return updated;
}

/**
 * Changes (or sets) the password and ends every session of the account: its session version
 * goes up, so every token signed before is refused. The caller signs a fresh one for the
 * session that made the change. A wrong old password counts against the same per-account limit
 * as a wrong sign-in: a stolen session must not become an unlimited password-guessing oracle.
 */
export async function changePassword(
  deps: AppDeps,
  db: Db,
  userId: string,
  input: { oldPassword?: string | undefined; newPassword: string },
) {
  const customer = await repo.findById(db, userId);
  if (!customer) throw sessionExpired();
  if (customer.passwordHash) {
    if (!input.oldPassword) throw badRequest('server_old_password_required');
    const accountKey = `login:account:${customer.email?.toLowerCase() ?? customer.id}`;
    if (
      await exceeds(
        deps.db,
        accountKey,
        deps.config.LOGIN_ATTEMPTS_PER_ACCOUNT,
        LOGIN_WINDOW_SECONDS,
      )
    ) {
      throw tooManyRequests('server_login_locked');
    }
    // 400, not 401: a mistyped old password must not sign the shopper out.
    if (!(await checkPassword(input.oldPassword, customer.passwordHash)))
      throw badRequest('server_wrong_old_password');
    await clearHits(deps.db, accountKey);
  }
  const updated = await repo.changePasswordHash(db, userId, await hashPassword(input.newPassword));
  if (!updated) throw sessionExpired();
  return {
    customer: updated,
    message: customer.passwordHash
      ? ('server_password_changed' as const)
      : ('server_password_set' as const),
  };
}

export async function completeProfile(
  deps: AppDeps,
  db: Db,
  input: { phonenumber: string; name: string; email: string; signupToken: string },
) {
  const verified = await deps.tokens.verifySignup(input.signupToken);
  if (verified !== input.phonenumber) throw unauthorized('server_signup_expired');
  if (await repo.findByPhone(db, input.phonenumber)) throw conflict('server_mobile_taken');
  if (await repo.findByEmail(db, input.email)) throw conflict('server_email_taken');
  return uniquely(
    () =>
      repo.createCustomer(db, {
        name: input.name,
        email: input.email.toLowerCase(),
        phonenumber: input.phonenumber,
      }),
    'server_mobile_taken',
  );
}

/** Ends this session's token (the cookie is the route's). */
export async function revokeSession(db: Db, user: SessionClaims): Promise<void> {
  await repo.revokeToken(db, user.jti, user.exp);
}

/** The signed-in shopper; an account deleted under a live token answers what the token says. */
export async function accountInfo(db: Db, user: SessionClaims) {
  const customer = await repo.findById(db, user.id);
  if (!customer)
    return {
      user: { id: user.id, name: user.name, email: user.email, phonenumber: user.phonenumber },
      hasPassword: false,
    };
  return { user: repo.toUserInfo(customer), hasPassword: customer.passwordHash !== null };
}

/**
 * A checked OTP signs in the number's account, or answers a sign-up token for a new shopper
 * (who then completes a profile).
 */
export async function signInByMobile(
  deps: AppDeps,
  db: Db,
  proof: { mobile: string; otp: string },
  localeOf: SignInLocale,
) {
  const { mobile, otp } = proof;
  await consumeOtp(deps, mobile, otp);
  const customer = await repo.findByPhone(db, mobile);
  if (!customer) {
    return {
      success: true as const,
      isNewUser: true,
      token: null,
      signupToken: await deps.tokens.signSignup(mobile),
      ...said('server_otp_verified'),
    };
  }
  const { token } = await startSession(deps, customer, 'server_logged_in', localeOf);
  return {
    success: true as const,
    isNewUser: false,
    token,
    signupToken: null,
    ...said('server_logged_in'),
  };
}

/** A mobile number is added once: an account that has one is refused before any SMS is sent. */
export async function assertNoMobileYet(db: Db, customerId: string): Promise<void> {
  const customer = await repo.findById(db, customerId);
  if (customer?.phonenumber) throw conflict('server_mobile_already_set');
}

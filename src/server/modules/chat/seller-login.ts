import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../http/context';
import { tooManyRequests, unauthorized } from '../../domain-error';
import { clearHits, exceeds, forgive } from '../../http/admission/rate-limit';
import { checkPassword, hashPassword } from '../accounts/passwords';
import { LOGIN_WINDOW_SECONDS } from '../accounts/service';
import * as repo from './seller-login-repository';

/** The seeded sellers' shared chat password (a demo; listed in the README). */
export const SELLER_DEMO_PASSWORD = 'seller-demo-2026';

/**
 * Gives every seller without a chat password the demo one (databases seeded before it existed
 * too), only where demo sign-ins are on: never in production unless asked for.
 */
export async function ensureSellerChatPasswords(db: Db, config: Config): Promise<void> {
  if (!config.SELLER_DEMO_PASSWORDS) return;
  if ((await repo.countSellersWithoutChatPassword(db)) === 0) return;
  await repo.setMissingChatPasswords(db, await hashPassword(SELLER_DEMO_PASSWORD));
}

/** Seller chat sign-in, counted like a customer's (per account and per address, 429 over either). */
export async function sellerLogin(
  deps: AppDeps,
  input: { email: string; password: string },
  ip: string,
) {
  const accountKey = `seller-login:account:${input.email.toLowerCase()}`;
  const addressKey = `seller-login:ip:${ip}`;
  if (
    (await exceeds(
      deps.db,
      accountKey,
      deps.config.LOGIN_ATTEMPTS_PER_ACCOUNT,
      LOGIN_WINDOW_SECONDS,
    )) ||
    (await exceeds(deps.db, addressKey, deps.config.LOGIN_ATTEMPTS_PER_IP, LOGIN_WINDOW_SECONDS))
  ) {
    throw tooManyRequests('server_sign_in_attempts');
  }
  const seller = await repo.findSellerByEmail(deps.db, input.email);
  // Where demo sign-ins are off, the published password opens nothing, even on a database that
  // was given it while they were on (a demo database moved to production).
  const demoRefused = !deps.config.SELLER_DEMO_PASSWORDS && input.password === SELLER_DEMO_PASSWORD;
  if (!(await checkPassword(input.password, seller?.hash)) || !seller || demoRefused)
    throw unauthorized('server_bad_credentials');
  await clearHits(deps.db, accountKey);
  await forgive(deps.db, addressKey);
  return {
    token: await deps.tokens.signSeller(seller._id),
    seller: { _id: seller._id, name: seller.name, shopName: seller.shopName },
  };
}

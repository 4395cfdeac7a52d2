import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, revokedTokens } from '../db/schema';

/**
 * The account's session version and whether this token was revoked, in one query; undefined
 * when the account is gone.
 */
export async function sessionStanding(db: Db, customerId: string, jti: string) {
  const [account] = await db
    .select({
      sessionVersion: customers.sessionVersion,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return account;
}

import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';

export interface KeyOf {
  scope: string;
  key: string;
}

const keyIs = ({ scope, key }: KeyOf) =>
  and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/** Claims the key for this request; false when a row for it exists already. */
export async function claimKey(
  tx: Db,
  claim: KeyOf & { route: string; requestHash: string },
): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function findKey(tx: Db, of: KeyOf) {
  const [existing] = await tx.select().from(idempotencyKeys).where(keyIs(of));
  return existing;
}

/** Takes over a claim still in progress but made before `staleBefore`; false when there is none. */
export async function retakeStaleClaim(tx: Db, of: KeyOf, staleBefore: Date): Promise<boolean> {
  const retaken = await tx
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        keyIs(of),
        eq(idempotencyKeys.state, 'in_progress'),
        lt(idempotencyKeys.createdAt, staleBefore),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return retaken.length > 0;
}

export async function storeAnswer(
  tx: Db,
  of: KeyOf,
  answer: { status: number; body: string },
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: answer.status, responseBody: answer.body })
    .where(keyIs(of));
}

import { eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellers } from '../../db/schema';

export async function countSellersWithoutChatPassword(db: Db): Promise<number> {
  const [missing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sellers)
    .where(isNull(sellers.chatPasswordHash));
  return Number(missing?.n ?? 0);
}

/** Sets this chat password hash on every seller who has none. */
export async function setMissingChatPasswords(db: Db, hash: string): Promise<void> {
  await db.update(sellers).set({ chatPasswordHash: hash }).where(isNull(sellers.chatPasswordHash));
}

/** The seller of this email (any case), with the chat password's hash. */
export async function findSellerByEmail(db: Db, email: string) {
  const [seller] = await db
    .select({
      _id: sellers.id,
      name: sellers.name,
      shopName: sellers.shopName,
      hash: sellers.chatPasswordHash,
    })
    .from(sellers)
    .where(eq(sql`lower(${sellers.email})`, email.toLowerCase()));
  return seller ?? null;
}

import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function storeMessage(
  db: Db,
  message: typeof contactMessages.$inferInsert,
): Promise<void> {
  await db.insert(contactMessages).values(message);
}

import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** The cheapest question the database can answer (readiness asks it). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

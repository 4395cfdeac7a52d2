import { eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { instanceSecrets } from './db/schema';

type Fingerprints = Record<string, string>;

/** Forgets instances whose last heartbeat is older than `ms`. */
export async function forgetInstancesSilentFor(db: Db, ms: number): Promise<void> {
  await db
    .delete(instanceSecrets)
    .where(lt(instanceSecrets.heartbeatAt, sql`now() - ${ms} * interval '1 ms'`));
}

/** The secrets' fingerprints of every instance heard from in the last `ms`. */
export async function instancesHeardWithin(db: Db, ms: number) {
  return db
    .select({ fingerprints: instanceSecrets.fingerprints })
    .from(instanceSecrets)
    .where(gt(instanceSecrets.heartbeatAt, sql`now() - ${ms} * interval '1 ms'`));
}

export async function insertInstance(
  db: Db,
  instanceId: string,
  fingerprints: Fingerprints,
): Promise<void> {
  await db.insert(instanceSecrets).values({ instanceId, fingerprints });
}

/** An upsert: after a long database outage the row may have been forgotten. */
export async function heartbeat(
  db: Db,
  instanceId: string,
  fingerprints: Fingerprints,
): Promise<void> {
  await db
    .insert(instanceSecrets)
    .values({ instanceId, fingerprints })
    .onConflictDoUpdate({ target: instanceSecrets.instanceId, set: { heartbeatAt: sql`now()` } });
}

export async function deleteInstance(db: Db, instanceId: string): Promise<void> {
  await db.delete(instanceSecrets).where(eq(instanceSecrets.instanceId, instanceId));
}

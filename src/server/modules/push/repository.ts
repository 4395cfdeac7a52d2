import { and, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushDeliveries, pushSubscriptions } from '../../db/schema';
import type { PushKind, PushPayload } from './payloads';

export type PushDevice = typeof pushSubscriptions.$inferSelect;

/** A notification claimed for sending (a row of the `push_deliveries` table). */
export interface ClaimedNotification {
  id: string;
  eventKey: string;
  kind: PushKind;
  payload: PushPayload;
  attempts: number;
  deliveredTo: string[];
}

/** One row per device: the same browser signed in as someone else now notifies them. */
export async function saveDevice(
  db: Db,
  customerId: string,
  device: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<void> {
  const keys = { p256dh: device.keys.p256dh, auth: device.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values({ customerId, endpoint: device.endpoint, ...keys })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { customerId, ...keys, createdAt: new Date() },
    });
}

/** Lets go of the shopper's devices beyond the newest `keep`. */
export async function keepNewestDevices(db: Db, customerId: string, keep: number): Promise<void> {
  const newest = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.customerId, customerId))
    .orderBy(desc(pushSubscriptions.createdAt))
    .limit(keep);
  await db.delete(pushSubscriptions).where(
    and(
      eq(pushSubscriptions.customerId, customerId),
      notInArray(
        pushSubscriptions.id,
        newest.map((d) => d.id),
      ),
    ),
  );
}

const shoppersDevice = (customerId: string, endpoint: string) =>
  and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.customerId, customerId));

export async function deleteDevice(db: Db, customerId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(shoppersDevice(customerId, endpoint));
}

export async function hasDevice(db: Db, customerId: string, endpoint: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(shoppersDevice(customerId, endpoint));
  return Boolean(row);
}

export async function devicesOf(db: Db, customerId: string): Promise<PushDevice[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, customerId));
}

export async function forgetDevices(db: Db, ids: string[]): Promise<void> {
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

/** Writes a notification to send, once per `eventKey`: false when it was written before. */
export async function insertNotification(
  db: Db,
  eventKey: string,
  kind: PushKind,
  payload: PushPayload,
): Promise<boolean> {
  const rows = await db
    .insert(pushDeliveries)
    .values({ eventKey, customerId: payload.customerId, kind, payload })
    .onConflictDoNothing({ target: pushDeliveries.eventKey })
    .returning({ id: pushDeliveries.id });
  return rows.length > 0;
}

/** Serialises the notifications of one conversation until the transaction ends. */
export async function lockConversation(db: Db, tag: string, customerId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`push:${tag}:${customerId}`}, 0))`,
  );
}

/** Whether a seller's answer in this conversation (`tag`) was queued after `since`. */
export async function sellerMessageQueuedSince(
  db: Db,
  customerId: string,
  tag: string,
  since: Date,
): Promise<boolean> {
  const [recent] = await db
    .select({ id: pushDeliveries.id })
    .from(pushDeliveries)
    .where(
      and(
        eq(pushDeliveries.customerId, customerId),
        eq(pushDeliveries.kind, 'seller_message'),
        gt(pushDeliveries.createdAt, since),
        sql`${pushDeliveries.payload}->>'tag' = ${tag}`,
      ),
    )
    .limit(1);
  return Boolean(recent);
}

/**
 * Claims due rows (FOR UPDATE SKIP LOCKED, then a lease of `leaseSeconds`), so two instances
 * never take the same row.
 */
export async function claimDue(
  db: Db,
  batch: number,
  leaseSeconds: number,
): Promise<ClaimedNotification[]> {
  const { rows } = await db.execute(sql`
      update push_deliveries set
        claimed_until = now() + make_interval(secs => ${leaseSeconds}),
        attempts = attempts + 1
      where id in (
        select id from push_deliveries
        where done_at is null and next_attempt_at <= now()
          and (claimed_until is null or claimed_until < now())
        order by next_attempt_at
        limit ${batch}
        for update skip locked)
      returning id, event_key as "eventKey", kind, payload, attempts, delivered_to as "deliveredTo"`);
  return rows as unknown as ClaimedNotification[];
}

export async function settleNotification(
  db: Db,
  id: string,
  done: { deliveredTo: string[]; outcome: 'sent' | 'no devices' | 'gave up' },
): Promise<void> {
  await db
    .update(pushDeliveries)
    .set({ ...done, doneAt: new Date(), claimedUntil: null })
    .where(eq(pushDeliveries.id, id));
}

export async function retryNotificationAt(
  db: Db,
  id: string,
  deliveredTo: string[],
  at: Date,
): Promise<void> {
  await db
    .update(pushDeliveries)
    .set({ deliveredTo, claimedUntil: null, nextAttemptAt: at })
    .where(eq(pushDeliveries.id, id));
}

import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushOutbox } from '../../db/schema';
import type { PushKind, PushPayload } from './messages';

/** At most one notification of a seller's answers per conversation in this long. */
export const SELLER_MESSAGE_QUIET_MS = 5 * 60_000;

/**
 * Writes a notification to send, in the caller's transaction (the event's own), once per
 * `eventKey`: a webhook delivered twice or two sweeps of one order give one row.
 */
export async function enqueuePush(
  db: Db,
  eventKey: string,
  kind: PushKind,
  payload: PushPayload,
): Promise<void> {
  await db
    .insert(pushOutbox)
    .values({ eventKey, customerId: payload.customerId, kind, payload })
    .onConflictDoNothing({ target: pushOutbox.eventKey });
}

/**
 * A seller's answer, unless this conversation was notified in the last five minutes (the tag
 * keeps one notification per conversation on the device; this keeps the phone from buzzing at
 * every line of a conversation). Two answers at once are serialised on the conversation.
 */
export async function enqueueSellerMessage(
  db: Db,
  messageId: string,
  payload: PushPayload,
  now = new Date(),
): Promise<boolean> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`push:${payload.tag}:${payload.customerId}`}, 0))`,
  );
  const [recent] = await db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(
      and(
        eq(pushOutbox.customerId, payload.customerId),
        eq(pushOutbox.kind, 'seller_message'),
        gt(pushOutbox.createdAt, new Date(now.getTime() - SELLER_MESSAGE_QUIET_MS)),
        sql`${pushOutbox.payload}->>'tag' = ${payload.tag}`,
      ),
    )
    .limit(1);
  if (recent) return false;
  await enqueuePush(db, `seller_message:${messageId}`, 'seller_message', payload);
  return true;
}

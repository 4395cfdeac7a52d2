import type { Db } from '../../db/client';
import { badRequest } from '../../domain-error';
import type { PushKind, PushPayload } from './payloads';
import * as repo from './repository';

/** Devices a shopper may have notified at once; the oldest beyond it are let go. */
export const DEVICES_PER_SHOPPER = 10;
export const PUSH_SERVICE_REFUSED = 'server_push_service_refused';
/** At most one notification of a seller's answers per conversation in this long. */
export const SELLER_MESSAGE_QUIET_MS = 5 * 60_000;

/**
 * Whether the server may post to this endpoint: a listed push service (or any, in development).
 * A listed one only on https's own port (an explicit `:443` is the same URL): the push services
 * listen nowhere else, and another port of their host is not a push service.
 */
export function allowedPushEndpoint(endpoint: string, hosts: string[] | null): boolean {
  const url = new URL(endpoint);
  if (hosts === null) return url.protocol === 'https:' || url.protocol === 'http:';
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    hosts.some((h) => host === h || host.endsWith(`.${h}`))
  );
}

/** Notifies this device from now on (a listed push service only), the newest ten per shopper. */
export async function subscribe(
  db: Db,
  customerId: string,
  device: { endpoint: string; keys: { p256dh: string; auth: string } },
  pushServiceHosts: string[] | null,
): Promise<void> {
  if (!allowedPushEndpoint(device.endpoint, pushServiceHosts))
    throw badRequest(PUSH_SERVICE_REFUSED);
  await repo.saveDevice(db, customerId, device);
  await repo.keepNewestDevices(db, customerId, DEVICES_PER_SHOPPER);
}

export const unsubscribe = repo.deleteDevice;
export const isSubscribed = repo.hasDevice;

/**
 * Writes a notification to send, in the caller's transaction (the event's own), once per
 * `eventKey`: a webhook delivered twice or two sweeps of one order give one row (false then).
 */
export async function enqueuePush(
  db: Db,
  eventKey: string,
  kind: PushKind,
  payload: PushPayload,
): Promise<boolean> {
  return repo.insertNotification(db, eventKey, kind, payload);
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
  await repo.lockConversation(db, payload.tag, payload.customerId);
  const since = new Date(now.getTime() - SELLER_MESSAGE_QUIET_MS);
  if (await repo.sellerMessageQueuedSince(db, payload.customerId, payload.tag, since)) return false;
  await enqueuePush(db, `seller_message:${messageId}`, 'seller_message', payload);
  return true;
}

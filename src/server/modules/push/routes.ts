import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/push';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { badRequest } from '../../domain-error';
import type { AppDeps } from '../../http/context';
import { route } from '../../http/route';

/** Devices a shopper may have notified at once; the oldest beyond it are let go. */
export const DEVICES_PER_SHOPPER = 10;
export const PUSH_SERVICE_REFUSED = 'This browser’s push service is not one this shop sends to';

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

async function keepNewestDevices(db: Db, customerId: string): Promise<void> {
  const newest = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.customerId, customerId))
    .orderBy(desc(pushSubscriptions.createdAt))
    .limit(DEVICES_PER_SHOPPER);
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

/** Web Push: the shop's public key and this device's subscription for the signed-in shopper. */
export function registerPushRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, api.getPushKey, async () => ({ publicKey: deps.config.VAPID_PUBLIC_KEY }), {
    publicCache: true,
  });

  route(app, deps, api.savePushSubscription, async ({ db, body, user }) => {
    if (!allowedPushEndpoint(body.endpoint, deps.config.PUSH_SERVICE_HOSTS))
      throw badRequest(PUSH_SERVICE_REFUSED);
    // One row per device: the same browser signed in as someone else now notifies them.
    await db
      .insert(pushSubscriptions)
      .values({
        customerId: user.id,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          customerId: user.id,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          createdAt: new Date(),
        },
      });
    await keepNewestDevices(db, user.id);
    return { subscribed: true as const };
  });

  route(app, deps, api.deletePushSubscription, async ({ db, body, user }) => {
    await db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.endpoint, body.endpoint),
          eq(pushSubscriptions.customerId, user.id),
        ),
      );
    return { subscribed: false as const };
  });

  route(app, deps, api.pushSubscriptionStatus, async ({ db, body, user }) => {
    const [row] = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.endpoint, body.endpoint),
          eq(pushSubscriptions.customerId, user.id),
        ),
      );
    return { subscribed: Boolean(row) };
  });
}

import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/push';
import type { AppDeps } from '../../http/context';
import { route } from '../../http/route';
import * as push from './service';

/** Web Push: the shop's public key and this device's subscription for the signed-in shopper. */
export function registerPushRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, api.getPushKey, async () => ({ publicKey: deps.config.VAPID_PUBLIC_KEY }), {
    publicCache: true,
  });

  route(app, deps, api.savePushSubscription, async ({ db, body, user }) => {
    await push.subscribe(db, user.id, body, deps.config.PUSH_SERVICE_HOSTS);
    return { subscribed: true as const };
  });

  route(app, deps, api.deletePushSubscription, async ({ db, body, user }) => {
    await push.unsubscribe(db, user.id, body.endpoint);
    return { subscribed: false as const };
  });

  route(app, deps, api.pushSubscriptionStatus, async ({ db, body, user }) => ({
    subscribed: await push.isSubscribed(db, user.id, body.endpoint),
  }));
}

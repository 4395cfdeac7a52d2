import { z } from 'zod';
import { endpoint } from './endpoint';

/** A browser's PushSubscription as its toJSON() gives it. */
export const pushSubscription = z.strictObject({
  endpoint: z.string().url('endpoint must be a URL').max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'keys.p256dh must be a P-256 key'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,24}={0,2}$/, 'keys.auth must be 16 bytes'),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscription>;

export const getPushKey = endpoint({
  method: 'GET',
  path: '/push/public-key',
  auth: false,
  summary: "The shop's Web Push application server key (VAPID), for pushManager.subscribe",
  response: z.object({ publicKey: z.string() }),
});

export const savePushSubscription = endpoint({
  method: 'POST',
  path: '/push/subscriptions',
  auth: true,
  summary: "Notify this device of the shopper's orders and seller replies (one per device)",
  body: pushSubscription,
  response: z.object({ subscribed: z.literal(true) }),
});

export const deletePushSubscription = endpoint({
  method: 'DELETE',
  path: '/push/subscriptions',
  auth: true,
  summary: 'Stop notifying this device (switched off, or logging out)',
  body: z.strictObject({ endpoint: z.string().max(2000) }),
  response: z.object({ subscribed: z.literal(false) }),
});

export const pushSubscriptionStatus = endpoint({
  method: 'POST',
  path: '/push/subscriptions/status',
  auth: true,
  summary: "Whether this device's subscription is the signed-in shopper's",
  body: z.strictObject({ endpoint: z.string().max(2000) }),
  response: z.object({ subscribed: z.boolean() }),
});

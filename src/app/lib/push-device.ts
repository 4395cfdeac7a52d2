import type { ApiClient } from '@shared/api/api-client';
import { clearPushOwner, setPushOwner } from '@shared/push/owner';

/** This browser can be notified: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The service worker's registration, or null when it does not come within a few seconds. */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

export type TurnOnResult = 'on' | 'denied' | 'unsupported';

/**
 * Asks the browser (its permission prompt), subscribes with the shop's key and tells the server
 * this device is the shopper's. A subscription made with an older key is replaced.
 */
export async function turnOnPush(api: ApiClient, customerId: string): Promise<TurnOnResult> {
  if (!pushSupported()) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const registration = await workerRegistration();
  if (!registration) return 'unsupported';
  const { publicKey } = await api.call('getPushKey');
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const json = subscription.toJSON() as {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  await api.call('savePushSubscription', {
    body: { endpoint: json.endpoint, keys: json.keys },
  });
  await setPushOwner(customerId);
  return 'on';
}

/**
 * Stops notifying this device: the server forgets it, the browser drops the subscription, and the
 * worker stops showing anything personal. The server part is best effort (a logout offline): the
 * dropped subscription makes the push service answer 410, and the server forgets it then.
 */
export async function turnOffPush(api: ApiClient): Promise<void> {
  await clearPushOwner();
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await api
    .call('deletePushSubscription', { body: { endpoint: subscription.endpoint } })
    .catch(() => null);
  await subscription.unsubscribe().catch(() => false);
}

/** Whether this device notifies the signed-in shopper (asked of the server: it may have moved). */
export async function pushIsOn(api: ApiClient): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return false;
  const answer = await api
    .call('pushSubscriptionStatus', { body: { endpoint: subscription.endpoint } })
    .catch(() => null);
  return answer?.subscribed ?? false;
}

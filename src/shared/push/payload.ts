/**
 * What a push message carries (encrypted end to end): the notification's words, the screen a
 * tap opens, its tag (a newer one with the same tag replaces it) and whose it is.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  customerId: string;
}

/** What the worker shows for a message meant for someone no longer signed in on this device. */
export const NOT_YOURS = {
  title: 'Bazaar',
  body: 'There is an update in your account. Sign in to see it.',
  url: '/login',
  tag: 'account-update',
};

/** What showNotification gets (the fields of NotificationOptions this shop uses). */
export interface ShownNotification {
  title: string;
  options: { body: string; tag: string; icon: string; badge: string; data: { url: string } };
}

const ICON = '/icons/icon-192.png';

/**
 * The notification for a push: as sent when it is for the shopper signed in on this device,
 * else a line that names nothing (a push can arrive after a logout the server has not heard of).
 * Anything unreadable counts as someone else's.
 */
export function notificationFor(data: unknown, owner: string | null): ShownNotification {
  const p = data as Partial<PushPayload> | null;
  const readable =
    p !== null &&
    typeof p === 'object' &&
    [p.title, p.body, p.url, p.tag, p.customerId].every((v) => typeof v === 'string') &&
    p.url!.startsWith('/') &&
    !p.url!.startsWith('//');
  const shown =
    readable && owner !== null && p.customerId === owner ? (p as PushPayload) : NOT_YOURS;
  return {
    title: shown.title,
    options: {
      body: shown.body,
      tag: shown.tag,
      icon: ICON,
      badge: ICON,
      data: { url: shown.url },
    },
  };
}

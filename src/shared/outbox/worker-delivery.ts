import { createApiClient } from '../api/client';
import { openOutboxChannel } from './channel';
import { createSender, type SendResult } from './sender';

/**
 * The service worker's delivery: same-origin calls carry the httpOnly session cookie
 * (`customerToken`, SameSite=Lax), so no token is needed; the records are sent only for the
 * shopper that cookie belongs to.
 */
const api = createApiClient({ fetch: (url, init) => fetch(url, init), credentials: 'same-origin' });
const send = createSender(api);

async function cookieShopper(): Promise<string | null> {
  try {
    return (await api.call('accountInfo')).user.id;
  } catch {
    return null;
  }
}

/** Sends the outbox and tells open tabs; rejects while records wait for the network, so the browser retries the sync. */
export async function deliverFromWorker(): Promise<SendResult> {
  const result = await send(cookieShopper);
  const channel = openOutboxChannel();
  if (result.synced.length || result.refused.length)
    channel.post({
      type: 'sent',
      summary: {
        synced: result.synced,
        lastMessage: result.lastMessage,
        refused: result.refused,
        chatMessages: result.chatMessages,
      },
      by: 'worker',
    });
  channel.close();
  // Rejecting makes the browser retry the sync later (with its own backoff): for a 429 too.
  if (result.waiting === 'offline' || result.waiting === 'slowed-down')
    throw new Error('The outbox is waiting for the network');
  return result;
}

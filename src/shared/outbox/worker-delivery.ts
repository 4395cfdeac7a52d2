import { createApiClient } from '../api/api-client';
import { paths } from '../api/paths';
import { openOutboxChannel } from './channel';
import { OUTBOX_CALL_TIMEOUT_MS, createSender, type SendResult } from './sender';
import { noteUnheard } from './unheard';

/**
 * The service worker's delivery: same-origin calls carry the httpOnly session cookie
 * (`customerToken`, SameSite=Lax), so no token is needed; the records are sent only for the
 * shopper that cookie belongs to.
 */
const api = createApiClient({
  fetch: (url, init) => fetch(url, init),
  route: (name) => paths[name],
  credentials: 'same-origin',
});
const send = createSender(api);

async function cookieShopper(): Promise<string | null> {
  try {
    return (await api.call('accountInfo', { signal: AbortSignal.timeout(OUTBOX_CALL_TIMEOUT_MS) }))
      .user.id;
  } catch {
    return null;
  }
}

/**
 * Sends the outbox and tells open tabs, or, with none open, keeps the news for the next time the
 * app opens (unheard.ts). Rejects while records wait for the network, so the browser retries.
 */
export async function deliverFromWorker(hasOpenTabs: () => Promise<boolean>): Promise<SendResult> {
  const result = await send(cookieShopper);
  if (result.synced.length || result.refused.length) {
    const summary = {
      synced: result.synced,
      lastMessage: result.lastMessage,
      refused: result.refused,
      chatMessages: result.chatMessages,
    };
    if (await hasOpenTabs()) {
      const channel = openOutboxChannel();
      channel.post({ type: 'sent', summary, by: 'worker' });
      channel.close();
    } else await noteUnheard(summary);
  }
  // Rejecting makes the browser retry the sync later (with its own backoff): for a 429 too.
  if (result.waiting === 'offline' || result.waiting === 'slowed-down')
    throw new Error('The outbox is waiting for the network');
  return result;
}

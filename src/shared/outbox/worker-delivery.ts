import { apiPath } from '../api/endpoint';
import { paths } from '../api/paths';
import { openOutboxChannel } from './channel';
import { sendOutbox, type OutboxCall, type SendResult } from './sender';

/**
 * The service worker's delivery: same-origin calls carry the httpOnly session cookie
 * (`customerToken`, SameSite=Lax), so no token is needed; the records are sent only for the
 * shopper that cookie belongs to.
 */
const call: OutboxCall = async (name, { params, body, headers }) => {
  const endpoint = paths[name];
  let response: Response;
  try {
    response = await fetch(`/api${apiPath(endpoint.path, params ?? {})}`, {
      method: endpoint.method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw { status: 0, message: 'You appear to be offline' };
  }
  const data = (await response.json().catch(() => null)) as { error?: string } | null;
  if (!response.ok)
    throw { status: response.status, message: data?.error ?? `HTTP ${response.status}` };
  return data;
};

async function cookieShopper(): Promise<string | null> {
  try {
    const response = await fetch(`/api${paths.accountInfo.path}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    return ((await response.json()) as { user?: { id?: string } }).user?.id ?? null;
  } catch {
    return null;
  }
}

/** Sends the outbox and tells open tabs; rejects while records wait for the network, so the browser retries the sync. */
export async function deliverFromWorker(): Promise<SendResult> {
  const result = await sendOutbox(call, cookieShopper);
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

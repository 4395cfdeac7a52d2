import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * POSTs a payment provider's event to the webhook as the provider would: the raw JSON body
 * signed with HMAC-SHA256 in `x-signature`. `signature` replaces the right one (null: none).
 */
export function sendWebhook(
  app: FastifyInstance,
  secret: string,
  event: object,
  signature?: string | null,
) {
  const raw = JSON.stringify(event);
  const sig =
    signature === undefined ? createHmac('sha256', secret).update(raw).digest('hex') : signature;
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', ...(sig !== null && { 'x-signature': sig }) },
    payload: raw,
  });
}

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { CourierProvider } from '../../providers/courier-provider';
import type { WebhookHeaders } from '../../providers/payment-provider';
import type { SmsProvider } from '../../providers/sms';
import { applyTrackingEvents, type ScanOutcome } from './tracking';

export type WebhookAnswer =
  { ok: true; outcomes: ScanOutcome[] } | { ok: false; reason: 'token' | 'body'; message: string };

/**
 * One tracking webhook, from the courier's post or the sandbox's clock alike: its token is
 * checked over the raw body (a bad one stores nothing), then each scan is applied once.
 */
export async function receiveTrackingWebhook(
  db: Db,
  courier: CourierProvider,
  sms: SmsProvider,
  rawBody: string,
  headers: WebhookHeaders,
  log: FastifyBaseLogger,
): Promise<WebhookAnswer> {
  const parsed = courier.parseTrackingWebhook(rawBody, headers);
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    outcomes: await applyTrackingEvents(db, sms, courier.name, parsed.events, log),
  };
}

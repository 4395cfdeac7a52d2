import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { CourierProvider } from '../../providers/courier-provider';
import type { SmsProvider } from '../../providers/sms';
import { receiveTrackingWebhook } from './webhook';

/**
 * Posts the scans an in-shop courier (the sandbox) has made since the last call through the
 * same webhook handling a courier's post gets, token and all; answers how many moved a parcel.
 * A scan for a parcel the shop does not have (a test's, a booking rolled back) is logged and
 * dropped like a courier's.
 */
export async function postDueScans(
  db: Db,
  courier: CourierProvider,
  sms: SmsProvider,
  log: FastifyBaseLogger,
): Promise<number> {
  let applied = 0;
  for (const webhook of courier.webhooksDue?.() ?? []) {
    try {
      const answer = await receiveTrackingWebhook(
        db,
        courier,
        sms,
        webhook.body,
        webhook.headers,
        log,
      );
      if (!answer.ok) log.error({ reason: answer.message }, 'the in-shop courier sent a bad scan');
      else applied += answer.outcomes.filter((o) => o === 'applied').length;
    } catch (err) {
      // The next scans still go: this one is lost, as a courier's undelivered webhook would be
      // until its retry (a sandbox parcel's later scan moves it past the gap).
      log.error({ err }, 'a sandbox scan could not be applied');
    }
  }
  return applied;
}

/**
 * Moves the in-shop courier's parcels along by themselves (development, e2e): every few
 * seconds (at most a step apart, at most 30 s) its due scans are applied. A courier that posts
 * its own webhooks has no clock. `onMoved` hears when a parcel moved (notifications to send).
 */
export function startCourierClock(
  db: Db,
  courier: CourierProvider,
  sms: SmsProvider,
  stepSeconds: number,
  log: FastifyBaseLogger,
  onMoved: () => void = () => {},
): () => void {
  if (!courier.webhooksDue) return () => {};
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    postDueScans(db, courier, sms, log)
      .then((moved) => {
        if (moved > 0) onMoved();
      })
      .catch((err: unknown) => log.error({ err }, 'the courier clock failed'))
      .finally(() => (running = false));
  };
  const timer = setInterval(tick, Math.min(stepSeconds, 30) * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

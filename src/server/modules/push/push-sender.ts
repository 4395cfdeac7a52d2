import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PushKind } from './payloads';
import * as repo from './repository';
import type { ClaimedNotification as Claimed, PushDevice } from './repository';

const BATCH = 20;
/** A claimed row is another instance's to take once this has passed (its claimer died). */
const LEASE_SECONDS = 60;
const SEND_TIMEOUT_MS = 10_000;
export const MAX_ATTEMPTS = 8;
const POLL_MS = 1_000;

/** How long a push service keeps a message for a phone that is off: payments matter longer. */
const TTL_SECONDS: Record<PushKind, number> = {
  order_paid: 24 * 3600,
  payment_failed: 6 * 3600,
  payment_expired: 24 * 3600,
  seller_message: 3600,
  // "Out for delivery" is stale by evening; a day covers a phone off overnight.
  order_journey: 12 * 3600,
  refund_started: 24 * 3600,
};

/** 2 s, 4 s, 8 s... up to an hour, after the given number of attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3600_000, 1000 * 2 ** attempts);
}

/**
 * A push service's Topic: a message not yet delivered to the phone is replaced by a newer one of
 * the same topic, so a row sent twice (its sender died before recording it) shows once.
 */
function topicOf(eventKey: string): string {
  return createHash('sha256').update(eventKey).digest('base64url').slice(0, 32);
}

export interface SendRound {
  sent: number;
  retried: number;
  gaveUp: number;
  /** Subscriptions the push service said are gone (404/410), deleted. */
  removed: number;
}

/**
 * Sends the queued notifications (push_deliveries): each round claims due rows (FOR UPDATE SKIP
 * LOCKED, then a lease), so two instances never take the same row; encrypts each for every device
 * of its shopper (web-push: VAPID and aes128gcm) and posts it. A device the service says is gone (404/410) is forgotten; a
 * failure is retried with backoff, without sending again to devices that already have it.
 */
export class PushSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<SendRound> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<
      Config,
      'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'
    >,
    private readonly log: FastifyBaseLogger,
    /** Told what each round did (the app counts it in its metrics). */
    private readonly onRound: (round: SendRound) => void = () => {},
  ) {}

  /** Polls every second (rows written by other instances); stop() ends it. */
  start(): () => void {
    this.kick();
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    return () => {
      if (this.timer) clearInterval(this.timer);
      this.timer = null;
    };
  }

  /** A round now (an event was just written here), or right after the one running. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runOnce()
      .catch((err: unknown) => {
        this.log.error({ err }, 'push: sending the queued notifications failed');
        return { sent: 0, retried: 0, gaveUp: 0, removed: 0 };
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Until nothing is being sent (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async runOnce(): Promise<SendRound> {
    const round: SendRound = { sent: 0, retried: 0, gaveUp: 0, removed: 0 };
    const rows = await this.claim();
    await Promise.all(rows.map((row) => this.deliver(row, round)));
    this.onRound(round);
    return round;
  }

  private claim(): Promise<Claimed[]> {
    return repo.claimDue(this.db, BATCH, LEASE_SECONDS);
  }

  private async deliver(row: Claimed, round: SendRound): Promise<void> {
    const devices = await repo.devicesOf(this.db, row.payload.customerId);
    const pending = devices.filter((d) => !row.deliveredTo.includes(d.id));
    const results = await Promise.all(pending.map((device) => this.post(row, device)));
    const delivered = pending.filter((_, i) => results[i] === 'delivered').map((d) => d.id);
    const gone = pending.filter((_, i) => results[i] === 'gone').map((d) => d.id);
    if (gone.length) {
      await repo.forgetDevices(this.db, gone);
      round.removed += gone.length;
    }
    const deliveredTo = [...row.deliveredTo, ...delivered];
    if (results.every((r) => r !== 'retry')) {
      // Every device it went to, or none left to send to (none subscribed, or all gone).
      await this.settle(row.id, {
        deliveredTo,
        outcome: deliveredTo.length > 0 ? 'sent' : 'no devices',
      });
      round.sent += delivered.length;
      return;
    }
    if (row.attempts >= MAX_ATTEMPTS) {
      await this.settle(row.id, { deliveredTo, outcome: 'gave up' });
      round.gaveUp++;
      this.log.warn({ eventKey: row.eventKey }, 'push: gave up after repeated failures');
      return;
    }
    const at = new Date(Date.now() + retryDelayMs(row.attempts));
    await repo.retryNotificationAt(this.db, row.id, deliveredTo, at);
    round.retried++;
  }

  private settle(id: string, done: Parameters<typeof repo.settleNotification>[2]): Promise<void> {
    return repo.settleNotification(this.db, id, done);
  }

  /** One device: 'delivered', 'gone' (404/410: unsubscribed or expired) or 'retry'. */
  private async post(row: Claimed, device: PushDevice): Promise<'delivered' | 'gone' | 'retry'> {
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(row.payload),
        {
          vapidDetails: {
            subject: this.config.VAPID_SUBJECT,
            publicKey: this.config.VAPID_PUBLIC_KEY,
            privateKey: this.config.VAPID_PRIVATE_KEY,
          },
          TTL: TTL_SECONDS[row.kind],
          urgency: row.kind === 'seller_message' ? 'normal' : 'high',
          topic: topicOf(row.eventKey),
        },
      );
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await answer.arrayBuffer();
      if (answer.status === 404 || answer.status === 410) return 'gone';
      if (answer.ok) return 'delivered';
      this.log.warn({ status: answer.status, eventKey: row.eventKey }, 'push: service refused');
      return 'retry';
    } catch (err) {
      this.log.warn({ err, eventKey: row.eventKey }, 'push: could not reach the push service');
      return 'retry';
    }
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../providers/payment-provider';
import type { SmsProvider } from '../../providers/sms';
import * as repo from './repository';
import { applyPaymentEvent, sendDueRefunds } from './service';

const EVERY_MS = 60_000;
/** A webhook normally lands within seconds of a payment: the job asks only after this. */
export const RECONCILE_GRACE_MS = 2 * 60_000;
/** One instance's claim on an attempt; asked again after it, if still pending. */
const LEASE_MS = 5 * 60_000;
/**
 * Asked about for an hour after its window: by then the gateway has closed it (Razorpay's QR
 * lives about 15 minutes), so its answer is final, whatever webhooks are still being retried.
 */
const HORIZON_MS = 60 * 60_000;
const BATCH = 50;

/**
 * Settles what the webhooks did not: asks the gateway about each attempt still pending after its
 * window closed, and applies the answer as an event (paid in time: the order is placed; paid
 * after the hold: the money is refunded; failed: the attempt fails), exactly as a webhook would,
 * so a webhook arriving after the job changes nothing twice. Then sends the refunds still owed,
 * refused before, or requested by a process that stopped. Attempts are leased, so several
 * instances running the job ask about each once.
 */
export async function reconcilePayments(
  db: Db,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  now = new Date(),
  sms?: SmsProvider,
): Promise<{ settled: number; refunded: number }> {
  const attempts = await repo.leaseUnsettledAttempts(db, now, {
    graceMs: RECONCILE_GRACE_MS,
    leaseMs: LEASE_MS,
    horizonMs: HORIZON_MS,
    limit: BATCH,
  });
  let settled = 0;
  for (const attempt of attempts) {
    try {
      const state = await provider.fetchPayment(attempt.reference);
      if (state.status === 'pending') continue;
      const outcome = await applyPaymentEvent(
        db,
        {
          // One event per answer: asking again finds it applied.
          eventId: `reconciled:${attempt.reference}:${state.status}:${state.paymentId ?? ''}`,
          status: state.status,
          orderNumber: null,
          reference: attempt.reference,
          paymentId: state.paymentId,
          amountPaise: state.amountPaise ?? 0,
          currency: state.currency,
          method: 'upi',
        },
        provider.name,
        now,
      );
      if (outcome !== 'duplicate') settled++;
    } catch (error) {
      log.warn({ err: error, reference: attempt.reference }, 'could not reconcile a payment');
    }
  }
  const refunded = await sendDueRefunds(db, provider, log, { retryFailed: true, sms });
  return { settled, refunded };
}

/** Runs the reconciliation every minute; `onSettled` hears when an order changed. */
export function startReconciliation(
  db: Db,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  onSettled: () => void = () => {},
  sms?: SmsProvider,
): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    reconcilePayments(db, provider, log, new Date(), sms)
      .then(({ settled, refunded }) => {
        if (settled === 0 && refunded === 0) return;
        log.info({ settled, refunded }, 'payments reconciled');
        onSettled();
      })
      .catch((err: unknown) => log.error({ err }, 'payment reconciliation failed'))
      .finally(() => (running = false));
  };
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

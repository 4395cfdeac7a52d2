import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type Db } from '../../db/client';
import { paymentExpired } from '../push/payloads';
import { localeOf } from '../accounts/repository';
import { enqueuePush } from '../push/service';
import { cancelOrders, lockExpiredOrders } from './expiry-repository';

const SWEEP_MS = 30_000;

/**
 * Cancels unpaid orders whose hold has run out and puts their stock back. The deadline lives in
 * the database, so a restart loses nothing; SKIP LOCKED lets several servers sweep at once, and
 * an order being paid right now (locked by the payment) is left for the next sweep.
 */
export async function expireUnpaidOrders(db: Db, now = new Date()): Promise<number> {
  return inTransaction(db, async (t) => {
    const due = await lockExpiredOrders(t, now);
    if (due.length === 0) return 0;
    await cancelOrders(
      t,
      due.map((o) => o.id),
    );
    for (const o of due)
      await enqueuePush(
        t,
        `payment_expired:${o.id}`,
        'payment_expired',
        paymentExpired(o, await localeOf(t, o.customerId)),
      );
    return due.length;
  });
}

/** Sweeps every 30 s; `onExpired` hears when stock was put back (catalogue answers changed). */
export function startOrderExpiry(
  db: Db,
  log: FastifyBaseLogger,
  onExpired: () => void = () => {},
): () => void {
  const sweep = () =>
    expireUnpaidOrders(db)
      .then((n) => {
        if (n === 0) return;
        log.info({ cancelled: n }, 'unpaid orders expired');
        onExpired();
      })
      .catch((err: unknown) => log.error({ err }, 'order expiry sweep failed'));
  void sweep();
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}

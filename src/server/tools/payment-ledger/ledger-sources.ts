import type { Db } from '../../db/client';
import { notesOfOrder } from '../../modules/payment/credit-note/credit-note-repository';
import {
  attemptsOf,
  ledgerOrder,
  paymentEventsOf,
  refundsOf,
} from '../../modules/payment/repository';
import type { LedgerOrder, LedgerRow, LedgerSource } from './ledger-row';
import { parcelsAndScans } from './shipments';

export type { LedgerOrder, LedgerRow, LedgerSource };

const when = (d: Date | null | undefined) => (d ? d.toISOString() : '-');
export const rupees = (paise: number | null | undefined) =>
  paise === null || paise === undefined ? '-' : `Rs ${(paise / 100).toFixed(2)}`;

const attempts: LedgerSource = async (db, order) =>
  (await attemptsOf(db, order.id)).map((a) => ({
    at: a.at,
    kind: 'attempt',
    text:
      `${a.provider} ${a.reference ?? '-'} ${a.status} ${rupees(a.amount * 100)}` +
      ` window until ${when(a.expiresAt)}${a.providerPaymentId ? ` payment ${a.providerPaymentId}` : ''}` +
      `${a.checkedAt ? ` checked ${when(a.checkedAt)}` : ''}`,
  }));

const gatewayEvents: LedgerSource = async (db, order) =>
  (await paymentEventsOf(db, order.id)).map((e) => ({
    at: e.receivedAt,
    kind: 'event',
    text:
      `${e.provider ?? '-'} ${e.eventId} ${e.status} ${rupees(e.amountPaise)}` +
      `${e.providerPaymentId ? ` payment ${e.providerPaymentId}` : ''}`,
  }));

const refunds: LedgerSource = async (db, order) =>
  (await refundsOf(db, order.id)).map((r) => ({
    at: r.createdAt,
    kind: 'refund',
    text:
      `${r.provider} ${r.providerPaymentId} ${r.status} ${rupees(r.amountPaise)}` +
      ` key ${r.idempotencyKey}${r.refundId ? ` refund ${r.refundId}` : ''}` +
      `${r.orderPartId ? ` part ${r.orderPartId}` : ' whole payment'}` +
      `${r.lastError ? ` last error: ${r.lastError}` : ''}`,
  }));

const creditNotes: LedgerSource = async (db, order) =>
  (await notesOfOrder(db, order.id)).map((n) => ({
    at: n.issuedAt,
    kind: 'credit',
    text: `${n.number} ${n.reason} ${rupees(n.amountPaise)} by ${n.shopName} part ${n.orderPartId}`,
  }));

/**
 * Where the ledger's rows come from, merged by time (ties keep this order). A new record about
 * an order joins the ledger as one more source here.
 */
export const LEDGER_SOURCES: readonly LedgerSource[] = [
  attempts,
  gatewayEvents,
  refunds,
  creditNotes,
  parcelsAndScans,
];

/** An order's ledger: the order and every source's rows in time order; null when none. */
export async function readLedger(
  db: Db,
  orderNumber: string,
  sources: readonly LedgerSource[] = LEDGER_SOURCES,
): Promise<{ order: LedgerOrder; rows: LedgerRow[] } | null> {
  const order = await ledgerOrder(db, orderNumber);
  if (!order) return null;
  const read = await Promise.all(sources.map((source) => source(db, order)));
  // Array.prototype.sort is stable: rows of one moment keep their sources' order.
  const rows = read.flat().sort((a, b) => a.at.getTime() - b.at.getTime());
  return { order, rows };
}

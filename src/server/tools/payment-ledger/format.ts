import { rupees, type LedgerOrder, type LedgerRow } from './ledger-sources';

const when = (d: Date | null | undefined) => (d ? d.toISOString() : '-');
/** The widest kind of row ('attempt'), so that every row's text starts in one column. */
const KIND_WIDTH = 8;

/** One order's money story as support reads it: the order, then every row in time order. */
export function formatLedger({ order, rows }: { order: LedgerOrder; rows: LedgerRow[] }): string {
  return [
    `order ${order.orderNumber}: ${rupees(order.totalAmount * 100)}, payment ${order.paymentStatus},` +
      ` order ${order.orderStatus}, hold until ${when(order.expiresAt)}, paid ${when(order.paidAt)},` +
      ` refund due ${when(order.refundDueAt)}`,
    ...rows.map((r) => `${r.at.toISOString()}  ${r.kind.padEnd(KIND_WIDTH)} ${r.text}`),
  ].join('\n');
}

import type { ledgerOf } from '../../modules/payment/repository';

type Ledger = NonNullable<Awaited<ReturnType<typeof ledgerOf>>>;

const when = (d: Date | null | undefined) => (d ? d.toISOString() : '-');
const rupees = (paise: number | null | undefined) =>
  paise === null || paise === undefined ? '-' : `Rs ${(paise / 100).toFixed(2)}`;

/** One order's payment story as support reads it: the order, then every row in time order. */
export function formatLedger({ order, attempts, events, refunds }: Ledger): string {
  const rows: [Date, string][] = [
    ...attempts.map((a): [Date, string] => [
      a.at,
      `attempt  ${a.provider} ${a.reference ?? '-'} ${a.status} ${rupees(a.amount * 100)}` +
        ` window until ${when(a.expiresAt)}${a.providerPaymentId ? ` payment ${a.providerPaymentId}` : ''}` +
        `${a.checkedAt ? ` checked ${when(a.checkedAt)}` : ''}`,
    ]),
    ...events.map((e): [Date, string] => [
      e.receivedAt,
      `event    ${e.provider ?? '-'} ${e.eventId} ${e.status} ${rupees(e.amountPaise)}` +
        `${e.providerPaymentId ? ` payment ${e.providerPaymentId}` : ''}`,
    ]),
    ...refunds.map((r): [Date, string] => [
      r.createdAt,
      `refund   ${r.provider} ${r.providerPaymentId} ${r.status} ${rupees(r.amountPaise)}` +
        ` key ${r.idempotencyKey}${r.refundId ? ` refund ${r.refundId}` : ''}` +
        `${r.lastError ? ` last error: ${r.lastError}` : ''}`,
    ]),
  ].sort((a, b) => a[0].getTime() - b[0].getTime());
  return [
    `order ${order.orderNumber}: ${rupees(order.totalAmount * 100)}, payment ${order.paymentStatus},` +
      ` order ${order.orderStatus}, hold until ${when(order.expiresAt)}, paid ${when(order.paidAt)},` +
      ` refund due ${when(order.refundDueAt)}`,
    ...rows.map(([at, text]) => `${at.toISOString()}  ${text}`),
  ].join('\n');
}

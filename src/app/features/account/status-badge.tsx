import { m } from '@shared/i18n/paraglide/messages.js';
import { isCashOnDelivery } from '@shared/rules/cash-on-delivery-rule';

/** A status as the page's language says it; one the shop does not know shows as the server wrote it. */
const NAMES: Record<string, () => string> = {
  paid: m.account_status_paid,
  'not paid': m.account_status_not_paid,
  'pay on delivery': m.account_status_pay_on_delivery,
  placed: m.account_status_placed,
  success: m.account_status_success,
  pending: m.account_status_pending,
  cancelled: m.account_status_cancelled,
};

const COLOURS: Record<string, string> = {
  paid: 'bg-emerald-100 text-emerald-800',
  'not paid': 'bg-amber-100 text-amber-900',
  'pay on delivery': 'bg-sky-100 text-sky-900',
  placed: 'bg-emerald-100 text-emerald-800',
  success: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-rose-100 text-rose-800',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-medium capitalize ${COLOURS[status] ?? 'bg-slate-100'}`}
    >
      {NAMES[status]?.() ?? status}
    </span>
  );
}

/**
 * The order's payment as a shopper reads it: an order to be paid at the door is not "not paid"
 * (until it is cancelled: then nothing is to be paid).
 */
export function paymentBadge(order: {
  payment_status: string;
  payment_method: string | null;
  order_status: string;
}) {
  return isCashOnDelivery(order) && order.order_status !== 'cancelled'
    ? 'pay on delivery'
    : order.payment_status;
}

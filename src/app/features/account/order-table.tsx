import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { formatRupees } from '@shared/rules/currency';
import { m } from '@shared/i18n/paraglide/messages.js';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import type { z } from 'zod';
import type { orderSummary } from '@shared/api/orders';
import { StatusBadge, paymentBadge } from './status-badge';
import { PartStages } from './part-stages';
import { isCashOnDelivery } from '@shared/rules/cash-on-delivery-rule';

export type OrderSummary = z.infer<typeof orderSummary>;

// 44 px high on phones, where they are tapped (the order id too: the only way into an order's
// detail); compact in the desktop table.
const tap = 'inline-flex min-h-11 items-center md:min-h-0 md:py-0.5';

/**
 * Pay Now while unpaid (the payment screen), Invoice once paid or placed to be paid on delivery
 * (nothing to pay now: its invoice says what to hand over) (a PDF in a new tab, in the
 * page's language: English pages name theirs too, or the server would pick the account's), and
 * the refund note on an order whose payment arrived after it expired.
 */

export function OrderActions({ order, view }: { order: OrderSummary; view?: boolean }) {
  const onDelivery = isCashOnDelivery(order);
  const locale = usePageLocale();
  return (
    <span className="flex flex-wrap items-center justify-end gap-3 md:justify-start">
      {order.refundDue && (
        <span role="status" className="text-amber-800">
          {m.account_refund_started()}
        </span>
      )}
      {view && (
        <Link
          to="/dashboard/order/details/$orderId"
          params={{ orderId: order.orderId }}
          className={`${tap} text-teal-700 underline`}
        >
          {m.account_view()}
        </Link>
      )}
      {order.payment_status !== 'paid' && order.order_status !== 'cancelled' && !onDelivery && (
        <Link
          to="/payment"
          search={{ orderId: order.orderId, price: order.totalAmount }}
          className={`${tap} rounded bg-teal-700 px-3 text-white`}
        >
          {m.account_pay_now()}
        </Link>
      )}
      {(order.payment_status === 'paid' || (onDelivery && order.order_status !== 'cancelled')) &&
        !view && (
          <a
            href={`/api/generate-invoice/${encodeURIComponent(order.orderId)}?lang=${locale}`}
            target="_blank"
            rel="noopener"
            className={`${tap} text-teal-700 underline`}
          >
            {m.account_invoice()}
          </a>
        )}
    </span>
  );
}

/** A table cell that, on a phone, shows its column's name beside its value. */
function Cell({
  label,
  className = '',
  children,
}: {
  label: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td
      className={`flex items-center justify-between gap-3 py-1 md:table-cell md:px-3 md:py-2 ${className}`}
    >
      <span className="font-sans text-xs text-slate-600 md:hidden">{label}</span>
      {children}
    </td>
  );
}

/**
 * One markup for both sizes: from 768 px a table; on a phone each row is a card whose cells
 * carry their column's name, so Status, Pay Now and Invoice are on screen without scrolling.
 */
export function OrderTable({
  orders,
  headings,
  view,
}: {
  orders: OrderSummary[];
  headings: string[];
  view: boolean;
}) {
  const [id, amount, payment, status, actions] = headings;
  return (
    <table className="block w-full text-left text-sm md:table">
      <thead className="sr-only md:not-sr-only md:table-header-group md:bg-slate-100">
        <tr>
          {headings.map((h) => (
            <th key={h} className="px-3 py-2 font-medium">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">
        {orders.map((o) => (
          <tr
            key={o._id}
            data-testid="order-row"
            className="block rounded-lg border bg-white px-3 py-2 md:table-row md:rounded-none md:border-0 md:border-b md:p-0"
          >
            <Cell label={id} className="font-mono text-xs">
              {view ? (
                o.orderId
              ) : (
                <Link
                  to="/dashboard/order/details/$orderId"
                  params={{ orderId: o.orderId }}
                  className={`${tap} text-teal-700 underline`}
                >
                  {o.orderId}
                </Link>
              )}
            </Cell>
            <Cell label={amount}>{formatRupees(o.totalAmount)}</Cell>
            <Cell label={payment}>
              <StatusBadge status={paymentBadge(o)} />
            </Cell>
            <Cell label={status}>
              <StatusBadge status={o.order_status} />
              <PartStages stages={o.partStages} orderStatus={o.order_status} />
            </Cell>
            <Cell label={actions}>
              <OrderActions order={o} view={view} />
            </Cell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

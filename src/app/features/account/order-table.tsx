import { Link } from '@tanstack/react-router';
import { formatRupees } from '@shared/rules/currency';
import { messages } from '@shared/messages';
import type { z } from 'zod';
import type { orderSummary } from '@shared/api/orders';
import { StatusBadge } from './status-badge';

export type OrderSummary = z.infer<typeof orderSummary>;

/**
 * Pay Now while unpaid (the payment screen), Invoice once paid (a PDF in a new tab), and the
 * refund note on an order whose payment arrived after it expired.
 */
export function OrderActions({ order, view }: { order: OrderSummary; view?: boolean }) {
  return (
    <span className="flex flex-wrap gap-2">
      {order.refundDue && <span role="status" className="text-amber-800">{messages.refundStarted}</span>}
      {view && <Link to="/dashboard/order/details/$orderId" params={{ orderId: order.orderId }} className="text-teal-700 underline">View</Link>}
      {order.payment_status !== 'paid' && order.order_status !== 'cancelled' && (
        <Link to="/payment" search={{ orderId: order.orderId, price: order.totalAmount }} className="rounded bg-teal-700 px-2 py-0.5 text-white">Pay Now</Link>
      )}
      {order.payment_status === 'paid' && !view && (
        <a href={`/api/generate-invoice/${encodeURIComponent(order.orderId)}`} target="_blank" rel="noopener" className="text-teal-700 underline">Invoice</a>
      )}
    </span>
  );
}

export function OrderTable({ orders, headings, view }: { orders: OrderSummary[]; headings: string[]; view: boolean }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="bg-slate-100"><tr>{headings.map((h) => <th key={h} className="px-3 py-2 font-medium">{h}</th>)}</tr></thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o._id} className="border-b">
              <td className="px-3 py-2 font-mono text-xs">{view ? o.orderId : <Link to="/dashboard/order/details/$orderId" params={{ orderId: o.orderId }} className="text-teal-700 underline">{o.orderId}</Link>}</td>
              <td className="px-3 py-2">{formatRupees(o.totalAmount)}</td>
              <td className="px-3 py-2"><StatusBadge status={o.payment_status} /></td>
              <td className="px-3 py-2"><StatusBadge status={o.order_status} /></td>
              <td className="px-3 py-2"><OrderActions order={o} view={view} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { Link } from '@tanstack/react-router';
import { messages } from '@shared/messages';
import { weekdayDate as day } from '@shared/rules/dates';
import { expectedDelivery } from '@shared/rules/delivery';

export function OrderSuccess({ orderId }: { orderId: string | undefined }) {
  const { earliest, latest } = expectedDelivery(new Date());
  return (
    <section className="mx-auto max-w-lg space-y-4 py-12 text-center">
      <p aria-hidden className="text-5xl text-emerald-600">
        ✓
      </p>
      <h1 className="text-2xl font-semibold">{messages.orderPlaced}</h1>
      {/* Reached without an order id (a typed or stale link), there is no order to describe. */}
      {orderId && (
        <>
          <p>
            Order ID: <span className="font-mono">{orderId}</span>
          </p>
          <p className="text-slate-700">
            Expected delivery: {day(earliest)} – {day(latest)} (5-7 business days)
          </p>
        </>
      )}
      <div className="flex justify-center gap-3">
        <Link
          to="/dashboard/my-orders"
          className="inline-flex min-h-11 items-center rounded bg-teal-700 px-4 text-white"
        >
          View My Orders
        </Link>
        <Link to="/" className="inline-flex min-h-11 items-center rounded border px-4">
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}

export function PaymentFailure({ orderId }: { orderId: string | undefined }) {
  return (
    <section className="mx-auto max-w-lg space-y-4 py-12 text-center">
      <p aria-hidden className="text-5xl text-rose-600">
        ✕
      </p>
      <h1 className="text-2xl font-semibold">{messages.paymentFailed}</h1>
      <p className="text-slate-700">{messages.paymentFailedText}</p>
      <div className="flex justify-center gap-3">
        <Link
          to="/checkout"
          search={{ orderId }}
          className="inline-flex min-h-11 items-center rounded bg-teal-700 px-4 text-white"
        >
          Retry Payment
        </Link>
        <Link to="/" className="inline-flex min-h-11 items-center rounded border px-4">
          Back to Home
        </Link>
      </div>
    </section>
  );
}

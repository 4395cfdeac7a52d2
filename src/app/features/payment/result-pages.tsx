import { Link } from '@tanstack/react-router';
import { m } from '@shared/i18n/paraglide/messages.js';
import { OrderDelivery } from './order-delivery';

export function OrderSuccess({ orderId }: { orderId: string | undefined }) {
  return (
    <section className="mx-auto max-w-lg space-y-4 py-12 text-center">
      <p aria-hidden className="text-5xl text-emerald-600">
        ✓
      </p>
      <h1 className="text-2xl font-semibold">{m.payment_order_placed()}</h1>
      {/* Reached without an order id (a typed or stale link), there is no order to describe. */}
      {orderId && (
        <>
          <p>
            {m.payment_order_id_label()} <span className="font-mono">{orderId}</span>
          </p>
          <OrderDelivery orderId={orderId} />
        </>
      )}
      <div className="flex justify-center gap-3">
        <Link
          to="/dashboard/my-orders"
          className="inline-flex min-h-11 items-center rounded bg-teal-700 px-4 text-white"
        >
          {m.payment_view_orders()}
        </Link>
        <Link to="/" className="inline-flex min-h-11 items-center rounded border px-4">
          {m.payment_continue_shopping()}
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
      <h1 className="text-2xl font-semibold">{m.payment_failed()}</h1>
      <p className="text-slate-700">{m.payment_failed_text()}</p>
      <div className="flex justify-center gap-3">
        <Link
          to="/checkout"
          search={{ orderId }}
          className="inline-flex min-h-11 items-center rounded bg-teal-700 px-4 text-white"
        >
          {m.payment_retry()}
        </Link>
        <Link to="/" className="inline-flex min-h-11 items-center rounded border px-4">
          {m.payment_back_home()}
        </Link>
      </div>
    </section>
  );
}

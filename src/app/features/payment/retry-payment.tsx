import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Loading } from '@/components/loading';
import { OfflineMessage } from '@/components/offline';
import { orderQueryOptions } from '@/lib/orders';
import { ApiError } from '@/lib/api-client';

/** /checkout: restarts payment for a pending order, at its current total from the server. */
export function RetryPayment({ orderId }: { orderId: string | undefined }) {
  const navigate = useNavigate();
  const order = useQuery({ ...orderQueryOptions(orderId ?? ''), enabled: !!orderId, staleTime: 0 });
  const o = order.data;
  const payable = o && o.payment_status !== 'paid' && o.order_status !== 'cancelled';
  useEffect(() => {
    if (!o) return;
    if (o.payment_status === 'paid')
      void navigate({ to: '/payment/confirm', search: { orderId: o.orderId }, replace: true });
    else if (payable)
      void navigate({
        to: '/payment',
        search: {
          orderId: o.orderId,
          price: o.totalAmount,
          items: o.products.reduce((n, p) => n + p.quantity, 0),
        },
        replace: true,
      });
  }, [o, payable, navigate]);

  if (!orderId)
    return <Message text="There is no order to pay here. Your unpaid orders are in My Orders." />;
  if (order.isPending) return <Loading />;
  if (order.error instanceof ApiError && order.error.status === 404)
    return <Message text="There is no such order in your account." />;
  if (!o) return <OfflineMessage onRetry={() => void order.refetch()} />;
  if (o.order_status === 'cancelled')
    return (
      <Message text="This order was cancelled and can no longer be paid. Its items are back in stock for you to order again." />
    );
  return <Loading />;
}

function Message({ text }: { text: string }) {
  return (
    <section className="mx-auto max-w-lg py-12 text-center">
      <p className="text-lg">{text}</p>
      <Link
        to="/dashboard/my-orders"
        className="mt-4 inline-flex min-h-11 items-center rounded bg-teal-700 px-4 text-white"
      >
        My Orders
      </Link>
    </section>
  );
}

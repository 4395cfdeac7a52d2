import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Loading } from '@/components/loading';
import { OfflineMessage } from '@/components/offline';
import { orderQueryOptions } from '@/lib/order-query';
import { ApiError } from '@/lib/tab-api-client';
import { m } from '@shared/i18n/paraglide/messages.js';
import { useApi } from '@/lib/use-api';

/** /checkout: restarts payment for a pending order, at its current total from the server. */
export function RetryPayment({ orderId }: { orderId: string | undefined }) {
  const navigate = useNavigate();
  const order = useQuery({
    ...orderQueryOptions(useApi(), orderId ?? ''),
    enabled: !!orderId,
    staleTime: 0,
  });
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

  if (!orderId) return <Message text={m.payment_nothing_to_pay()} />;
  if (order.isPending) return <Loading />;
  if (order.error instanceof ApiError && order.error.status === 404)
    return <Message text={m.account_no_such_order()} />;
  if (!o) return <OfflineMessage onRetry={() => void order.refetch()} />;
  if (o.order_status === 'cancelled') return <Message text={m.payment_order_cancelled()} />;
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
        {m.account_my_orders()}
      </Link>
    </section>
  );
}

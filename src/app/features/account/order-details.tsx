import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '@shared/rules/currency';
import { longDate } from '@shared/rules/dates';
import { variationChoices } from '@shared/rules/variation';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { OfflineMessage, SavedAt } from '@/components/offline';
import { PLACEHOLDER_IMAGE } from '@/components/product-card';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { orderQueryOptions } from '@/lib/orders';
import { OrderActions } from './order-table';
import { OrderAmounts } from './order-amounts';
import { StatusBadge } from './status-badge';

const date = (iso: string) => longDate(new Date(iso));

export function OrderDetails({ orderId }: { orderId: string }) {
  const { user } = useSession();
  const query = useQuery(orderQueryOptions(orderId));
  if (query.isPending) return <Loading />;
  if (query.error instanceof ApiError && query.error.status === 404)
    return <NotFound title="Order not found" text="There is no such order in your account." />;
  if (!query.data) return <OfflineMessage onRetry={() => void query.refetch()} />;
  const o = query.data;
  const a = o.shippingInfo;
  return (
    <article className="space-y-6">
      <header>
        <h1 className="text-xl font-semibold">Order #{o.orderId}</h1>
        <p className="text-sm text-slate-600">Placed on {date(o.createdAt)}</p>
        <SavedAt at={query.dataUpdatedAt} />
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <section className="rounded-lg border bg-white p-4 text-sm">
          <h2 className="mb-2 font-semibold">Delivery Address</h2>
          <p className="font-medium">{a.name}</p>
          <p>
            {a.address}, {a.locality}
          </p>
          <p>Landmark: {a.landmark}</p>
          <p>
            {a.cityDistTown}, {a.state} - {a.pincode}
          </p>
          <p>Phone: {a.phonenumber}</p>
          {user?.email && <p>Email: {user.email}</p>}
        </section>
        <section className="rounded-lg border bg-white p-4 text-sm">
          <h2 className="mb-2 font-semibold">Order Summary</h2>
          <OrderAmounts order={o} />
          <p>Payment method: {o.payment_method ? o.payment_method.toUpperCase() : 'N/A'}</p>
          <p className="mt-1 flex gap-2">
            Payment: <StatusBadge status={o.payment_status} />
          </p>
          <p className="mt-1 flex gap-2">
            Order: <StatusBadge status={o.order_status} />
          </p>
          <div className="mt-3">
            <OrderActions order={o} />
          </div>
        </section>
      </div>
      <section>
        <h2 className="mb-2 font-semibold">Ordered Items</h2>
        <ul className="divide-y rounded-lg border bg-white">
          {o.products.map((p) => (
            <li key={`${p.productId}-${p.variantId ?? ''}`} className="flex gap-3 p-3 text-sm">
              <img
                src={p.images[0] ?? PLACEHOLDER_IMAGE}
                alt=""
                className="h-16 w-16 rounded object-cover"
              />
              <div>
                <p className="font-medium">{p.name}</p>
                {variationChoices(p).map((c) => (
                  <p key={c.name}>
                    {c.name}: {c.value}
                  </p>
                ))}
                <p>Quantity: {p.quantity}</p>
                <p>
                  {formatRupees(p.discountedPrice)}
                  {p.discount > 0 && <s className="ml-2 text-slate-500">{formatRupees(p.price)}</s>}
                </p>
                <p className="text-xs text-slate-500">Ordered on {date(o.createdAt)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { Order } from '@shared/api/orders';
import { formatRupees } from '@shared/rules/currency';
import { colourIn } from '@shared/i18n/colours';
import { m } from '@shared/i18n/paraglide/messages.js';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { variationChoices } from '@shared/rules/variation';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { OfflineMessage, SavedAt } from '@/components/offline';
import { PLACEHOLDER_IMAGE } from '@/components/product-card';
import { ApiError } from '@/lib/tab-api-client';
import { pageLongDate } from '@/lib/page-dates';
import { useSession } from '@/lib/session';
import { orderQueryOptions } from '@/lib/order-query';
import { OrderActions } from './order-table';
import { OrderAmounts } from './order-amounts';
import { CancelOrder, RefundLine } from './cancel-order';
import { CreditNoteLinks } from './credit-note-links';
import { cancelScope } from './cancel-scope';
import { OrderParts } from './order-parts';
import { StatusBadge, paymentBadge } from './status-badge';
import { useApi } from '@/lib/use-api';
import { stateName } from '@/components/state-names';
import { PromisedDeliveries } from '@/components/promised-deliveries';
import { OrderReturns } from './return-request';

// A variation's choices named as the product page names its selectors, in the page's language.
const CHOICE_NAMES: Record<string, () => string> = {
  Color: m.product_axis_color,
  Size: m.product_axis_size,
  RAM: m.product_axis_ram,
  Storage: m.product_axis_storage,
};

/** Where the order goes, and the account's email. */
function DeliveryAddress({
  address: a,
  email,
}: {
  address: Order['shippingInfo'];
  email: string | null | undefined;
}) {
  return (
    <section className="rounded-lg border bg-white p-4 text-sm">
      <h2 className="mb-2 font-semibold">{m.account_delivery_address()}</h2>
      <p className="font-medium">{a.name}</p>
      <p>
        {a.address}, {a.locality}
      </p>
      <p>{m.account_landmark_line({ landmark: a.landmark })}</p>
      <p>
        {a.cityDistTown}, {stateName(a.state)} - {a.pincode}
      </p>
      <p>{m.account_phone({ phone: a.phonenumber })}</p>
      {email && <p>{m.account_email_line({ email })}</p>}
    </section>
  );
}

export function OrderDetails({ orderId }: { orderId: string }) {
  const { user } = useSession();
  const query = useQuery(orderQueryOptions(useApi(), orderId));
  const locale = usePageLocale();
  if (query.isPending) return <Loading />;
  if (query.error instanceof ApiError && query.error.status === 404)
    return <NotFound title={m.account_order_not_found()} text={m.account_no_such_order()} />;
  if (!query.data) return <OfflineMessage onRetry={() => void query.refetch()} />;
  const o = query.data;
  const placedOn = pageLongDate(new Date(o.createdAt), locale);
  return (
    <article className="space-y-6">
      <header>
        <h1 className="text-xl font-semibold">{m.account_order_number({ order: o.orderId })}</h1>
        <p className="text-sm text-slate-600">{m.account_placed_on({ date: placedOn })}</p>
        <SavedAt at={query.dataUpdatedAt} />
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <DeliveryAddress address={o.shippingInfo} email={user?.email} />
        <section className="rounded-lg border bg-white p-4 text-sm">
          <h2 className="mb-2 font-semibold">{m.account_order_summary()}</h2>
          <OrderAmounts order={o} />
          <p>
            {m.account_payment_method({
              method: o.payment_method ? o.payment_method.toUpperCase() : m.account_not_available(),
            })}
          </p>
          <p className="mt-1 flex gap-2">
            {m.account_payment_label()} <StatusBadge status={paymentBadge(o)} />
          </p>
          <p className="mt-1 flex gap-2">
            {m.account_order_label()} <StatusBadge status={o.order_status} />
          </p>
          <RefundLine order={o} />
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <OrderActions order={o} />
            <CreditNoteLinks notes={o.creditNotes} />
            {cancelScope(o) === 'whole' && <CancelOrder order={o} />}
          </div>
        </section>
      </div>
      {o.parts?.length ? (
        <OrderParts order={o} savedAt={query.dataUpdatedAt} />
      ) : (
        <PromisedDeliveries deliveries={o.deliveries} className="rounded-lg border bg-white p-4" />
      )}
      <section>
        <h2 className="mb-2 font-semibold">{m.account_ordered_items()}</h2>
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
                    {CHOICE_NAMES[c.name]?.() ?? c.name}:{' '}
                    {c.name === 'Color' ? colourIn(c.value, locale) : c.value}
                  </p>
                ))}
                <p>{m.account_quantity_line({ quantity: p.quantity })}</p>
                <p>
                  {formatRupees(p.discountedPrice)}
                  {p.discount > 0 && <s className="ml-2 text-slate-500">{formatRupees(p.price)}</s>}
                </p>
                <p className="text-xs text-slate-500">{m.account_ordered_on({ date: placedOn })}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <OrderReturns order={o} />
    </article>
  );
}

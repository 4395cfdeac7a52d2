import type { Order } from '@shared/api/orders';
import { m } from '@shared/i18n/paraglide/messages.js';
import { deliveryDay } from '@/lib/delivery-dates';
import { usePageLocale } from '@/lib/i18n/use-page-locale';

/**
 * The date each seller promised when the order was placed ("Delivery by Fri, 4 Dec"), on the
 * order success page and the order's details. An order placed before dates were kept has none,
 * and this shows nothing.
 */
export function PromisedDeliveries({
  deliveries,
  className = '',
}: {
  deliveries: Order['deliveries'];
  className?: string;
}) {
  const locale = usePageLocale();
  if (!deliveries?.length) return null;
  return (
    <section className={`text-sm ${className}`}>
      <h2 className="mb-1 font-semibold">{m.account_promised_delivery()}</h2>
      <dl className="space-y-1">
        {deliveries.map((d) => (
          <div key={d.sellerId} className="flex flex-wrap justify-between gap-x-3">
            <dt>{d.shopName}</dt>
            <dd className="font-medium text-emerald-800">
              {m.product_delivery_by({ date: deliveryDay(d.deliveryBy, locale) })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

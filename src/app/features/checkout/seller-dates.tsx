import { onlineManager } from '@tanstack/react-query';
import { m } from '@shared/i18n/paraglide/messages.js';
import { DeliveryAsOf } from '@/components/delivery-as-of';
import { sellerDeliveryText, useSellersDelivery } from '@/lib/delivery-dates';
import { usePageLocale } from '@/lib/i18n/use-page-locale';

/**
 * The date each seller delivers by to the chosen address's PIN, or why it cannot: the same rule
 * as the product page's and the cart's, in one read for the whole order.
 */
export function SellerDates({
  pincode,
  productIds,
}: {
  pincode: string | undefined;
  productIds: string[];
}) {
  const query = useSellersDelivery(pincode ?? '', productIds);
  const locale = usePageLocale();
  if (!pincode) return null;
  const answer = query.data?.pincode === pincode ? query.data : undefined;
  return (
    <section className="rounded-lg border bg-white p-4 text-sm">
      <h2 className="mb-2 text-lg font-semibold">{m.checkout_delivery_dates_to({ pincode })}</h2>
      {answer ? (
        <dl className="space-y-1">
          {answer.sellers.map((s) => (
            <div key={s.sellerId} className="flex flex-wrap justify-between gap-x-3">
              <dt>{s.shopName}</dt>
              <dd
                className={
                  s.standard ? 'font-medium text-emerald-800' : 'font-medium text-rose-700'
                }
              >
                {sellerDeliveryText(s, pincode, locale)}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-slate-600">
          {query.isError && onlineManager.isOnline()
            ? m.product_delivery_failed()
            : m.product_delivery_checking()}
        </p>
      )}
      {answer && <DeliveryAsOf computedAt={answer.computedAt} />}
    </section>
  );
}

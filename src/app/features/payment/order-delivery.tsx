import { useQuery } from '@tanstack/react-query';
import { m } from '@shared/i18n/paraglide/messages.js';
import { expectedDelivery } from '@shared/rules/delivery';
import { PromisedDeliveries } from '@/components/promised-deliveries';
import { orderQueryOptions } from '@/lib/order-query';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { pageWeekdayDate } from '@/lib/page-dates';
import { useSession } from '@/lib/session';
import { useApi } from '@/lib/use-api';

/**
 * The order success page's delivery line: the date each seller promised when the order was
 * placed, read from the order; until it is read (or for an order without them), the spec's
 * expected window.
 */
export function OrderDelivery({ orderId }: { orderId: string }) {
  const { user } = useSession();
  const locale = usePageLocale();
  const order = useQuery({ ...orderQueryOptions(useApi(), orderId), enabled: !!user });
  const deliveries = order.data?.deliveries;
  if (deliveries?.length)
    return <PromisedDeliveries deliveries={deliveries} className="mx-auto max-w-xs text-left" />;
  const { earliest, latest } = expectedDelivery(new Date());
  return (
    <p className="text-slate-700">
      {m.payment_expected_delivery({
        from: pageWeekdayDate(earliest, locale),
        to: pageWeekdayDate(latest, locale),
      })}
    </p>
  );
}

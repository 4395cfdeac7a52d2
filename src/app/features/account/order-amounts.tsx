import { formatRupees } from '@shared/rules/currency';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { Order } from '@shared/api/orders';

/**
 * How the order's total came about. The spec's summary shows only the total; without the items,
 * shipping and coupon lines a shopper who used a coupon sees items and a total that disagree.
 */
export function OrderAmounts({
  order,
}: {
  order: Pick<
    Order,
    'discountedPrice' | 'shipping_fee' | 'cod_fee' | 'couponDiscount' | 'totalAmount'
  >;
}) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5">
      <dt>{m.account_items()}</dt>
      <dd className="text-right">{formatRupees(order.discountedPrice)}</dd>
      <dt>{m.account_shipping()}</dt>
      <dd className="text-right">{formatRupees(order.shipping_fee)}</dd>
      {/* An order read before the shop had COD, kept on the device, has no fee field. */}
      {order.cod_fee > 0 && (
        <>
          <dt>{m.account_cod_fee()}</dt>
          <dd className="text-right">{formatRupees(order.cod_fee)}</dd>
        </>
      )}
      {order.couponDiscount > 0 && (
        <>
          <dt>{m.account_coupon()}</dt>
          <dd className="text-right text-green-700">- {formatRupees(order.couponDiscount)}</dd>
        </>
      )}
      <dt className="font-semibold">{m.account_total()}</dt>
      <dd className="text-right font-semibold">{formatRupees(order.totalAmount)}</dd>
    </dl>
  );
}

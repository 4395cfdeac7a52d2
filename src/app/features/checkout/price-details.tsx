import { formatRupees } from '@shared/rules/currency';
import { plural } from '@shared/rules/text';
import type { CheckoutSummary } from './checkout-items';

/** Price details of the shipping screen; delivery shows 'Free' when the fee is 0 (spec). */
export function PriceDetails({
  summary,
  couponDiscount = 0,
  couponCode,
}: {
  summary: CheckoutSummary;
  couponDiscount?: number;
  couponCode?: string;
}) {
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between">
        <dt>Price ({plural(summary.itemCount, 'item')})</dt>
        <dd>{formatRupees(summary.price + summary.savings)}</dd>
      </div>
      <div className="flex justify-between text-emerald-700">
        <dt>Discount</dt>
        <dd>− {formatRupees(summary.savings)}</dd>
      </div>
      {couponDiscount > 0 && (
        <div className="flex justify-between text-emerald-700">
          <dt>Coupon ({couponCode})</dt>
          <dd>− {formatRupees(couponDiscount)}</dd>
        </div>
      )}
      <div className="flex justify-between">
        <dt>Delivery</dt>
        <dd>{summary.shipping_fee === 0 ? 'Free' : formatRupees(summary.shipping_fee)}</dd>
      </div>
      <div className="flex justify-between border-t pt-2 text-base font-semibold">
        <dt>Total Amount</dt>
        <dd>{formatRupees(summary.price + summary.shipping_fee - couponDiscount)}</dd>
      </div>
    </dl>
  );
}

import { formatRupees } from '@shared/rules/currency';
import { m } from '@shared/i18n/paraglide/messages.js';
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
        <dt>{m.account_price_items({ count: summary.itemCount })}</dt>
        <dd>{formatRupees(summary.price + summary.savings)}</dd>
      </div>
      <div className="flex justify-between text-emerald-700">
        <dt>{m.checkout_discount()}</dt>
        <dd>− {formatRupees(summary.savings)}</dd>
      </div>
      {couponDiscount > 0 && (
        <div className="flex justify-between text-emerald-700">
          <dt>{m.checkout_coupon_line({ code: couponCode ?? '' })}</dt>
          <dd>− {formatRupees(couponDiscount)}</dd>
        </div>
      )}
      <div className="flex justify-between">
        <dt>{m.checkout_delivery()}</dt>
        <dd>
          {summary.shipping_fee === 0 ? m.account_free() : formatRupees(summary.shipping_fee)}
        </dd>
      </div>
      <div className="flex justify-between border-t pt-2 text-base font-semibold">
        <dt>{m.checkout_total_amount()}</dt>
        <dd>{formatRupees(summary.price + summary.shipping_fee - couponDiscount)}</dd>
      </div>
    </dl>
  );
}

import { m } from '@shared/i18n/paraglide/messages.js';
import type { CheckoutSummary } from './checkout-items';
import { CouponField, type AppliedCoupon } from './coupon-field';
import { PriceDetails } from './price-details';

/**
 * The price details, Place Order with why the order cannot go yet, then the coupon. Place Order
 * comes before the coupon's offers, which appear when the server answers: above it, they pushed
 * it down under a finger already on it, and the tap went nowhere (the press on the button, the
 * release on an offer).
 */
export function OrderPanel({
  summary,
  coupon,
  offeredCoupon,
  onCouponChange,
  addressChosen,
  placing,
  problem,
  onPlace,
}: {
  summary: CheckoutSummary;
  coupon: AppliedCoupon | undefined;
  /** A code tapped in the cart's offers, applied on arrival. */
  offeredCoupon?: string;
  onCouponChange: (coupon: AppliedCoupon | undefined) => void;
  addressChosen: boolean;
  placing: boolean;
  /** Why the order cannot be placed (offline, syncing, refused), or '' when it can. */
  problem: string;
  onPlace: () => void;
}) {
  return (
    <aside className="h-fit space-y-3 rounded-lg border bg-white p-4">
      <h2 className="text-lg font-semibold">{m.checkout_price_details()}</h2>
      <PriceDetails summary={summary} couponDiscount={coupon?.discount} couponCode={coupon?.code} />
      <button
        type="button"
        disabled={!addressChosen || placing}
        className="min-h-11 w-full rounded bg-teal-700 py-2 text-white disabled:opacity-50"
        onClick={onPlace}
      >
        {placing ? m.checkout_placing() : m.checkout_place_order()}
      </button>
      {!addressChosen && <p className="text-sm text-rose-700">{m.checkout_select_address()}</p>}
      {addressChosen && problem && (
        <p role="alert" className="text-sm text-rose-700">
          {problem}
        </p>
      )}
      <CouponField
        itemsTotal={summary.price}
        applied={coupon}
        offered={offeredCoupon}
        onChange={onCouponChange}
      />
    </aside>
  );
}

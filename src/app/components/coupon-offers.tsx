import { useQuery } from '@tanstack/react-query';
import { m } from '@shared/i18n/paraglide/messages.js';
import { formatRupees } from '@shared/rules/currency';
import { couponOffersQueryOptions, type CouponOffer } from '@/lib/coupon-offers';
import { useApi } from '@/lib/use-api';

/**
 * "10% off up to ₹200 on orders of ₹499 or more", in the page's language: one message holds the
 * whole sentence, as Hindi names the minimum order first ("₹499 या उससे ज़्यादा के ऑर्डर पर ...").
 */
function termsText(offer: CouponOffer): string {
  const off =
    offer.kind === 'flat'
      ? m.checkout_offer_flat({ amount: formatRupees(offer.value) })
      : offer.maxDiscount !== null
        ? m.checkout_offer_percent_capped({
            percent: offer.value,
            cap: formatRupees(offer.maxDiscount),
          })
        : m.checkout_offer_percent({ percent: offer.value });
  return offer.minOrder > 0
    ? m.checkout_offer_with_min_order({ off, amount: formatRupees(offer.minOrder) })
    : off;
}

/** Why an offer does not apply, or what it saves. */
function statusText(offer: CouponOffer): string {
  if (offer.reason === 'used') return m.checkout_offer_used();
  if (offer.reason === 'min_order')
    return m.checkout_offer_add_more({ amount: formatRupees(offer.shortBy) });
  return m.checkout_offer_saves({ amount: formatRupees(offer.discount) });
}

function Offer({
  offer,
  applied,
  busy,
  onApply,
}: {
  offer: CouponOffer;
  applied: boolean;
  busy: boolean;
  onApply: (code: string) => void;
}) {
  const usable = offer.reason === null;
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="font-mono text-sm font-semibold tracking-wide">{offer.code}</p>
        <p className="text-xs text-slate-600">{termsText(offer)}</p>
        <p className={`text-xs ${usable ? 'text-emerald-700' : 'text-amber-800'}`}>
          {statusText(offer)}
        </p>
      </div>
      {usable && !applied && (
        <button
          type="button"
          disabled={busy}
          aria-label={m.checkout_offer_apply({ code: offer.code })}
          className="min-h-11 shrink-0 rounded border border-teal-700 px-4 text-sm font-medium text-teal-800 disabled:opacity-50"
          onClick={() => onApply(offer.code)}
        >
          {m.checkout_apply()}
        </button>
      )}
    </li>
  );
}

/**
 * The coupons a shopper can use on this items total, each applied with one tap, then those that
 * do not apply and why (too small an order, used already); expired ones are never listed.
 * Nothing shows until the server has answered (offline: nothing, the code field still works).
 */
export function CouponOffers({
  itemsTotal,
  appliedCode,
  busy = false,
  onApply,
}: {
  itemsTotal: number;
  appliedCode?: string;
  busy?: boolean;
  onApply: (code: string) => void;
}) {
  const offers = useQuery(couponOffersQueryOptions(useApi(), itemsTotal));
  if (!offers.data?.length) return null;
  return (
    <section aria-labelledby="coupon-offers-heading" className="border-t pt-3">
      <h3 id="coupon-offers-heading" className="text-sm font-semibold">
        {m.checkout_offers_title()}
      </h3>
      <ul className="divide-y">
        {offers.data.map((offer) => (
          <Offer
            key={offer.code}
            offer={offer}
            applied={offer.code === appliedCode}
            busy={busy}
            onApply={onApply}
          />
        ))}
      </ul>
    </section>
  );
}

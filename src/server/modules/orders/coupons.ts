import { formatRupees } from '@shared/rules/currency';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../domain-error';
import { findCoupon, hasRedeemed, liveCoupons, redeemedCouponIds } from './checkout-repository';
import { said, type Said } from '@shared/said';

export interface AppliedCoupon {
  id: string;
  discount: number;
}

/** Checks a code against the items total and the shopper's history; answers its discount. */
export async function applyCoupon(
  db: Db,
  customerId: string,
  code: string | null | undefined,
  itemsTotal: number,
): Promise<AppliedCoupon | null> {
  const wanted = code?.trim().toUpperCase();
  if (!wanted) return null;
  const coupon = await findCoupon(db, wanted);
  if (!coupon || !coupon.active) throw badRequest(said('server_coupon_unknown', { code: wanted }));
  if (coupon.expiresAt.getTime() <= Date.now())
    throw badRequest(said('server_coupon_expired', { code: wanted }));
  if (itemsTotal < coupon.minOrder) {
    throw badRequest(
      said('server_coupon_min_order', {
        amount: formatRupees(coupon.minOrder - itemsTotal),
        code: wanted,
      }),
    );
  }
  if (await hasRedeemed(db, coupon.id, customerId))
    throw conflict(said('server_coupon_used', { code: wanted }));
  return { id: coupon.id, discount: discountOf(coupon, itemsTotal) };
}

type CouponTerms = Pick<CouponRow, 'kind' | 'value' | 'maxDiscount'>;
type CouponRow = NonNullable<Awaited<ReturnType<typeof findCoupon>>>;

/** What a coupon takes off an items total: its percent (capped) or its flat amount. */
function discountOf(coupon: CouponTerms, itemsTotal: number): number {
  const raw =
    coupon.kind === 'percent' ? Math.floor((itemsTotal * coupon.value) / 100) : coupon.value;
  return Math.min(raw, coupon.maxDiscount ?? raw, itemsTotal);
}

/**
 * Every live coupon with what it takes off `itemsTotal` for this shopper, or why it does not:
 * used already (once per shopper), or the total below its minimum. The ones that apply come
 * first, the biggest saving first; the rest by how little is missing.
 */
export async function couponsFor(db: Db, customerId: string, itemsTotal: number) {
  const [live, used] = await Promise.all([liveCoupons(db), redeemedCouponIds(db, customerId)]);
  const offers = live.map((c) => {
    const shortBy = Math.max(0, c.minOrder - itemsTotal);
    const reason = used.has(c.id) ? ('used' as const) : shortBy > 0 ? ('min_order' as const) : null;
    return {
      code: c.code,
      kind: c.kind,
      value: c.value,
      maxDiscount: c.maxDiscount,
      minOrder: c.minOrder,
      discount: reason ? 0 : discountOf(c, itemsTotal),
      reason,
      shortBy,
    };
  });
  const rank = (o: (typeof offers)[number]) =>
    o.reason === null ? 0 : o.reason === 'min_order' ? 1 : 2;
  return offers.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      b.discount - a.discount ||
      a.shortBy - b.shortBy ||
      a.code.localeCompare(b.code),
  );
}

export function couponApplied(code: string, discount: number): Said {
  return said('server_coupon_applied', { code, amount: formatRupees(discount) });
}

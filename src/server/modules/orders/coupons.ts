import { formatRupees } from '@shared/rules/currency';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../domain-error';
import { findCoupon, hasRedeemed } from './checkout-repository';

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
  if (!coupon || !coupon.active) throw badRequest(`Unknown coupon code ${wanted}`);
  if (coupon.expiresAt.getTime() <= Date.now())
    throw badRequest(`The coupon ${wanted} has expired`);
  if (itemsTotal < coupon.minOrder) {
    throw badRequest(
      `Add items worth ${formatRupees(coupon.minOrder - itemsTotal)} more to use ${wanted}`,
    );
  }
  if (await hasRedeemed(db, coupon.id, customerId))
    throw conflict(`You have already used the coupon ${wanted}`);
  const raw =
    coupon.kind === 'percent' ? Math.floor((itemsTotal * coupon.value) / 100) : coupon.value;
  const discount = Math.min(raw, coupon.maxDiscount ?? raw, itemsTotal);
  return { id: coupon.id, discount };
}

export function couponAppliedMessage(code: string, discount: number): string {
  return `${code} applied: you save ${formatRupees(discount)}`;
}

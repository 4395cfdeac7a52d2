import { and, eq } from 'drizzle-orm';
import { formatRupees } from '@shared/rules/currency';
import type { Db } from '../../db/client';
import { couponRedemptions, coupons } from '../../db/schema';
import { badRequest, conflict } from '../../domain-error';

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
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, wanted));
  if (!coupon || !coupon.active) throw badRequest(`Unknown coupon code ${wanted}`);
  if (coupon.expiresAt.getTime() <= Date.now())
    throw badRequest(`The coupon ${wanted} has expired`);
  if (itemsTotal < coupon.minOrder) {
    throw badRequest(
      `Add items worth ${formatRupees(coupon.minOrder - itemsTotal)} more to use ${wanted}`,
    );
  }
  const [used] = await db
    .select({ id: couponRedemptions.couponId })
    .from(couponRedemptions)
    .where(
      and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.customerId, customerId)),
    );
  if (used) throw conflict(`You have already used the coupon ${wanted}`);
  const raw =
    coupon.kind === 'percent' ? Math.floor((itemsTotal * coupon.value) / 100) : coupon.value;
  const discount = Math.min(raw, coupon.maxDiscount ?? raw, itemsTotal);
  return { id: coupon.id, discount };
}

export function couponAppliedMessage(code: string, discount: number): string {
  return `${code} applied: you save ${formatRupees(discount)}`;
}

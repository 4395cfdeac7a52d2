import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '@shared/api/api-client';
import type { availableCoupons } from '@shared/api/orders';

export type CouponOffer = z.output<typeof availableCoupons.response>['coupons'][number];

/**
 * The live coupons for an items total, each with its saving or why it does not apply yet; the
 * cart and the shipping screen both list them (components/coupon-offers.tsx).
 */
export const couponOffersQueryOptions = (api: ApiClient, itemsTotal: number) =>
  queryOptions({
    queryKey: ['personal', 'coupon-offers', itemsTotal],
    queryFn: ({ signal }) =>
      api
        .call('availableCoupons', { query: { itemsTotal: String(itemsTotal) }, signal })
        .then((r) => r.coupons),
  });

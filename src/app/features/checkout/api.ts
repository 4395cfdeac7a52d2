import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The server checks a coupon against the items total shown and answers the discount or why not. */
export const useCheckCoupon = () =>
  useMutation({
    mutationFn: (body: { couponCode: string; itemsTotal: number }) =>
      callApi('checkCoupon', { body }),
  });

import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/lib/use-api';

/** The server checks a coupon against the items total shown and answers the discount or why not. */
export function useCheckCoupon() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { couponCode: string; itemsTotal: number }) =>
      api.call('checkCoupon', { body }),
  });
}

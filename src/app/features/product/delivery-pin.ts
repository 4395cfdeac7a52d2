import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryPromise } from '@shared/api/pincode';
import { m } from '@shared/i18n/paraglide/messages.js';
import { isPinCode } from '@shared/rules/account-facts';
import { useApi } from '@/lib/use-api';

/**
 * A product's delivery promise to a PIN. Kept with the other saved answers, so a product page
 * opened offline shows what was last worked out, and says when.
 */
export const deliveryQueryOptions = (
  api: ReturnType<typeof useApi>,
  pincode: string,
  productId: string,
) =>
  queryOptions({
    // Under 'personal': the key holds a PIN the shopper typed, which a logout must not leave.
    queryKey: ['personal', 'delivery', pincode, productId] as const,
    queryFn: ({ signal }) =>
      api.call('getDeliveryPromise', { params: { pincode, productId }, signal }),
    // The dates move once a day; a few minutes old is still true.
    staleTime: 5 * 60_000,
  });

/** The product page and the cart promise to the same PIN (the rule is in lib). */
export { useDeliveryPin } from '@/lib/delivery-dates';

export function useDeliveryPromise(pincode: string, productId: string) {
  const query = useQuery({
    ...deliveryQueryOptions(useApi(), pincode, productId),
    enabled: isPinCode(pincode),
  });
  return query;
}

/** Why Add to Cart and Buy Now cannot go on, or null when they can (or nothing is known yet). */
export function undeliverableReason(promise: DeliveryPromise | undefined): string | null {
  if (!promise?.unserviceable) return null;
  return promise.unserviceable === 'unknownPin'
    ? m.product_delivery_unknown_pin({ pincode: promise.pincode })
    : m.product_delivery_no_courier({ pincode: promise.pincode });
}

import { useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@shared/api/address';
import type { DeliveryPromise } from '@shared/api/pincode';
import { localStorageKeys } from '@shared/device-storage';
import { m } from '@shared/i18n/paraglide/messages.js';
import { ADDRESSES_KEY } from '@/lib/addresses';
import { isPinCode } from '@shared/rules/account-facts';
import { useApi } from '@/lib/use-api';
import { useHydrated } from '@/lib/use-hydrated';

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

function savedPin(): string {
  try {
    return localStorage.getItem(localStorageKeys.deliveryPin) ?? '';
  } catch {
    return '';
  }
}

/**
 * The PIN to promise to: the last one typed on this device, else the default address's. Both
 * live on the device only, so the server's HTML and the hydrating render show none.
 */
export function useDeliveryPin(): [string, (pin: string) => void] {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [typed, setTyped] = useState<string | null>(null);
  const choose = (pin: string) => {
    setTyped(pin);
    try {
      localStorage.setItem(localStorageKeys.deliveryPin, pin);
    } catch {
      // Private mode without storage: the PIN holds for this page only.
    }
  };
  if (typed !== null) return [typed, choose];
  if (!hydrated) return ['', choose];
  const addresses = queryClient.getQueryData<Address[]>(ADDRESSES_KEY);
  const fromAddress = addresses?.find((a) => a.defaultAddress)?.pincode ?? '';
  return [savedPin() || fromAddress, choose];
}

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

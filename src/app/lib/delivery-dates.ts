import { useState, useSyncExternalStore } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Address } from '@shared/api/address';
import type { ApiClient } from '@shared/api/api-client';
import type { SellerDelivery } from '@shared/api/pincode';
import { MAX_DELIVERY_PRODUCTS } from '@shared/constants';
import { localStorageKeys } from '@shared/device-storage';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { Locale } from '@shared/i18n/locale-path';
import { isPinCode } from '@shared/rules/account-facts';
import { ADDRESSES_KEY } from './addresses';
import { pageWeekdayDate } from './page-dates';
import { useApi } from './use-api';

/** An ISO date of India's calendar ('2026-12-03'), drawn as that day wherever the device is. */
export const deliveryDay = (iso: string, locale: Locale): string => {
  const [y, mo, d] = iso.split('-').map(Number);
  return pageWeekdayDate(new Date(y!, mo! - 1, d!), locale);
};

function savedPin(): string {
  try {
    return localStorage.getItem(localStorageKeys.deliveryPin) ?? '';
  } catch {
    return '';
  }
}

const noChanges = () => () => {};

const defaultAddressPin = (queryClient: QueryClient) =>
  queryClient.getQueryData<Address[]>(ADDRESSES_KEY)?.find((a) => a.defaultAddress)?.pincode ?? '';

/**
 * The PIN to promise to on the product page and the cart: the last one typed on this device,
 * else the default address's. Both live on the device only, so the server's HTML and the
 * hydrating render show none. Read as a store whose server value is no PIN: on a device that
 * has none, the page hydrated from the server's HTML finds nothing changed and is not drawn
 * again as hydration ends (a synchronous render of the whole buying box).
 */
export function useDeliveryPin(): [string, (pin: string) => void] {
  const queryClient = useQueryClient();
  const onDevice = useSyncExternalStore(
    noChanges,
    () => savedPin() || defaultAddressPin(queryClient),
    () => '',
  );
  const [typed, setTyped] = useState<string | null>(null);
  const choose = (pin: string) => {
    setTyped(pin);
    try {
      localStorage.setItem(localStorageKeys.deliveryPin, pin);
    } catch {
      // Private mode without storage: the PIN holds for this page only.
    }
  };
  return [typed ?? onDevice, choose];
}

/**
 * The date each seller of these products reaches a PIN, in one read. Saved with the other
 * answers, so a cart opened offline shows what was last worked out, and says when.
 */
export const sellersDeliveryQueryOptions = (
  api: ApiClient,
  pincode: string,
  productIds: string[],
) => {
  // Sorted and capped as the server caps them: the same cart asks with the same key.
  const products = [...new Set(productIds)].sort().slice(0, MAX_DELIVERY_PRODUCTS).join(',');
  return queryOptions({
    // Under 'personal': the key holds a PIN the shopper typed, which a logout must not leave.
    queryKey: ['personal', 'delivery-sellers', pincode, products] as const,
    queryFn: ({ signal }) =>
      api.call('getSellersDelivery', { params: { pincode }, query: { products }, signal }),
    // The dates move once a day; a few minutes old is still true.
    staleTime: 5 * 60_000,
  });
};

export function useSellersDelivery(pincode: string, productIds: string[]) {
  return useQuery({
    ...sellersDeliveryQueryOptions(useApi(), pincode, productIds),
    enabled: isPinCode(pincode) && productIds.length > 0,
  });
}

/** One seller's line: "Delivery by Wed, 3 Dec", or why it cannot deliver to the PIN. */
export function sellerDeliveryText(
  seller: SellerDelivery,
  pincode: string,
  locale: Locale,
): string {
  if (seller.unserviceable === 'unknownPin') return m.product_delivery_unknown_pin({ pincode });
  if (seller.unserviceable || !seller.standard)
    return m.cart_seller_cannot_deliver({ shop: seller.shopName, pincode });
  return m.product_delivery_by({ date: deliveryDay(seller.standard, locale) });
}

import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';

/** The keys alone, for code that reads or writes the saved answers without fetching. */
export const CART_KEY = ['personal', 'cart'] as const;
export const WISHLIST_KEY = ['personal', 'wishlist'] as const;
export const countsKey = (userId: string) => ['personal', 'counts', userId] as const;

export const cartQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: CART_KEY,
    queryFn: ({ signal }) => api.call('getCart', { signal }),
  });

export const wishlistQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: WISHLIST_KEY,
    queryFn: ({ signal }) => api.call('getWishlist', { signal }),
  });

export const countsQueryOptions = (api: ApiClient, userId: string) =>
  queryOptions({
    queryKey: countsKey(userId),
    queryFn: ({ signal }) => api.call('getCounts', { params: { userId }, signal }),
  });

import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: ['personal', 'cart'],
    queryFn: ({ signal }) => callApi('getCart', { signal }),
  });

export const wishlistQueryOptions = () =>
  queryOptions({
    queryKey: ['personal', 'wishlist'],
    queryFn: ({ signal }) => callApi('getWishlist', { signal }),
  });

export const countsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['personal', 'counts', userId],
    queryFn: ({ signal }) => callApi('getCounts', { params: { userId }, signal }),
  });

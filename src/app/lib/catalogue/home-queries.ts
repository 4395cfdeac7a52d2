import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';

export const homeGroupsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['catalogue', 'home-groups'],
    queryFn: ({ signal }) =>
      api.call('getHomeProductListing', { signal }).then((r) => r.gkProducts),
  });

export const bannersQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['catalogue', 'banners'],
    queryFn: ({ signal }) => api.call('getBanners', { signal }).then((r) => r.data.banners),
  });

export const cardBannersQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['catalogue', 'card-banners'],
    queryFn: ({ signal }) => api.call('getCardBanners', { signal }).then((r) => r.banners),
  });

export const priceRangeQueryOptions = (api: ApiClient, category?: string) =>
  queryOptions({
    queryKey: ['catalogue', 'price-range', category ?? ''],
    queryFn: ({ signal }) => api.call('getPriceRangeLatest', { query: { category }, signal }),
  });

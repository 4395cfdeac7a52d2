import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const homeGroupsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'home-groups'],
    queryFn: ({ signal }) => callApi('getHomeProductListing', { signal }).then((r) => r.gkProducts),
  });

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'banners'],
    queryFn: ({ signal }) => callApi('getBanners', { signal }).then((r) => r.data.banners),
  });

export const cardBannersQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'card-banners'],
    queryFn: ({ signal }) => callApi('getCardBanners', { signal }).then((r) => r.banners),
  });

export const priceRangeQueryOptions = (category?: string) =>
  queryOptions({
    queryKey: ['catalogue', 'price-range', category ?? ''],
    queryFn: ({ signal }) => callApi('getPriceRangeLatest', { query: { category }, signal }),
  });

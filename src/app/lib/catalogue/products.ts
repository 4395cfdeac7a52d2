import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListingSearch } from './listing-search';
import type { ApiClient } from '@shared/api/api-client';

export const productQueryOptions = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'product', slug],
    queryFn: ({ signal }) =>
      api.call('getProductDetail', { params: { slug }, signal }).then((r) => r.data),
  });

/** The listing's URL state, as the API takes it. */
export const listingQueryOptions = (api: ApiClient, search: ListingSearch) =>
  queryOptions({
    queryKey: ['catalogue', 'listing', search],
    queryFn: ({ signal }) =>
      api.call('queryProducts', {
        query: {
          category: search.category,
          subcategory: search.subcategory,
          rating: search.rating ? String(search.rating) : undefined,
          lowPrice: search.lowPrice !== undefined ? String(search.lowPrice) : undefined,
          highPrice: search.highPrice !== undefined ? String(search.highPrice) : undefined,
          sortPrice: search.sortPrice,
          pageNumber: String(search.pageNumber ?? 1),
          searchValue: search.value,
          exact: search.exact ? '1' : undefined,
          discountupto: search.discountupto !== undefined ? String(search.discountupto) : undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

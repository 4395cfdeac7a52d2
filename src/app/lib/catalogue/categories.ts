import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { useApi } from '@/lib/use-api';

export const categoriesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['catalogue', 'categories'],
    queryFn: ({ signal }) => api.call('getCategories', { signal }).then((r) => r.categorys),
    staleTime: 10 * 60_000,
  });

export const subcategoriesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['catalogue', 'subcategories'],
    queryFn: ({ signal }) => api.call('getSubcategories', { signal }).then((r) => r.subcategorys),
    staleTime: 10 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQueryOptions(useApi()));
export const useSubcategories = () => useQuery(subcategoriesQueryOptions(useApi()));

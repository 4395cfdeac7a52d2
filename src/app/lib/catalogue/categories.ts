import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'categories'],
    queryFn: ({ signal }) => callApi('getCategories', { signal }).then((r) => r.categorys),
    staleTime: 10 * 60_000,
  });

export const subcategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'subcategories'],
    queryFn: ({ signal }) => callApi('getSubcategories', { signal }).then((r) => r.subcategorys),
    staleTime: 10 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
export const useSubcategories = () => useQuery(subcategoriesQueryOptions());

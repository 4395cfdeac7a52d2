import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const reviewsQueryOptions = (productId: string, pageNo: number) =>
  queryOptions({
    queryKey: ['catalogue', 'reviews', productId, pageNo],
    queryFn: ({ signal }) => callApi('getReviews', { params: { productId }, query: { pageNo: String(pageNo) }, signal }),
  });

/** After a review: the reviews and the product (its rating) reload. */
export function useSubmitReview(productSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; review: string; rating: number; productId: string }) => callApi('submitReview', { body }),
    onSuccess: (_, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['catalogue', 'reviews', body.productId] }),
        queryClient.invalidateQueries({ queryKey: ['catalogue', 'product', productSlug] }),
      ]),
  });
}

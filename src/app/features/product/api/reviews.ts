import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, readFreshOnce } from '@/lib/api-client';

export const reviewsQueryOptions = (productId: string, pageNo: number) =>
  queryOptions({
    queryKey: ['catalogue', 'reviews', productId, pageNo],
    queryFn: ({ signal }) => callApi('getReviews', { params: { productId }, query: { pageNo: String(pageNo) }, signal }),
  });

/** After a review: the reviews and the product (its rating) reload from the server, past every cache. */
export function useSubmitReview(productSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; review: string; rating: number; productId: string }) => callApi('submitReview', { body }),
    onSuccess: (_, body) => {
      readFreshOnce('getReviews', { productId: body.productId });
      readFreshOnce('getProductDetail', { slug: productSlug });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['catalogue', 'reviews', body.productId] }),
        queryClient.invalidateQueries({ queryKey: ['catalogue', 'product', productSlug] }),
      ]);
    },
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { readFreshOnce } from '@/lib/tab-api-client';
import { useApi } from '@/lib/use-api';
import { saveNow } from '@/lib/query-client';

export const reviewsQueryOptions = (api: ApiClient, productId: string, pageNo: number) =>
  queryOptions({
    queryKey: ['catalogue', 'reviews', productId, pageNo],
    queryFn: ({ signal }) =>
      api.call('getReviews', { params: { productId }, query: { pageNo: String(pageNo) }, signal }),
  });

/** After a review: the reviews and the product (its rating) reload from the server, past every cache. */
export function useSubmitReview(productSlug: string) {
  const queryClient = useQueryClient();
  const api = useApi();
  return useMutation({
    mutationFn: (body: { name: string; review: string; rating: number; productId: string }) =>
      api.call('submitReview', { body }),
    onSuccess: async (_, body) => {
      readFreshOnce('getReviews', { productId: body.productId });
      readFreshOnce('getProductDetail', { slug: productSlug });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['catalogue', 'reviews', body.productId] }),
        queryClient.invalidateQueries({ queryKey: ['catalogue', 'product', productSlug] }),
      ]);
      // The fresh answers are still "fresh" (staleTime) after a reload: save them now, not after
      // the persister's throttle, or a reload right away restores the list without the review.
      await saveNow(queryClient);
    },
  });
}

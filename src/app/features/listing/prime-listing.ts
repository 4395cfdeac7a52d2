import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { ApiError } from '@/lib/tab-api-client';
import { categoriesQueryOptions, subcategoriesQueryOptions } from '@/lib/catalogue/categories';
import { priceRangeQueryOptions } from '@/lib/catalogue/home-queries';
import { listingQueryOptions } from '@/lib/catalogue/products';
import type { ListingSearch } from '@/lib/catalogue/listing-search';

/**
 * A listing's route loader: the page, the price range and the category lists arrive together,
 * so the first paint already has the subcategory strip, the filters and the cards in place
 * (no layout shift). prefetchQuery never throws: a failure (offline with nothing saved) is left
 * to the screen, which says so. A category or subcategory the shop does not have (the listing
 * answers 404) is thrown, so the route shows its not-found page and the server answers 404.
 */
export async function primeListing(
  { queryClient, api }: { queryClient: QueryClient; api: ApiClient },
  search: ListingSearch,
): Promise<void> {
  const listing = listingQueryOptions(api, search);
  await Promise.all([
    queryClient.prefetchQuery(categoriesQueryOptions(api)),
    queryClient.prefetchQuery(subcategoriesQueryOptions(api)),
    queryClient.prefetchQuery(listing),
    queryClient.prefetchQuery(priceRangeQueryOptions(api, search.category)),
  ]);
  const error = queryClient.getQueryState(listing.queryKey)?.error;
  if (error instanceof ApiError && error.status === 404) throw error;
}

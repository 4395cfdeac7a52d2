import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/client';
import { categoriesQueryOptions, subcategoriesQueryOptions } from '@/lib/catalogue/categories';
import { priceRangeQueryOptions } from '@/lib/catalogue/home';
import { listingQueryOptions } from '@/lib/catalogue/products';
import type { ListingSearch } from '@/lib/catalogue/listing-search';

/**
 * A listing's route loader: the page, the price range and the category lists arrive together,
 * so the first paint already has the subcategory strip, the filters and the cards in place
 * (no layout shift). prefetchQuery never throws: a failure (offline with nothing saved) is left
 * to the screen, which says so.
 */
export async function primeListing(
  { queryClient, api }: { queryClient: QueryClient; api: ApiClient },
  search: ListingSearch,
): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(categoriesQueryOptions(api)),
    queryClient.prefetchQuery(subcategoriesQueryOptions(api)),
    queryClient.prefetchQuery(listingQueryOptions(api, search)),
    queryClient.prefetchQuery(priceRangeQueryOptions(api, search.category)),
  ]);
}

import { createFileRoute } from '@tanstack/react-router';
import { ListingError } from '@/features/listing/listing-error';
import { ListingScreen } from '@/features/listing/listing-screen';
import { listingSearch } from '@/lib/catalogue/listing-search';
import { primeListing } from '@/features/listing/prime-listing';
import { pageHead } from '@/lib/page-head';
import { listingTitle } from '@/features/listing/listing-title';
import { categoriesQueryOptions } from '@/lib/catalogue/categories';

export const Route = createFileRoute('/shops')({
  staticData: { serverRendered: true },
  // The categories are in the cache: the root route asks for them before any screen.
  head: ({ match }) =>
    pageHead({
      title: listingTitle(
        match.search.category,
        match.context.queryClient.getQueryData(categoriesQueryOptions(match.context.api).queryKey),
        match.context.locale,
      ),
    }),
  validateSearch: listingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => primeListing(context, deps),
  errorComponent: ListingError,
  component: () => <ListingScreen from="/shops" variant="shop" />,
});

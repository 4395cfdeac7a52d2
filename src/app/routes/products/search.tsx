import { createFileRoute } from '@tanstack/react-router';
import { ListingError } from '@/features/listing/listing-error';
import { ListingScreen } from '@/features/listing/listing-screen';
import { listingSearch } from '@/lib/catalogue/listing-search';
import { primeListing } from '@/features/listing/prime-listing';
import { pageHead } from '@/lib/page-head';
import { m } from '@shared/i18n/paraglide/messages.js';

export const Route = createFileRoute('/products/search')({
  staticData: { serverRendered: true },
  head: ({ match }) =>
    pageHead({
      title: match.search.value
        ? m.head_search_title({ value: match.search.value })
        : m.head_products_title(),
    }),
  validateSearch: listingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => primeListing(context, deps),
  errorComponent: ListingError,
  component: () => <ListingScreen from="/products/search" variant="search" />,
});

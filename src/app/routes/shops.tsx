import { createFileRoute } from '@tanstack/react-router';
import { ListingError } from '@/features/listing/listing-error';
import { ListingScreen } from '@/features/listing/listing-screen';
import { listingSearch } from '@/lib/catalogue/listing-search';
import { primeListing } from '@/features/listing/prime-listing';
import { pageHead } from '@/lib/page-head';
import { slugToTitle } from '@shared/rules/text';

export const Route = createFileRoute('/shops')({
  staticData: { serverRendered: true },
  head: ({ match }) => pageHead({ title: slugToTitle(match.search.category) }),
  validateSearch: listingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => primeListing(context, deps),
  errorComponent: ListingError,
  component: () => <ListingScreen from="/shops" variant="shop" />,
});

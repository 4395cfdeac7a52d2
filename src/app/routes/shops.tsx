import { createFileRoute } from '@tanstack/react-router';
import { ListingError } from '@/features/listing/listing-error';
import { ListingScreen } from '@/features/listing/listing-screen';
import { listingSearch } from '@/lib/catalogue/listing-search';
import { primeListing } from '@/features/listing/prime-listing';
import { pageHead } from '@/lib/page-head';
import { m } from '@shared/i18n/paraglide/messages.js';
import { slugToTitle } from '@shared/rules/text';

export const Route = createFileRoute('/shops')({
  staticData: { serverRendered: true },
  // A category's name from its address (catalogue data); else 'Shop' in the page's language.
  head: ({ match }) =>
    pageHead({
      title: match.search.category ? slugToTitle(match.search.category) : m.head_shop_title(),
    }),
  validateSearch: listingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => primeListing(context, deps),
  errorComponent: ListingError,
  component: () => <ListingScreen from="/shops" variant="shop" />,
});

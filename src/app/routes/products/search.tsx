import { createFileRoute } from '@tanstack/react-router';
import { ListingScreen } from '@/features/listing/listing-screen';
import { listingSearchSchema } from '@/features/listing/listing-search';

export const Route = createFileRoute('/products/search')({
  validateSearch: listingSearchSchema,
  component: () => <ListingScreen from="/products/search" variant="search" />,
});
